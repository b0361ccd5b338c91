import AppLanguage
import Foundation
import LangPolicyCLI
import LanguagePolicyBridge
import LanguageTags
import WireDocuments

/// Every public entry point that takes external data, with a valid input and the way to run it;
/// ``documented`` gives the outcome of each kind of bad input.
extension EntryPoint {
    static let all: [EntryPoint] =
        [
            EntryPoint(
                name: "LanguageTag(parsing: String)", input: .tag, template: "TAG", tag: "zh_Hant_TW",
                run: { bytes in Outcome.of { _ = try LanguageTag(parsing: text(bytes)) } }),
            EntryPoint(
                name: "LanguageTag(parsing: Substring)", input: .tag, template: "TAG", tag: "zh_Hant_TW",
                run: { bytes in Outcome.of { _ = try LanguageTag(parsing: "<\(text(bytes))>".dropFirst().dropLast()) }
                }),
            EntryPoint(
                name: "LanguageTag (Decodable)", input: .jsonBytes, template: #""TAG""#, tag: "zh_Hant_TW",
                run: { bytes in Outcome.of { _ = try JSONDecoder().decode(LanguageTag.self, from: Data(bytes)) } }),
            EntryPoint(
                name: "AppLanguagePolicy(json:)", input: .jsonBytes, template: policy, tag: "fr",
                run: { bytes in Outcome.of { _ = try AppLanguagePolicy(json: bytes) } }),
            EntryPoint(
                name: "AppLanguagePolicy (Decodable)", input: .jsonBytes, template: policy, tag: "fr",
                run: { bytes in Outcome.of { _ = try JSONDecoder().decode(AppLanguagePolicy.self, from: Data(bytes)) } }
            ),
            EntryPoint(
                name: "DecisionTable(json:)", input: .jsonBytes, template: appTable, tag: "fr",
                run: { bytes in Outcome.of { _ = try DecisionTable(json: JSONElement.parse(bytes: bytes)) } }),
            EntryPoint(
                name: "AppLanguageSyncPayload(json:)", input: .jsonBytes, template: payload, tag: "fr",
                run: { bytes in Outcome.of { _ = try AppLanguageSyncPayload(json: bytes) } }),
            EntryPoint(
                name: "AppLanguageSyncPayload (Decodable)", input: .jsonBytes, template: payload, tag: "fr",
                run: { bytes in
                    Outcome.of { _ = try JSONDecoder().decode(AppLanguageSyncPayload.self, from: Data(bytes)) }
                }),
            EntryPoint(
                name: "FileAppLanguageStore.load()", input: .jsonBytes, template: state, tag: "fr", run: fileStoreLoad),
            EntryPoint(
                name: "JSONValue.parse(bytes:)", input: .jsonBytes, template: #"{"a": ["TAG"], "b": null}"#, tag: "x",
                run: { bytes in Outcome.of { _ = try JSONValue.parse(bytes: bytes) } }),
            EntryPoint(
                name: "JSONValue.parse(String)", input: .jsonText, template: #"{"a": ["TAG"], "b": null}"#, tag: "x",
                run: { bytes in Outcome.of { _ = try JSONValue.parse(text(bytes)) } }),
        ]
        + inputReaders
        + bridge(
            "loadPolicy", template: #"{"policy": \#(policy)}"#, tag: "fr")
        + bridge(
            "resolveAppLanguage",
            template:
                #"{"policy": {"supportedLocales": ["en", "fr"], "productDefault": "en", "policyVersion": 1}, "deviceLanguages": ["TAG"], "trace": true}"#,
            tag: "fr-CA",
            detail: { answer in
                guard case .array(let trace)? = answer["trace"] else { return nil }
                return trace.contains(where: isMalformedStep) ? "the malformed tag is skipped" : nil
            })
        + bridge(
            "migrateLegacyChoice", template: #"{"legacyChoice": "TAG", "state": null, "written": false}"#, tag: "iw_IL",
            detail: { answer in
                guard case .string(let migration)? = answer["migration"], migration != "write_to_platform" else {
                    return nil
                }
                return migration
            })
        + bridge(
            "resolveInputHint", template: inputContext, tag: "ja",
            detail: { answer in
                guard case .array(let skipped)? = answer["skippedEvidence"], !skipped.isEmpty else { return nil }
                return "evidence skipped"
            })
        + bridge(
            "androidHintLifecycle", template: #"{"state": {"scope": "chat-1"}, "event": \#(lifecycleEvent)}"#,
            tag: "ja")
        + bridge(
            "inputModeAdvice",
            template:
                #"{"contentLanguage": "TAG", "activePrimaryLanguage": "en-US", "hardwareKeyboardAttached": false}"#,
            tag: "ja")
        + bridge(
            "chooseAppLanguage",
            template:
                #"{"policy": {"supportedLocales": ["en", "es"], "productDefault": "en", "policyVersion": 1}, "at": "2026-03-01T10:00:00Z", "locale": "TAG"}"#,
            tag: "es")
        + bridge("launchAppLanguage", template: stateOperation(#""deviceLanguages": ["TAG"]"#), tag: "fr-CA")
        + bridge("useDeviceLanguage", template: stateOperation(#""deviceLanguages": ["TAG"]"#), tag: "fr-CA")
        + bridge("restoreAppLanguage", template: stateOperation(#""payload": \#(payload)"#), tag: "fr")
        + bridge(
            "syncAppLanguage", template: stateOperation(#""state": null, "payload": \#(payload)"#), tag: "fr")
        + bridge("syncPayload", template: #"{"state": \#(state)}"#, tag: "fr")
        + bridge(
            "languageSelector",
            template:
                #"{"policy": {"supportedLocales": ["en", "fr"], "productDefault": "en", "policyVersion": 1}, "deviceLanguages": ["TAG"]}"#,
            tag: "fr-CA")
        + bridge(
            "androidLocalePlan",
            template:
                #"{"policy": {"supportedLocales": ["en", "fr"], "productDefault": "en", "policyVersion": 1}, "deviceLanguages": ["en"], "folders": ["", "TAG"]}"#,
            tag: "fr")
        + bridge(
            "androidLaunch",
            template:
                #"{"policy": {"supportedLocales": ["en", "fr"], "productDefault": "en", "policyVersion": 1}, "deviceLanguages": ["en"], "state": null, "folders": ["", "TAG"], "adoptPerAppSetting": true, "writesPerAppSetting": true}"#,
            tag: "fr")
        + bridge("trackConversationLanguage", template: conversationStep, tag: "fr")
        + bridge(
            "canonicalizeTag", template: #"{"tag": "TAG"}"#, tag: "zh_hant_hk",
            detail: { answer in answer["error"] == nil ? nil : "the tag's error is reported" })
        + [
            EntryPoint(
                name: "langpolicy check FILE", input: .jsonBytes, template: appTable, tag: "fr",
                run: cli { ["check", $0] }),
            EntryPoint(
                name: "langpolicy lint FILE", input: .jsonBytes, template: policy, tag: "fr",
                run: cli { ["lint", $0] }),
            EntryPoint(
                name: "langpolicy resolve --policy FILE", input: .jsonBytes, template: policy, tag: "fr",
                run: cli { ["resolve", "--policy", $0, "--device", "fr-CA"] }),
            EntryPoint(
                name: "langpolicy input FILE", input: .jsonBytes, template: inputContext, tag: "ja",
                run: cli { ["input", $0] }),
        ]

    // MARK: Valid inputs

    static let policy = #"{"supportedLocales": ["en", "TAG"], "productDefault": "en", "policyVersion": 1}"#
    static let appTable =
        #"{"policy": \#(policy), "cases": [{"name": "c", "deviceLanguages": ["fr-CA"], "expect": {"effectiveLocale": "fr"}}]}"#
    static let inputTable =
        #"{"inputCases": [{"name": "c", "field": {"contract": "content_bound"}, "record": {"contentLanguage": "ja"}, "expect": {"tags": ["TAG"]}}]}"#
    static let record =
        #"{"requestedLocale": "fr-CA", "effectiveLocale": "TAG", "source": "saved_user_choice", "policyVersion": 3, "chosenAt": "2026-01-01T00:00:00Z", "schemaVersion": 1}"#
    static let state = #"{"schemaVersion": 1, "userChoice": \#(record), "completedMigrations": []}"#
    static let payload = #"{"schemaVersion": 1, "userChoice": \#(record), "userChoiceClearedAt": null}"#
    static let inputContext =
        #"{"field": {"contract": "conversation_informed"}, "session": {"recentStableLanguages": ["TAG"], "effectiveAppLocale": "en"}}"#
    /// A state operation's request (a policy of `en` and `fr`, a time) with `members`.
    static func stateOperation(_ members: String) -> String {
        #"{"policy": {"supportedLocales": ["en", "fr"], "productDefault": "en", "policyVersion": 1}, "at": "2026-03-01T10:00:00Z", \#(members)}"#
    }
    static let lifecycleState =
        #"{"scope": "chat-1", "focusedEditor": "composer", "resolvedHints": {"composer": ["TAG"]}}"#
    static let conversationStep =
        #"{"state": {"languages": ["TAG"], "messages": [null, "TAG", "TAG"]}, "message": {"text": "Oui, à ce soir !", "declaredLanguage": "TAG"}}"#
    static let lifecycleEvent = #"{"event": "hint_resolved", "editor": "composer", "locales": ["TAG"]}"#

    // MARK: Running

    /// The bridge call `name` (from the bridge's list, `BridgeCall`): its Swift function (a
    /// `String` in) and its C function (bytes in), as two entries with the same outcomes, plus:
    /// bytes that are not UTF-8 are an `invalid_json` error.
    static func bridge(
        _ name: String, template: String, tag: String,
        detail: @escaping @Sendable (JSONObject) -> String? = { _ in nil }
    ) -> [EntryPoint] {
        guard let call = BridgeCall.named(name) else {
            return [
                EntryPoint(
                    name: "Bridge.\(name)", input: .jsonText, template: template, tag: tag,
                    run: { _ in "the bridge's list has no call \(name)" })
            ]
        }
        return [
            EntryPoint(
                name: "Bridge.\(name)", input: .jsonText, template: template, tag: tag,
                run: { bytes in Outcome.bridge(call.bridge(text(bytes)), detail: detail) }),
            EntryPoint(
                name: "C \(call.cSymbol)", input: .jsonBytes, template: template, tag: tag,
                run: { bytes in
                    let answer = (bytes + [0]).withUnsafeBufferPointer { buffer in
                        buffer.withMemoryRebound(to: CChar.self) { call.c($0.baseAddress) }
                    }
                    defer { langPolicyFree(answer) }
                    return Outcome.bridge(String(cString: answer), detail: detail)
                }, wraps: "Bridge.\(name)"),
        ]
    }

    static func isMalformedStep(_ step: JSONValue) -> Bool {
        guard case .object(let members) = step else { return false }
        return members["result"] == .string("malformed")
    }

    /// Runs `langpolicy` with the input in a file: the exit status.
    static func cli(_ arguments: @escaping @Sendable (String) -> [String]) -> @Sendable ([UInt8]) -> String {
        { bytes in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-input-\(UUID()).json")
            defer { try? FileManager.default.removeItem(at: url) }
            do {
                try Data(bytes).write(to: url)
            } catch {
                return "cannot write \(url.path): \(error)"
            }
            let status = CommandLineTool.run(
                arguments(url.path), console: Console(standardOutput: { _ in }, standardError: { _ in }))
            return "exit \(status)"
        }
    }

    /// Loads a file store holding the input: `ok`, or the error; a corrupt file must be moved
    /// aside intact and the next load start over.
    static let fileStoreLoad: @Sendable ([UInt8]) -> String = { bytes in
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bad-input-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("state.json").path
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            return "cannot write \(path): \(error)"
        }
        let store = FileAppLanguageStore(path: path)
        do {
            _ = try store.load()
            return "ok"
        } catch AppLanguageStoreError.corrupted(_, let movedTo, _) {
            let kept = FileManager.default.contents(atPath: movedTo) == Data(bytes)
            let startsOver = (try? store.load()) == AppLanguageState()
            return kept && startsOver ? "AppLanguageStoreError.corrupted, moved aside" : "corrupted, but lost or stuck"
        } catch {
            return Outcome.describe(error)
        }
    }
}

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
