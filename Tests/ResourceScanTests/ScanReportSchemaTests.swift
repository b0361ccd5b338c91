import Foundation
import TestSupport
import Testing

@testable import ResourceScan

/// The scan report document and its published schema (`Schemas/scan-report.schema.json`,
/// generated with the writer and the codes' and kinds' wire names from one declaration,
/// Schemas/Documents/scan-report.json): reports of every shape are kept as samples for CI to
/// validate (`Scripts/validate-schemas.py`).
@Suite("The scan report document")
struct ScanReportSchemaTests {
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
