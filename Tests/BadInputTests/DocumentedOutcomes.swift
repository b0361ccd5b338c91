/// The table: for each entry point (by name), the documented outcome of each kind of bad input
/// that applies to it; a kind missing from a row does not apply (JSON kinds to a tag string,
/// bytes that are not UTF-8 to an API that takes a `String`, key kinds to a document that is
/// not an object). The C functions answer as their bridge functions, and refuse bytes that are
/// not UTF-8 with `invalid_json`. Each row's comment quotes the documentation it follows.
extension EntryPoint {
    static let documented: [String: [BadInput: String]] = [
        // "Parsing is strict and throws a LanguageTagError that says where and why."
        "LanguageTag(parsing: String)": tagParsing,
        "LanguageTag(parsing: Substring)": tagParsing,
        // "a malformed string is a DecodingError.dataCorrupted whose debug description carries
        // the LanguageTagError"
        "LanguageTag (Decodable)": foundationSyntax.merging([
            .overlongString: "DecodingError.dataCorrupted", .nonASCII: "DecodingError.dataCorrupted",
            .wrongRootType: "DecodingError.typeMismatch", .wrongValueType: "DecodingError.typeMismatch",
        ]) { $1 },
        // "Any other key is an error." "Throws: PolicyError naming the key and the value."
        "AppLanguagePolicy(json:)": [
            .empty: "PolicyError.invalidJSON", .whitespace: "PolicyError.invalidJSON",
            .overlongString: "PolicyError.malformedTag", .nonASCII: "PolicyError.malformedTag",
            .invalidUTF8: "PolicyError.invalidJSON", .deeplyNested: "PolicyError.invalidJSON",
            .truncated: "PolicyError.invalidJSON", .wrongRootType: "PolicyError.notAnObject",
            .wrongValueType: "PolicyError.wrongType", .unknownKey: "PolicyError.unknownKey",
            .duplicateKey: "PolicyError.invalidJSON",
        ],
        // "Unknown keys are errors"; TableError names "the JSON path of the bad value".
        "AppLanguageTable(json:)": [
            .empty: "TableError at (root): unexpected end of text",
            .whitespace: "TableError at (root): unexpected end of text",
            .overlongString: #"TableError at policy: invalid policy: supportedLocales[1]: "aaaaaaaaaaaaaaaaaaaaaa…"#,
            .nonASCII: #"TableError at policy: invalid policy: supportedLocales[1]: "日本語-Ελλάδα" is not a l…"#,
            .invalidUTF8: "TableError at (root): invalid UTF-8",
            .deeplyNested: "TableError at (root): nesting deeper than 512",
            .truncated: "TableError at (root): expected a string key",
            .wrongRootType: "TableError at (root): expected an object, found an array",
            .wrongValueType: "TableError at policy: invalid policy: supportedLocales[1]: expected a string, foun…",
            .unknownKey: "TableError at unknownKey: unknown key (allowed: cases, description, policy, scenarios)",
            .duplicateKey: #"TableError at (root): duplicate key "cases""#,
        ],
        // "Reading is strict: an unknown or repeated key, a malformed tag, … is a DocumentError
        // naming the JSON path."
        "InputDecisionTable(json:)": inputSyntax.merging([
            .overlongString: "DocumentError at $.inputCases[0].expect.tags[0] (invalidValue)",
            .nonASCII: "DocumentError at $.inputCases[0].expect.tags[0] (invalidValue)",
            .wrongValueType: "DocumentError at $.inputCases[0].expect.tags[0] (wrongType)",
        ]) { $1 },
        "AppLanguageRecord (Decodable)": storedJSON,
        "AppLanguageState (Decodable)": storedJSON,
        // "A file that cannot be decoded is moved aside to NAME.corrupt-N and reported as
        // corrupted"; the next load starts over. What decodes is read.
        "FileAppLanguageStore.load()": storedJSON.mapValues {
            $0 == "ok" ? "ok" : "AppLanguageStoreError.corrupted, moved aside"
        },
        // "Parses JSON text (RFC 8259, strictly)": any value, no repeated key.
        "JSONValue.parse(Data)": jsonText.merging([.invalidUTF8: "JSONSyntaxError: invalid UTF-8"]) { $1 },
        "JSONValue.parse(String)": jsonText,
        // Any JSON value through Foundation's parser: its errors, and the first value of a
        // repeated key.
        "JSONValue (Decodable)": foundationSyntax.merging([
            .invalidUTF8: "DecodingError.typeMismatch", .overlongString: "ok", .nonASCII: "ok", .wrongRootType: "ok",
            .wrongValueType: "ok", .unknownKey: "ok", .duplicateKey: "ok",
        ]) { $1 },
        // "any other key, or a key repeated, is an error"; a malformed tag in the evidence is
        // kept, skipped and reported ("a malformed tag is never sent to a keyboard").
        "InputContext(json:)": inputSyntax.merging([
            .overlongString: "ok, evidence skipped", .nonASCII: "ok, evidence skipped",
            .wrongValueType: "DocumentError at $.session.recentStableLanguages[0] (wrongType)",
        ]) { $1 },
        // "Reading is strict: an unknown or repeated key, a malformed value or an inconsistent
        // state is an error naming its JSON path"; a hint list with no usable tag is malformed
        // ("a cleared hint is null").
        "AndroidHintLifecycle(json:)": inputSyntax.merging([
            .overlongString: "DocumentError at $.resolvedHints.composer (invalidValue)",
            .nonASCII: "DocumentError at $.resolvedHints.composer (invalidValue)",
            .wrongValueType: "DocumentError at $.resolvedHints.composer[0] (wrongType)",
        ]) { $1 },
        // "locales is an array of tags (malformed ones are dropped, none left is an error)"
        "AndroidHintLifecycleEvent(json:)": inputSyntax.merging([
            .overlongString: "DocumentError at $.locales (invalidValue)",
            .nonASCII: "DocumentError at $.locales (invalidValue)",
            .wrongValueType: "DocumentError at $.locales[0] (wrongType)",
        ]) { $1 },
        // "a bad request gets an error object, never a crash"; a bad policy is invalid_policy.
        "Bridge.loadPolicy": bridgeRequest.merging([
            .overlongString: "error: invalid_policy", .nonASCII: "error: invalid_policy",
            .wrongValueType: "error: invalid_policy",
        ]) { $1 },
        // "malformed tags are skipped and recorded in the trace"
        "Bridge.resolveAppLanguage": bridgeRequest.merging([
            .overlongString: "ok, the malformed tag is skipped", .nonASCII: "ok, the malformed tag is skipped",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        // A legacy value that is not a tag: the documented migration `malformed_legacy_choice`.
        "Bridge.migrateLegacyChoice": bridgeRequest.merging([
            .overlongString: "ok, malformed_legacy_choice", .nonASCII: "ok, malformed_legacy_choice",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        // As `langpolicy input` reads the context: malformed evidence is skipped and reported.
        "Bridge.resolveInputHint": bridgeRequest.merging([
            .overlongString: "ok, evidence skipped", .nonASCII: "ok, evidence skipped",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        "Bridge.androidHintLifecycle": bridgeRequest.merging([
            .overlongString: "error: invalid_request", .nonASCII: "error: invalid_request",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        // A `contentLanguage` that is not a tag is malformed_tag.
        "Bridge.inputModeAdvice": bridgeRequest.merging([
            .overlongString: "error: malformed_tag", .nonASCII: "error: malformed_tag",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        // "Answer: the object langpolicy tag --json prints (with error for a malformed tag)."
        "Bridge.canonicalizeTag": bridgeRequest.merging([
            .overlongString: "ok, the tag's error is reported", .nonASCII: "ok, the tag's error is reported",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        // "2 when a file cannot be read or parsed"
        "langpolicy check FILE": allKinds("exit 2"),
        // "1 for an invalid one, 2 when the file cannot be read": text that is not a policy
        // (JSON or not) is an invalid policy.
        "langpolicy lint FILE": allKinds("exit 1"),
        // A policy file that cannot be read or parsed: status 2, like every unreadable file.
        "langpolicy resolve --policy FILE": allKinds("exit 2"),
        // "0 whether or not there is a hint; 2 when FILE cannot be read or parsed"
        "langpolicy input FILE": allKinds("exit 2").merging([.overlongString: "exit 0", .nonASCII: "exit 0"]) { $1 },
    ]

    /// A tag string: the typed error for each kind.
    static let tagParsing: [BadInput: String] = [
        .empty: "LanguageTagError.empty", .whitespace: "LanguageTagError.invalidCharacter",
        .overlongString: "LanguageTagError.tooLong", .nonASCII: "LanguageTagError.nonASCII",
    ]

    /// What Foundation's JSONDecoder reports for text that is not JSON.
    static let foundationSyntax: [BadInput: String] = [
        .empty: "DecodingError.dataCorrupted", .whitespace: "DecodingError.dataCorrupted",
        .invalidUTF8: "DecodingError.dataCorrupted", .deeplyNested: "DecodingError.dataCorrupted",
        .truncated: "DecodingError.dataCorrupted",
    ]

    /// A stored record or state (`Codable`, through JSONDecoder): a malformed tag is
    /// `dataCorrupted`; a key the format does not have is ignored and a repeated key keeps its
    /// first value, as JSONDecoder reads them (undocumented; `schemaVersion` marks changes of
    /// the format).
    static let storedJSON: [BadInput: String] = foundationSyntax.merging([
        .overlongString: "DecodingError.dataCorrupted", .nonASCII: "DecodingError.dataCorrupted",
        .wrongRootType: "DecodingError.typeMismatch", .wrongValueType: "DecodingError.typeMismatch",
        .unknownKey: "ok", .duplicateKey: "ok",
    ]) { $1 }

    /// The input-language readers (the package's one JSON reader), for text that is not JSON,
    /// not an object, or an object with a key it does not have or a key twice.
    static let inputSyntax: [BadInput: String] = [
        .empty: "DocumentError: not JSON", .whitespace: "DocumentError: not JSON",
        .invalidUTF8: "DocumentError: not JSON", .deeplyNested: "DocumentError: too deep",
        .truncated: "DocumentError: not JSON", .wrongRootType: "DocumentError at $ (wrongType)",
        .unknownKey: "DocumentError at $.unknownKey (unknownKey)", .duplicateKey: "DocumentError at $ (repeatedKey)",
    ]

    /// JSONValue's own parser: schema-less (any key, any type), but no repeated key.
    static let jsonText: [BadInput: String] = [
        .empty: "JSONSyntaxError: unexpected end of text", .whitespace: "JSONSyntaxError: unexpected end of text",
        .overlongString: "ok", .nonASCII: "ok", .deeplyNested: "JSONSyntaxError: nesting deeper than 512",
        .truncated: "JSONSyntaxError: unexpected end of text", .wrongRootType: "ok", .wrongValueType: "ok",
        .unknownKey: "ok", .duplicateKey: #"JSONSyntaxError: duplicate key "a""#,
    ]

    /// Every bridge request is parsed strictly, and its keys checked, first.
    static let bridgeRequest: [BadInput: String] = [
        .empty: "error: invalid_json", .whitespace: "error: invalid_json", .deeplyNested: "error: invalid_json",
        .truncated: "error: invalid_json", .wrongRootType: "error: invalid_request",
        .unknownKey: "error: invalid_request", .duplicateKey: "error: invalid_json",
    ]

    static func allKinds(_ outcome: String) -> [BadInput: String] {
        Dictionary(uniqueKeysWithValues: BadInput.allCases.map { ($0, outcome) })
    }
}
