import PlatformModels
import TestSupport
import Testing

/// Apple's own vectors for `ualoc_localizationsToUse` (cloctst.c `TestAppleLocalizationsToUse`,
/// ICU-76142.2), all 1,037 of them.
@Suite struct AppleVectorTests {
    static let file = "platforms/apple/test-vectors.tsv"

    @Test(.requires(PinnedData.has(file), PinnedData.missing(file)))
    func everyVectorOfApple() throws {
        var checked = 0
        // Split by hand: an empty expectation is a trailing tab, which dataLines would trim.
        let lines = try PinnedData.text(Self.file).split(separator: "\n").enumerated()
        for (number, line) in lines where !line.hasPrefix("#") && !line.hasPrefix("set\t") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count == 4, "line \(number)")
            let preferences = fields[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let available = fields[2].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            let expected = fields[3].isEmpty ? [] : fields[3].split(separator: ",").map(String.init)
            let match = AppleLocalizationMatcher(available: available).localizationsToUse(for: preferences)
            #expect(match.localizations == expected, "line \(number): \(fields[1]) with \(fields[0])")
            checked += 1
        }
        #expect(checked == 1_037)
    }
}
