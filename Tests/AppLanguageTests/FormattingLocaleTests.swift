import AppLanguage
import Foundation
import LanguageTags
import TestSupport
import Testing

/// The formatting locale (`FormattingPreferences.formattingLocale(for:)`) takes the device's
/// region and keywords but never the script they would imply.
@Suite struct FormattingLocaleTests {
    /// Every region CLDR 46's likely subtags name (`und_XX` keys and every result's region).
    static func cldrRegions() throws -> [LanguageTag.Region] {
        let xml = try PinnedData.text("cldr/likelySubtags.xml")
        var regions = Set<String>()
        for line in xml.split(separator: "\n") where line.contains("<likelySubtag ") {
            for attribute in ["from=\"", "to=\""] {
                guard let start = line.range(of: attribute) else { continue }
                let value = line[start.upperBound...].prefix { $0 != "\"" }
                if let region = value.split(separator: "_").dropFirst().last(where: { $0.count == 2 || $0.count == 3 }),
                    region.allSatisfy({ $0.isUppercase || $0.isNumber })
                {
                    regions.insert(String(region))
                }
            }
        }
        return regions.sorted().compactMap { LanguageTag.Region($0) }
    }

    /// The locales of a real app's `values-*` folders (`values-pa-rPK` → `pa-PK`, `values-b+sr+Latn` → `sr-Latn`).
    static func appLocales(_ app: String) throws -> [LanguageTag] {
        let resources = try PinnedData.url("fixtures/apps/\(app)/app/src/main/res")
        let folders = try FileManager.default.contentsOfDirectory(atPath: resources.path)
        return folders.compactMap { folder -> LanguageTag? in
            guard folder.hasPrefix("values-") else { return nil }
            let qualifier = folder.dropFirst("values-".count)
            let tag =
                qualifier.hasPrefix("b+")
                ? qualifier.dropFirst(2).replacingOccurrences(of: "+", with: "-")
                : qualifier.replacingOccurrences(of: "-r", with: "-")
            return try? LanguageTag(parsing: tag)
        }
    }

    /// The example policy's, two real apps' (NewPipe, Tusky) and every language CLDR's likely
    /// subtags know, with and without each script they list.
    static func effectiveLocales() throws -> [LanguageTag] {
        var locales = AppLanguagePolicy.example.supportedLocales
        locales += try appLocales("TeamNewPipe-NewPipe") + appLocales("tuskyapp-Tusky")
        for (_, text) in try PinnedData.dataLines("cldr/likelySubtags.txt") {
            let source = text.split(separator: ";")[0].trimmingCharacters(in: .whitespaces)
            guard !source.hasPrefix("und"), let tag = try? LanguageTag(parsing: source), tag.region == nil else {
                continue
            }
            locales.append(tag)
        }
        return Array(Set(locales.map { $0.canonicalized() })).sorted { $0.description < $1.description }
    }

    @Test(.requires(PinnedData.has("fixtures/apps/TeamNewPipe-NewPipe"), PinnedData.missing("fixtures/apps")))
    func neverChangesTheScriptForAnyRegion() throws {
        let regions = try Self.cldrRegions()
        let locales = try Self.effectiveLocales()
        #expect(regions.count >= 230, "CLDR names \(regions.count) regions")
        #expect(locales.count >= 500, "\(locales.count) effective locales")
        var checked = 0
        var failures: [String] = []
        for effective in locales {
            guard let script = effective.maximized()?.script else { continue }
            for region in regions {
                for keywords in [[], ["hc", "h23"]] {
                    let formatting = FormattingPreferences(region: region, unicodeExtension: keywords)
                        .formattingLocale(for: effective)
                    checked += 1
                    if formatting.maximized()?.script != script {
                        failures.append("\(effective) in \(region): \(formatting)")
                    }
                }
            }
        }
        #expect(checked >= 240_000, "\(checked) cases")
        #expect(failures.isEmpty, "\(failures.count) change the script, first: \(failures.prefix(10))")
    }

    @Test(arguments: [
        ("zh", "US", "zh-Hans-US"), ("zh-CN", "US", "zh-Hans-US"), ("zh-Hant", "CN", "zh-Hant-CN"),
        ("pa", "PK", "pa-Guru-PK"), ("uz", "AF", "uz-Latn-AF"), ("fr", "US", "fr-US"), ("sr-Latn", "RU", "sr-Latn-RU"),
    ])
    func writesTheScriptOutOnlyWhereTheRegionWouldChangeIt(_ effective: String, _ region: String, _ expected: String)
        throws
    {
        let formatting = FormattingPreferences(region: LanguageTag.Region(region))
        #expect(formatting.formattingLocale(for: try LanguageTag(parsing: effective)).description == expected)
    }

    @Test func keepsTheDeviceKeywords() throws {
        let device = FormattingPreferences(deviceLocale: try LanguageTag(parsing: "en-US-u-hc-h23"))
        #expect(device.formattingLocale(for: try LanguageTag(parsing: "zh")).description == "zh-Hans-US-u-hc-h23")
        #expect(device.formattingLocale(for: try LanguageTag(parsing: "fr")).description == "fr-US-u-hc-h23")
    }
}
