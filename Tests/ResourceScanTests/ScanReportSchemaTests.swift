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
    }

    @Test func reportsOfEveryShapeAreSamples() throws {
        let nothing = try TemporaryTree([:])
        let reports = [
            try PolicyCheckTests.report([InventoryTests.xcode]),
            try PolicyCheckTests.report(
                [InventoryTests.gradle], options: ScanOptions(minimumCompleteness: 90, strict: true)),
            try PolicyCheckTests.report([InventoryTests.xcode, InventoryTests.gradle]),
            try PolicyCheckTests.report([nothing.path]),
        ]
        for report in reports { SchemaSamples.record(report.json, as: "scan-report") }
        let empty = try #require(
            try JSONSerialization.jsonObject(with: Data(reports[3].json.utf8)) as? [String: Any])
        #expect(empty["apple"] is NSNull && empty["android"] is NSNull)
        #expect(empty["schemaVersion"] as? Int == 1)
        #expect(
            reports[3].text
                == "no Apple or Android localization resources in \(reports[3].inventory.directories[0])\n0 errors, 0 warnings, 0 notes"
        )
    }
}
