import Foundation
import Testing

/// aapt2 (Debian's 2.19, Android 10: `apt-get install -y aapt`), run on resources a test
/// writes: compile each file once, link any subset of them, and read what the link kept
/// (`dump configurations`) or removed (its warnings).
final class Aapt2 {
    static let executable = ["/usr/bin/aapt2", "/usr/local/bin/aapt2"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let framework = "/usr/share/android-framework-res/framework-res.apk"

    /// What one run printed and its exit status.
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    let directory: URL
    private var flats: [String: String] = [:]
    private let manifest: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("aapt2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        manifest = directory.appendingPathComponent("AndroidManifest.xml").path
        try #"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.scan"/>"#
            .write(toFile: manifest, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Writes `res/FOLDER/strings.xml` and compiles it (once per folder).
    func compile(folder: String, xml: String) throws {
        let file = directory.appendingPathComponent("res/\(folder)/strings.xml")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try xml.write(to: file, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("flat").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let result = try run(["compile", file.path, "-o", out])
        try #require(result.status == 0, "aapt2 compile \(folder): \(result.stderr)")
        flats[folder] = "\(out)/\(folder)_strings.arsc.flat"
    }

    /// Links the compiled folders with extra options (`-c fr`, `--min-sdk-version 24`); the
    /// APK's path when the link succeeded.
    func link(_ folders: [String], options: [String]) throws -> (apk: String?, output: Output) {
        let apk = directory.appendingPathComponent("app-\(UUID().uuidString).apk").path
        var arguments = ["link", "--manifest", manifest, "-o", apk] + options
        if FileManager.default.fileExists(atPath: Self.framework) { arguments += ["-I", Self.framework] }
        let output = try run(arguments + folders.compactMap { flats[$0] })
        return (output.status == 0 ? apk : nil, output)
    }

    /// `aapt2 dump configurations`: one qualifier a line, the default an empty one.
    func configurations(_ apk: String) throws -> [String] {
        let output = try run(["dump", "configurations", apk])
        try? FileManager.default.removeItem(atPath: apk)
        return output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private func run(_ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.executable ?? "aapt2")
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
