/// The outcome of one decision-table case: its name, its kind, and what did not match.
///
/// Each mismatch reads `key: expected X, got Y`. JSON:
/// `{"name": "catalog title", "kind": "input", "mismatches": []}`.
///
/// ```swift
/// for result in try evaluateInputTable(json: data) where !result.passed {
///     print("\(result.name): \(result.mismatches.joined(separator: "; "))")
/// }
/// ```
public struct InputCaseResult: Hashable, Sendable, Codable {
    /// Which list of the table the case came from.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// `inputCases`: hint resolution.
        case input
        /// `adviceCases`: input-mode advice.
        case advice
        /// `detectCases`: the portable identifier.
        case detect
    }

    /// The case's name.
    public let name: String
    /// The case's kind.
    public let kind: Kind
    /// `key: expected X, got Y` for each checked key that did not match; empty when it passed.
    public let mismatches: [String]

    /// The result of the case `name` of `kind`, with its `mismatches` (none: passed).
    public init(name: String, kind: Kind, mismatches: [String]) {
        self.name = name
        self.kind = kind
        self.mismatches = mismatches
    }

    /// Whether every checked key matched.
    public var passed: Bool { mismatches.isEmpty }
}

/// Collects `key: expected X, got Y` lines.
struct MismatchList {
    private(set) var lines: [String] = []

    /// Adds a line when `expected` is given and differs from `actual`.
    mutating func check<Value: Equatable>(
        _ key: String, expected: Value?, actual: Value, render: (Value) -> String
    ) {
        guard let expected, expected != actual else { return }
        lines.append("\(key): expected \(render(expected)), got \(render(actual))")
    }
}

/// `[ja-JP, en]`.
func listText(_ items: [some CustomStringConvertible]) -> String {
    "[" + items.map(\.description).joined(separator: ", ") + "]"
}
