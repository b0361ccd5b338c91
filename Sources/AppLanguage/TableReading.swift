import LanguageTags

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A decision-table file that cannot be used: the message names the JSON path of the bad value.
public struct TableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where, as a JSON path (`cases[2].expect.source`).
    public let path: String
    /// What is wrong there.
    public let message: String

    /// An error at `path` saying `message`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// The outcome of one table case or scenario step: passed when `failures` is empty.
public struct TableCaseResult: Sendable, Hashable {
    /// The case's name (a scenario step's is `scenario › step N (event)`).
    public let name: String
    /// One line per mismatch: `key: expected X, got Y`.
    public let failures: [String]

    /// The result of the case `name` with `failures` (none: passed).
    public init(name: String, failures: [String]) {
        self.name = name
        self.failures = failures
    }

    /// Whether the case passed.
    public var passed: Bool { failures.isEmpty }
}

/// Reads a JSON object of a table file key by key, naming the path in every error.
struct TableObject {
    let members: JSONObject
    let path: String

    init(_ value: JSONValue, path: String) throws(TableError) {
        guard case .object(let members) = value else {
            throw TableError(path: path, message: "expected an object, found \(value.typeName)")
        }
        self.members = members
        self.path = path
    }

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// Fails on a key outside `allowed` (a typo must not pass silently).
    func allowOnly(_ allowed: Set<String>) throws(TableError) {
        if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw TableError(
                path: child(unknown), message: "unknown key (allowed: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    func string(_ key: String) throws(TableError) -> String? {
        switch members[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case let value?: throw TableError(path: child(key), message: "expected a string, found \(value.typeName)")
        }
    }

    func requiredString(_ key: String) throws(TableError) -> String {
        guard let text = try string(key) else {
            throw TableError(path: child(key), message: "required string is missing")
        }
        return text
    }

    func strings(_ key: String) throws(TableError) -> [String] {
        switch members[key] {
        case nil, .null?: return []
        case .array(let values)?:
            var result: [String] = []
            for (index, value) in values.enumerated() {
                guard case .string(let text) = value else {
                    throw TableError(
                        path: "\(child(key))[\(index)]", message: "expected a string, found \(value.typeName)")
                }
                result.append(text)
            }
            return result
        case let value?:
            throw TableError(path: child(key), message: "expected an array of strings, found \(value.typeName)")
        }
    }

    func array(_ key: String) throws(TableError) -> [JSONValue] {
        switch members[key] {
        case nil: return []
        case .array(let values)?: return values
        case let value?: throw TableError(path: child(key), message: "expected an array, found \(value.typeName)")
        }
    }

    func object(_ key: String) throws(TableError) -> TableObject? {
        guard let value = members[key], value != .null else { return nil }
        return try TableObject(value, path: child(key))
    }

    /// A value decoded with its `Codable` conformance (records, states).
    func decode<Value: Decodable>(_ type: Value.Type, _ key: String) throws(TableError) -> Value? {
        guard let value = members[key], value != .null else { return nil }
        do {
            return try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
        } catch {
            throw TableError(path: child(key), message: JSONValue.describe(error))
        }
    }

    func policy(_ key: String) throws(TableError) -> AppLanguagePolicy? {
        guard let value = members[key], value != .null else { return nil }
        do {
            return try AppLanguagePolicy(jsonValue: value)
        } catch {
            throw TableError(path: child(key), message: "invalid policy: \(error)")
        }
    }
}

/// Compares the `expect` keys present with actual values; tags compare by canonical form.
struct Expectation {
    let object: TableObject

    /// Keys compared by their own rules (``LifecycleScenario``'s `stored`).
    static let checkedElsewhere: Set<String> = ["stored"]

    func check(_ actual: [String: JSONValue], tagKeys: Set<String> = []) -> [String] {
        var failures: [String] = []
        for key in object.members.keys where !Self.checkedElsewhere.contains(key) {
            let expected = object.members[key]!
            guard let got = actual[key] else {
                failures.append("\(key): expected \(expected), but this case or event does not produce \(key)")
                continue
            }
            if tagKeys.contains(key), case .string(let expectedText) = expected, case .string(let gotText) = got,
                let expectedTag = try? LanguageTag(parsing: expectedText),
                let gotTag = try? LanguageTag(parsing: gotText),
                expectedTag.canonicalized() == gotTag.canonicalized()
            {
                continue
            }
            if expected != got { failures.append("\(key): expected \(expected), got \(got)") }
        }
        return failures
    }
}

extension AppLanguageDecision {
    /// The keys a table's `expect` may check.
    static let expectationKeys: Set<String> = [
        "effectiveLocale", "source", "requestedLocale", "match", "scriptFallback", "needsConfirmation",
        "confirmationReason", "policyVersion",
    ]

    var expectationValues: [String: JSONValue] {
        [
            "effectiveLocale": .string(effectiveLocale.description),
            "source": .string(source.rawValue),
            "requestedLocale": requestedLocale.map(JSONValue.string) ?? .null,
            "match": .string(match.rawValue),
            "scriptFallback": .bool(scriptFallback),
            "needsConfirmation": .bool(needsConfirmation),
            "confirmationReason": confirmation.map { .string($0.reason.rawValue) } ?? .null,
            "policyVersion": .number(Double(policyVersion)),
        ]
    }
}

extension ResolutionContext {
    /// A context from the JSON of a table case or a bridge request: `savedUserChoice` (null,
    /// a tag — the user's pick — or a record), `systemAppPreference` and `deviceLanguages`
    /// (arrays of tags; absent means empty). Other keys are ignored.
    ///
    /// - Throws: ``TableError`` naming the path of the bad value.
    public init(jsonValue: JSONValue) throws(TableError) {
        try self.init(TableObject(jsonValue, path: ""))
    }

    init(_ object: TableObject) throws(TableError) {
        self.init(
            savedUserChoice: try Self.savedChoice(object),
            systemAppPreference: try object.strings("systemAppPreference"),
            deviceLanguages: try object.strings("deviceLanguages"))
    }

    /// `savedUserChoice`: null, a tag (the user's pick, recorded at 2026-01-01) or a record.
    private static func savedChoice(_ object: TableObject) throws(TableError) -> AppLanguageRecord? {
        switch object.members["savedUserChoice"] {
        case nil, .null?: return nil
        case .string(let text)?:
            do {
                return .userChoice(
                    try LanguageTag(parsing: text), policyVersion: 0, at: Date(timeIntervalSince1970: 1_767_225_600))
            } catch {
                throw TableError(
                    path: object.child("savedUserChoice"), message: "\"\(text)\" is not a language tag: \(error)")
            }
        case .object?: return try object.decode(AppLanguageRecord.self, "savedUserChoice")
        case let value?:
            throw TableError(
                path: object.child("savedUserChoice"), message: "expected a tag or a record, found \(value.typeName)")
        }
    }
}
