// An app's language lifecycle with LanguagePolicy's public API: first launch, formatters that
// follow the locale on the main actor, the user's pick, a policy upgrade, a backup restored on
// a new device, an account sync, the language selector and a keyboard hint.
import Foundation
import LanguagePolicy

/// What an app keeps on the main actor and rebuilds when the locale changes.
@MainActor final class Formatters {
    private(set) var dates = DateFormatter()
    private(set) var history: [String] = []

    func rebuild(for snapshot: EffectiveLocaleContext.Snapshot) {
        dates = DateFormatter()
        dates.locale = snapshot.formattingLocale
        history.append("\(snapshot.formatting)")
    }
}

@MainActor func run(policyData: Data, stateURL: URL, device: Locale) async throws {
    let policy = try AppLanguagePolicy(json: policyData)  // Codable too; or .example
    let store = FileAppLanguageStore(url: stateURL)  // creates its folder; UserDefaults on Apple platforms
    let coordinator = AppLanguageCoordinator(policy: policy, store: store, appVersion: "5.2")

    // First launch, decided before building anything that depends on the locale: here a
    // French-Canadian device with no per-app language set. On Apple platforms
    // `AppleLanguageEnvironment(mode: .policyResolved).launch(coordinator)` reads both.
    let launch = coordinator.launch(systemAppLanguage: nil, deviceLanguages: ["fr-CA", "en-CA", "es"])
    print("launch: \(launch.decision.effectiveLocale) from \(launch.decision.source.rawValue)")  // always supported
    print("store: \(launch.storeError.map { "\($0)" } ?? "read and written without a problem")")  // log it

    // One context the app's strings and formatters follow, on any actor.
    // Take the stream before the task: it starts at the call, so no change slips past.
    let context = EffectiveLocaleContext(
        decision: launch.decision, formatting: FormattingPreferences(deviceLocale: device))  // .autoupdatingCurrent
    let formatters = Formatters()
    let updates = context.snapshots()
    let following = Task { @MainActor in
        for await snapshot in updates { formatters.rebuild(for: snapshot) }
    }

    // The language selector: every language under its own name, the current one marked.
    let selector = LanguageSelector(policy: policy, decision: launch.decision, names: FoundationLanguageNames())
    for option in selector.options {
        print(
            "selector: \(option.isCurrent ? "✓" : " ") \(option.endonym) \(option.localizedName.map { "(\($0))" } ?? "")"
        )
    }

    // The user's pick (and every other state operation) returns the decision it leads to.
    let picked = try coordinator.choose(LanguageTag(parsing: "en-GB"))
    context.apply(picked)
    print("picked: \(picked.effectiveLocale) from \(picked.source.rawValue)")

    // An upgrade ships a policy without en-GB but with en: the saved choice goes through the
    // matching steps (en-GB → en), is kept, and the selector asks the user to confirm; nothing
    // unrelated (the device's French) is forced on them.
    let upgraded = AppLanguageCoordinator(
        policy: try AppLanguagePolicy(
            supportedLocales: ["en", "fr", "es"].map { try LanguageTag(parsing: $0) },
            productDefault: LanguageTag(parsing: "en"), policyVersion: 4),
        store: store)
    let afterUpgrade = upgraded.launch(systemAppPreference: [], deviceLanguages: ["fr-CA", "en-CA"]).decision
    print(
        "after upgrade: \(afterUpgrade.effectiveLocale), confirm: \(afterUpgrade.confirmation?.reason.rawValue ?? "no")"
    )

    // What to back up or sync is the sync payload; restoring and merging follow fixed rules.
    let payload = try store.load().syncPayload
    print("backup: the choice \(payload.userChoice?.effectiveLocale.description ?? "none"), as JSON")

    // A new device restores the backup: the explicit choice outranks the device languages.
    let newDevice = AppLanguageCoordinator(policy: policy, store: InMemoryAppLanguageStore())
    _ = newDevice.launch(systemAppPreference: [], deviceLanguages: ["de-DE", "en"])
    let restored = try newDevice.restore(AppLanguageSyncPayload(json: payload.json))
    print("restored: \(restored.effectiveLocale) from \(restored.source.rawValue)")

    // The account syncs a later pick made on another device.
    var elsewhere = AppLanguageState()
    elsewhere.setUserChoice(
        try LanguageTag(parsing: "zh-Hant"), policyVersion: 3, at: Timestamp(Date().addingTimeInterval(60)))
    let synced = try newDevice.sync(with: elsewhere.syncPayload)
    print("synced: \(synced.effectiveLocale)")
    context.apply(synced)

    // Keyboard hints: the language a field's content is in, not the app's.
    let hint = resolveInputLanguage(
        field: EditableField(contract: .contentBound), record: EditedRecord(contentLanguage: "ja-JP"),
        session: context.current.inputSession()
    ).hint  // [ja-JP], from the record
    print("keyboard hint: \(hint.tags.map(\.description)) from \(hint.source.rawValue)")
    // A search field has no record behind it: the interface language is the evidence.
    let search = resolveInputLanguage(
        field: EditableField(contract: .interfaceBound), record: nil, session: context.current.inputSession()
    ).hint
    print("search hint: \(search.tags.map(\.description)) from \(search.source.rawValue)")

    // The language of a message, and why: scores and margins in nats.
    let report = StatisticalLanguageIdentifier().report("Je pense que nous devrions partir demain matin.")
    print(
        "identified: \(report.identification.language.map(\.description) ?? "unknown") by \(report.margin.map { "\($0)" } ?? "-")"
    )

    // A conversation's language, from committed messages only.
    var tracker = ConversationLanguageTracker()  // StatisticalLanguageIdentifier by default
    tracker.record(CommittedMessage(text: "Salut ! Tu viens toujours ce soir au restaurant ?"))
    tracker.record(CommittedMessage(text: "Oui, je pense arriver vers huit heures, ça te va ?"))
    print("conversation: \(tracker.recentStableLanguages)")  // [fr]: two of the last five messages
    tracker.record(CommittedMessage(text: "ok merci 👍"))  // too short to name: no flip
    tracker.record(CommittedMessage(text: "Merci!", declaredLanguage: "fr-CA"))  // server metadata wins

    let identifier = StatisticalLanguageIdentifier()
    print(
        "uk: \(identifier.identify("Я думаю, що нам треба виїхати завтра вранці.").language.map(\.description) ?? "-")")
    print("hr: \(identifier.report("Mislim da bismo trebali krenuti sutra ujutro prije kiše.").decision)")
    // uk; hr: below the margin (its rival sr-Latn, 1.47 nats of the 4 required): hr wins by too little, unknown

    // The formatters saw every change, in order, on the main actor.
    while formatters.history.last != "\(context.current.formatting)" { await Task.yield() }
    context.finish()  // the follower's loop ends
    await following.value
    print("formatters followed: \(formatters.history.joined(separator: " → "))")
}

// The policy ships with the app (or arrives in a remote configuration: it is Codable).
let policyData = try Data(contentsOf: Bundle.module.url(forResource: "policy", withExtension: "json")!)
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AppExample-\(UUID())")
defer { try? FileManager.default.removeItem(at: folder) }
// The device's locale, fixed for a reproducible run: Canada with 24-hour time.
var device = Locale.Components(languageCode: "fr", languageRegion: "CA")
device.hourCycle = .zeroToTwentyThree
try await run(
    policyData: policyData, stateURL: folder.appendingPathComponent("Application Support/language.json"),
    device: Locale(components: device))
