import AppLanguage
import Foundation
import Testing

/// What an App Group shares: one state file that an app and its extensions (widgets, App
/// Intents, a share extension) update from their own processes. The file store serializes
/// threads with a lock per path and processes with `flock` on `NAME.lock`.
@Suite struct CrossProcessStoreTests {
    /// Two processes update one file at once (FileStoreWriter's `migrations` mode: a
    /// read-change-write per update) while this one does too; no update is lost, which a lock
    /// held only within each process would not give.
    @Test func processesUpdatingOneFileAtOnceLoseNothing() throws {
        let writer = try #require(StoreTests.writerExecutable(), "FileStoreWriter is built with the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("group-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Library/language-state.json").path
        let count = 150
        let children = try ["widget", "intents"].map { prefix -> Process in
            let process = Process()
            process.executableURL = writer
            process.arguments = [path, String(count), "migrations", prefix]
            process.standardOutput = Pipe()
            try process.run()
            return process
        }
        let store = FileAppLanguageStore(path: path)
        for number in 1...count { try store.update { $0.markMigrationCompleted("app-\(number)") } }
        for child in children {
            child.waitUntilExit()
            #expect(child.terminationStatus == 0)
        }
        let names = try store.load().completedMigrations
        #expect(names.count == 3 * count, "\(3 * count - names.count) updates lost")
        #expect(Set(names).count == names.count)
        for prefix in ["app", "widget", "intents"] {
            #expect(names.filter { $0.hasPrefix("\(prefix)-") }.count == count, "\(prefix)")
        }
    }
}
