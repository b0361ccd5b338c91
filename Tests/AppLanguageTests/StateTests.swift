import AppLanguage
import Foundation
import LanguageTags
import TestSupport
import Testing

@Suite struct StateTests {
    func tag(_ text: String) -> LanguageTag { try! LanguageTag(parsing: text) }
    func date(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

    @Test func recordIsTheGuidesJSON() throws {
        let decision = AppLanguagePolicy.example.resolve(ResolutionContext(deviceLanguages: ["fr-CA"]))
        let record = AppLanguageRecord.automatic(decision, at: try Date("2026-09-03T09:00:00Z", strategy: .iso8601))
        #expect(
            try JSONRoundTrip.encode(record)
                == #"{"chosenAt":"2026-09-03T09:00:00Z","effectiveLocale":"fr","policyVersion":3,"requestedLocale":"fr-CA","schemaVersion":1,"source":"device_preference"}"#
        )
        #expect(try JSONRoundTrip.decode(AppLanguageRecord.self, from: JSONRoundTrip.encode(record)) == record)
        #expect(throws: DecodingError.self) {
            try JSONRoundTrip.decode(
                AppLanguageRecord.self,
                from: #"{"chosenAt":"yesterday","effectiveLocale":"fr","policyVersion":3,"source":"device_preference"}"#
            )
        }
    }

    @Test func automaticResultsNeverTakeTheChoiceSlot() {
        var state = AppLanguageState()
        let automatic = AppLanguagePolicy.example.resolve(ResolutionContext(deviceLanguages: ["es"]))
        state.recordAutomatic(automatic, at: date(1))
        state.keepUserChoice(.automatic(automatic, at: date(2)))
        #expect(state.userChoice == nil)
        #expect(state.lastAutomatic?.effectiveLocale == tag("es"))
        state.setUserChoice(tag("fr"), policyVersion: 3, at: date(3))
        #expect(state.userChoice?.source == .savedUserChoice)
        let fromChoice = AppLanguagePolicy.example.resolve(ResolutionContext(savedUserChoice: state.userChoice))
        state.recordAutomatic(fromChoice, at: date(4))
        #expect(state.lastAutomatic?.chosenAt == date(1), "a decision from the saved choice is not automatic")
    }

    @Test func mergeFollowsTheSyncRules() {
        func state(choice: (String, Double)?, automatic: (String, Double)? = nil) -> AppLanguageState {
            var state = AppLanguageState()
            if let choice { state.setUserChoice(tag(choice.0), policyVersion: 1, at: date(choice.1)) }
            if let automatic {
                state.recordAutomatic(
                    AppLanguagePolicy.example.resolve(ResolutionContext(deviceLanguages: [automatic.0])),
                    at: date(automatic.1))
            }
            return state
        }
        // Explicit beats automatic whatever the timestamps.
        let explicitOld = state(choice: ("fr", 10))
        let automaticNew = state(choice: nil, automatic: ("es", 99))
        #expect(automaticNew.merged(with: explicitOld).userChoice?.effectiveLocale == tag("fr"))
        #expect(explicitOld.merged(with: automaticNew).userChoice?.effectiveLocale == tag("fr"))
        // Automatic results never propagate.
        #expect(explicitOld.merged(with: automaticNew).lastAutomatic == nil)
        #expect(automaticNew.merged(with: explicitOld).lastAutomatic?.effectiveLocale == tag("es"))
        // The later explicit choice wins; ties break the same way on both devices.
        let later = state(choice: ("zh-Hant", 20))
        #expect(explicitOld.merged(with: later).userChoice?.effectiveLocale == tag("zh-Hant"))
        #expect(later.merged(with: explicitOld).userChoice?.effectiveLocale == tag("zh-Hant"))
        let tieA = state(choice: ("es", 30))
        let tieB = state(choice: ("en-GB", 30))
        #expect(tieA.merged(with: tieB).userChoice == tieB.merged(with: tieA).userChoice)
        #expect(tieA.merged(with: tieB).userChoice?.effectiveLocale == tag("en-GB"))
        #expect(state(choice: nil).merged(with: state(choice: nil)).userChoice == nil)
        // Going back to the device language is a choice too: an older synced choice stays gone.
        var cleared = state(choice: ("fr", 10))
        cleared.clearUserChoice(at: date(50))
        #expect(cleared.merged(with: later).userChoice == nil)
        #expect(later.merged(with: cleared).userChoice == nil)
        #expect(cleared.merged(with: state(choice: ("es", 60))).userChoice?.effectiveLocale == tag("es"))
    }

    @Test func legacyMigrationRunsOnce() {
        var state = AppLanguageState()
        #expect(LegacyChoiceMigration.run(legacyChoice: "iw_IL", state: &state) == .writeToPlatform(tag("he-IL")))
        #expect(state.completedMigrations.isEmpty, "nothing recorded before the platform write")
        #expect(
            LegacyChoiceMigration.run(legacyChoice: "iw_IL", state: &state) == .writeToPlatform(tag("he-IL")),
            "a crash before the write is recorded repeats the write, never loses the pick")
        LegacyChoiceMigration.markWritten(&state)
        #expect(state.completedMigrations == ["legacy-in-app-choice"])
        #expect(LegacyChoiceMigration.run(legacyChoice: "iw_IL", state: &state) == .alreadyMigrated)
        var fresh = AppLanguageState()
        #expect(LegacyChoiceMigration.run(legacyChoice: nil, state: &fresh) == .nothingToMigrate)
        var malformed = AppLanguageState()
        #expect(
            LegacyChoiceMigration.run(legacyChoice: "english!", state: &malformed)
                == .malformedLegacyChoice("english!", .invalidCharacter("!", offset: 7)))
        #expect(malformed.hasCompletedMigration(LegacyChoiceMigration.name))
    }

    @Test func coordinatorRunsTheLifecycle() throws {
        let store = InMemoryAppLanguageStore()
        let counter = DecisionCounter()
        let coordinator = AppLanguageCoordinator(policy: .example, store: store, sink: counter, appVersion: "5.2")
        let first = coordinator.launch(systemAppPreference: [], deviceLanguages: ["en-AU"], at: date(1))
        #expect(first.decision.effectiveLocale == tag("en-GB"))
        #expect(first.storeError == nil && !first.policyChanged)
        #expect(store.load().lastAutomatic?.effectiveLocale == tag("en-GB"))
        #expect(throws: AppLanguageCoordinator.ChoiceError.unsupported(tag("de"))) {
            try coordinator.choose(tag("de"), at: date(2))
        }
        try coordinator.choose(tag("en-US"), at: date(3))
        #expect(store.load().userChoice?.effectiveLocale == tag("en"), "stored as the supported locale")
        let second = coordinator.launch(systemAppPreference: [], deviceLanguages: ["en-AU"], at: date(4))
        #expect(second.decision.source == .savedUserChoice)
        #expect(counter.counts[DecisionCounter.Key(source: .devicePreference, match: .alias)] == 1)
        #expect(counter.counts[DecisionCounter.Key(source: .savedUserChoice, match: .exact)] == 1)
        #expect(counter.share(of: DecisionCounter.Key(source: .devicePreference, match: .alias)) == 0.5)

        let upgraded = AppLanguageCoordinator(
            policy: try AppLanguagePolicy(supportedLocales: ["en", "fr"], productDefault: "en", policyVersion: 4),
            store: store)
        try upgraded.useDeviceLanguage(at: date(5))
        #expect(upgraded.launch(systemAppPreference: [], deviceLanguages: ["fr"], at: date(5)).policyChanged)
    }

    @Test func launchSurvivesACorruptStore() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID()).json").path
        defer { for suffix in ["", ".corrupt-1"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: path))
        let coordinator = AppLanguageCoordinator(policy: .example, store: FileAppLanguageStore(path: path))
        let launch = coordinator.launch(systemAppPreference: [], deviceLanguages: ["zh-HK"], at: date(1))
        #expect(launch.decision.effectiveLocale == tag("zh-Hant"))
        guard case .corrupted? = launch.storeError else {
            Issue.record("expected the corruption to be reported, got \(String(describing: launch.storeError))")
            return
        }
        #expect(FileManager.default.fileExists(atPath: path + ".corrupt-1"))
    }

    @Test func diagnosticEventsCarryNoLocation() throws {
        let decision = AppLanguagePolicy.example.resolve(ResolutionContext(deviceLanguages: ["sr-Cyrl"]))
        let json = try JSONRoundTrip.encode(DecisionEvent(decision, appVersion: "5.2"))
        #expect(
            json
                == #"{"appVersion":"5.2","effectiveLocale":"sr-Latn","match":"alias","policyVersion":3,"requestedLocale":"sr-Cyrl","scriptFallback":true,"source":"device_preference"}"#
        )
    }
}

@Suite struct StoredDateTests {
    /// Found by FuzzStore: a stored date with fractional seconds decoded with them, so the state
    /// read back from what the store writes (to the second) was not the state it had read.
    @Test func datesDecodeToTheSecondAsTheyAreWritten() throws {
        let json = #"""
            {"schemaVersion": 1, "userChoiceClearedAt": "2026-01-01T00:00:00.750Z",
             "userChoice": {"requestedLocale": "fr", "effectiveLocale": "fr", "source": "saved_user_choice",
                            "policyVersion": 3, "chosenAt": "2026-09-03T09:00:00.500Z"}}
            """#
        let state = try JSONDecoder().decode(AppLanguageState.self, from: Data(json.utf8))
        #expect(state.userChoice?.chosenAt == Date(timeIntervalSince1970: 1_788_426_000))
        #expect(state.userChoiceClearedAt == Date(timeIntervalSince1970: 1_767_225_600))
        #expect(try JSONDecoder().decode(AppLanguageState.self, from: JSONEncoder().encode(state)) == state)
    }

    /// Found by FuzzStore: a policy version beyond what a JSON number (a double) carries
    /// exactly was read, then written rounded.
    @Test func versionsAreNumbersJSONCarriesExactly() throws {
        func record(policyVersion: String) -> Data {
            Data(
                #"{"effectiveLocale": "fr", "source": "saved_user_choice", "policyVersion": \#(policyVersion), "chosenAt": "2026-09-03T09:00:00Z"}"#
                    .utf8)
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AppLanguageRecord.self, from: record(policyVersion: "6666666666666666663"))
        }
        let large = try JSONDecoder().decode(AppLanguageRecord.self, from: record(policyVersion: "9007199254740992"))
        #expect(try JSONDecoder().decode(AppLanguageRecord.self, from: JSONEncoder().encode(large)) == large)
    }
}
