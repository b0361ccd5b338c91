import Foundation
import Testing

/// The platforms' own language-selection code, run here: Apple ICU's `ualoc_localizationsToUse`
/// (from the toolchain's `lib_FoundationICU`) and Android 10's `libandroidfw` (Debian's
/// `android-libandroidfw-dev` and `aapt`), built once per test process from the pinned data's
/// `tools/platform-oracles` into `.build/oracles`.
///
/// ```swift
/// @Test(.requires(PlatformOracles.apple.isAvailable, PlatformOracles.apple.unavailable))
/// func matchesApple() throws {
///     let lines = try PlatformOracles.apple.run(["en-AU,fr\ten,en-GB,fr"])   // ["en-AU,fr\ten,en-GB,fr\ten-GB,en"]
/// }
/// ```
public struct PlatformOracles: Sendable {
    /// Apple ICU's matcher: lines `PREFERENCES<TAB>AVAILABLE` in, the same with `<TAB>RESULT` out.
    public static let apple = PlatformOracles(name: "apple-localizations", kind: "apple", needs: nil)
    /// Android's resource code: `android-resources MODE` (`folders`, `script`, `apk FILE`).
    public static let android = PlatformOracles(
        name: "android-resources", kind: "android",
        needs: "/usr/include/android/androidfw/AssetManager2.h")

    /// Apple ICU's matcher with every list item kept as given (empty items, duplicates, any
    /// byte): lines `PREFERENCES<TAB>AVAILABLE`, items separated by `,` and percent-encoded
    /// where they hold `%`, `,`, a tab or a line break, in; the same with `<TAB>INDICES` (into
    /// AVAILABLE, best first) out. Built from the repository's
    /// `Tests/Oracles/apple-localizations-exact.c` as `build.sh` builds the shared one.
    public static let appleExact = PlatformOracles(name: "apple-localizations-exact", repositorySource: "Tests/Oracles")

    /// The program's name in `tools/platform-oracles` (or in `Tests/Oracles`).
    public let name: String
    private let executable: Result<URL, OracleError>

    private init(name: String, kind: String, needs: String?) {
        self.name = name
        executable = Result { () throws(OracleError) in try Self.build(name: name, kind: kind, needs: needs) }
    }

    private init(name: String, repositorySource folder: String) {
        self.name = name
        executable = Result { () throws(OracleError) in try Self.compile(name: name, in: folder) }
    }

    /// Compiles `FOLDER/NAME.c` of the repository against the toolchain's `lib_FoundationICU`,
    /// the way the pinned data's `build.sh` builds its Apple oracle.
    private static func compile(name: String, in folder: String) throws(OracleError) -> URL {
        let source = PinnedData.repository.appendingPathComponent("\(folder)/\(name).c")
        let executable = PinnedData.repository.appendingPathComponent(".build/oracles/\(name)")
        let script = """
            set -e; lib=$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/linux
            mkdir -p "$(dirname "$2")"; cc -O2 -o "$2" "$1" -L"$lib" -l_FoundationICU -Wl,-rpath,"$lib"
            """
        try bash(["-c", script, "compile", source.path, executable.path], building: executable, name: name)
        return executable
    }

    /// Whether the oracle could be built here.
    public var isAvailable: Bool { (try? executable.get()) != nil }

    /// The one line a test that needs the oracle is skipped with when it cannot be built.
    public var unavailable: Comment {
        guard case .failure(let error) = executable else { return "" }
        return Comment(rawValue: error.description)
    }

    /// Runs the oracle with `arguments`, `lines` on its standard input; its output lines,
    /// comment lines (`#`) left out.
    public func run(_ lines: [String], arguments: [String] = []) throws -> [String] {
        let process = Process()
        process.executableURL = try executable.get()
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Written from another thread: the oracle answers line by line, and a full output pipe
        // would block it while this thread is still writing.
        let text = Data((lines.joined(separator: "\n") + "\n").utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(text)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw OracleError.failed(name, process.terminationStatus) }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// Why an oracle cannot be used.
    public enum OracleError: Error, CustomStringConvertible, Sendable {
        case noSource(String)
        case notInstalled(String, needs: String)
        case buildFailed(String, String)
        case failed(String, Int32)

        public var description: String {
            switch self {
            case .noSource(let name):
                PinnedData.missing("tools/platform-oracles/\(name)").rawValue
            case .notInstalled(let name, let needs):
                "needs \(needs) to build \(name): apt-get install -y android-libandroidfw-dev aapt"
            case .buildFailed(let name, let log): "\(name) does not build: \(log)"
            case .failed(let name, let status): "\(name) exited with status \(status)"
            }
        }
    }

    private static func build(name: String, kind: String, needs: String?) throws(OracleError) -> URL {
        guard PinnedData.has("tools/platform-oracles/build.sh"),
            let script = try? PinnedData.url("tools/platform-oracles/build.sh")
        else { throw .noSource(name) }
        if let needs, !FileManager.default.fileExists(atPath: needs) { throw .notInstalled(name, needs: needs) }
        let directory = PinnedData.repository.appendingPathComponent(".build/oracles")
        let executable = directory.appendingPathComponent(name)
        try bash([script.path, directory.path, kind], building: executable, name: name)
        return executable
    }

    /// Runs `bash ARGUMENTS`, which builds `executable`; on failure, the error names the oracle
    /// and quotes the last lines of the build's output.
    private static func bash(_ arguments: [String], building executable: URL, name: String) throws(OracleError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = arguments
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        do {
            try process.run()
        } catch {
            throw .buildFailed(name, "\(error)")
        }
        let text = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw .buildFailed(name, text.split(separator: "\n").suffix(3).joined(separator: " "))
        }
    }
}
