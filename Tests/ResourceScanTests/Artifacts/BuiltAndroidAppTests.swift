import AppLanguage
internal import ArtifactFormats
import Foundation
import TestSupport
import Testing

@testable import ResourceScan

/// The built-app model of Android, from APKs, split sets and app bundles aapt2 builds from
/// NewPipe's resources: the same configurations and resources as aapt2 dumps.
@Suite("Built Android apps against aapt2")
struct BuiltAndroidAppTests {
    static func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

    /// Each configuration's string resources (`type/name`) as aapt2 dumps them.
    static func expected(_ apk: URL) throws -> [String: Set<String>] {
        let configurations = try AAPT2.configurations(apk)
        var rows: [String: Set<String>] = [:]
        for (name, resource) in try AAPT2.resources(apk, configurations: Set(configurations))
        where ["string/", "plurals/", "array/"].contains(where: name.hasPrefix) {
            for qualifier in resource.qualifiers { rows[qualifier, default: []].insert(name) }
        }
        return rows
    }

    static func rows(_ app: BuiltAndroidApp) -> [String: Set<String>] {
        var rows: [String: Set<String>] = [:]
        for configuration in app.configurations {
            rows[configuration.qualifier] = Set(
                configuration.resources.map { "\($0.kind == .stringArray ? "array" : $0.kind.rawValue)/\($0.name)" })
        }
        return rows
    }

    @Test(.requires(AAPT2.has(AAPT2.newPipe), AAPT2.notInstalled))
    func apk() throws {
        let url = try AAPT2.link(try AAPT2.newPipeFixture.get(), "app.apk")
        let app = try AndroidBuildReader.read(apk: try Self.bytes(url))
        #expect(app.kind == .apk)
        #expect(app.packageName == "org.example.fixture")
        #expect(Self.rows(app) == (try Self.expected(url)))
        #expect(app.locales.count == 111)
        #expect(app.locales.contains { $0.folder == "values-b+uz+Latn" && $0.locale == "uz-Latn" })
        #expect(app.locales.first?.folder == "values")
        for locale in app.locales {
            #expect(ResourceLocale(androidFolder: locale.folder).kind != .unreadable, "\(locale.folder)")
        }
        if case .android(let read)? = try? BuiltArtifact(contentsOf: url.path) {
            #expect(read == app)
        } else {
            Issue.record("the file reader does not read the APK")
        }
    }

    /// `--split`: base.apk keeps the rest; each configuration is from the split that holds it.
    @Test(.requires(AAPT2.has(AAPT2.newPipe), AAPT2.notInstalled))
    func splitAPKs() throws {
        let fixture = try AAPT2.newPipeFixture.get()
        let plain = try AAPT2.link(fixture, "app.apk")
        let folder = fixture.directory.appendingPathComponent("split")
        try? FileManager.default.removeItem(at: folder)
        let base = try AAPT2.link(
            fixture, "split/base.apk",
            [
                "--split", folder.appendingPathComponent("config.fr.apk").path + ":fr", "--split",
                folder.appendingPathComponent("config.zh.apk").path + ":zh-rCN,zh-rHK,zh-rTW",
            ])
        var files: [String: [UInt8]] = [:]
        for name in ["base.apk", "config.fr.apk", "config.zh.apk"] {
            files[name] = try Self.bytes(folder.appendingPathComponent(name))
        }
        let app = try AndroidBuildReader.read(splitAPKs: files)
        #expect(app.kind == .splitAPKs)
        #expect(app.parts.map(\.path) == ["base.apk", "config.fr.apk", "config.zh.apk"])
        let dump = try AAPT2.run([
            "dump", "xmltree", "--file", "AndroidManifest.xml", folder.appendingPathComponent("config.zh.apk").path,
        ])
        let zh = try #require(app.parts.last)
        #expect(dump.contains("split=\"\(zh.name)\""))
        let target = try #require(zh.targetConfig)
        #expect(Set(target.split(separator: ",")) == ["zh-rCN", "zh-rHK", "zh-rTW"])
        #expect(dump.contains("targetConfig=\"\(target)\""))
        #expect(Self.rows(app) == (try Self.expected(plain)))
        let byQualifier = Dictionary(uniqueKeysWithValues: app.configurations.map { ($0.qualifier, $0) })
        #expect(byQualifier["zh-rTW"]?.parts == [zh.name])
        #expect(byQualifier["de"]?.parts == ["base"])
        #expect(byQualifier["fr"]?.parts.count == 1)
        #expect(try AAPT2.configurations(base).contains("fr") == false)
    }

    /// An `.aab`-shaped ZIP (made with `zip`, so its entries are deflated) of the proto link,
    /// and the same as a folder, with a `BundleConfig.pb` turning language splits off.
    @Test(.requires(AAPT2.has(AAPT2.newPipe), AAPT2.notInstalled))
    func appBundle() throws {
        let fixture = try AAPT2.newPipeFixture.get()
        let plain = try AAPT2.link(fixture, "app.apk")
        let proto = try AAPT2.link(fixture, "app-proto.apk", ["--proto-format"])
        let protoArchive = try ZipArchive(bytes: try Self.bytes(proto))
        let folder = fixture.directory.appendingPathComponent("bundle")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("base/manifest"), withIntermediateDirectories: true)
        try Data(try #require(try protoArchive.contents(named: "resources.pb"))).write(
            to: folder.appendingPathComponent("base/resources.pb"))
        try Data(try #require(try protoArchive.contents(named: "AndroidManifest.xml"))).write(
            to: folder.appendingPathComponent("base/manifest/AndroidManifest.xml"))
        try Data(ProtobufWriter.bundleConfig(version: "1.17.2", languageSplit: false)).write(
            to: folder.appendingPathComponent("BundleConfig.pb"))
        let aab = fixture.directory.appendingPathComponent("app.aab")
        try? FileManager.default.removeItem(at: aab)
        try Shell.run("/usr/bin/zip", ["-q", "-r", "-9", aab.path, "BundleConfig.pb", "base"], in: folder)

        guard case .android(let zipped) = try BuiltArtifact(contentsOf: aab.path) else {
            Issue.record("the .aab is not read as an Android app")
            return
        }
        guard case .android(let unpacked) = try BuiltArtifact(contentsOf: folder.path) else {
            Issue.record("the unpacked bundle is not read as an Android app")
            return
        }
        #expect(zipped == unpacked)
        #expect(zipped.kind == .appBundle)
        #expect(zipped.parts.map(\.name) == ["base"])
        #expect(zipped.bundleConfig?.languageSplit == .disabled)
        #expect(zipped.bundleConfig?.bundletoolVersion == "1.17.2")
        #expect(Self.rows(zipped) == (try Self.expected(plain)))
        #expect(zipped.locales.count == 111)
        // Scanned, the report names the bundle's BundleConfig.pb; with language splits off, the
        // per-app language error has nothing to say.
        let report = try ResourceInventory(
            scanning: [], artifacts: [try ScannedArtifact(reading: [aab.path])], assumingDevelopmentLanguage: "en"
        ).check(against: .example)
        #expect(report.inventory.artifacts.map(\.kind) == [.appBundle])
        #expect(report.inventory.android?.splitsLanguages == false)
        #expect(!report.androidFindings.contains { $0.code == .languageSplit })
        #expect(report.json.contains("\"bundletoolVersion\" : \"1.17.2\""))
        SchemaSamples.record(report.json, as: "scan-report")
    }
}

/// Runs a command in a folder.
enum Shell {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(_ executable: String, _ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "\(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
    }

    /// Runs a Python script with `arguments`; its standard output.
    static func python(_ script: String, _ arguments: [String] = []) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python3 exited \(process.terminationStatus)")
        }
        return data
    }
}

/// The few protobuf messages the tests write (field numbers from bundletool's `config.proto`).
enum ProtobufWriter {
    static func varint(_ value: UInt64) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        repeat {
            bytes.append(UInt8(value & 0x7F) | (value >= 0x80 ? 0x80 : 0))
            value >>= 7
        } while value > 0
        return bytes
    }

    static func field(_ number: Int, _ bytes: [UInt8]) -> [UInt8] {
        varint(UInt64(number << 3 | 2)) + varint(UInt64(bytes.count)) + bytes
    }

    static func field(_ number: Int, int value: UInt64) -> [UInt8] { varint(UInt64(number << 3)) + varint(value) }

    /// `BundleConfig{1 bundletool{2 version}, 2 optimizations{1 splits_config{1 split_dimension{1 LANGUAGE, 2 negate}}}}`.
    static func bundleConfig(version: String, languageSplit: Bool) -> [UInt8] {
        let dimension = field(1, int: 3) + field(2, int: languageSplit ? 0 : 1)
        return field(1, field(2, Array(version.utf8))) + field(2, field(1, field(1, dimension)))
    }
}
