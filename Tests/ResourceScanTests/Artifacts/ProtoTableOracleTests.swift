internal import ArtifactFormats
import Foundation
import Testing

@testable import ResourceScan

/// `resources.pb` as ``ResourceTable/init(proto:)`` reads it, from APKs aapt2 links with
/// `--proto-format` (the form of an app bundle module): the configurations aapt2 dumps, and
/// the same resources, configurations and texts as the binary table of the same link.
@Suite("resources.pb against aapt2")
struct ProtoTableOracleTests {
    static func tables(_ fixture: AAPT2.Fixture, _ name: String) throws -> (
        proto: ResourceTable, binary: ResourceTable, apk: URL
    ) {
        let protoAPK = try AAPT2.link(fixture, "\(name)-proto.apk", ["--proto-format"])
        let binaryAPK = try AAPT2.link(fixture, "\(name).apk")
        let proto = try ResourceTable(
            proto: try #require(
                try ZipArchive(bytes: Array(try Data(contentsOf: protoAPK))).contents(named: "resources.pb")))
        let binary = try ResourceTable(
            binary: try #require(
                try ZipArchive(bytes: Array(try Data(contentsOf: binaryAPK))).contents(named: "resources.arsc")))
        return (proto, binary, protoAPK)
    }

    /// Each resource's configurations and texts, by `type/name`.
    static func summary(_ table: ResourceTable) -> [String: [String: ResourceTable.Content]] {
        var summary: [String: [String: ResourceTable.Content]] = [:]
        for resource in table.packages.flatMap(\.resources) {
            for value in resource.values {
                summary["\(resource.type)/\(resource.name)", default: [:]][
                    table.configurations[value.configuration].qualifier] =
                    value.content
            }
        }
        return summary
    }

    @Test(
        .requires(AAPT2.has(AAPT2.newPipe), AAPT2.notInstalled),
        arguments: [("newpipe", 110), ("tusky", 50), ("qualifiers", 5)])
    func protoMatchesBinary(app: String, minimumLocales: Int) throws {
        let fixture =
            switch app {
            case "newpipe": try AAPT2.newPipeFixture.get()
            case "tusky": try AAPT2.tuskyFixture.get()
            default: try AAPT2.qualifiersFixture.get()
            }
        let (proto, binary, apk) = try Self.tables(fixture, "app")
        let expected = try AAPT2.configurations(apk)
        #expect(Set(proto.configurations.map(\.qualifier)) == Set(expected))
        #expect(proto.configurations.count == expected.count)
        #expect(proto.configurations.filter { $0.hasLocale && !$0.hasDeviceQualifiers }.count >= minimumLocales)
        let protoSummary = Self.summary(proto)
        let binarySummary = Self.summary(binary)
        #expect(protoSummary.count == binarySummary.count)
        for (name, values) in binarySummary {
            // The binary table keeps ids and strings; the proto one the same values, item for item.
            guard let protoValues = protoSummary[name] else {
                Issue.record("\(name) is missing from resources.pb")
                continue
            }
            #expect(Set(protoValues.keys) == Set(values.keys), "\(name)")
            for (qualifier, content) in values {
                switch (content, protoValues[qualifier]) {
                case (.text(let text), .text(let protoText)?): #expect(text == protoText, "\(name) (\(qualifier))")
                case (.plural(let forms), .plural(let protoForms)?): #expect(forms == protoForms, "\(name)")
                case (.bag(let count), .bag(let protoCount)?): #expect(count == protoCount, "\(name)")
                case (.item, .item?), (.item, .text?): continue
                default:
                    Issue.record("\(name) (\(qualifier)): \(content) vs \(String(describing: protoValues[qualifier]))")
                }
            }
        }
    }

    /// Every kind of qualifier, spelled as aapt2 spells it, from both tables.
    @Test(.requires(AAPT2.isInstalled, AAPT2.notInstalled))
    func qualifiers() throws {
        let fixture = try AAPT2.qualifiersFixture.get()
        let apk = try AAPT2.link(fixture, "app.apk")
        try ResourceTableOracleTests.compare(apk, minimumLocales: 5)
        let table = try Self.tables(fixture, "app").binary
        let byQualifier = Dictionary(uniqueKeysWithValues: table.configurations.map { ($0.qualifier, $0) })
        #expect(byQualifier["b+es+419"] == nil)
        #expect(byQualifier["es-r419"]?.folder == "values-b+es+419")
        #expect(byQualifier["b+sr+Latn"]?.folder == "values-b+sr+Latn")
        #expect(byQualifier["b+de+1901"]?.locale == "de-1901")
        #expect(byQualifier["fr-rCA"]?.locale == "fr-CA")
        #expect(byQualifier["night-v8"]?.hasDeviceQualifiers == true)
        #expect(byQualifier["en-rGB-land-xxhdpi-v4"]?.localeOnly.folder == "values-en-rGB")
        #expect(byQualifier["fr-night-v26"]?.localeOnly.qualifier == "fr")
        #expect(byQualifier[""]?.folder == "values")
    }
}
