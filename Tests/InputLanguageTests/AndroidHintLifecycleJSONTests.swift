import InputLanguage
import LanguageTags
import TestSupport
import Testing
import WireDocuments

private let japanese = AndroidHintList(parsing: ["ja-JP"])
private let german = AndroidHintList(parsing: ["de"])

private typealias Method = @Sendable (inout AndroidHintLifecycle) -> [AndroidEditorAction]

/// Every kind of event, with variants, paired with the direct call of the method it mirrors.
private let alphabet: [(event: AndroidHintLifecycleEvent, method: Method)] = [
    (.hintResolved(german, for: "composer"), { $0.hintResolved(german, for: "composer") }),
    (.hintResolved(japanese, for: "subject"), { $0.hintResolved(japanese, for: "subject") }),
    (.hintResolved(nil, for: "composer"), { $0.hintResolved(nil, for: "composer") }),
    (
        .hintResolved(japanese, for: "composer", requestedByUser: true),
        { $0.hintResolved(japanese, for: "composer", requestedByUser: true) }
    ),
    (.focusWillMove(to: "composer"), { $0.focusWillMove(to: "composer") }),
    (.focusWillMove(to: "subject"), { $0.focusWillMove(to: "subject") }),
    (.focusWillMove(to: nil), { $0.focusWillMove(to: nil) }),
    (.compositionChanged(isComposing: true), { $0.compositionChanged(isComposing: true) }),
    (.compositionChanged(isComposing: false), { $0.compositionChanged(isComposing: false) }),
    (.userSelected(InputMode(primaryLanguage: "fr")), { $0.userSelected(InputMode(primaryLanguage: "fr")) }),
    (.userSelected(InputMode(primaryLanguage: "emoji")), { $0.userSelected(InputMode(primaryLanguage: "emoji")) }),
    (
        .enter("chat-2", hints: ["composer": japanese, "subject": nil]),
        { $0.enter("chat-2", hints: ["composer": japanese, "subject": nil]) }
    ),
    (.enter("chat-1", hints: [:]), { $0.enter("chat-1", hints: [:]) }),
]

/// An array of actions as the bridge answers them.
private func encoded(_ actions: [AndroidEditorAction]) -> String {
    var writer = JSONWriter()
    writer.array { writer in
        for action in actions { action.write(to: &writer) }
    }
    return writer.text
}

/// An array of actions read back.
private func readActions(_ json: String) throws(DocumentError) -> [AndroidEditorAction] {
    try JSONElement.parse(json).array().map(AndroidEditorAction.init(json:))
}

/// The path of the error reading `json` as actions gives.
private func actionErrorPath(_ json: String) -> String? {
    do {
        _ = try readActions(json)
        return nil
    } catch { return error.path.description }
}

@Suite("AndroidHintLifecycle JSON")
struct AndroidHintLifecycleJSONTests {
    @Test func aMidScenarioStateRoundTripsAndBehavesTheSame() throws {
        var lifecycle = AndroidHintLifecycle(scope: "chat-1")
        lifecycle.hintResolved(japanese, for: "composer")
        lifecycle.hintResolved(nil, for: "subject")
        lifecycle.focusWillMove(to: "composer")
        lifecycle.compositionChanged(isComposing: true)
        lifecycle.hintResolved(german, for: "composer", requestedByUser: true)  // the restart waits

        let json = lifecycle.jsonText()
        #expect(
            json
                == #"{"appliedHints":{"composer":["de"]},"focusedEditor":"composer","isComposing":true,"#
                + #""resolvedHints":{"composer":["de"],"subject":null},"restartPendingAfterComposition":true,"#
                + #""scope":"chat-1","userOverride":null}"#)
        var decoded = try AndroidHintLifecycle(jsonText: json)
        #expect(decoded == lifecycle)
        #expect(decoded.focusedEditor == "composer")
        #expect(decoded.isComposing)
        // The waiting restart survived the trip: it comes when the composition ends.
        #expect(decoded.compositionChanged(isComposing: false) == [.restartInput("composer")])
        #expect(lifecycle.compositionChanged(isComposing: false) == [.restartInput("composer")])
        #expect(decoded == lifecycle)
    }

    @Test func anOverriddenStateRoundTripsWithTheUsersMode() throws {
        var lifecycle = AndroidHintLifecycle(scope: "record-1")
        lifecycle.hintResolved(japanese, for: "title")
        lifecycle.focusWillMove(to: "title")
        lifecycle.userSelected(InputMode(primaryLanguage: "en-US"))
        let json = lifecycle.jsonText()
        #expect(json.contains(#""userOverride":{"hardwareKeyboardAttached":false,"primaryLanguage":"en-US"}"#))
        #expect(json.contains(#""appliedHints":{"title":["en-US"]}"#))
        var decoded = try AndroidHintLifecycle(jsonText: json)
        #expect(decoded == lifecycle)
        #expect(decoded.choice.isOverridden)
        // The app's later hints still do not reach the editor after the trip.
        #expect(decoded.hintResolved(japanese, for: "title") == [])
        #expect(
            decoded.focusWillMove(to: "notes") == [.setImeHintLocales("notes", AndroidHintList(parsing: ["en-US"]))])
    }

    @Test func aStateWithOnlyAScopeIsANewLifecycle() throws {
        #expect(
            try AndroidHintLifecycle(jsonText: #"{"scope": "chat-1"}"#) == AndroidHintLifecycle(scope: "chat-1"))
        #expect(
            AndroidHintLifecycle(scope: "chat-1").jsonText()
                == #"{"appliedHints":{},"focusedEditor":null,"isComposing":false,"resolvedHints":{},"#
                + #""restartPendingAfterComposition":false,"scope":"chat-1","userOverride":null}"#)
    }

    @Test func everyEventThroughHandleEqualsItsMethod() {
        var generator = SeededRandom(seed: 11)
        for _ in 0..<200 {
            var viaHandle = AndroidHintLifecycle(scope: "chat-1")
            var viaMethods = viaHandle
            for _ in 0..<12 {
                let (event, method) = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                #expect(viaHandle.handle(event) == method(&viaMethods), "\(event)")
                #expect(viaHandle == viaMethods, "\(event)")
            }
        }
    }

    @Test func aStatelessBridgeGivesTheSameActionsAsTheInMemoryLifecycle() throws {
        // Each step goes through JSON as a bridge would: state and event in, state and actions out.
        var generator = SeededRandom(seed: 5)
        var restarts = 0
        for _ in 0..<100 {
            var inMemory = AndroidHintLifecycle(scope: "chat-1")
            var stateJSON = inMemory.jsonText()
            for _ in 0..<10 {
                let (event, method) = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                let expected = method(&inMemory)

                var bridged = try AndroidHintLifecycle(jsonText: stateJSON)
                let answered = bridged.handle(try AndroidHintLifecycleEvent(jsonText: event.jsonText()))
                stateJSON = bridged.jsonText()

                #expect(try readActions(encoded(answered)) == expected)
                #expect(try AndroidHintLifecycle(jsonText: stateJSON) == inMemory)
                restarts += expected.filter { $0 == .restartInput("composer") }.count
            }
        }
        #expect(restarts > 0)  // the sequences reach the rare paths too
    }

    @Test func eventsHaveTheDocumentedJSONAndRoundTrip() throws {
        let expected: [(AndroidHintLifecycleEvent, String)] = [
            (
                .hintResolved(japanese, for: "title"),
                #"{"editor":"title","event":"hint_resolved","locales":["ja-JP"],"requestedByUser":false}"#
            ),
            (
                .hintResolved(nil, for: "notes", requestedByUser: true),
                #"{"editor":"notes","event":"hint_resolved","locales":null,"requestedByUser":true}"#
            ),
            (.focusWillMove(to: "title"), #"{"event":"focus_will_move","toEditor":"title"}"#),
            (.focusWillMove(to: nil), #"{"event":"focus_will_move","toEditor":null}"#),
            (.compositionChanged(isComposing: true), #"{"event":"composition_changed","isComposing":true}"#),
            (
                .userSelected(InputMode(primaryLanguage: "en-US")),
                #"{"event":"user_selected","mode":{"hardwareKeyboardAttached":false,"primaryLanguage":"en-US"}}"#
            ),
            (
                .enter("chat-2", hints: ["composer": japanese, "subject": nil]),
                #"{"event":"enter_scope","hints":{"composer":["ja-JP"],"subject":null},"scope":"chat-2"}"#
            ),
        ]
        for (event, json) in expected {
            #expect(event.jsonText() == json)
            #expect(try AndroidHintLifecycleEvent(jsonText: json) == event)
        }
        for (event, _) in alphabet { #expect(try throughJSON(event) == event) }
    }

    @Test func optionalEventKeysTakeTheirDefaults() throws {
        #expect(
            try AndroidHintLifecycleEvent(jsonText: #"{"event": "hint_resolved", "editor": "t", "locales": ["ja"]}"#)
                == .hintResolved(AndroidHintList(parsing: ["ja"]), for: "t"))
        #expect(
            try AndroidHintLifecycleEvent(jsonText: #"{"event": "enter_scope", "scope": "s"}"#)
                == .enter("s", hints: [:]))
        #expect(
            try AndroidHintLifecycleEvent(jsonText: #"{"event": "user_selected", "mode": {}}"#)
                == .userSelected(InputMode(primaryLanguage: nil)))
    }

    @Test func actionsHaveTheDocumentedJSONAndRoundTrip() throws {
        let actions: [AndroidEditorAction] = [
            .setImeHintLocales("title", AndroidHintList(parsing: ["ja-JP", "en"])), .setImeHintLocales("notes", nil),
            .restartInput("title"),
        ]
        let json = encoded(actions)
        #expect(
            json
                == #"[{"action":"set_ime_hint_locales","editor":"title","locales":["ja-JP","en"]},"#
                + #"{"action":"set_ime_hint_locales","editor":"notes","locales":null},"#
                + #"{"action":"restart_input","editor":"title"}]"#)
        #expect(try readActions(json) == actions)
        for action in actions { #expect(try throughJSON(action) == action) }
    }

    @Test(arguments: [
        (#"{"event": "focus_moved", "toEditor": "t"}"#, "$.event", #""focus_moved" is not one of: hint_resolved, "#),
        (#"{"editor": "t"}"#, "$.event", "required key is missing"),
        (#"{"event": "focus_will_move"}"#, "$.toEditor", "required key is missing"),
        (
            #"{"event": "focus_will_move", "toEditor": "t", "editor": "t"}"#, "$.editor",
            "unknown key (allowed: event, toEditor)"
        ),
        (#"{"event": "hint_resolved", "editor": "t"}"#, "$.locales", "required key is missing"),
        (#"{"event": "hint_resolved", "editor": "t", "locales": []}"#, "$.locales", "a cleared hint is null"),
        (#"{"event": "composition_changed", "isComposing": "yes"}"#, "$.isComposing", "expected a boolean"),
        (
            #"{"event": "user_selected", "mode": {"primaryLanguage": "en", "layout": 1}}"#, "$.mode.layout",
            "unknown key"
        ),
        (#"{"event": "enter_scope", "scope": "s", "hints": {"title": ["und"]}}"#, "$.hints.title", "names a language"),
        (#"["focus_will_move"]"#, "$", "expected an object"),
    ])
    func badEventsAreErrorsNamingTheJSONPath(json: String, path: String, message: String) throws {
        let error = try #require(readingError(AndroidHintLifecycleEvent.self, json))
        #expect(error.path.description == path, "\(error)")
        #expect(error.description.hasPrefix(path + ": ") && error.description.contains(message), "\(error)")
    }

    @Test(arguments: [
        (#"{"focusedEditor": "t"}"#, "$.scope", "required key is missing"),
        (#"{"scope": "s", "focused": "t"}"#, "$.focused", "unknown key (allowed: appliedHints, focusedEditor, "),
        (#"{"scope": "s", "restartPendingAfterComposition": true}"#, "$.restartPendingAfterComposition", "composing"),
        (
            #"{"scope": "s", "isComposing": true, "restartPendingAfterComposition": true}"#,
            "$.restartPendingAfterComposition",
            "focusedEditor"
        ),
        (#"{"scope": "s", "appliedHints": {"t": []}}"#, "$.appliedHints.t", "a cleared hint is null"),
        (#"{"scope": "s", "resolvedHints": null}"#, "$.resolvedHints", "expected an object, found null"),
        (#"{"scope": "s", "userOverride": {"language": "en"}}"#, "$.userOverride.language", "unknown key"),
        (
            #"{"scope": "s", "resolvedHints": {"t": ["ja"], "t": null}}"#, "$.resolvedHints",
            #"the key "t" appears twice"#
        ),
    ])
    func badStatesAreErrorsNamingTheJSONPath(json: String, path: String, message: String) throws {
        let error = try #require(readingError(AndroidHintLifecycle.self, json))
        #expect(error.path.description == path, "\(error)")
        #expect(error.description.hasPrefix(path + ": ") && error.description.contains(message), "\(error)")
    }

    @Test func badActionsAreErrorsAtTheirPath() {
        #expect(actionErrorPath(#"[{"action": "restart", "editor": "t"}]"#) == "$[0].action")
        #expect(actionErrorPath(#"[{"action": "restart_input", "editor": "t", "locales": null}]"#) == "$[0].locales")
        #expect(actionErrorPath(#"[{"action": "set_ime_hint_locales", "editor": "t"}]"#) == "$[0].locales")
        #expect(actionErrorPath(#"[{"action": "restart_input"}]"#) == "$[0].editor")
    }
}
