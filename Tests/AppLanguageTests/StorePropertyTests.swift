import AppLanguage
import Foundation
import LanguageTags
import TestSupport
import Testing

/// The stores' invariants over generated sequences of lifecycle events, through
/// ``AppLanguageCoordinator``: an explicit choice survives every later automatic write, and a
/// file store, whatever it goes through (including writers killed mid-write), reads as one whole
/// state that was written. Failure messages name the seed, the sequence and the step.
@Suite struct StorePropertyTests {
    static let policies = [
        AppLanguagePolicy.example,
        try! AppLanguagePolicy(
            supportedLocales: ["en", "de", "zh-Hant", "ja"], productDefault: "en", policyVersion: 4),
    ]
    static let choosable = [
        "en", "en-GB", "en-US", "fr", "es", "zh-Hant", "zh-TW", "de", "ja", "pt-BR", "sr-Latn", "ko",
    ]
    static let languageLists = [
        [], ["fr-CA", "en"], ["es-MX"], ["zh-HK"], ["de-AT", "en"], ["ja-JP", "ko"], ["en--US"], ["sr-Cyrl"], ["pt-PT"],
        ["und-TW", "iw"],
    ]

    /// One lifecycle event. The automatic ones (`launch`, a synced or restored state holding only
    /// an automatic result) must never touch a stored explicit choice.
    enum Event: CustomStringConvertible {
        case launch(policy: Int, system: [String], device: [String])
        case choose(policy: Int, String)
        case useDeviceLanguage
        case syncAutomaticOnly([String])
        case restoreAutomaticOnly([String])

        var description: String {
            switch self {
            case .launch(let policy, let system, let device): "launch(policy \(policy), \(system), \(device))"
            case .choose(let policy, let locale): "choose(policy \(policy), \(locale))"
            case .useDeviceLanguage: "useDeviceLanguage"
            case .syncAutomaticOnly(let device): "sync(automatic only, \(device))"
            case .restoreAutomaticOnly(let device): "restore(automatic only, \(device))"
            }
        }

        static func random(using random: inout SeededRandom) -> Event {
            switch random.int(0...9) {
            case 0...4:
                .launch(
                    policy: random.int(0...1), system: random.chance(1, in: 4) ? random.pick(languageLists) : [],
                    device: random.pick(languageLists))
            case 5, 6: .choose(policy: random.int(0...1), random.pick(choosable))
            case 7: .useDeviceLanguage
            case 8: .syncAutomaticOnly(random.pick(languageLists))
            default: .restoreAutomaticOnly(random.pick(languageLists))
            }
        }
    }

    /// Applies `event` at `date` through a coordinator on `store`.
    static func apply(_ event: Event, to store: any AppLanguageStore, at date: Timestamp) throws -> AppLanguageDecision?
    {
        func automaticOnly(_ device: [String]) -> AppLanguageState {
            var state = AppLanguageState()
            state.recordAutomatic(
                AppLanguagePolicy.example.resolve(ResolutionContext(deviceLanguages: device)), at: date)
            return state
        }
        switch event {
        case .launch(let policy, let system, let device):
            let launch = AppLanguageCoordinator(policy: policies[policy], store: store)
                .launch(systemAppPreference: system, deviceLanguages: device, at: date)
            if let error = launch.storeError { throw error }
            return launch.decision
        case .choose(let policy, let locale):
            _ = try? AppLanguageCoordinator(policy: policies[policy], store: store)
                .choose(try LanguageTag(parsing: locale), at: date)
        case .useDeviceLanguage:
            try AppLanguageCoordinator(policy: policies[0], store: store).useDeviceLanguage(at: date)
        case .syncAutomaticOnly(let device):
            try AppLanguageCoordinator(policy: policies[0], store: store).sync(with: automaticOnly(device).syncPayload)
        case .restoreAutomaticOnly(let device):
            try AppLanguageCoordinator(policy: policies[0], store: store).restore(automaticOnly(device).syncPayload)
        }
        return nil
    }

    /// After a pick, every later automatic event keeps the choice exactly as written, and every
    /// launch under a policy that still supports it decides by it; under one that does not, the
    /// decision carries the unchanged choice for confirmation.
    @Test func anExplicitChoiceSurvivesEveryLaterAutomaticWrite() throws {
        let seed: UInt64 = 0x5EED_0201
        var random = SeededRandom(seed: seed)
        var survived = 0
        for sequence in 0..<150 {
            let store = InMemoryAppLanguageStore()
            var choice: AppLanguageRecord?
            for step in 0..<30 {
                let event = Event.random(using: &random)
                let label = "seed \(seed), sequence \(sequence), step \(step): \(event)"
                let decision = try Self.apply(event, to: store, at: Timestamp(secondsSince1970: Int64(step * 60)))
                switch event {
                case .choose(let policy, let locale):
                    if let match = Self.policies[policy].match(try LanguageTag(parsing: locale)), match.step == .exact {
                        choice = .userChoice(
                            match.effective, policyVersion: Self.policies[policy].policyVersion,
                            at: Timestamp(secondsSince1970: Int64(step * 60)))
                    }
                case .useDeviceLanguage: choice = nil
                case .launch(let policy, _, _):
                    guard let choice, let decision else { break }
                    survived += 1
                    if let match = Self.policies[policy].match(choice.effectiveLocale), match.step == .exact {
                        #expect(decision.source == .savedUserChoice, "\(label)")
                        #expect(decision.effectiveLocale == match.effective, "\(label)")
                    } else {
                        #expect(decision.confirmation?.savedChoice == choice, "\(label)")
                    }
                case .syncAutomaticOnly, .restoreAutomaticOnly: break
                }
                #expect(store.load().userChoice == choice, "\(label)")
            }
        }
        #expect(survived > 500, "automatic writes after a choice are generated")
    }

    /// A file store and an in-memory store go through the same events and stay equal; between
    /// events, child processes that write (automatic results, or whole states with a choice) are
    /// killed at random points. After each kill the file reads, without error and without being
    /// moved aside, as the state before the kill or one whole state the child wrote, and a kill
    /// during automatic writes never loses the explicit choice.
    @Test func theFileReadsAsOneWholeStateWrittenWhateverHappens() throws {
        let seed: UInt64 = 0x5EED_0202
        var random = SeededRandom(seed: seed)
        let writer = try #require(StoreTests.writerExecutable(), "FileStoreWriter is built with the tests")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("store-props-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var counter = 1_000_000
        var kills = (automatic: 0, choice: 0, advanced: 0)
        for sequence in 0..<5 {
            let path = directory.appendingPathComponent("state-\(sequence).json").path
            let file = FileAppLanguageStore(path: path)
            let memory = InMemoryAppLanguageStore()
            for step in 0..<20 {
                let label = "seed \(seed), sequence \(sequence), step \(step)"
                let date = Timestamp(secondsSince1970: Int64(step * 60))
                guard random.chance(1, in: 4) else {
                    let event = Event.random(using: &random)
                    let fromFile = try Self.apply(event, to: file, at: date)
                    let fromMemory = try Self.apply(event, to: memory, at: date)
                    #expect(fromFile == fromMemory, "\(label): \(event)")
                    #expect(try file.load() == memory.load(), "\(label): \(event)")
                    continue
                }
                let before = try file.load()
                let automatic = random.chance(2, in: 3)
                counter += 100_000
                let wrote = try Self.killWriter(
                    writer, path: path, counter: counter, automatic: automatic, after: UInt32(random.int(0...12) * 250))
                let after: AppLanguageState
                do {
                    after = try file.load()
                } catch {
                    Issue.record("\(label): the file does not read after a kill: \(error)")
                    return
                }
                if after != before { kills.advanced += 1 }
                if automatic {
                    kills.automatic += 1
                    #expect(after.userChoice == before.userChoice, "the choice survives: \(label)")
                    #expect(after.completedMigrations == before.completedMigrations, "\(label)")
                    #expect(after.userChoiceClearedAt == before.userChoiceClearedAt, "\(label)")
                    if after.lastAutomatic != before.lastAutomatic {
                        let record = try #require(after.lastAutomatic, "\(label)")
                        let written = Int(record.chosenAt.secondsSince1970)
                        #expect(wrote && written >= counter, "\(label)")
                        #expect(record.requestedLocale == (written % 2 == 0 ? "fr-CA" : "es-MX"), "whole: \(label)")
                        #expect(record.effectiveLocale.description == (written % 2 == 0 ? "fr" : "es"), "\(label)")
                        #expect(record.source == .devicePreference && record.policyVersion == 7, "\(label)")
                    }
                } else {
                    kills.choice += 1
                    if after != before {
                        let choice = try #require(after.userChoice, "\(label)")
                        let written = Int(choice.chosenAt.secondsSince1970)
                        var expected = AppLanguageState()
                        expected.setUserChoice(
                            try LanguageTag(parsing: written % 2 == 0 ? "es" : "zh-Hant"), policyVersion: written,
                            at: choice.chosenAt)
                        #expect(wrote && written >= counter && after == expected, "one whole state: \(label)")
                    }
                }
                let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                #expect(!leftovers.contains { $0.contains(".corrupt") }, "\(label)")
                memory.save(after)
            }
        }
        #expect(kills.automatic > 10 && kills.choice > 5, "\(kills)")
        #expect(kills.advanced > 10, "the children were killed while writing: \(kills)")
    }

    /// Runs FileStoreWriter on `path` from `counter`, kills it `delay` µs after it reports that
    /// it has started; whether it started.
    static func killWriter(_ writer: URL, path: String, counter: Int, automatic: Bool, after delay: UInt32) throws
        -> Bool
    {
        let process = Process()
        process.executableURL = writer
        process.arguments = [path, String(counter), automatic ? "automatic" : "choice"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let ready = pipe.fileHandleForReading.availableData
        usleep(delay)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return !ready.isEmpty
    }
}
