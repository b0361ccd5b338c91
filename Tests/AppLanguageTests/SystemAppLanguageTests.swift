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
