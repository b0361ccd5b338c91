import AppLanguage
internal import ArtifactFormats
import Foundation
import LanguageTags
import PlatformModels
import TestSupport
import Testing

@testable import ResourceScan

/// The closing table of what ships and what installs, for each fixture app of the pinned data:
/// the locales of its sources (the source scan), of the artifact (Android: an APK aapt2 links
/// from the fixture's `values*`; iOS: an `.app` **assembled** by `Scripts/assemble-app.py` as
/// Xcode's CopyStringsFile and the String Catalog compiler lay it out, not built by Xcode), of
/// the artifact linked with the app's own locale filters as `-c`, and of what a `[fr-CA, en-US]`
/// device installs with language splits on (bundletool's model over the `.aab` of the same
/// resources; an iOS app installs whole). Printed as Markdown and written to
/// `.build/ship-table.md` (`Scripts/ship-table.sh`); each column checked against the one before.
@Suite(
    "What ships and what installs",
    .requires(AAPT2.isInstalled, AAPT2.notInstalled),
    .requires(FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "needs python3"))
struct ShipTableTests {
    static let device = ["fr-CA", "en-US"]

    struct Row {
        let app: String
        let platform: String
        var sources: [String] = []
        var artifact: [String] = []
        var filtered: [String] = []
        var filters = ""
        var installed: [String] = []
        var shown = ""
        var notes: [String] = []
    }

    /// The locale rows of a section that have strings, by their locale.
    static func locales(_ rows: [ScannedLocale]) -> [String] {
        rows.filter { $0.resource.kind == .locale && $0.entries > 0 }.compactMap { $0.resource.locale?.description }
    }

    static func android(_ name: String, _ app: String, _ fixture: Result<AAPT2.Fixture, AAPT2.Failure>) throws -> Row {
        var row = Row(app: name, platform: "Android")
        let compiled = try fixture.get()
        let sources = try ResourceInventory(
            scanning: [try PinnedData.url(app).path], assumingDevelopmentLanguage: "en")
        let source = try #require(sources.android)
        row.sources = Self.locales(source.locales)
        let apk = try AAPT2.link(compiled, "app.apk")
        let built = try ResourceInventory(
            scanning: [], artifacts: [try ScannedArtifact(reading: [apk.path])], assumingDevelopmentLanguage: "en")
        row.artifact = Self.locales(try #require(built.android).locales)
        let filters = source.localeFilters
        row.filters = filters.isEmpty ? "none set" : filters.joined(separator: ",")
        let filteredAPK =
            filters.isEmpty ? apk : try AAPT2.link(compiled, "filtered.apk", ["-c", filters.joined(separator: ",")])
        let filtered = try ResourceInventory(
            scanning: [], artifacts: [try ScannedArtifact(reading: [filteredAPK.path])],
            assumingDevelopmentLanguage: "en")
        row.filtered = Self.locales(try #require(filtered.android).locales)

        // The .aab shape: the proto link's resources.pb as base/resources.pb, no BundleConfig.pb
        // (bundletool's default: language splits on).
        let proto = try AAPT2.link(compiled, "app-proto.apk", ["--proto-format"])
        let folder = compiled.directory.appendingPathComponent("table-bundle")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("base"), withIntermediateDirectories: true)
        let table = try #require(
            try ZipArchive(bytes: BuiltAndroidAppTests.bytes(proto)).contents(named: "resources.pb"))
        try Data(table).write(to: folder.appendingPathComponent("base/resources.pb"))
        guard case .android(let bundle) = try BuiltArtifact(contentsOf: folder.path) else {
            throw AAPT2.Failure(description: "the bundle is not read as an Android app")
        }
        let installed = InstalledSplits(bundle, systemLocales: Self.device)
        let installedFolders = Set(installed.folders)
        let rows = try ResourceInventory(
            scanning: [], artifacts: [ScannedArtifact(paths: [folder.path], contents: .android(bundle))],
            assumingDevelopmentLanguage: "en")
        row.installed = Self.locales(
            try #require(rows.android).locales.filter { installedFolders.contains($0.resource.folder) })
        let setup = try PlatformSetup(policy: .example, android: bundle, apple: nil, systemLocales: Self.device)
        let loaded = PlatformCheck(policy: .example, setup: setup).compare(
            ResolutionContext(deviceLanguages: Self.device)
        ).android
        row.shown = loaded.resolution.folder?.name ?? "none"
        row.notes.append("installed APKs: \(installed.installed.joined(separator: ", ")) of \(installed.splits.count)")
        if !compiled.refused.isEmpty {
            row.notes.append("aapt2 refuses \(compiled.refused.joined(separator: ", ")), so the APK has no such folder")
        }
        return row
    }

    static func apple(_ name: String, _ app: String, exclude: [String]) throws -> Row {
        var row = Row(app: name, platform: "iOS")
        let sourcePath = try PinnedData.url(app).path
        let sources = try ResourceInventory(scanning: [sourcePath], assumingDevelopmentLanguage: "en")
        row.sources = Self.locales(try #require(sources.apple).locales)
        let out = PinnedData.repository.appendingPathComponent(".build/artifact-fixtures/\(name)/\(name).app")
        try? FileManager.default.removeItem(at: out)
        let script = PinnedData.repository.appendingPathComponent("Scripts/assemble-app.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            script, sourcePath, out.path, "--development-region", "en", "--exclude", exclude.joined(separator: ","),
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "assemble-app.py failed")
        let built = try ResourceInventory(
            scanning: [], artifacts: [try ScannedArtifact(reading: [out.path])], assumingDevelopmentLanguage: "en")
        let bundle = try #require(built.apple)
        row.artifact = Self.locales(bundle.locales)
        row.filters = "n/a"
        row.filtered = row.artifact
        row.installed = row.artifact
        let model = AppleBundleLocalizations(
            localizations: bundle.locales.map(\.appleName),
            developmentRegion: bundle.developmentLanguage.tag.description)
        row.shown = model.resolve(preferences: Self.device).shownLocalization.map { "\($0).lproj" } ?? "none"
        row.notes.append("assembled by Scripts/assemble-app.py, not built by Xcode")
        if !exclude.isEmpty {
            row.notes.append("left out as the project excludes them: \(exclude.joined(separator: ", "))")
        }
        return row
    }

    static func markdown(_ rows: [Row]) -> String {
        func cell(_ locales: [String], against previous: [String]?) -> String {
            let lost = previous.map { previous in previous.filter { !locales.contains($0) } } ?? []
            return "\(locales.count)" + (lost.isEmpty ? "" : " (−\(lost.joined(separator: ", ")))")
        }
        var lines = [
            "| app | platform | locales in sources | in the artifact | in the filtered artifact (filters) | installed on [fr-CA, en-US] (splits on) | strings shown there |",
            "|---|---|---|---|---|---|---|",
        ]
        for row in rows {
            lines.append(
                "| \(row.app) | \(row.platform) | \(row.sources.count) | \(cell(row.artifact, against: row.sources)) | "
                    + "\(cell(row.filtered, against: row.artifact)) (\(row.filters)) | "
                    + "\(row.installed.count): \(row.installed.count <= 12 ? row.installed.joined(separator: ", ") : "…") | "
                    + "\(row.shown) |")
        }
        lines.append("")
        for row in rows where !row.notes.isEmpty { lines.append("- \(row.app): \(row.notes.joined(separator: "; "))") }
        return lines.joined(separator: "\n")
    }

    @Test(
        .requires([AAPT2.newPipe, AAPT2.tusky].allSatisfy(AAPT2.has), PinnedData.missing("fixtures/apps")),
        .requires(PinnedData.has("fixtures/apps/Dimillian-IceCubesApp"), PinnedData.missing("fixtures/apps")))
    func closingTable() throws {
        let rows = [
            try Self.android("NewPipe", "fixtures/apps/TeamNewPipe-NewPipe", AAPT2.newPipeFixture),
            try Self.android("Tusky", "fixtures/apps/tuskyapp-Tusky", AAPT2.tuskyFixture),
            try Self.apple("IceCubes", "fixtures/apps/Dimillian-IceCubesApp", exclude: []),
            try Self.apple("Kiwix", "fixtures/apps/kiwix-kiwix-apple", exclude: ["qqq", "igl", "dag"]),
        ]
        for row in rows {
            #expect(Set(row.filtered).isSubset(of: Set(row.artifact)), "\(row.app)")
            #expect(Set(row.installed).isSubset(of: Set(row.filtered)), "\(row.app)")
            #expect(!row.installed.isEmpty, "\(row.app)")
        }
        let table = Self.markdown(rows)
        print(table)
        try table.write(
            to: PinnedData.repository.appendingPathComponent(".build/ship-table.md"), atomically: true, encoding: .utf8)
    }
}
