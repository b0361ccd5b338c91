import Foundation
import LanguageTags

/// Device and app locales as platforms hand them over: many regions, scripts, `_`
/// separators, Unicode extensions, legacy codes, grandfathered tags, and a few malformed.
let tagCorpus: [String] = """
    en-US en-GB en-AU en-CA en-IN en-NZ en-IE en-ZA en-SG en-PH en-NG en-KE en-PK en-HK en-001 en-150
    en_US en_GB en-us EN-GB en-US-u-ca-gregory en-US-u-hc-h23 en-US-u-fw-mon en-GB-oed en-US-posix
    fr-FR fr-CA fr-BE fr-CH fr-LU fr-MA fr-SN fr_FR fr-CA-u-ca-gregory de-DE de-AT de-CH de-LI de-DE-1996
    de-CH-1901 es-ES es-MX es-419 es-AR es-CO es-CL es-PE es-US es_ES es-ES-u-co-trad it-IT it-CH pt-BR
    pt-PT pt-AO pt-MZ pt_BR nl-NL nl-BE sv-SE fi-FI da-DK nb-NO nn-NO no-NO no is-IS pl-PL cs-CZ sk-SK
    hu-HU ro-RO ro-MD mo bg-BG hr-HR sr-RS sr-Cyrl-RS sr-Latn-RS sr-Latn sr-ME sh sh-BA bs-BA sl-SI
    mk-MK sq-AL el-GR el-CY tr-TR az-AZ az-Cyrl-AZ az-Latn-AZ ka-GE hy-AM ru-RU ru-UA ru-KZ ru-BY uk-UA
    be-BY kk-KZ uz-UZ uz-Latn-UZ uz-Cyrl-UZ ky-KG tg-TJ mn-MN et-EE lv-LV lt-LT ar-SA ar-EG ar-AE ar-MA
    ar-DZ ar-001 ar-EG-u-nu-latn ar-SA-u-nu-arab he-IL iw-IL iw fa-IR fa-AF ps-AF ur-PK ur-IN hi-IN
    hi-Latn-IN bn-BD bn-IN pa-IN pa-Arab-PK pa-Guru-IN gu-IN mr-IN ta-IN ta-LK te-IN kn-IN ml-IN si-LK
    ne-NP th-TH th-TH-u-nu-thai th-TH-u-ca-buddhist lo-LA km-KH my-MM vi-VN id-ID in-ID in ms-MY ms-SG
    fil-PH tl-PH tl jv-ID su-ID ja-JP ja ja-JP-u-ca-japanese ja_JP ko-KR ko-KP zh-CN zh-TW zh-HK zh-MO
    zh-SG zh-Hans zh-Hant zh-Hans-CN zh-Hant-TW zh-Hant-HK zh-Hans-HK zh-Hans-SG zh_CN zh_TW zh_Hant_HK
    zh-cmn-Hans-CN zh-yue-HK yue-HK yue-Hant-HK zh-min-nan zh-CN-u-co-pinyin zh-TW-u-co-stroke sw-KE
    sw-TZ am-ET ha-NG yo-NG ig-NG zu-ZA xh-ZA af-ZA so-SO rw-RW mg-MG ca-ES ca-ES-valencia eu-ES gl-ES
    cy-GB ga-IE gd-GB mt-MT lb-LU fo-FO kl-GL haw-US chr-US ku-TR ckb-IQ ug-CN bo-CN dz-BT
    i-klingon art-lojban sgn-BE-FR x-private und und-US und-Latn-DE qaa-Qaaa-QM en-Latn-US-x-twain
    es-419-u-nu-latn ru-RU-u-ca-gregory en--US english zh-Hant-TW-Hant 日本語 en-US- -en en-u
    """.split(whereSeparator: \.isWhitespace).map(String.init)

enum TagBenchmarks {
    static func run() {
        precondition(tagCorpus.count >= 200, "the tag corpus must have at least 200 tags")
        print("tag-corpus: \(tagCorpus.count) tags, CLDR \(LanguageTag.cldrVersion)")
        var checksum = Checksum()
        for text in tagCorpus {
            if let tag = try? LanguageTag(parsing: text) {
                checksum.add(tag.canonicalized().maximized()?.description ?? "nil")
            } else {
                checksum.add("error")
            }
        }
        benchmark(
            "parse-canonicalize-maximize", operations: tagCorpus.count, extra: "checksum=\(checksum.hex)"
        ) {
            var sink = 0
            for text in tagCorpus {
                if let tag = try? LanguageTag(parsing: text), let maximal = tag.canonicalized().maximized() {
                    sink &+= maximal.variants.count &+ (maximal.region == nil ? 0 : 1)
                }
            }
            return sink
        }
        let tags = tagCorpus.compactMap { try? LanguageTag(parsing: $0) }
        benchmark("parse", operations: tagCorpus.count) {
            tagCorpus.reduce(0) { $0 &+ ((try? LanguageTag(parsing: $1)) == nil ? 0 : 1) }
        }
        benchmark("canonicalize", operations: tags.count) {
            tags.reduce(0) { $0 &+ $1.canonicalized().variants.count }
        }
        benchmark("maximize", operations: tags.count) {
            tags.reduce(0) { $0 &+ ($1.maximized() == nil ? 0 : 1) }
        }
        benchmark("minimize", operations: tags.count) {
            tags.reduce(0) { $0 &+ ($1.minimized() == nil ? 0 : 1) }
        }
    }

    /// Measures, in this fresh process, the first canonicalize + maximize (which decodes the
    /// CLDR tables), and prints the time in nanoseconds.
    static func firstUse() {
        let start = ContinuousClock.now
        let tag = (try? LanguageTag(parsing: "sh-YU"))?.canonicalized().maximized()
        let elapsed = nanoseconds(ContinuousClock.now - start)
        precondition(tag?.description == "sr-Latn-RS")
        print(Int(elapsed))
    }

    /// Runs `Benchmarks first-use-once` in fresh processes and prints the median.
    static func measureFirstUse() throws {
        var samples: [Double] = []
        for _ in 0..<11 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).absoluteURL
            process.arguments = ["first-use-once"]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard let value = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw BenchmarkError(description: "first-use printed \(output)")
            }
            samples.append(value)
        }
        let median = samples.sorted()[samples.count / 2]
        print("tables-first-use: \(String(format: "%.0f", median)) ns/op (median of 11 fresh processes)")
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
}
