import Foundation
import TestSupport
import Testing

/// The real aapt2 (Debian's `aapt`, 2.19, Android 10) as the oracle of the artifact readers:
/// it compiles the fixture apps' `values*` resources, links them into APKs (plain, with `-c`
/// filters, with `--split` config splits, in proto format) under `.build/artifact-fixtures/`,
/// and dumps what it built (`dump configurations`, `dump resources`).
///
/// Only the `values*` folders are compiled (the fixtures hold no others worth linking), and a
/// file aapt2 refuses is left out and named in ``Fixture/refused`` (NewPipe's
/// `values-ru/strings.xml` has stray text after a `<string>`).
enum AAPT2 {
    static let executable = "/usr/bin/aapt2"
    static let framework = "/usr/share/android-framework-res/framework-res.apk"
    static let newPipe = "fixtures/apps/TeamNewPipe-NewPipe/app/src/main/res"
    static let tusky = "fixtures/apps/tuskyapp-Tusky/app/src/main/res"

    /// Whether aapt2 and the framework resources are installed.
    static let isInstalled =
        FileManager.default.isExecutableFile(atPath: executable) && FileManager.default.fileExists(atPath: framework)
    static let notInstalled: Comment =
        "needs aapt2 and framework-res.apk: apt-get install -y aapt android-framework-res"

    /// Whether a fixture app and aapt2 are both there.
    static func has(_ app: String) -> Bool { isInstalled && PinnedData.has(app) }

    struct Failure: Error, CustomStringConvertible, Sendable {
        let description: String
    }

    /// A fixture app's `values*` resources compiled by aapt2.
    struct Fixture: Sendable {
        /// The folder the builds go to.
        let directory: URL
        /// `aapt2 compile --dir` output.
        let compiled: URL
        /// The files aapt2 refused to compile, left out.
        let refused: [String]
        /// The `values*` folders compiled.
        let folders: [String]
    }

    static let newPipeFixture = Result { () throws(Failure) in try compile(newPipe, as: "newpipe") }
    static let qualifiersFixture = Result { () throws(Failure) in try compileQualifiers() }

    /// Folders of every kind of qualifier, one string each, for the qualifiers' spelling.
    static let qualifierFolders = [
        "values", "values-fr", "values-fr-rCA", "values-b+sr+Latn", "values-b+es+419", "values-b+de+1901",
        "values-mcc310-mnc260", "values-ldrtl", "values-sw600dp", "values-w820dp-h480dp", "values-large",
        "values-long", "values-round", "values-widecg", "values-highdr", "values-land", "values-car", "values-night",
        "values-notnight", "values-xhdpi", "values-nodpi", "values-anydpi", "values-400dpi", "values-finger",
        "values-keyshidden", "values-qwerty", "values-navhidden", "values-dpad", "values-v21", "values-fr-night-v26",
        "values-en-rGB-land-xxhdpi", "values-watch", "values-television", "values-notlong", "values-small",
    ]

    /// Compiles ``qualifierFolders`` from a temporary `res`.
    static func compileQualifiers() throws(Failure) -> Fixture {
        let directory = PinnedData.repository.appendingPathComponent(".build/artifact-fixtures/qualifiers")
        let res = directory.appendingPathComponent("res")
        do {
            try? FileManager.default.removeItem(at: directory)
            for (index, folder) in qualifierFolders.enumerated() {
                let url = res.appendingPathComponent(folder)
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                let xml = "<resources><string name=\"greeting\">Hello \(index)</string></resources>"
                try Data(xml.utf8).write(to: url.appendingPathComponent("strings.xml"))
            }
            try Data(manifest.utf8).write(to: directory.appendingPathComponent("AndroidManifest.xml"))
        } catch {
            throw Failure(description: "cannot prepare the qualifier folders: \(error)")
        }
        let compiled = directory.appendingPathComponent("res.zip")
        _ = try run(["compile", "--dir", res.path, "-o", compiled.path])
        return Fixture(directory: directory, compiled: compiled, refused: [], folders: qualifierFolders)
    }
    static let tuskyFixture = Result { () throws(Failure) in try compile(tusky, as: "tusky") }

    /// Runs aapt2 with `arguments`; its standard output.
    static func run(_ arguments: [String]) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw Failure(description: "aapt2 does not start: \(error)") }
        // Both pipes drained while aapt2 runs, so that neither fills up and blocks it.
        // The semaphore orders the reader's write before the read below (polling the thread's
        // isFinished does not, and ThreadSanitizer says so).
        nonisolated(unsafe) var errorData = Data()
        let read = DispatchSemaphore(value: 0)
        let reader = Thread {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            read.signal()
        }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        read.wait()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData, as: UTF8.self)
            throw Failure(description: "aapt2 \(arguments.prefix(2).joined(separator: " ")): \(message.suffix(2000))")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Copies the `values*` folders of `app` and compiles them, leaving out refused files.
    static func compile(_ app: String, as name: String) throws(Failure) -> Fixture {
        let fileManager = FileManager.default
        let directory = PinnedData.repository.appendingPathComponent(".build/artifact-fixtures/\(name)")
        let res = directory.appendingPathComponent("res")
        var refused: [String] = []
        let folders: [String]
        do {
            try? fileManager.removeItem(at: directory)
            try fileManager.createDirectory(at: res, withIntermediateDirectories: true)
            let source = try PinnedData.url(app)
            folders = try fileManager.contentsOfDirectory(atPath: source.path).filter { $0.hasPrefix("values") }
                .sorted()
            for folder in folders {
                try fileManager.copyItem(
                    at: source.appendingPathComponent(folder), to: res.appendingPathComponent(folder))
            }
            try Data(manifest.utf8).write(to: directory.appendingPathComponent("AndroidManifest.xml"))
        } catch {
            throw Failure(description: "cannot prepare \(name): \(error)")
        }
        let compiled = directory.appendingPathComponent("res.zip")
        for _ in 0..<5 {
            do {
                _ = try run(["compile", "--dir", res.path, "-o", compiled.path])
                return Fixture(directory: directory, compiled: compiled, refused: refused, folders: folders)
            } catch {
                // `PATH: error: file failed to compile.`: leave the file out and try again.
                let failed = error.description.split(separator: "\n").compactMap { line -> String? in
                    guard line.hasSuffix("error: file failed to compile.") else { return nil }
                    return String(line.prefix { $0 != ":" })
                }
                guard !failed.isEmpty else { throw error }
                for path in failed {
                    refused.append(String(path.dropFirst(res.path.count + 1)))
                    try? fileManager.removeItem(atPath: path)
                }
            }
        }
        throw Failure(description: "aapt2 keeps refusing files of \(name): \(refused)")
    }

    static let manifest = """
        <?xml version="1.0" encoding="utf-8"?>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.fixture">
          <application/>
        </manifest>
        """

    /// Links the fixture into `name` (relative to its folder) with extra `options`, once per test
    /// process: suites running in parallel ask for the same APKs, and a second link writing the
    /// file while another suite reads it would hand that suite a broken archive.
    static func link(_ fixture: Fixture, _ name: String, _ options: [String] = []) throws(Failure) -> URL {
        let output = fixture.directory.appendingPathComponent(name)
        linking.lock()
        defer { linking.unlock() }
        if let linked = linked[output.path] {
            guard linked == options else {
                throw Failure(description: "\(name) was linked with \(linked), now asked with \(options)")
            }
            return output
        }
        try? FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try run(
            [
                "link", "-I", framework, "--manifest",
                fixture.directory.appendingPathComponent("AndroidManifest.xml").path,
            ]
                + options + ["-o", output.path, fixture.compiled.path])
        linked[output.path] = options
        return output
    }

    private static let linking = NSLock()
    nonisolated(unsafe) private static var linked: [String: [String]] = [:]

    /// `aapt2 dump configurations`: one qualifier a line, `""` for the default.
    static func configurations(_ apk: URL) throws(Failure) -> [String] {
        try run(["dump", "configurations", apk.path]).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }
}
