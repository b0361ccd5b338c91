import AppLanguage
import Foundation
import LangPolicyCLI
import LanguagePolicyBridge
import WireDocuments

/// Emits, for every decision a table makes, what an Android app runs around it — launch with
/// the stored state, a pick in the selector, back to the device language, the sync payload,
/// restore, account sync — and the selector and locale plan of the states they leave, each
/// request with the answer the bridge gives in-process.
func emitStateCases(_ name: String, _ input: DecisionInput, index: Int) throws {
    let policy = #""policy": \#(input.policy.jsonText())"#
    let platform =
        #""systemAppPreference": \#(json(input.context.systemAppPreference)), "deviceLanguages": \#(json(input.context.deviceLanguages))"#
    let stored = input.context.savedUserChoice.map { #"{"schemaVersion": 1, "userChoice": \#($0.jsonText())}"# }
    let launched = try call(
        "launchAppLanguage", name,
        #"{\#(policy), \#(platform), "state": \#(stored ?? "null"), "at": "2026-03-01T10:00:00Z"}"#)
    let state = member(launched, "state") ?? "null"
    // Every seventh case picks a locale no policy supports.
    let supported = input.policy.supportedLocales
    let pick = index % 7 == 6 ? "tlh" : supported[index % supported.count].description
    let chosen = try call(
        "chooseAppLanguage", name,
        #"{\#(policy), \#(platform), "state": \#(state), "at": "2026-03-01T11:00:00Z", "locale": "\#(pick)"}"#)
    let chosenState = member(chosen, "state") ?? state
    let cleared = try call(
        "useDeviceLanguage", name,
        #"{\#(policy), \#(platform), "state": \#(chosenState), "at": "2026-03-01T12:00:00Z"}"#)
    let payload = try call("syncPayload", name, #"{"state": \#(chosenState)}"#)
    _ = try call(
        "restoreAppLanguage", name,
        #"{\#(policy), \#(platform), "state": null, "at": "2026-03-01T12:00:00Z", "payload": \#(payload)}"#)
    _ = try call(
        "syncAppLanguage", name,
        #"{\#(policy), \#(platform), "state": \#(member(cleared, "state") ?? "null"), "at": "2026-03-01T12:00:00Z", "payload": \#(payload)}"#
    )
    let interface = member(member(chosen, "decision") ?? "{}", "effectiveLocale") ?? #""en""#
    _ = try call(
        "languageSelector", name,
        #"{\#(policy), \#(platform), "state": \#(chosenState), "names": \#(names(input.policy, in: interface))}"#)
    _ = try call("androidLocalePlan", name, #"{\#(policy), \#(platform), "state": \#(state)}"#)
    _ = try call(
        "androidLocalePlan", "\(name) after the pick", #"{\#(policy), \#(platform), "state": \#(chosenState)}"#)
    // Android's launch in one call: from the stored state, adopting the per-app setting every other case.
    _ = try call(
        "androidLaunch", name,
        #"{\#(policy), \#(platform), "state": \#(stored ?? "null"), "at": "2026-03-01T10:00:00Z", "adoptPerAppSetting": \#(index % 2 == 0), "writesPerAppSetting": true}"#
    )
    _ = try call(
        "androidLaunch", "\(name) after the pick",
        #"{\#(policy), \#(platform), "state": \#(chosenState), "writesPerAppSetting": \#(index % 3 != 0)}"#)
}

/// Emits the locale plan of a case that says what the app ships on Android.
func emitPlatformPlan(_ name: String, _ platformCase: PlatformCase) throws {
    let setup = platformCase.check.setup
    let context = platformCase.context
    var writer = JSONWriter()
    writer.object { writer in
        writer.key("defaultLanguage")
        writer.string(setup.androidDefaultLanguage.description)
        writer.key("deviceLanguages")
        writer.array { writer in for tag in context.deviceLanguages { writer.string(tag) } }
        writer.key("folders")
        writer.array { writer in for folder in setup.androidFolders { writer.string(folder) } }
        writer.key("policy")
        platformCase.check.policy.write(to: &writer)
        writer.key("savedUserChoice")
        if let saved = context.savedUserChoice { saved.write(to: &writer) } else { writer.null() }
        writer.key("systemAppPreference")
        writer.array { writer in for tag in context.systemAppPreference { writer.string(tag) } }
    }
    _ = try call("androidLocalePlan", "\(name) with the app's folders", writer.text)
}

/// Emits the call of `function` on `request` with the bridge's answer, and returns the answer.
private func call(_ function: String, _ name: String, _ request: String) throws -> String {
    guard let call = BridgeCall.named(function) else { fatalError("no bridge call \(function)") }
    let answer = call.bridge(request)
    emit(function, name, request, answer)
    return answer
}

/// The member `key` of the object `document` as JSON text; nil when absent or null.
private func member(_ document: String, _ key: String) -> String? {
    guard case .object(let members)? = try? JSONValue.parse(document), let value = members[key], value != .null
    else { return nil }
    var writer = JSONWriter()
    writer.value(value)
    return writer.text
}

/// The names of `policy`'s locales as Foundation's CLDR data gives them: each in itself, and in
/// `interface` (a JSON string).
private func names(_ policy: AppLanguagePolicy, in interface: String) -> String {
    let display = Locale(
        identifier: (try? JSONValue.parse(interface)).flatMap { value -> String? in
            if case .string(let tag) = value { return tag }
            return nil
        } ?? "en")
    var writer = JSONWriter()
    writer.object { writer in
        for tag in policy.supportedLocales.map(\.description).sorted() {
            writer.key(tag)
            writer.object { writer in
                writer.key("endonym")
                writer.string(Locale(identifier: tag).localizedString(forIdentifier: tag))
                writer.key("localized")
                writer.string(display.localizedString(forIdentifier: tag))
            }
        }
    }
    return writer.text
}
