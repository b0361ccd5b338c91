import Foundation
import TestSupport
import Testing

@testable import ResourceScan

/// The scan report document and its published schema (`Schemas/scan-report.schema.json`):
/// the codes and kinds it names are the module's, and reports of every shape are kept as
/// samples for CI to validate (`Scripts/validate-schemas.py`).
@Suite("The scan report document")
struct ScanReportSchemaTests {
    static func schema() throws -> [String: Any] {
        let url = PinnedData.repository.appendingPathComponent("Schemas/scan-report.schema.json")
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    static func enumeration(_ schema: [String: Any], _ path: [String]) -> [String]? {
        var value: Any? = schema
        for key in path { value = (value as? [String: Any])?[key] }
        return (value as? [String: Any])?["enum"] as? [String]
    }

    @Test func theSchemaNamesEveryCodeAndKind() throws {
        let schema = try Self.schema()
        let finding = ["$defs", "findings", "items", "properties"]
        let locale = ["$defs", "locales", "items", "properties"]
        #expect(Self.enumeration(schema, finding + ["code"]) == ScanFinding.Code.allCases.map(\.rawValue))
        #expect(Self.enumeration(schema, finding + ["severity"]) == ScanFinding.Severity.allCases.map(\.rawValue))
        #expect(Self.enumeration(schema, locale + ["kind"]) == ResourceLocale.Kind.allCases.map(\.rawValue))
        let apple = ["properties", "apple", "items", "properties"]
        let android = ["properties", "android", "items", "properties"]
        #expect(
            Self.enumeration(schema, apple + ["bundle", "properties", "kind"])
                == AppleBundle.Kind.allCases.map(\.rawValue))
        #expect(
            Self.enumeration(schema, android + ["module", "properties", "kind"])
                == AndroidModule.Kind.allCases.map(\.rawValue))
        #expect(
            Self.enumeration(schema, apple + ["developmentLanguageSource"])
                == [
                    "developmentRegion", "catalogSourceLanguage", "defaultLocalization", "bundleDevelopmentRegion",
                    "assumed",
                ])
    }

    @Test func reportsOfEveryShapeAreSamples() throws {
        let sections = try SectionTests.twoAppsAndABundleTree()
        let reports = [
            try PolicyCheckTests.report([InventoryTests.xcode]),
            try PolicyCheckTests.report(
                [InventoryTests.gradle], options: ScanOptions(minimumCompleteness: 90, strict: true)),
            try PolicyCheckTests.report([InventoryTests.xcode, InventoryTests.gradle]),
            try PolicyCheckTests.report([sections.path]),
        ]
        for report in reports { SchemaSamples.record(report.json, as: "scan-report") }
        let apple = try #require(try JSONSerialization.jsonObject(with: Data(reports[0].json.utf8)) as? [String: Any])
        #expect((apple["android"] as? [Any])?.isEmpty == true)
        #expect((apple["apple"] as? [Any])?.count == 1)
        #expect(apple["schemaVersion"] as? Int == 1)
        // A folder with nothing to scan is no report at all.
        let nothing = try TemporaryTree([:])
        #expect(throws: ResourceScanError.nothingToScan(nothing.path)) { try PolicyCheckTests.report([nothing.path]) }
    }
}
