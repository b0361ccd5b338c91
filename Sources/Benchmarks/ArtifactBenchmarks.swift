import AppLanguage
import Foundation
import ResourceScan

/// `scan-apk`: an APK of NewPipe's strings (111 locale configurations) read into the
/// built-app model (``AndroidBuildReader``): the ZIP, the CRC-32 of the stored
/// `resources.arsc`, the table and its rows. The APK is the one given (`scan-apk FILE`), else
/// built now with aapt2 from the pinned data's NewPipe `values*` folders into
/// `.build/artifact-fixtures/bench` (never committed); without aapt2 or the data the line
/// says it is skipped. `scan-apk-report` is the whole of `langpolicy scan --json APK`: the file
/// read, counted, checked against the example policy and written as JSON. Peak memory:
/// `/usr/bin/time -v .build/release/Benchmarks scan-apk`.
enum ArtifactBenchmarks {
    static func run(apk given: String?) throws {
        guard let path = try given ?? buildAPK() else { return }
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let app = try AndroidBuildReader.read(apk: bytes)
        let keys = app.locales.reduce(0) { $0 + $1.resources.count }
        var cpu = IdentifierBenchmarks.threadCPUNanoseconds()
        benchmark(
            "scan-apk", operations: 1, rounds: 11,
            extra: "\(app.locales.count) locale rows, \(keys) keys, \(bytes.count) bytes", bytes: bytes.count
        ) { (try? AndroidBuildReader.read(apk: bytes))?.configurations.count ?? 0 }
        print("scan-apk: CPU \(cpuMilliseconds(since: &cpu, runs: 12)) ms/op (mean of 12)")
        // The whole command: the file read, its rows counted, checked against the example
        // policy and written as the JSON report, as `langpolicy scan --json APK` does.
        func scan() -> Int {
            guard let artifact = try? ScannedArtifact(reading: [path]),
                let inventory = try? ResourceInventory(
                    scanning: [], artifacts: [artifact], assumingDevelopmentLanguage: tag("en"))
            else { return 0 }
            return inventory.check(against: .example).json.utf8.count
        }
        benchmark("scan-apk-report", operations: 1, rounds: 11, extra: "\(scan()) bytes of JSON") { scan() }
        print("scan-apk-report: CPU \(cpuMilliseconds(since: &cpu, runs: 13)) ms/op (mean of 13)")
    }

    /// The thread's CPU milliseconds per run since `start`, which it sets to now (CPU time is
    /// what the other processes of a busy machine do not inflate).
    static func cpuMilliseconds(since start: inout Int, runs: Int) -> String {
        let now = IdentifierBenchmarks.threadCPUNanoseconds()
        defer { start = now }
        return String(format: "%.1f", Double(now - start) / Double(runs) / 1e6)
    }

    /// Builds the APK with aapt2; nil (and a skip line) without aapt2 or the pinned data.
    static func buildAPK() throws -> String? {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let shared =
            ProcessInfo.processInfo.environment["LANGPOLICY_DATA"].map { URL(fileURLWithPath: $0) }
            ?? repository.deletingLastPathComponent().appendingPathComponent("shared")
        let res = shared.appendingPathComponent("fixtures/apps/TeamNewPipe-NewPipe/app/src/main/res")
        let framework = "/usr/share/android-framework-res/framework-res.apk"
        guard FileManager.default.fileExists(atPath: res.path), FileManager.default.fileExists(atPath: framework),
            FileManager.default.isExecutableFile(atPath: "/usr/bin/aapt2")
        else {
            print(
                "scan-apk: skipped: needs aapt2, framework-res.apk and NewPipe of the pinned data (or: scan-apk FILE)")
            return nil
        }
        let work = repository.appendingPathComponent(".build/artifact-fixtures/bench")
        let apk = work.appendingPathComponent("newpipe.apk")
        // The values* folders (values-ru/strings.xml, which aapt2 refuses, left out), compiled and linked.
        let script = """
            set -e; rm -rf "$1"; mkdir -p "$1/res"; cp -r "$2"/values* "$1/res/"; rm -f "$1/res/values-ru/strings.xml"
            printf '<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.bench"><application/></manifest>' > "$1/M.xml"
            aapt2 compile --dir "$1/res" -o "$1/res.zip"; aapt2 link -I "$3" --manifest "$1/M.xml" -o "$4" "$1/res.zip"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, "build", work.path, res.path, framework, apk.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchmarkError(description: "aapt2 could not build the APK") }
        return apk.path
    }
}
