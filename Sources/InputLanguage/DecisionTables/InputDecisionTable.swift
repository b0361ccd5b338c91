#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A decision table for keyboard input: hint cases, advice cases and detection cases.
///
/// JSON: `{"inputCases": [ … ], "adviceCases": [ … ], "detectCases": [ … ]}`, each list
/// optional but at least one present; see ``InputCase``, ``AdviceCase`` and ``DetectCase``.
/// Reading is strict: an unknown or repeated key, a malformed tag, an unknown contract or
/// source, or an `expect` with nothing to check is an ``InputDecodingError`` naming the JSON path.
///
/// ```swift
/// let table = try InputDecisionTable(json: Data(contentsOf: url))
/// let failures = table.evaluate().filter { !$0.passed }
/// ```
public struct InputDecisionTable: Hashable, Sendable, Decodable {
    /// Hint resolution cases (`inputCases`).
    public let inputCases: [InputCase]
    /// Input-mode advice cases (`adviceCases`).
    public let adviceCases: [AdviceCase]
    /// Portable identifier cases (`detectCases`).
    public let detectCases: [DetectCase]

    enum CodingKeys: String, CodingKey, CaseIterable { case inputCases, adviceCases, detectCases }

    /// Decodes a table from JSON.
    ///
    /// - Throws: ``InputDecodingError`` naming the JSON path of the first bad value.
    public init(json: Data) throws(InputDecodingError) {
        self = try InputDecodingError.decode(InputDecisionTable.self, from: json)
    }

    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownKeys(besides: CodingKeys.self)
        try decoder.requireSomeKey(of: CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        inputCases = try container.decodeIfPresent([InputCase].self, forKey: .inputCases) ?? []
        adviceCases = try container.decodeIfPresent([AdviceCase].self, forKey: .adviceCases) ?? []
        detectCases = try container.decodeIfPresent([DetectCase].self, forKey: .detectCases) ?? []
    }

    /// Every case's result: input cases, then advice cases, then detection cases, each in
    /// file order. Detection cases use `identifier`.
    public func evaluate(identifier: some LanguageIdentifier = UnicodeScriptIdentifier()) -> [InputCaseResult] {
        inputCases.map { $0.evaluate() } + adviceCases.map { $0.evaluate() }
            + detectCases.map { $0.evaluate(identifier: identifier) }
    }
}

/// Decodes an input decision table and runs every case with the portable identifier: the
/// entry point for `langpolicy check`.
///
/// ```swift
/// let results = try evaluateInputTable(json: Data(contentsOf: url))
/// let failed = results.filter { !$0.passed }.count
/// ```
///
/// - Throws: ``InputDecodingError`` naming the JSON path of the first bad value.
public func evaluateInputTable(json: Data) throws(InputDecodingError) -> [InputCaseResult] {
    try InputDecisionTable(json: json).evaluate()
}
