import TestSupport
import Testing

/// `langpolicy scan`, `export` and `policy from-resources` on the repository's own fixture
/// apps (`Tests/Fixtures/XcodeProject`, `Tests/Fixtures/GradleProject`), checked against
/// reviewed snapshots; what `scan --json` prints is a sample of `scan-report`.
@Suite struct ScanSnapshotTests {
    static let xcode = "Tests/Fixtures/XcodeProject"
    static let gradle = "Tests/Fixtures/GradleProject"
    static let policy = CLISnapshotTests.fixtures + "policy-for-export.json"

    @Test func scanText() {
        Snapshot.expect(
            CLISnapshotTests.transcript([
                ["scan", Self.xcode],
                ["scan", Self.gradle, "--min-complete", "95", "--strict"],
            ]), named: "scan.txt")
    }

    @Test func scanJSON() {
        Snapshot.expect(
            CLISnapshotTests.transcript([["scan", "--json", Self.xcode, Self.gradle, "--policy", Self.policy]]),
            named: "scan-json.txt")
    }

    @Test func scanMistakes() {
        Snapshot.expect(
            CLISnapshotTests.transcript([
                ["scan"],
                ["scan", "/nonexistent"],
                ["scan", "Tests/LangPolicyCLITests/Fixtures"],
                ["scan", Self.xcode + "/App.xcodeproj/project.pbxproj"],
                ["scan", Self.xcode, "--min-complete", "most"],
                ["scan", Self.xcode, "--policy", "/nonexistent.json"],
                ["policy", "from-resources", "/nonexistent"],
                ["export", "apple-known-regions", Self.policy, "--prune"],
            ]), named: "scan-mistakes.txt")
    }

    @Test func exportAndPropose() {
        Snapshot.expect(
            CLISnapshotTests.transcript([
                ["export", "android-locale-config", Self.policy],
                ["export", "apple-known-regions", Self.policy],
                ["export", "apple-known-regions", Self.policy, "--info-plist"],
                ["export", "ios-plist", Self.policy],
                ["policy", "from-resources", Self.xcode, Self.gradle],
                ["policy", "from-resources", Self.xcode, Self.gradle, "--prune"],
            ]), named: "export-and-propose.txt")
    }

    /// With `--app`, the exports learn from the app: which locale config file its manifest
    /// names, and which localizations it ships already (kept, or left out with `--prune`).
    @Test func exportForAnApp() {
        Snapshot.expect(
            CLISnapshotTests.transcript([
                ["export", "android-locale-config", Self.policy, "--app", Self.gradle],
                ["export", "apple-known-regions", Self.policy, "--app", Self.xcode],
                ["export", "apple-known-regions", Self.policy, "--app", Self.xcode, "--prune"],
                ["scan", Self.xcode, "--dev-only-table", "InfoPlist", "--policy", Self.policy],
            ]), named: "export-for-an-app.txt")
    }
}
