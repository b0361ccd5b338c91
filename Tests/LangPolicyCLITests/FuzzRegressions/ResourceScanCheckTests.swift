import Foundation
import FuzzChecks
import TestSupport
import Testing

/// The resource-scan fuzz check (``ResourceScanChecks``, not yet a fuzz executable of its own)
/// on the repository's fixture files, each with every reader's selector, and on seeded
/// mutations of them.
@Suite struct ResourceScanCheckTests {
    static let files = [
        "Tests/Fixtures/GradleProject/app/src/main/res/values/strings.xml",
        "Tests/Fixtures/GradleProject/app/src/main/res/xml/locales_config.xml",
        "Tests/Fixtures/GradleProject/app/src/main/AndroidManifest.xml",
        "Tests/Fixtures/GradleProject/app/build.gradle.kts",
        "Tests/Fixtures/XcodeProject/App/fr.lproj/Localizable.strings",
        "Tests/Fixtures/XcodeProject/App/en.lproj/Localizable.stringsdict",
        "Tests/Fixtures/XcodeProject/App/Resources/Settings.xcstrings",
        "Tests/Fixtures/XcodeProject/App.xcodeproj/project.pbxproj",
    ]

    @Test func everyReaderOnEveryFixtureAndItsMutations() throws {
        var random = SeededRandom(seed: 0x5CA9)
        var runs = 0
        for file in Self.files {
            let bytes = [UInt8](try Data(contentsOf: PinnedData.repository.appendingPathComponent(file)))
            for selector in UInt8(0)..<10 {
                var inputs = [bytes]
                for _ in 0..<20 {
                    var mutated = bytes
                    let index = Int.random(in: 0..<mutated.count, using: &random)
                    mutated[index] = UInt8.random(in: 0...255, using: &random)
                    inputs.append(mutated)
                }
                for input in inputs {
                    try ([selector] + input).withUnsafeBufferPointer { buffer throws(InvariantViolation) in
                        try ResourceScanChecks.check(buffer)
                    }
                    runs += 1
                }
            }
        }
        #expect(runs == Self.files.count * 10 * 21)
    }
}
