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

@MainActor func run() async throws {
    // The policy ships with the app (or arrives in a remote configuration: it is Codable).
    let policyURL = Bundle.module.url(forResource: "policy", withExtension: "json")!
    let policy = try AppLanguagePolicy(json: Data(contentsOf: policyURL))

    // First launch on a French-Canadian device: decide before any locale-dependent state.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AppExample-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = FileAppLanguageStore(url: folder.appendingPathComponent("Application Support/language.json"))
    let coordinator = AppLanguageCoordinator(policy: policy, store: store, appVersion: "5.2")
    let launch = coordinator.launch(systemAppPreference: [], deviceLanguages: ["fr-CA", "en-CA", "es"])
    print(
        "launch: \(launch.decision.effectiveLocale) from \(launch.decision.source.rawValue), match \(launch.decision.match.rawValue)"
    )
    // A store problem never stops the launch: it is handled and reported, to be logged.
    print("store: \(launch.storeError.map { "\($0)" } ?? "read and written without a problem")")

    // One context the whole app reads; formatters follow it on the main actor.
    let context = EffectiveLocaleContext(
        decision: launch.decision,
        formatting: FormattingPreferences(deviceLocale: try LanguageTag(parsing: "fr-CA-u-hc-h23")))
    let formatters = Formatters()
    let following = Task { @MainActor in
        for await snapshot in context.snapshots() { formatters.rebuild(for: snapshot) }
    }
    await Task.yield()

    // The language selector: every language under its own name, the current one marked.
    let selector = LanguageSelector(policy: policy, decision: launch.decision, names: FoundationLanguageNames())
    for option in selector.options {
        print(
            "selector: \(option.isCurrent ? "✓" : " ") \(option.endonym) \(option.localizedName.map { "(\($0))" } ?? "")"
        )
    }

    // The user picks British English: the operation returns the decision it leads to.
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

    // Backup: what to store or upload is the sync payload, as JSON.
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

    // A keyboard hint for a field whose content is Japanese, whatever the interface language.
    let hint = resolveInputLanguage(
        field: EditableField(contract: .contentBound), record: EditedRecord(contentLanguage: "ja-JP"),
        session: context.current.inputSession()
    ).hint
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

    // The formatters saw every change, in order, on the main actor.
    while formatters.history.last != "\(context.current.formatting)" { await Task.yield() }
    context.finish()  // the follower's loop ends
    await following.value
    print("formatters followed: \(formatters.history.joined(separator: " → "))")
}

try await run()
