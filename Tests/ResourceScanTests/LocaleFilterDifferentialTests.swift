import Foundation
import PlatformModels
import TestSupport
import Testing

@testable import ResourceScan

/// The model of `aapt2 link -c` (``AndroidLocaleFilters``) against aapt2 itself: a resource set
/// of every kind of folder (language alone, region, `b+` script, `b+` three-letter language,
/// `b+es+419`, pseudo-locales, legacy codes, other qualifiers) linked with many filter lists
/// (each entry kind alone, then seeded random lists of two to four); the folders the model keeps
/// must be exactly the configurations `aapt2 dump configurations` shows, and the entries aapt2
/// refuses (`invalid config`) exactly those the model rejects.
@Suite(
    "aapt2 -c: the filter model against aapt2",
    .requires(Aapt2.executable != nil, "needs aapt2 (apt-get install -y aapt android-framework-res)"))
struct LocaleFilterDifferentialTests {
    /// Folders of every kind. Languages whose computed script Android 10's data and CLDR 46
    /// agree on (the named differences of PlatformSelectionTests are left out).
    static let folders = [
        "values", "values-fr", "values-fr-rCA", "values-fr-rFR", "values-en", "values-en-rGB", "values-en-rUS",
        "values-en-rXA", "values-ar", "values-ar-rXB", "values-sr", "values-b+sr+Latn", "values-b+sr+Cyrl",
        "values-b+sr+Latn+ME", "values-zh", "values-zh-rTW", "values-zh-rCN", "values-zh-rHK", "values-b+zh+Hant",
        "values-b+zh+Hans", "values-b+zh+Hant+TW", "values-es", "values-es-rES", "values-b+es+419", "values-b+ast",
        "values-b+ast+ES", "values-b+fil+PH", "values-fil", "values-tl", "values-iw", "values-he", "values-in",
        "values-pt", "values-pt-rBR", "values-pt-rPT", "values-nb", "values-nb-rNO", "values-b+de+1901",
        "values-de", "values-b+yue", "values-b+qaa", "values-night", "values-fr-night", "values-sw600dp",
        "values-fr-sw600dp", "values-land", "values-v21", "values-ldrtl", "values-b+en+Latn",
    ]

    /// Filter entries of every kind: each folder's qualifier, its `_` and BCP 47 spellings
    /// (aapt2 refuses the latter), languages alone, other qualifiers, densities and junk.
    static let entries: [String] = {
        var entries: Set<String> = [
            "fr", "en", "sr", "zh", "es", "pt", "nb", "de", "ast", "fil", "tl", "iw", "he", "in", "id", "yue", "qaa",
            "und", "qqq", "ar", "night", "notnight", "land", "port", "sw600dp", "sw500dp", "sw720dp", "fr-night",
            "fr-sw600dp", "v21", "fr-v21", "ldrtl", "xxhdpi", "fr-xxhdpi", "mcc310", "en-rGB-land", "en_US_POSIX",
            "fil_PH_x", "EN", "FR-RCA", "b+EN+us", "en-US", "zh-Hant", "es-419", "es-r419", "sr-Latn", "zh_Hant",
            "zh_Hans", "sr_Latn", "sr_Latn_ME", "zh_Hant_TW", "es_419", "en_XA", "ar_XB", "b+zh+Hant+TW",
            "b+zh+Hans", "b+sr+Latn", "fr_CA", "pt_BR", "b+es+419", "ldrtl-fr", "en_USA", "e",
        ]
        for folder in folders.dropFirst() {
            let qualifiers = String(folder.dropFirst("values-".count))
            entries.insert(qualifiers)
            if let locale = try? AndroidResourceFolder(qualifiers: qualifiers).locale, let language = locale.language {
                let parts = [language, locale.scriptIsExplicit ? locale.script : nil, locale.region].compactMap { $0 }
                entries.insert(parts.joined(separator: "_"))
                entries.insert(parts.joined(separator: "-"))
            }
        }
        return entries.sorted()
    }()

    /// At least this many filter lists are linked and compared.
    static let minimumCases = 300

    @Test func theModelKeepsWhatAapt2Keeps() throws {
        let aapt2 = try Aapt2()
        for (index, folder) in Self.folders.enumerated() {
            try aapt2.compile(
                folder: folder, xml: "<resources><string name=\"s\">\(index)</string></resources>")
        }
        // Each folder's configuration as the dump writes it: linked with values/ alone.
        var folderOfConfiguration: [String: String] = ["": "values"]
        for folder in Self.folders.dropFirst() {
            let (apk, output) = try aapt2.link(["values", folder], options: [])
            let apkPath = try #require(apk, "\(folder): \(output.stderr)")
            let configurations = try aapt2.configurations(apkPath).filter { !$0.isEmpty }
            try #require(configurations.count == 1, "\(folder): \(configurations)")
            folderOfConfiguration[configurations[0]] = folder
        }
        var random = SeededRandom(seed: 0xC0FF_EE19)
        // Every entry alone; then lists of two to four, one in ten with an entry aapt2 refuses.
        let accepted = Self.entries.filter { AndroidFilterConfig(filterEntry: $0) != nil }
        var lists = Self.entries.map { [$0] }
        while lists.count < Self.minimumCases {
            var list = (0..<Int.random(in: 2...4, using: &random)).map { _ in accepted.randomElement(using: &random)! }
            if Int.random(in: 0..<10, using: &random) == 0 { list.append(Self.entries.randomElement(using: &random)!) }
            lists.append(list)
        }
        var rejections = 0
        for list in lists {
            let filters = AndroidLocaleFilters(list)
            let (apk, output) = try aapt2.link(Self.folders, options: ["-c", list.joined(separator: ",")])
            guard let apk else {
                let refused = output.stderr.contains("invalid config")
                #expect(refused && !filters.rejected.isEmpty, "-c \(list): aapt2 failed: \(output.stderr)")
                rejections += 1
                continue
            }
            #expect(filters.rejected.isEmpty, "-c \(list): aapt2 accepts \(filters.rejected)")
            let kept = try Set(aapt2.configurations(apk).map { folderOfConfiguration[$0] ?? "unknown \($0)" })
            let model = Set(try Self.folders.filter { filters.keeps(try AndroidResourceFolder(parsing: $0)) })
            #expect(
                model == kept,
                "-c \(list): model only \(model.subtracting(kept).sorted()), aapt2 only \(kept.subtracting(model).sorted())"
            )
        }
        #expect(lists.count >= Self.minimumCases)
        #expect(rejections > 0 && rejections < lists.count / 2)
        print("aapt2 -c: \(lists.count) filter lists on \(Self.folders.count) folders (\(rejections) refused by aapt2)")
    }
}
