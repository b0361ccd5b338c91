import AppLanguage
import Dispatch
import Foundation
import LanguageTags
import TestSupport
import Testing

@Suite struct StoreTests {
    let spanish = try! LanguageTag(parsing: "es")

    func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID()).json").path
    }

    @Test func fileStoreRoundTripsAndStartsEmpty() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = FileAppLanguageStore(path: path)
        #expect(try store.load() == AppLanguageState())
        let saved = try store.update {
            $0.setUserChoice(spanish, policyVersion: 3, at: Timestamp(secondsSince1970: 1_767_225_600))
        }
        #expect(try FileAppLanguageStore(path: path).load() == saved)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(#""chosenAt" : "2026-01-01T00:00:00Z""#))
        #expect(text.contains(#""source" : "saved_user_choice""#))
        #expect(text.contains(#""schemaVersion" : 1"#))
        #expect(!FileManager.default.fileExists(atPath: path + ".tmp"))
    }

    @Test func movesACorruptFileAsideAndReportsIt() throws {
        let path = temporaryPath()
        defer {
            for suffix in ["", ".corrupt-1", ".corrupt-2"] {
                try? FileManager.default.removeItem(atPath: path + suffix)
            }
        }
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: path))
        let store = FileAppLanguageStore(path: path)
        #expect {
            try store.load()
        } throws: { error in
            guard case AppLanguageStoreError.corrupted(let location, let movedTo, _) = error else { return false }
            return location == path && movedTo == path + ".corrupt-1"
        }
        #expect(try String(contentsOfFile: path + ".corrupt-1", encoding: .utf8) == "{ not json", "nothing is lost")
        #expect(try store.load() == AppLanguageState(), "the next load starts over")

        // An automatic record in the choice slot is corrupt too: never read as a choice.
        try Data(
            #"{"schemaVersion": 1, "userChoice": {"requestedLocale": "fr", "effectiveLocale": "fr", "source": "device_preference", "policyVersion": 1, "chosenAt": "2026-01-01T00:00:00Z"}}"#
                .utf8
        ).write(to: URL(fileURLWithPath: path))
        #expect(throws: AppLanguageStoreError.self) { try store.load() }
        #expect(FileManager.default.fileExists(atPath: path + ".corrupt-2"))
    }

    @Test func leavesANewerSchemaUntouched() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let newer = #"{"schemaVersion": 9, "somethingNew": true}"#
        try Data(newer.utf8).write(to: URL(fileURLWithPath: path))
        let store = FileAppLanguageStore(path: path)
        #expect(throws: AppLanguageStoreError.newerSchema(location: path, found: 9, supported: 1)) { try store.load() }
        #expect(throws: AppLanguageStoreError.newerSchema(location: path, found: 9, supported: 1)) {
            try store.save(AppLanguageState())
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == newer)
    }

    @Test func reportsAnUnwritableLocation() throws {
        // A folder that cannot be made: its parent is a file.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-folder-\(UUID())")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let store = FileAppLanguageStore(path: file.path + "/state.json")
        #expect {
            try store.save(AppLanguageState())
        } throws: { error in
            guard case AppLanguageStoreError.writeFailed = error else { return false }
            return true
        }
        #expect {
            try store.load()
        } throws: { error in
            guard case AppLanguageStoreError.unreadable = error else { return false }
            return true
        }
    }

    @Test func createsItsFolderOnTheFirstWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileAppLanguageStore(path: folder.path + "/Application Support/language/state.json")
        #expect(try store.load() == AppLanguageState(), "a folder that does not exist yet reads as an empty state")
        let saved = try store.update { $0.setUserChoice("fr", policyVersion: 1, at: .now) }
        #expect(try FileAppLanguageStore(path: store.path).load() == saved)
    }

    @Test func saveNeverWritesOverACorruptFile() throws {
        let path = temporaryPath()
        defer {
            for suffix in ["", ".corrupt-1", ".lock"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        try Data("{ half a write".utf8).write(to: URL(fileURLWithPath: path))
        let store = FileAppLanguageStore(path: path)
        #expect(throws: AppLanguageStoreError.self) { try store.save(AppLanguageState()) }
        #expect(try String(contentsOfFile: path + ".corrupt-1", encoding: .utf8) == "{ half a write")
        try store.save(AppLanguageState())
        #expect(try store.load() == AppLanguageState())
    }

    @Test func instancesOnOnePathShareTheirLock() throws {
        let path = temporaryPath()
        defer { for suffix in ["", ".lock"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            let store = FileAppLanguageStore(path: path)
            for step in 0..<20 { _ = try? store.update { $0.markMigrationCompleted("w\(worker)-\(step)") } }
        }
        #expect(try FileAppLanguageStore(path: path).load().completedMigrations.count == 160, "no update lost")
    }

    @Test(arguments: [true, false])
    func updatesAreAtomicUnderConcurrentUse(_ useFile: Bool) throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store: any AppLanguageStore = useFile ? FileAppLanguageStore(path: path) : InMemoryAppLanguageStore()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for step in 0..<25 { _ = try? store.update { $0.markMigrationCompleted("w\(worker)-\(step)") } }
        }
        #expect(try store.load().completedMigrations.count == 200, "no update lost")
    }

    /// A child process writes choices in a loop and is killed at many points; every time, the
    /// file reads as one whole record, old or new, and the explicit choice is never lost.
    @Test func aKilledWriterNeverLosesTheChoice() throws {
        let writer = try #require(Self.writerExecutable(), "FileStoreWriter is built with the tests")
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = FileAppLanguageStore(path: path)
        try store.update { $0.setUserChoice(spanish, policyVersion: 0, at: Timestamp(secondsSince1970: 0)) }
        var lastSeen = 0
        var advanced = 0
        for round in 0..<60 {
            let process = Process()
            process.executableURL = writer
            process.arguments = [path, String(lastSeen + 1)]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            _ = pipe.fileHandleForReading.availableData  // "ready": the child is writing
            usleep(UInt32(round % 12) * 250)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let state = try store.load()
            let choice = try #require(state.userChoice, "the explicit choice survives round \(round)")
            #expect(choice.source == .savedUserChoice)
            let counter = Int(choice.chosenAt.secondsSince1970)
            #expect(counter == choice.policyVersion, "one whole record, never a mix")
            #expect(counter >= lastSeen, "never older than what was read before")
            if counter > lastSeen { advanced += 1 }
            lastSeen = counter
        }
        #expect(advanced > 30, "the writer was killed while writing")
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: (path as NSString).deletingLastPathComponent
        )
        .filter { $0.hasPrefix((path as NSString).lastPathComponent + ".corrupt") }
        #expect(leftovers.isEmpty)
    }

    static func writerExecutable() -> URL? {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = binary.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("FileStoreWriter")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}

@Suite struct RecordPrecisionTests {
    @Test func recordsReadBackEqualWhateverTheClock() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = FileAppLanguageStore(path: path)
        let saved = try store.update {
            $0.setUserChoice("fr", policyVersion: 3, at: try Timestamp(iso8601: "2026-01-01T00:00:00.750Z"))
        }
        #expect(try store.load() == saved)
        #expect(saved.userChoice?.chosenAt == Timestamp(millisecondsSince1970: 1_767_225_600_750))
    }
}
