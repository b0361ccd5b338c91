import AppLanguage
import Foundation
import ResourceScan

/// `scan-newpipe`: the resource scan of the largest fixture app of the pinned data (NewPipe:
/// 125 `values-*` folders, about 6 MB of XML), read, counted and checked against the example
/// policy, as `langpolicy scan` does. The pinned data is found as the tests find it
/// (`$LANGPOLICY_DATA`, else `Data/`, else `../shared` beside the repository); without it the
/// line says it is skipped.
enum ScanBenchmarks {
    static let fixture = "fixtures/apps/TeamNewPipe-NewPipe"

    static func run() {
        guard let directory = dataDirectory()?.appendingPathComponent(fixture).path,
            FileManager.default.fileExists(atPath: directory)
        else {
            print(
                "scan-newpipe: skipped: needs \(fixture) of the pinned data ($LANGPOLICY_DATA, Data/ or ../shared; "
                    + "Scripts/fetch-data.sh)")
            return
        }
        func scan() -> ScanReport? {
            try? ResourceInventory(scanning: [directory], assumingDevelopmentLanguage: tag("en")).check(
                against: .example)
        }
        guard let report = scan(), let android = report.inventory.android else {
            print("scan-newpipe: skipped: \(directory) holds no Android resources")
            return
        }
        var checksum = Checksum()
        for locale in android.locales { checksum.add("\(locale.resource.folder) \(locale.counts.keys)") }
        benchmark(
            "scan-newpipe", operations: 1, rounds: 11,
            extra: "\(android.locales.count) folders, \(report.findings.count) findings, checksum=\(checksum.hex)",
            bytes: xmlBytes(android.resourceDirectories)
        ) { scan()?.findings.count ?? 0 }
    }

    /// The pinned data folder, found as `TestSupport.PinnedData` finds it.
    static func dataDirectory() -> URL? {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let candidates = [
            ProcessInfo.processInfo.environment["LANGPOLICY_DATA"].map { URL(fileURLWithPath: $0) },
            repository.appendingPathComponent("Data"),
            repository.deletingLastPathComponent().appendingPathComponent("shared"),
        ]
        return candidates.compactMap { $0 }.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("cldr/likelySubtags.xml").path)
        }
    }

    /// The size of the XML files under the `res` directories.
    private static func xmlBytes(_ directories: [String]) -> Int {
        directories.reduce(0) { total, directory in
            let files = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []
            return total
                + files.filter { $0.hasSuffix(".xml") }.reduce(0) { sum, file in
                    let size = try? FileManager.default.attributesOfItem(atPath: "\(directory)/\(file)")[.size] as? Int
                    return sum + (size ?? 0)
                }
        }
    }
}
