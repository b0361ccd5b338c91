import Foundation
import FuzzChecks
import TestSupport
import Testing

/// Every seed of `Fuzz/Corpus/<target>` and every saved crash of `Fuzz/Regressions/<target>`
/// through the fuzz targets' checks, on every `swift test`: a fixed bug stays fixed, and the
/// checks the fuzzers run stay true on realistic input.
@Suite struct FuzzRegressionTests {
    static func files(_ directory: String) -> [String] {
        FuzzTarget.inputFiles(at: PinnedData.repository.appendingPathComponent(directory).path)
    }

    @Test(arguments: FuzzTarget.allCases)
    func seedsAndRegressionsKeepTheInvariants(_ target: FuzzTarget) throws {
        let seeds = Self.files(target.corpusDirectory)
        #expect(!seeds.isEmpty, "no seeds in \(target.corpusDirectory)")
        for file in seeds + Self.files(target.regressionDirectory) {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            do {
                try target.check(bytes)
            } catch {
                Issue.record("\(file): \(error)")
            }
        }
    }

    @Test func edgeCasesKeepTheInvariants() {
        let inputs: [[UInt8]] = [[], [0], [0xFF, 0xFE], Array("{}".utf8), Array(repeating: 0x5B, count: 600)]
        for target in FuzzTarget.allCases {
            for input in inputs {
                #expect(throws: Never.self, "\(target) on \(input.prefix(8))") { try target.check(input) }
            }
        }
    }
}
