import Foundation
import TestSupport
import Testing

@testable import LanguagePolicy

/// A bundle is read once per effective locale in a process: a view body that asks for its
/// strings on every render reads nothing twice.
@Suite struct LocalizationCacheTests {
    @Test func readingTwiceOpensTheBundleOnce() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID())")
        try FileManager.default.copyItem(at: EffectiveLocalizationTests.fixture.bundleURL, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let bundle = try #require(Bundle(url: copy))
        let policy = EffectiveLocalizationTests.policy
        let context = EffectiveLocaleContext(
            decision: policy.resolve(ResolutionContext(deviceLanguages: ["en-AU"])),
            formatting: FormattingPreferences(region: nil))
        #expect(BundleScan.reads(ofBundleAt: copy) == 0)
        let first = context.strings(in: bundle)
        let second = context.strings(in: bundle)
        _ = context.current.strings(in: bundle)
        #expect(BundleScan.reads(ofBundleAt: copy) == 1, "one read for en-AU")
        #expect(first.localization == "en-GB" && second.localization == "en-GB")
        #expect(second.localizedString(forKey: "color", value: nil, table: nil) == "Colour")
        // Another effective locale is read once too; formatting alone reads nothing.
        context.apply(policy.resolve(ResolutionContext(deviceLanguages: ["fr"])))
        _ = context.strings(in: bundle)
        context.apply(FormattingPreferences(region: LanguageTag.Region("CA")))
        let french = context.strings(in: bundle)
        #expect(BundleScan.reads(ofBundleAt: copy) == 2)
        #expect(french.formattingLocale.identifier(.bcp47) == "fr-CA")
        #expect(french.localizedString(forKey: "color", value: nil, table: nil) == "Couleur")
    }
}
