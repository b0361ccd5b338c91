import AppLanguage
import Foundation
internal import LanguagePolicyInternals
import LanguageTags
import TestSupport
import Testing
import WireDocuments

/// iOS keeps Settings › App › Language apart from the app's own choice. The state records the
/// setting beside the choice; a setting changed since the last launch is the user's newer
/// explicit choice (Apple applies it to system UI, `InfoPlist.strings` and storyboards, so the
/// app's own strings must follow it too).
@Suite struct SystemAppLanguageTests {
    let policy = AppLanguagePolicy.example  // en, en-GB, es, fr, pt-BR, sr-Latn, zh-Hans, zh-Hant
    func date(_ seconds: Int64) -> Timestamp { Timestamp(secondsSince1970: seconds) }

    /// Each step: the setting a launch sees, what it means, and the choice after it.
    @Test func theStateReadsAChangedSettingAsTheNewerChoice() throws {
        var state = AppLanguageState()
        let steps: [(setting: String?, pickInApp: LanguageTag?, change: SystemAppLanguageChange, choice: String?)] = [
            // The first sighting only records: nothing says when it was set.
            (nil, nil, .firstSeen, nil),
            // The user picks French in the app; Settings still says nothing.
            (nil, "fr", .unchanged, "fr"),
            // Settings › App › Language → Español: the newer choice replaces French.
            (
                "es-US", nil,
                .chosen(
                    .init(
                        requestedLocale: "es-US", effectiveLocale: "es", source: .savedUserChoice, policyVersion: 3,
                        chosenAt: date(30))), "es"
            ),
            // Relaunching with the same setting changes nothing; a later in-app pick stands.
            ("es-US", "pt-BR", .unchanged, "pt-BR"),
            // A language the policy matches with nothing: the in-app choice goes, the platform decides.
            ("de-US", nil, .unsupported("de-US"), nil),
            (
                "en-GB", nil,
                .chosen(
                    .init(
                        requestedLocale: "en-GB", effectiveLocale: "en-GB", source: .savedUserChoice, policyVersion: 3,
                        chosenAt: date(60))), "en-GB"
            ),
            // The setting removed (back to the device's language): the in-app choice goes too.
            (nil, nil, .returnedToDevice, nil),
        ]
        for (index, step) in steps.enumerated() {
            let now = date(Int64(index + 1) * 10)
            let change = state.noteSystemAppLanguage(step.setting, policy: policy, at: now)
            #expect(change == step.change, "step \(index)")
            if let pick = step.pickInApp { state.setUserChoice(pick, policyVersion: 3, at: now) }
            #expect(state.userChoice?.effectiveLocale.description == step.choice, "step \(index)")
            #expect(state.systemAppLanguageSeen == SystemAppLanguageSeen(language: step.setting), "step \(index)")
        }
        #expect(state.userChoiceClearedAt == date(70), "going back in Settings is a clearing, as in the app")
    }

    /// A first sighting of a setting that is already there keeps an in-app choice made before.
    @Test func aSettingFirstSeenKeepsTheChoice() {
        var state = AppLanguageState()
        state.setUserChoice("fr", policyVersion: 3, at: date(1))
        #expect(state.noteSystemAppLanguage("es", policy: policy, at: date(2)) == .firstSeen)
        #expect(state.userChoice?.effectiveLocale == "fr")
    }

    /// The coordinator's launches over a store, as an app that picked a language in the app and
    /// then in Settings: the decision follows the newer choice, and an ordinary launch writes
    /// nothing.
    @Test func launchesFollowTheNewerChoiceAndWriteOnlyOnAChange() throws {
        let store = CountingStore()
        let coordinator = AppLanguageCoordinator(policy: policy, store: store)
        var launch = coordinator.launch(systemAppLanguage: nil, deviceLanguages: ["en-US"], at: date(1))
        #expect(launch.decision.effectiveLocale == "en" && launch.systemAppLanguage == .firstSeen)
        try coordinator.choose("fr", at: date(2))
        let writes = store.writes
        launch = coordinator.launch(systemAppLanguage: nil, deviceLanguages: ["en-US"], at: date(3))
        #expect(launch.decision.effectiveLocale == "fr" && launch.decision.source == .savedUserChoice)
        #expect(launch.systemAppLanguage == .unchanged)
        #expect(store.writes == writes, "an ordinary launch writes nothing")
        // Settings › App › Language → Deutsch is not supported; → Español is.
        launch = coordinator.launch(systemAppLanguage: "es-US", deviceLanguages: ["en-US"], at: date(4))
        #expect(launch.decision.effectiveLocale == "es" && launch.decision.source == .savedUserChoice)
        #expect(store.load().userChoice?.requestedLocale == "es-US")
        launch = coordinator.launch(systemAppLanguage: "es-US", deviceLanguages: ["en-US"], at: date(5))
        #expect(launch.systemAppLanguage == .unchanged && launch.decision.effectiveLocale == "es")
        // Back to the device language in Settings.
        launch = coordinator.launch(systemAppLanguage: nil, deviceLanguages: ["en-GB"], at: date(6))
        #expect(launch.systemAppLanguage == .returnedToDevice)
        #expect(launch.decision.effectiveLocale == "en-GB" && launch.decision.source == .devicePreference)
        // Only the setting itself is the platform's preference: the first element, nothing more.
        launch = coordinator.launch(systemAppLanguage: "de", deviceLanguages: ["pt-BR"], at: date(7))
        #expect(launch.systemAppLanguage == .unsupported("de"))
        #expect(launch.decision.effectiveLocale == "pt-BR" && launch.decision.source == .devicePreference)
    }

    /// A value the app's own code wrote to `AppleLanguages` while it ran (a legacy in-app
    /// switcher writing `["es"]`, as `UserDefaults.set(_:forKey:)` does; Apple's TN2418 and the
    /// per-app language: iOS keeps Settings › App › Language in that key of the app's domain and
    /// relaunches the app when the user changes it there, so a change seen while the app runs is
    /// code's): the next launch records it and keeps the user's in-app choice.
    @Test func aValueWrittenByCodeIsNotASettingsPick() {
        var state = AppLanguageState()
        #expect(state.noteSystemAppLanguage(nil, policy: policy, at: date(1)) == .firstSeen)
        state.setUserChoice("fr", policyVersion: 3, at: date(2))
        state.noteSystemAppLanguageWrittenByCode("es", policy: policy)
        #expect(state.systemAppLanguageWrittenByCode == SystemAppLanguageSeen(language: "es"))
        #expect(state.noteSystemAppLanguage("es", policy: policy, at: date(3)) == .writtenByCode("es"))
        #expect(state.userChoice?.effectiveLocale == "fr", "the in-app choice survives")
        #expect(state.systemAppLanguageSeen == SystemAppLanguageSeen(language: "es"))
        #expect(state.systemAppLanguageWrittenByCode == nil)
        // A later pick in Settings is still the user's newer choice.
        #expect(state.noteSystemAppLanguage("en-GB", policy: policy, at: date(4)).isChosen)
        #expect(state.userChoice?.effectiveLocale == "en-GB")
        // Code removing the key (a switcher's "system language") is not a return to the device.
        state.setUserChoice("fr", policyVersion: 3, at: date(5))
        state.noteSystemAppLanguageWrittenByCode(nil, policy: policy)
        #expect(state.noteSystemAppLanguage(nil, policy: policy, at: date(6)) == .writtenByCode(nil))
        #expect(state.userChoice?.effectiveLocale == "fr" && state.userChoiceClearedAt == nil)
        // Code writing back what the launch saw records nothing.
        state.noteSystemAppLanguageWrittenByCode(nil, policy: policy)
        #expect(state.systemAppLanguageWrittenByCode == nil)
    }

    /// A change is a change of what the policy matches (TN2418: language IDs come as `de-US`,
    /// `es-419`, `en`…; compare what they match, not strings): `es-US` after `es` is no change,
    /// and the in-app choice stays.
    @Test(
        arguments: [
            ("es", "es-US", true), ("es-US", "es-MX", true), ("es", "es-419", true), ("en-AU", "en-GB", true),
            ("en", "en-GB", false), ("de", "de-US", true), ("de-US", "fr-CA", false), ("zh-Hant", "zh-TW", true),
        ] as [(String, String, Bool)])
    func aSettingIsComparedByWhatThePolicyMatches(before: String, after: String, same: Bool) {
        var state = AppLanguageState()
        state.noteSystemAppLanguage(before, policy: policy, at: date(1))
        state.setUserChoice("pt-BR", policyVersion: 3, at: date(2))
        let change = state.noteSystemAppLanguage(after, policy: policy, at: date(3))
        #expect((change == .unchanged) == same, "\(before) → \(after): \(change)")
        #expect((state.userChoice?.effectiveLocale == "pt-BR") == same)
        #expect(state.systemAppLanguageSeen == SystemAppLanguageSeen(language: after))
    }

    /// The coordinator over a store: the code's write noted while the app runs, then the launch.
    @Test func theCoordinatorKeepsTheChoiceOverACodeWrite() throws {
        let store = CountingStore()
        let coordinator = AppLanguageCoordinator(policy: policy, store: store)
        _ = coordinator.launch(systemAppLanguage: nil, deviceLanguages: ["en-US"], at: date(1))
        try coordinator.choose("fr", at: date(2))
        let writes = store.writes
        try coordinator.systemAppLanguageWrittenByCode(nil)
        #expect(store.writes == writes, "what the launch saw: nothing to note, nothing written")
        try coordinator.systemAppLanguageWrittenByCode("es")
        try coordinator.systemAppLanguageWrittenByCode("es")
        #expect(store.writes == writes + 1)
        let launch = coordinator.launch(systemAppLanguage: "es", deviceLanguages: ["en-US"], at: date(3))
        #expect(launch.systemAppLanguage == .writtenByCode("es"))
        #expect(launch.decision.effectiveLocale == "fr" && launch.decision.source == .savedUserChoice)
        let again = coordinator.launch(systemAppLanguage: "es", deviceLanguages: ["en-US"], at: date(4))
        #expect(again.systemAppLanguage == .unchanged && again.decision.effectiveLocale == "fr")
    }

    /// The setting is this device's: it is written beside the choice, never synced, and a state
    /// without it reads and writes as before.
    @Test func theSettingIsStoredButNeverSynced() throws {
        var state = AppLanguageState()
        let before = state.jsonText()
        #expect(!before.contains("systemAppLanguageSeen"))
        state.noteSystemAppLanguage("es", policy: policy, at: date(1))
        let json = state.jsonText()
        SchemaSamples.record(json, as: "state")
        #expect(json.contains(#""systemAppLanguageSeen":{"language":"es"}"#))
        #expect(try AppLanguageState(jsonText: json) == state)
        state.noteSystemAppLanguage(nil, policy: policy, at: date(2))
        #expect(try AppLanguageState(jsonText: state.jsonText()) == state)
        #expect(state.jsonText().contains(#""systemAppLanguageSeen":{"language":null}"#))
        SchemaSamples.record(state.jsonText(), as: "state")
        #expect(!state.syncPayload.json.contains("systemAppLanguage"))
        state.noteSystemAppLanguageWrittenByCode("fr", policy: policy)
        #expect(state.jsonText().contains(#""systemAppLanguageWrittenByCode":{"language":"fr"}"#))
        #expect(try AppLanguageState(jsonText: state.jsonText()) == state)
        SchemaSamples.record(state.jsonText(), as: "state")
        #expect(!state.syncPayload.json.contains("systemAppLanguage"))
        var other = AppLanguageState()
        other.noteSystemAppLanguage("fr", policy: policy, at: date(3))
        #expect(state.merged(with: other).systemAppLanguageSeen == state.systemAppLanguageSeen)
        // Stored data written by a later version with more in it still reads.
        let later = #"{"schemaVersion":1,"systemAppLanguageSeen":{"language":"es","source":"settings"}}"#
        guard case .state(let read) = StoredState.read(Array(later.utf8)) else {
            Issue.record("a later version's state must read")
            return
        }
        #expect(read.systemAppLanguageSeen == SystemAppLanguageSeen(language: "es"))
    }
}

extension SystemAppLanguageChange {
    var isChosen: Bool {
        if case .chosen = self { return true }
        return false
    }
}

/// An in-memory store that counts its writes.
final class CountingStore: AppLanguageStore, @unchecked Sendable {
    private let memory = InMemoryAppLanguageStore()
    private let lock = NSLock()
    private var count = 0

    var writes: Int { lock.withLock { count } }

    func load() -> AppLanguageState { memory.load() }

    func save(_ state: AppLanguageState) {
        lock.withLock { count += 1 }
        memory.save(state)
    }

    @discardableResult
    func update(_ change: (inout AppLanguageState) throws -> Void) throws -> AppLanguageState {
        lock.withLock { count += 1 }
        return try memory.update(change)
    }
}
