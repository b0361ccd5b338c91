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
        // "Any other key is an error, and so is a key given twice." "Throws: PolicyError with
        // every problem found, each naming its path and value."
        "AppLanguagePolicy(json:)": policySyntax.merging([
            .overlongString: "PolicyError: malformedTag at $.supportedLocales[1]",
            .nonASCII: "PolicyError: malformedTag at $.supportedLocales[1]",
            .wrongValueType: "PolicyError: DocumentError at $.supportedLocales[1] (wrongType)",
            .unknownKey: "PolicyError: DocumentError at $.unknownKey (unknownKey)",
            .duplicateKey: "PolicyError: DocumentError at $ (repeatedKey)",
        ]) { $1 },
        // "Reads a policy in its JSON form from any decoder, with the same checks": Foundation's
        // decoder refuses what is not JSON (and keeps the first value of a repeated key).
        "AppLanguagePolicy (Decodable)": foundationSyntax.merging([
            .overlongString: "PolicyError: malformedTag at $.supportedLocales[1]",
            .nonASCII: "PolicyError: malformedTag at $.supportedLocales[1]",
            .wrongRootType: "PolicyError: DocumentError at $ (wrongType)",
            .wrongValueType: "PolicyError: DocumentError at $.supportedLocales[1] (wrongType)",
            .unknownKey: "PolicyError: DocumentError at $.unknownKey (unknownKey)", .duplicateKey: "ok",
        ]) { $1 },
        // "Unknown keys are errors"; the table's error names "the JSON path of the bad value".
        "DecisionTable(json:)": inputSyntax.merging([
            .overlongString: "DocumentError at $.policy.supportedLocales[1] (invalidValue)",
            .nonASCII: "DocumentError at $.policy.supportedLocales[1] (invalidValue)",
            .wrongValueType: "DocumentError at $.policy.supportedLocales[1] (wrongType)",
        ]) { $1 },
        // "Throws: DocumentError naming the path of the bad value."
        "AppLanguageSyncPayload(json:)": inputSyntax.merging([
            .overlongString: "DocumentError at $.userChoice.effectiveLocale (malformedTag)",
            .nonASCII: "DocumentError at $.userChoice.effectiveLocale (malformedTag)",
            .wrongValueType: "DocumentError at $.userChoice.effectiveLocale (wrongType)",
        ]) { $1 },
        // The same reader behind any decoder; Foundation's decoder refuses what is not JSON.
        "AppLanguageSyncPayload (Decodable)": foundationSyntax.merging([
            .overlongString: "DocumentError at $.userChoice.effectiveLocale (malformedTag)",
            .nonASCII: "DocumentError at $.userChoice.effectiveLocale (malformedTag)",
            .wrongRootType: "DocumentError at $ (wrongType)",
            .wrongValueType: "DocumentError at $.userChoice.effectiveLocale (wrongType)",
            .unknownKey: "DocumentError at $.unknownKey (unknownKey)", .duplicateKey: "ok",
        ]) { $1 },
        // "Reading is strict: an unknown or repeated key, a malformed tag, … is a DocumentError
        // naming the JSON path."
        "InputDecisionTable(json:)": inputSyntax.merging([
            .overlongString: "DocumentError at $.inputCases[0].expect.tags[0] (malformedTag)",
            .nonASCII: "DocumentError at $.inputCases[0].expect.tags[0] (malformedTag)",
            .wrongValueType: "DocumentError at $.inputCases[0].expect.tags[0] (wrongType)",
        ]) { $1 },
        // "A file that cannot be read as a state is moved aside to NAME.corrupt-N and reported
        // as corrupted"; the next load starts over. A key this version does not know is ignored
        // (a state is read as far as this version knows it); a key twice is not JSON.
        "FileAppLanguageStore.load()": allKinds("AppLanguageStoreError.corrupted, moved aside").merging([
            .unknownKey: "ok"
        ]) { $1 },
        // "Parses JSON text (RFC 8259, strictly: a repeated key in an object is an error, and so
        // is nesting deeper than maximumDepth)": any value.
        "JSONValue.parse(bytes:)": jsonText,
        "JSONValue.parse(String)": jsonText.filter { $0.key != .invalidUTF8 },
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
        // "A locale the policy does not support exactly is the error kind unsupported_locale";
        // one that is not a tag is malformed_tag.
        "Bridge.chooseAppLanguage": bridgeRequest.merging([
            .overlongString: "error: malformed_tag", .nonASCII: "error: malformed_tag",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        // "malformed tags are skipped", as in a decision: the device's languages of a state
        // operation are its context.
        "Bridge.launchAppLanguage": bridgeRequest.merging([
            .overlongString: "ok", .nonASCII: "ok", .wrongValueType: "error: invalid_request",
        ]) { $1 },
        "Bridge.useDeviceLanguage": bridgeRequest.merging([
            .overlongString: "ok", .nonASCII: "ok", .wrongValueType: "error: invalid_request",
        ]) { $1 },
        // A payload (or a stored state) is read as `AppLanguageSyncPayload(json:)` reads it:
        // "Throws: DocumentError naming the path of the bad value"; a record's locale that is not
        // a tag is the error kind malformed_tag, as for `chooseAppLanguage`'s locale.
        "Bridge.restoreAppLanguage": bridgeRequest.merging([
            .overlongString: "error: malformed_tag", .nonASCII: "error: malformed_tag",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        "Bridge.syncAppLanguage": bridgeRequest.merging([
            .overlongString: "error: malformed_tag", .nonASCII: "error: malformed_tag",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        "Bridge.syncPayload": bridgeRequest.merging([
            .overlongString: "error: malformed_tag", .nonASCII: "error: malformed_tag",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        // The context's device languages are skipped when malformed, as in a decision.
        "Bridge.languageSelector": bridgeRequest.merging([
            .overlongString: "ok", .nonASCII: "ok", .wrongValueType: "error: invalid_request",
        ]) { $1 },
        // A folder Android would not read is a bad request naming the folder.
        "Bridge.androidLocalePlan": bridgeRequest.merging([
            .overlongString: "error: invalid_request", .nonASCII: "error: invalid_request",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        // The same folders as androidLocalePlan's, read the same way.
        "Bridge.androidLaunch": bridgeRequest.merging([
            .overlongString: "error: invalid_request", .nonASCII: "error: invalid_request",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        // "Answer: the object langpolicy tag --json prints (with error for a malformed tag)."
        "Bridge.canonicalizeTag": bridgeRequest.merging([
            .overlongString: "ok, the tag's error is reported", .nonASCII: "ok, the tag's error is reported",
            .wrongValueType: "error: invalid_request",
        ]) { $1 },
        // "A state that breaks these rules, which no sequence of messages produces, is refused
        // with a DocumentError naming the member", as the hint lifecycle's state is; a tag that
        // is not one is malformed_tag, as in every request.
        "Bridge.trackConversationLanguage": bridgeRequest.merging([
            .overlongString: "error: malformed_tag", .nonASCII: "error: malformed_tag",
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

    /// A policy read from text that is not JSON, not an object, or nested too deep.
    static let policySyntax: [BadInput: String] = [
        .empty: "PolicyError: DocumentError: not JSON", .whitespace: "PolicyError: DocumentError: not JSON",
        .invalidUTF8: "PolicyError: DocumentError: not JSON", .deeplyNested: "PolicyError: DocumentError: too deep",
        .truncated: "PolicyError: DocumentError: not JSON",
        .wrongRootType: "PolicyError: DocumentError at $ (wrongType)",
    ]

    /// The input-language readers (the package's one JSON reader), for text that is not JSON,
    /// not an object, or an object with a key it does not have or a key twice.
    static let inputSyntax: [BadInput: String] = [
        .empty: "DocumentError: not JSON", .whitespace: "DocumentError: not JSON",
        .invalidUTF8: "DocumentError: not JSON", .deeplyNested: "DocumentError: too deep",
        .truncated: "DocumentError: not JSON", .wrongRootType: "DocumentError at $ (wrongType)",
        .unknownKey: "DocumentError at $.unknownKey (unknownKey)", .duplicateKey: "DocumentError at $ (repeatedKey)",
    ]

    /// The package's JSON parser: schema-less (any key, any type), but no repeated key.
    static let jsonText: [BadInput: String] = [
        .empty: "DocumentError: not JSON", .whitespace: "DocumentError: not JSON", .overlongString: "ok",
        .nonASCII: "ok", .invalidUTF8: "DocumentError: not JSON", .deeplyNested: "DocumentError: too deep",
        .truncated: "DocumentError: not JSON", .wrongRootType: "ok", .wrongValueType: "ok", .unknownKey: "ok",
        .duplicateKey: "DocumentError at $ (repeatedKey)",
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
