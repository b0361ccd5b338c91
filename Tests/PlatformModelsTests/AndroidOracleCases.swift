import Foundation
import TestSupport

/// Random but realistic cases for the differential run against Android's own resource code:
/// folder sets like those apps ship (the pinned fixture apps' folders, and sets built from the
/// folders that make Android's choice interesting) and device locales as `ResourcesImpl` hands
/// them to the native code.
struct AndroidOracleCases {
    /// One case: the device locale as the app's tag, as Android hands it to the native code,
    /// and the folders' qualifiers (`` for `values/`), in order.
    struct Case {
        let device: String
        let nativeDevice: String
        let qualifiers: [String]

        /// The oracle's input line.
        var line: String { "\(nativeDevice)\t\(qualifiers.joined(separator: ","))" }
    }

    /// Folders whose choice depends on the rules: regions with parents, scripts named or
    /// computed, legacy codes, pseudo-locales, numeric regions, variants.
    static let interestingQualifiers = [
        "en", "en-rGB", "en-rAU", "en-rIN", "en-rCA", "en-rUS", "en-rIE", "en-rNZ", "en-rZA", "en-rSG", "b+en+001",
        "b+en+150", "en-rXA", "en-rPR", "fr", "fr-rFR", "fr-rCA", "fr-rBE", "fr-rCH", "de", "de-rDE", "de-rAT",
        "de-rCH", "b+de+DE+1901", "es", "es-rES", "es-rMX", "es-rUS", "b+es+419", "es-rAR", "es-rCO", "es-rCL",
        "b+es+Latn+419", "pt", "pt-rBR", "pt-rPT", "pt-rAO", "pt-rMZ", "zh", "zh-rCN", "zh-rTW", "zh-rHK", "zh-rMO",
        "zh-rSG", "b+zh+Hans", "b+zh+Hant", "b+zh+Hant+TW", "b+zh+Hant+HK", "b+zh+Hans+CN", "ar", "ar-rEG",
        "ar-rSA", "ar-rAE", "ar-rMA", "ar-rDZ", "ar-rTN", "b+ar+015", "ar-rXB", "ar-rLY", "sr", "b+sr+Latn",
        "sr-rRS", "sr-rME", "b+sr+Latn+RS", "b+sr+Cyrl", "iw", "he", "in", "id", "ji", "yi", "tl", "fil", "fil-rPH",
        "tl-rPH", "nb", "nn", "no", "nb-rNO", "ru", "uk", "ja", "ko", "hi", "b+hi+Latn", "bn", "bn-rBD", "bn-rIN",
        "pa", "pa-rPK", "b+pa+Arab", "az", "b+az+Cyrl", "uz", "b+uz+Latn", "b+uz+Cyrl", "ms", "mn", "kk", "ku",
        "ckb", "yue", "b+yue+Hant", "b+yue+Hans", "yue-rCN", "ca", "b+ca+ES+valencia", "b+ast", "qaa", "qaa-rFR",
        "nl", "nl-rBE", "it", "sv", "tr", "el", "vi", "th",
    ]

    static let qualifiersByLanguage = Dictionary(grouping: interestingQualifiers, by: language)

    /// Device locales' regions per language (others take their regions from `commonRegions`).
    static let regions: [String: [String]] = [
        "en": [
            "US", "GB", "AU", "IN", "CA", "IE", "NZ", "ZA", "SG", "PR", "DE", "NL", "HK", "ID", "MO", "XA", "001",
            "150",
        ],
        "es": ["ES", "MX", "US", "AR", "CO", "CL", "PE", "BO", "GQ", "IC", "419", "JP", "PH", "BR"],
        "pt": ["BR", "PT", "AO", "MZ", "MO", "CH", "FR", "LU"],
        "zh": ["CN", "TW", "HK", "MO", "SG", "US", "MY", "AU"],
        "ar": ["EG", "SA", "AE", "MA", "DZ", "TN", "LY", "QA", "BH", "XB", "015", "IL", "EH"],
        "sr": ["RS", "ME", "BA", "XK", "RU", "RO"],
        "fr": ["FR", "CA", "BE", "CH", "HT", "SN", "LU"],
        "de": ["DE", "AT", "CH", "LI", "BE"],
        "uz": ["UZ", "AF", "CN"], "pa": ["IN", "PK"], "az": ["AZ", "IR", "IQ", "RU"], "yue": ["HK", "CN", "MO"],
        "no": ["NO", "SJ"], "nb": ["NO", "SJ"], "ms": ["MY", "SG", "CC", "BN"], "mn": ["MN", "CN"],
        "kk": ["KZ", "CN", "AF"], "hi": ["IN"], "bn": ["BD", "IN"], "ku": ["TR", "IR", "LB"],
    ]
    static let commonRegions = ["US", "GB", "FR", "DE", "CN", "IN", "BR", "RU", "JP", "IL", "ID", "PH", "CA", "419"]
    static let scripts = ["Latn", "Cyrl", "Arab", "Hans", "Hant", "Deva"]
    static let otherLanguages = ["ko", "ja", "ru", "xx", "qaa", "ha", "sd", "tg", "ug", "ky", "ff", "zhx", "ks"]

    private var random: SeededRandom
    private let appFolderSets: [[String]]

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        appFolderSets = ["TeamNewPipe-NewPipe/app/src/main/res", "tuskyapp-Tusky/app/src/main/res"].compactMap {
            Self.fixtureQualifiers("fixtures/apps/\($0)")
        }
    }

    /// The `values*` qualifiers of a pinned fixture app, or nil when it is not there.
    private static func fixtureQualifiers(_ path: String) -> [String]? {
        guard PinnedData.has(path), let url = try? PinnedData.url(path),
            let names = try? FileManager.default.contentsOfDirectory(atPath: url.path)
        else { return nil }
        return names.filter { $0 == "values" || $0.hasPrefix("values-") }.sorted()
            .map { $0 == "values" ? "" : String($0.dropFirst("values-".count)) }
    }

    mutating func next() -> Case {
        let qualifiers = folderSet()
        let device = deviceLocale(qualifiers)
        return Case(device: device, nativeDevice: Self.native(device), qualifiers: qualifiers)
    }

    /// A folder set: part of a fixture app's, or a few interesting folders; `values/` nearly always.
    private mutating func folderSet() -> [String] {
        var chosen: [String]
        if !appFolderSets.isEmpty, Int.random(in: 0..<10, using: &random) < 3 {
            let app = appFolderSets.randomElement(using: &random)!
            chosen = Array(app.shuffled(using: &random).prefix(Int.random(in: 3...40, using: &random)))
        } else {
            chosen = Array(
                Self.interestingQualifiers.shuffled(using: &random).prefix(Int.random(in: 1...12, using: &random)))
            // Folders of one language together, as apps ship them.
            let language = Self.language(of: chosen[0])
            chosen += Self.qualifiersByLanguage[language, default: []].filter { _ in Bool.random(using: &random) }
        }
        if Int.random(in: 0..<20, using: &random) != 0 { chosen.append("") }
        var seen: Set<String> = []
        return chosen.filter { seen.insert($0).inserted }.shuffled(using: &random)
    }

    /// A device locale, usually in a language of the folders: a region, sometimes a script, a
    /// numbering system or a variant; `he`, `id` and `yi` as often as their legacy codes.
    private mutating func deviceLocale(_ qualifiers: [String]) -> String {
        let languages = qualifiers.map(Self.language).filter { !$0.isEmpty }
        var language =
            languages.isEmpty || Int.random(in: 0..<10, using: &random) < 2
            ? Self.otherLanguages.randomElement(using: &random)! : languages.randomElement(using: &random)!
        let modern = ["iw": "he", "in": "id", "ji": "yi"]
        if let code = modern[language], Bool.random(using: &random) { language = code }
        var tag = language
        if Int.random(in: 0..<10, using: &random) == 0 { tag += "-" + Self.scripts.randomElement(using: &random)! }
        if Int.random(in: 0..<10, using: &random) < 7 {
            let regions = Self.regions[language] ?? Self.commonRegions
            tag += "-" + regions.randomElement(using: &random)!
        }
        if language == "de", Int.random(in: 0..<10, using: &random) == 0 { tag += "-1901" }
        if language == "ca", Bool.random(using: &random) { tag += "-valencia" }
        if Int.random(in: 0..<15, using: &random) == 0 {
            tag += "-u-nu-" + ["latn", "arab"].randomElement(using: &random)!
        }
        return tag
    }

    /// The language of a qualifier (`b+sr+Latn` → `sr`, `zh-rTW` → `zh`, `` → ``).
    static func language(of qualifier: String) -> String {
        let body = qualifier.hasPrefix("b+") ? String(qualifier.dropFirst(2)) : qualifier
        return String(body.split(whereSeparator: { $0 == "+" || $0 == "-" }).first ?? "").lowercased()
    }

    /// The tag as `ResourcesImpl` hands it to the native code: legacy `iw`, `in`, `ji`.
    static func native(_ tag: String) -> String {
        let legacy = ["he": "iw", "id": "in", "yi": "ji"]
        var subtags = tag.split(separator: "-").map(String.init)
        subtags[0] = legacy[subtags[0]] ?? subtags[0]
        return subtags.joined(separator: "-")
    }
}
