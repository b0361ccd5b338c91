import Foundation
import TestSupport
import Testing

/// `langpolicy scan` and `langpolicy platforms` on a built APK: aapt2 links part of the
/// repository's Gradle fixture (`Tests/Fixtures/GradleProject`: `values`, `values-fr`,
/// `values-de`, `values-pt-rBR`, `values-b+sr+Latn`, `values-zh`) into
/// `.build/cli-artifacts/app.apk`, as a release build would, and the commands read it alone,
/// beside the sources (the drift) and as what a device has; checked against reviewed
/// snapshots. What `scan --json` prints is a sample of `scan-report`.
@Suite(
    "scan and platforms on a built APK",
    .requires(
        FileManager.default.isExecutableFile(atPath: "/usr/bin/aapt2")
            && FileManager.default.fileExists(atPath: "/usr/share/android-framework-res/framework-res.apk"),
        "needs aapt2 and framework-res.apk (apt-get install aapt android-framework-res)"))
struct ArtifactSnapshotTests {
    static let aapt2 = "/usr/bin/aapt2"
    static let framework = "/usr/share/android-framework-res/framework-res.apk"
    static let folders = ["values", "values-fr", "values-de", "values-pt-rBR", "values-b+sr+Latn", "values-zh"]
    static let work = ".build/cli-artifacts"

    /// Runs aapt2; a failure is the test's.
    static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: aapt2)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "aapt2 \(arguments.joined(separator: " "))")
    }

    /// The APK, linked once per run (the folders copied, compiled and linked against the
    /// framework); its path from the repository's root.
    static let apk: Result<String, any Error> = Result {
        let root = PinnedData.repository
        let directory = root.appendingPathComponent(work)
        let res = directory.appendingPathComponent("res")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: res, withIntermediateDirectories: true)
        let sources = root.appendingPathComponent("Tests/Fixtures/GradleProject/app/src/main/res")
        for folder in folders {
            try FileManager.default.copyItem(
                at: sources.appendingPathComponent(folder), to: res.appendingPathComponent(folder))
        }
        let manifest = directory.appendingPathComponent("AndroidManifest.xml")
        try Data(
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="org.example.fixture">
              <uses-sdk android:minSdkVersion="24"/><application android:label="@string/app_name"/>
            </manifest>
            """.utf8
        ).write(to: manifest)
        let compiled = directory.appendingPathComponent("res.zip").path
        try run(["compile", "--dir", res.path, "-o", compiled])
        try run([
            "link", "-I", framework, "--manifest", manifest.path, "-o",
            directory.appendingPathComponent("app.apk").path,
            compiled,
        ])
        return work + "/app.apk"
    }

    /// ``CLISnapshotTests/transcript(_:)`` with the repository's root left out of the command
    /// lines too (the APK is given by its absolute path).
    static func transcript(_ commands: [[String]]) -> String {
        CLISnapshotTests.transcript(commands).replacingOccurrences(of: CLISnapshotTests.root, with: "")
    }

    @Test func scanAnAPK() throws {
        let apk = CLISnapshotTests.root + (try Self.apk.get())
        Snapshot.expect(
            Self.transcript([
                ["scan", apk],
                ["scan", "--json", apk],
                ["scan", ScanSnapshotTests.gradle, "--artifact", apk],
                ["scan", "--artifact", "/nonexistent.apk", ScanSnapshotTests.gradle],
                ["scan", apk, apk + "x"],
            ]), named: "scan-artifact.txt")
    }

    @Test func platformsOnAnAPK() throws {
        let apk = CLISnapshotTests.root + (try Self.apk.get())
        Snapshot.expect(
            Self.transcript([
                ["platforms", "--artifact", apk, "--device", "fr-CA,en-US"],
                ["platforms", "--artifact", apk, "--device", "pt-PT", "--json"],
                ["platforms", "--artifact", apk, "--android-folders", "fr", "--device", "fr"],
                ["platforms", "--artifact", "/nonexistent.apk", "--device", "fr"],
            ]), named: "platforms-artifact.txt")
    }

    /// The report's artifact section: each locale the APK holds, as a row with its folder,
    /// whether it ships and when it installs (always, for an APK), and the drift from the
    /// sources among its findings.
    @Test func theReportShowsWhatTheAPKShips() throws {
        let apk = CLISnapshotTests.root + (try Self.apk.get())
        let (run, html) = try ReportPageTests.page([
            "--policy", ReportPageTests.policy, ScanSnapshotTests.gradle, "--artifact", apk,
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(html.contains(#"<section id="artifacts""#))
        #expect(ReportPageTests.count(#"data-section="artifact""#, in: html) == 1)
        for folder in Self.folders {
            #expect(html.contains(#"data-locale="\#(folder)""#), "\(folder)")
        }
        #expect(html.contains("always, with the app"))
        #expect(html.contains("drift-"))
    }
}
