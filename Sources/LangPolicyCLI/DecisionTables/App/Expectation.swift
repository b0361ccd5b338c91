internal import AppLanguage
internal import LanguageTags
internal import WireDocuments

/// The `expect` object of a case or step: only the keys present are compared, with actual
/// values the runner gives as JSON; tags compare by canonical form.
struct Expectation: Sendable {
    let fields: JSONFields

    /// Reads `expect` of `object`: required, with keys from `allowed` only, and at least one.
    init(of object: JSONFields, allowed: [String]) throws(DocumentError) {
        let element = try object.required("expect")
        fields = try element.object(allowing: allowed)
        guard !fields.keys.isEmpty else { throw element.invalid("checks nothing; name at least one key") }
    }

    /// Whether it checks what a platform shows.
    var checksPlatforms: Bool { fields.object["apple"] != nil || fields.object["android"] != nil }

    /// One line per mismatch between the expected keys (but `skipping`) and `actual`.
    func failures(_ actual: [String: JSONValue], tagKeys: Set<String>, skipping: Set<String> = []) -> [String] {
        var failures: [String] = []
        for key in fields.keys where !skipping.contains(key) {
            let expected = fields.object[key]!
            guard let got = actual[key] else {
                failures.append("\(key): expected \(expected.excerpt), but this case or event does not produce \(key)")
                continue
            }
            if tagKeys.contains(key) ? !Self.sameTag(expected, got) : expected != got {
                failures.append("\(key): expected \(expected.excerpt), got \(got.excerpt)")
            }
        }
        return failures
    }

    /// Whether two values are the same tag after canonicalization, or equal as values.
    static func sameTag(_ expected: JSONValue, _ actual: JSONValue) -> Bool {
        guard case .string(let expectedText) = expected, case .string(let actualText) = actual,
            let expectedTag = try? LanguageTag(parsing: expectedText),
            let actualTag = try? LanguageTag(parsing: actualText)
        else { return expected == actual }
        return expectedTag.canonicalized() == actualTag.canonicalized()
    }
}

extension AppLanguageDecision {
    /// The keys a table's `expect` may check.
    static let expectationKeys = [
        "confirmationReason", "effectiveLocale", "match", "needsConfirmation", "policyVersion", "requestedLocale",
        "scriptFallback", "source",
    ]

    /// The decision's values for those keys.
    var expectationValues: [String: JSONValue] {
        [
            "effectiveLocale": .string(effectiveLocale.description),
            "source": .string(source.rawValue),
            "requestedLocale": requestedLocale.map(JSONValue.string) ?? .null,
            "match": .string(match.rawValue),
            "scriptFallback": .bool(scriptFallback),
            "needsConfirmation": .bool(needsConfirmation),
            "confirmationReason": confirmation.map { .string($0.reason.rawValue) } ?? .null,
            "policyVersion": .number(JSONNumber(policyVersion)),
        ]
    }
}
