import AppLanguage
import Foundation
import TestSupport
import Testing

@testable import ResourceScan

/// The drift between an app's sources and the APKs aapt2 links from them: each reason a locale
/// of the sources is not in the artifact, with its code, and the locales of the artifact the
/// sources lack.
@Suite("Drift between sources and artifacts", .requires(AAPT2.isInstalled, AAPT2.notInstalled))
struct ArtifactDriftTests {
    /// The filters, as the module's build file sets them.
    static let filters = ["en", "fr", "it", "es", "ja", "pt"]

    /// An app module: `values-de` left out by its filters, and `values-pt-rBR` too (a bare
    /// `pt` entry keeps no regional folder), `values-it` holding only a string without a
    /// default value (aapt2 removes it), `values-es` without strings, `values-ja` not linked
    /// (another build).
    static func sources() throws -> TemporaryTree {
        func strings(_ pairs: [(String, String)]) -> String {
            "<resources>" + pairs.map { "<string name=\"\($0.0)\">\($0.1)</string>" }.joined() + "</resources>"
        }
        let filters = Self.filters.map { "\"\($0)\"" }.joined(separator: ", ")
        let res = "app/src/main/res"
        return try TemporaryTree([
            "settings.gradle.kts": "include(\":app\")",
            "app/build.gradle.kts": """
            plugins { id("com.android.application") }
            android {
                defaultConfig { minSdk = 24 }
                androidResources { localeFilters += listOf(\(filters)) }
            }
            """,
            "\(res)/values/strings.xml": strings([("hello", "Hello"), ("bye", "Bye")]),
            "\(res)/values-fr/strings.xml": strings([("hello", "Bonjour")]),
            "\(res)/values-de/strings.xml": strings([("hello", "Hallo")]),
            "\(res)/values-it/strings.xml": strings([("only_it", "Solo")]),
            "\(res)/values-es/strings.xml": "<resources/>",
            "\(res)/values-ja/strings.xml": strings([("hello", "こんにちは")]),
            "\(res)/values-pt-rBR/strings.xml": strings([("hello", "Olá")]),
        ])
    }

    /// Compiles the sources' `res` without `values-ja` and with a `values-ko` of its own, and
    /// links it with the filters as `-c` and `extra` options.
    static func link(_ tree: TemporaryTree, _ name: String, _ extra: (URL) -> [String] = { _ in [] }) throws -> URL {
        let work = URL(fileURLWithPath: tree.path).appendingPathComponent("build")
        let res = work.appendingPathComponent("res")
        try? FileManager.default.removeItem(at: res)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: tree.path + "/app/src/main/res", toPath: res.path)
        try FileManager.default.removeItem(at: res.appendingPathComponent("values-ja"))
        try FileManager.default.createDirectory(
            at: res.appendingPathComponent("values-ko"), withIntermediateDirectories: true)
        try Data("<resources><string name=\"hello\">안녕</string></resources>".utf8).write(
            to: res.appendingPathComponent("values-ko/strings.xml"))
        let manifest = work.appendingPathComponent("AndroidManifest.xml")
        try Data(AAPT2.manifest.utf8).write(to: manifest)
        let compiled = work.appendingPathComponent("\(name).zip")
        _ = try AAPT2.run(["compile", "--dir", res.path, "-o", compiled.path])
        let output = work.appendingPathComponent(name)
        _ = try AAPT2.run(
            [
                "link", "-I", AAPT2.framework, "--manifest", manifest.path, "-c",
                (Self.filters + ["ko"]).joined(separator: ","),
            ]
                + extra(work) + ["-o", output.path, compiled.path])
        return output
    }

    /// The drift findings of the artifact's section, by code, as the folders they name.
    static func drift(_ report: ScanReport) -> [ScanFinding.Code: [String]] {
        var byCode: [ScanFinding.Code: [String]] = [:]
        for finding in report.moduleFindings.last ?? [] where finding.code.rawValue.hasPrefix("drift-") {
            let folder = finding.message.split(separator: " ").first.map(String.init) ?? ""
            byCode[finding.code, default: []].append(folder)
        }
        return byCode
    }

    @Test func everyReasonHasItsCode() throws {
        let tree = try Self.sources()
        let apk = try Self.link(tree, "app.apk")
        let report = try ArtifactScanTests.scan([tree.path], [[apk.path]])
        let drift = Self.drift(report)
        #expect(Set(drift[.driftFiltered] ?? []) == ["values-de", "values-pt-rBR"])
        #expect(drift[.driftRemovedWithoutDefault] == ["values-it"])
        #expect(drift[.driftEmpty] == ["values-es"])
        #expect(drift[.driftMissing] == ["values-ja"])
        #expect(drift[.driftExtra] == ["values-ko"])
        #expect(drift[.driftSplitNotInstalled] == nil)
        let findings = report.moduleFindings.last ?? []
        let filtered = try #require(findings.first { $0.code == .driftFiltered && $0.message.hasPrefix("values-de ") })
        // The entries and the file that set them are named.
        #expect(filtered.message.contains(Self.filters.joined(separator: ",")))
        #expect(filtered.path == tree.path + "/app/build.gradle.kts")
        // es and pt-BR are locales of the example policy: their loss is an error; de's (not
        // supported) a note.
        #expect(findings.first { $0.code == .driftEmpty }?.severity == .error)
        #expect(filtered.severity == .note)
        #expect(
            findings.first { $0.code == .driftFiltered && $0.message.hasPrefix("values-pt-rBR ") }?.severity == .error)
        #expect(findings.first { $0.code == .driftMissing }?.severity == .warning)
        // The sources say values/ is in en (assumed): the artifact's section takes it.
        #expect(
            report.inventory.androidApps.last?.defaultLanguage == report.inventory.androidApps.first?.defaultLanguage)
        SchemaSamples.record(report.json, as: "scan-report")
    }

    /// An APK linked with other filters than the sources' (`de` added on the command line, as a
    /// flavor or a `-P` property would): values-de, which the sources' filters leave out, is
    /// in it, and that is drift too.
    @Test func builtWithOtherFilters() throws {
        let tree = try Self.sources()
        let apk = try Self.link(tree, "flavor.apk") { _ in ["-c", "de"] }
        let report = try ArtifactScanTests.scan([tree.path], [[apk.path]])
        let drift = Self.drift(report)
        #expect(drift[.driftUnfiltered] == ["values-de"])
        #expect(drift[.driftFiltered] == ["values-pt-rBR"])
        let finding = try #require((report.moduleFindings.last ?? []).first { $0.code == .driftUnfiltered })
        #expect(finding.severity == .warning)
        #expect(finding.path == tree.path + "/app/build.gradle.kts")
        #expect(finding.message.contains(Self.filters.joined(separator: ",")))
        SchemaSamples.record(report.json, as: "scan-report")
    }

    /// A split set of `base.apk` and `config.ko.apk` without `config.fr.apk`: values-fr's strings
    /// are in a split not installed, and so would values-ja's be.
    @Test func splitNotInstalled() throws {
        let tree = try Self.sources()
        let base = try Self.link(tree, "base.apk") { work in
            [
                "--split", work.appendingPathComponent("config.fr.apk").path + ":fr",
                "--split", work.appendingPathComponent("config.ko.apk").path + ":ko",
            ]
        }
        let ko = base.deletingLastPathComponent().appendingPathComponent("config.ko.apk")
        let report = try ArtifactScanTests.scan([tree.path], [[base.path, ko.path]])
        let drift = Self.drift(report)
        #expect(Set(drift[.driftSplitNotInstalled] ?? []) == ["values-fr", "values-ja"])
        #expect(Set(drift[.driftFiltered] ?? []) == ["values-de", "values-pt-rBR"])
        let artifact = try #require(report.inventory.artifacts.first)
        #expect(artifact.kind == .splitAPKs)
        guard case .android(let app) = artifact.contents else {
            Issue.record("not an Android artifact")
            return
        }
        #expect(app.parts.map(\.splitLanguage) == [nil, "ko"])
        // Installed on a device of ko-KR: both; of de: the base alone.
        #expect(InstalledSplits(app, systemLocales: ["ko-KR"]).installed == app.parts.map(\.name))
        #expect(InstalledSplits(app, systemLocales: ["de-DE"]).installed == ["base"])
        SchemaSamples.record(report.json, as: "scan-report")
    }
}
