import AppLanguage
import Foundation
import LanguageTags
import TestSupport
import Testing
import WireDocuments

@Suite struct StateTests {
    func tag(_ text: String) -> LanguageTag { try! LanguageTag(parsing: text) }
    func date(_ seconds: Int64) -> Timestamp { Timestamp(secondsSince1970: seconds) }

    @Test func recordIsTheGuidesJSON() throws {
        let decision = AppLanguagePolicy.example.resolve(ResolutionContext(deviceLanguages: ["fr-CA"]))
        let record = AppLanguageRecord.automatic(decision, at: try Timestamp(iso8601: "2026-09-03T09:00:00Z"))
        #expect(
            record.jsonText()
                == #"{"chosenAt":"2026-09-03T09:00:00Z","effectiveLocale":"fr","policyVersion":3,"requestedLocale":"fr-CA","schemaVersion":1,"source":"device_preference"}"#
        )
        #expect(try AppLanguageRecord(jsonText: record.jsonText()) == record)
        #expect {
            try AppLanguageRecord(
                jsonText:
                    #"{"chosenAt":"yesterday","effectiveLocale":"fr","policyVersion":3,"source":"device_preference"}"#)
        } throws: { error in
            "\(error)" == #"$.chosenAt: "yesterday" is not an ISO 8601 date-time (such as 2026-09-03T09:00:00Z)"#
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
        func state(choice: (String, Int64)?, automatic: (String, Int64)? = nil) -> AppLanguageState {
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
        // A pick made after going back to the device language, by a clock that went back, is
        // still the state's latest event: merging with its own payload, or with a state that
        // holds the same pick, keeps it (found by the Store fuzz target).
        var skewed = cleared
        skewed.setUserChoice(tag("de"), policyVersion: 1, at: date(40))
        #expect(skewed.merged(with: skewed.syncPayload).userChoice?.effectiveLocale == tag("de"))
        #expect(skewed.merged(with: skewed).userChoice == skewed.userChoice)
        #expect(state(choice: nil).merged(with: skewed).userChoice?.effectiveLocale == tag("de"))
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
        #expect(
            counter.counts[DecisionCounter.Key(source: .savedUserChoice, match: .exact)] == 2,
            "the pick and the next launch")
        #expect(counter.share(of: DecisionCounter.Key(source: .devicePreference, match: .alias)) == 1.0 / 3)

        let upgraded = AppLanguageCoordinator(
            policy: try AppLanguagePolicy(supportedLocales: ["en", "fr"], productDefault: "en", policyVersion: 4),
            store: store)
        try upgraded.useDeviceLanguage(at: date(5))
        #expect(upgraded.launch(systemAppPreference: [], deviceLanguages: ["fr"], at: date(5)).policyChanged)
    }

    /// Every operation returns the decision it leads to, with the platform's preferences the
    /// coordinator was last given: the app never passes the device languages twice.
    @Test func operationsReturnTheDecisionTheyLeadTo() throws {
        let store = InMemoryAppLanguageStore()
        let coordinator = AppLanguageCoordinator(policy: .example, store: store)
        #expect(
            coordinator.launch(systemAppPreference: [], deviceLanguages: ["fr-CA", "en"]).decision.effectiveLocale
                == "fr")
        let chosen = try coordinator.choose("es", at: date(10))
        #expect(chosen.effectiveLocale == "es" && chosen.source == .savedUserChoice)
        #expect(try coordinator.currentDecision() == chosen)
        let back = try coordinator.useDeviceLanguage(at: date(20))
        #expect(back.effectiveLocale == "fr" && back.source == .devicePreference)
        var remote = AppLanguageState()
        remote.setUserChoice("zh-Hant", policyVersion: 3, at: date(30))
        let synced = try coordinator.sync(with: remote.syncPayload)
        #expect(synced.effectiveLocale == "zh-Hant")
        let moved = try coordinator.platformPreferencesChanged(systemAppPreference: ["pt-BR"], deviceLanguages: ["en"])
        #expect(moved.effectiveLocale == "zh-Hant", "the saved choice outranks the platform")
        var older = AppLanguageState()
        older.setUserChoice("fr", policyVersion: 3, at: date(5))
        #expect(try coordinator.restore(older.syncPayload).effectiveLocale == "zh-Hant", "a later choice is kept")
    }

    @Test func theSyncPayloadCarriesTheChoiceAndNothingAutomatic() throws {
        var state = AppLanguageState()
        state.recordAutomatic(
            AppLanguagePolicy.example.resolve(ResolutionContext(deviceLanguages: ["es"])), at: date(1))
        state.setUserChoice("fr", policyVersion: 3, at: date(2))
        state.markMigrationCompleted(LegacyChoiceMigration.name)
        let payload = state.syncPayload
        #expect(
            payload.json
                == #"{"schemaVersion":1,"userChoice":{"chosenAt":"1970-01-01T00:00:02Z","effectiveLocale":"fr","policyVersion":3,"requestedLocale":"fr","schemaVersion":1,"source":"saved_user_choice"},"userChoiceClearedAt":null}"#
        )
        #expect(try AppLanguageSyncPayload(json: payload.json) == payload)
        let decoded = try JSONDecoder().decode(AppLanguageSyncPayload.self, from: JSONEncoder().encode(payload))
        #expect(decoded == payload, "Codable through Foundation's coders")
        #expect(throws: DocumentError.self) {
            try AppLanguageSyncPayload(
                json:
                    #"{"schemaVersion":1,"userChoice":{"chosenAt":"1970-01-01T00:00:02Z","effectiveLocale":"fr","policyVersion":3,"source":"device_preference"}}"#
            )
        }
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
        let event = DecisionEvent(decision, appVersion: "5.2")
        #expect(
            Mirror(reflecting: event).children.compactMap(\.label)
                == [
                    "requestedLocale", "effectiveLocale", "source", "match", "scriptFallback", "policyVersion",
                    "appVersion",
                ])
        #expect(event.effectiveLocale == "sr-Latn" && event.match == .alias && event.scriptFallback)

        let divergence = PlatformDivergenceEvent(
            platformLocalization: "en", platformReason: "no preference matched", policyDecision: event)
        #expect(
            Mirror(reflecting: divergence).children.compactMap(\.label)
                == ["platformLocalization", "platformReason", "policyDecision"])
    }

    /// Divergences are counted by what the platform showed and what the policy decides, apart
    /// from decisions; a sink written for decisions alone ignores them.
    @Test func divergencesAreCountedApartFromDecisions() throws {
        // Without the example's en-AU → en-GB alias, and with what Apple's bundle shows for each
        // device list (a bundle of en, en-GB and pt-BR; the last device meets a bundle without
        // French, which shows its development region).
        let policy = try AppLanguagePolicy(
            supportedLocales: ["en", "en-GB", "pt-BR", "fr"], productDefault: "en", languageDefaults: ["pt": "pt-BR"],
            policyVersion: 1)
        let divergences: [(shown: String, device: [String])] = [
            ("en-GB", ["en-AU"]), ("en", ["pt-PT", "en"]), ("en-GB", ["en-AU", "fr"]), ("en", ["fr"]),
        ]
        let counter = DecisionCounter()
        let ignoring = DecisionsOnly()
        for (shown, device) in divergences {
            let decision = DecisionEvent(policy.resolve(ResolutionContext(deviceLanguages: device)), appVersion: "5.2")
            let event = PlatformDivergenceEvent(
                platformLocalization: shown, platformReason: "the platform's rule", policyDecision: decision)
            counter.record(event)
            ignoring.record(event)
        }
        #expect(
            counter.divergences == [
                DecisionCounter.DivergenceKey(platformLocalization: "en-GB", policyLocale: "en"): 2,
                DecisionCounter.DivergenceKey(platformLocalization: "en", policyLocale: "pt-BR"): 1,
                DecisionCounter.DivergenceKey(platformLocalization: "en", policyLocale: "fr"): 1,
            ])
        #expect(counter.divergences.keys.sorted().map(\.description) == ["en→fr", "en→pt-BR", "en-GB→en"])
        #expect(counter.counts.isEmpty)
    }
}

@Suite struct StoredDateTests {
    /// Found by FuzzStore: a stored date must decode as the store writes it, so the state read
    /// back is the state it had read. Dates are kept to the millisecond (two choices in one
    /// second still come in order); finer digits are dropped on reading.
    /// Two devices that choose within one second: the later choice wins the sync on both, as it
    /// did not when choices kept whole seconds (equal times tied).
    @Test func choicesWithinOneSecondSyncInOrder() throws {
        let second = Timestamp(secondsSince1970: 1_788_426_000)
        var phone = AppLanguageState()
        phone.setUserChoice(
            "fr", policyVersion: 1, at: Timestamp(millisecondsSince1970: second.millisecondsSince1970 + 100))
        var tablet = AppLanguageState()
        tablet.setUserChoice(
            "es", policyVersion: 1, at: Timestamp(millisecondsSince1970: second.millisecondsSince1970 + 900))
        #expect(phone.merged(with: tablet.syncPayload).userChoice?.effectiveLocale == "es")
        #expect(tablet.merged(with: phone.syncPayload).userChoice?.effectiveLocale == "es")
        let restored = try AppLanguageState(jsonText: phone.merged(with: tablet.syncPayload).jsonText())
        #expect(restored.userChoice?.chosenAt.iso8601 == "2026-09-03T09:00:00.900Z")
    }

    @Test func datesDecodeToTheMillisecondAsTheyAreWritten() throws {
        let json = #"""
            {"schemaVersion": 1, "userChoiceClearedAt": "2026-01-01T00:00:00.750Z",
             "userChoice": {"requestedLocale": "fr", "effectiveLocale": "fr", "source": "saved_user_choice",
                            "policyVersion": 3, "chosenAt": "2026-09-03T09:00:00.5004Z"}}
            """#
        let state = try AppLanguageState(jsonText: json)
        #expect(state.userChoice?.chosenAt == Timestamp(millisecondsSince1970: 1_788_426_000_500))
        #expect(state.userChoiceClearedAt == Timestamp(millisecondsSince1970: 1_767_225_600_750))
        #expect(state.jsonText().contains(#""chosenAt":"2026-09-03T09:00:00.500Z""#))
        #expect(try AppLanguageState(jsonText: state.jsonText()) == state)
    }

    /// Found by FuzzStore: a policy version beyond what a JSON number (a double) carries
    /// exactly was read, then written rounded. Versions are now read exactly, and limited to
    /// the policy's range (0 to 2^53 - 1), which every JSON reader carries exactly.
    @Test func versionsAreNumbersJSONCarriesExactly() throws {
        func record(policyVersion: String) -> String {
            #"{"effectiveLocale": "fr", "source": "saved_user_choice", "policyVersion": \#(policyVersion), "chosenAt": "2026-09-03T09:00:00Z"}"#
        }
        #expect(throws: DocumentError.self) {
            try AppLanguageRecord(jsonText: record(policyVersion: "6666666666666666663"))
        }
        #expect(throws: DocumentError.self) {
            try AppLanguageRecord(jsonText: record(policyVersion: "9007199254740992"))
        }
        let large = try AppLanguageRecord(jsonText: record(policyVersion: "9007199254740991"))
        #expect(try AppLanguageRecord(jsonText: large.jsonText()) == large)
    }
}

/// A sink written before platform divergences existed: it implements decisions only.
private struct DecisionsOnly: DecisionSink {
    func record(_ event: DecisionEvent) {}
}
