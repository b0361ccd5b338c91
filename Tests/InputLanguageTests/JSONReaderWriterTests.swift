import InputLanguage
import LanguageTags
import Testing
import WireDocuments

/// Contexts covering every key of a field context, its defaults and malformed evidence.
private let contexts: [InputContext] = [
    InputContext(field: EditableField(contract: .contentBound)),
    InputContext(
        field: EditableField(contract: .contentBound, kind: .email, explicitLanguage: "ja--JP"),
        record: EditedRecord(contentLanguage: "zh-Hant")),
    InputContext(
        field: EditableField(contract: .conversationInformed),
        session: InputSession(recentStableLanguages: ["ar", "und-JP", "en__US"], effectiveAppLocale: "fr")),
    InputContext(field: EditableField(contract: .interfaceBound), session: InputSession(effectiveAppLocale: "de-CH")),
]

@Suite("Field contexts, hints and input modes in JSON")
struct JSONReaderWriterTests {
    @Test func aContextIsWrittenWithEveryKeyAndSortedKeys() {
        #expect(
            contexts[1].jsonText()
                == #"{"field":{"contract":"content_bound","explicitLanguage":"ja--JP","kind":"email"},"#
                + #""record":{"contentLanguage":"zh-Hant"},"#
                + #""session":{"effectiveAppLocale":null,"recentStableLanguages":[]}}"#)
    }

    @Test(arguments: contexts)
    func contextsAndTheirPartsRoundTrip(_ context: InputContext) throws {
        #expect(try throughJSON(context) == context)
        #expect(try throughJSON(context.field) == context.field)
        #expect(try throughJSON(context.record) == context.record)
        #expect(try throughJSON(context.session) == context.session)
    }

    @Test func absentAndNullKeysTakeTheirDefaults() throws {
        let minimal = InputContext(field: EditableField(contract: .interfaceBound))
        #expect(try InputContext(jsonText: #"{"field": {"contract": "interface_bound"}}"#) == minimal)
        #expect(
            try InputContext(
                jsonText: #"{"field": {"contract": "interface_bound", "explicitLanguage": null}, "record": null, "#
                    + #""session": {"recentStableLanguages": null, "effectiveAppLocale": null}}"#) == minimal)
    }

    @Test func aResolutionIsWrittenWithItsAndroidListAndSkippedEvidence() {
        let resolution = contexts[2].resolve()
        #expect(
            resolution.jsonText()
                == #"{"androidHintLocales":["ar"],"schemaVersion":1,"skippedEvidence":["#
                + #"{"reason":"names no language (a region or script alone does not name one)","source":"conversation","value":"und-JP"},"#
                + #"{"reason":"empty subtag at offset 3","source":"conversation","value":"en__US"}],"#
                + #""source":"conversation","tags":["ar"]}"#)
        #expect(
            contexts[1].resolve().jsonText()
                == #"{"androidHintLocales":null,"schemaVersion":1,"skippedEvidence":[],"source":"no_admissible_evidence","tags":[]}"#
        )
    }

    @Test func inputModesRoundTripAndTakeTheirDefaults() throws {
        for mode in [
            InputMode(primaryLanguage: "ja-JP"), InputMode(primaryLanguage: nil, hardwareKeyboardAttached: true),
        ] {
            #expect(try throughJSON(mode) == mode)
        }
        #expect(try InputMode(jsonText: #"{"primaryLanguage": "emoji"}"#) == InputMode(primaryLanguage: "emoji"))
        #expect(try InputMode(jsonText: "{}") == InputMode(primaryLanguage: nil))
    }

    /// Each reader refuses a key it does not have, a key given twice and a value of the wrong
    /// type, and its message starts with the exact JSON path of the bad value.
    @Test(arguments: [
        (
            #"{"field": {"contract": "content_bound", "contarct": "x"}}"#,
            "$.field.contarct: unknown key (allowed: contract, explicitLanguage, kind)"
        ),
        (
            #"{"field": {"contract": "content_bound"}, "sesion": {}}"#,
            "$.sesion: unknown key (allowed: field, record, session)"
        ),
        (
            #"{"field": {"contract": "content_bound"}, "field": {"contract": "language_neutral"}}"#,
            #"$: the key "field" appears twice"#
        ),
        (
            #"{"field": {"contract": "content_bound", "contr\u0061ct": "language_neutral"}}"#,
            #"$.field: the key "contract" appears twice"#
        ),
        (
            #"{"field": {"contract": "interface_bound"}, "session": {"effectiveAppLocale": "en", "effectiveAppLocale": "fr"}}"#,
            #"$.session: the key "effectiveAppLocale" appears twice"#
        ),
        (
            #"{"field": {"contract": "content_bound"}, "session": {"recentStableLanguages": ["en", 7]}}"#,
            "$.session.recentStableLanguages[1]: expected a string, found 7"
        ),
        (#"{"field": {"contract": "content_bound", "kind": true}}"#, "$.field.kind: expected a string, found true"),
        (#"{"field": ["content_bound"]}"#, #"$.field: expected an object, found ["content_bound"]"#),
        (#"{"record": {}}"#, "$.field: required key is missing"),
        (
            #"{"field": {"contract": "content-bound"}}"#,
            #"$.field.contract: "content-bound" is not one of: content_bound, conversation_informed, interface_bound, language_neutral"#
        ),
    ])
    func contextErrorsNameTheExactPath(json: String, message: String) {
        #expect(readingError(InputContext.self, json)?.description == message)
    }

    @Test(arguments: [
        (
            #"{"primaryLanguage": "ja", "layout": "jis"}"#,
            "$.layout: unknown key (allowed: hardwareKeyboardAttached, primaryLanguage)"
        ),
        (#"{"primaryLanguage": "ja", "primaryLanguage": "en"}"#, #"$: the key "primaryLanguage" appears twice"#),
        (#"{"hardwareKeyboardAttached": "yes"}"#, #"$.hardwareKeyboardAttached: expected a boolean, found "yes""#),
    ])
    func inputModeErrorsNameTheExactPath(json: String, message: String) {
        #expect(readingError(InputMode.self, json)?.description == message)
    }

    @Test func theSameKeyInTwoObjectsOrAValueThatSpellsAKeyRepeatsNothing() throws {
        _ = try InputContext(
            jsonText: #"{"field": {"contract": "content_bound", "explicitLanguage": "contract"}, "#
                + #""record": {"contentLanguage": "ja"}, "session": {"recentStableLanguages": ["field", "field"]}}"#)
    }
}
