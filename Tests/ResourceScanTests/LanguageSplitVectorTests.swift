import Foundation
import PlatformModels
import Testing

@testable import ResourceScan

/// bundletool's language splits (``LanguageSplitter``, ``LanguageSplitMatcher``,
/// ``SplitLanguage``, ``DeviceConfigLocales``) on every vector of the table in
/// `platforms/PACKAGING.md` §1, one row per vector, numbered as there.
@Suite("bundletool's language splits: PACKAGING.md §1's vectors")
struct LanguageSplitVectorTests {
    /// One vector: what the model gives, and what the table says.
    struct Vector: Sendable, CustomTestStringConvertible {
        let number: Int
        let what: String
        let expected: [String]
        let actual: @Sendable () -> [String]

        var testDescription: String { "vector \(number): \(what)" }
    }

    typealias Resource = LanguageSplitter.Resource

    /// Each split's id and its resources' locales: `config.fr{s:fr,fr-CA}` (`s:` alone for the default).
    static func summary(_ splits: [LanguageSplitter.Split]) -> [String] {
        splits.map { split in
            let contents = split.resources.keys.sorted().map {
                "\($0):" + (split.resources[$0] ?? []).joined(separator: ",")
            }
            return "\(split.id){\(contents.joined(separator: " "))}" + (split.hasNonResourceEntries ? "+files" : "")
        }
    }

    /// Which of `splits` a device of `locales` gets, by name.
    static func installed(_ locales: [String], _ splits: [(String, LanguageTargeting)]) -> [String] {
        let matcher = LanguageSplitMatcher(deviceLocales: locales)
        return splits.filter { matcher.matches($0.1) }.map(\.0)
    }

    static func split(_ resources: [Resource], files: Bool = true, enableSplit: Bool = true) -> [String] {
        summary(LanguageSplitter(enableSplit: enableSplit).split(resources, hasNonResourceEntries: files))
    }

    static func values(_ languages: String...) -> LanguageTargeting { LanguageTargeting(values: Set(languages)) }
    static func not(_ languages: String...) -> LanguageTargeting { LanguageTargeting(alternatives: Set(languages)) }

    /// The app of vectors 17 and 18: {default, en, en-rGB, fr, fr-rCA, de}.
    static let app = [Resource(name: "s", locales: ["", "en", "en-GB", "fr", "fr-CA", "de"])]

    static let vectors: [Vector] = [
        Vector(
            number: 1, what: "{default, de, fr}", expected: ["base{s:}+files", "config.de{s:de}", "config.fr{s:fr}"]
        ) { split([Resource(name: "s", locales: ["", "de", "fr"])]) },
        Vector(
            number: 2, what: "{default, zh-cn, zh-tw}: one config.zh",
            expected: ["base{s:}+files", "config.zh{s:zh-CN,zh-TW}"]
        ) {
            split([Resource(name: "s", locales: ["", "zh-CN", "zh-TW"])])
        },
        Vector(number: 3, what: "{fr only} + assets", expected: ["base{}+files", "config.fr{s:fr}"]) {
            split([Resource(name: "s", locales: ["fr"])])
        },
        Vector(
            number: 4, what: "welcome_label{en,fr} pinned; text2{en,fr}",
            expected: ["base{welcome_label:en,fr}+files", "config.en{text2:en}", "config.fr{text2:fr}"]
        ) {
            split([
                Resource(name: "welcome_label", locales: ["en", "fr"], pinnedByConfig: true),
                Resource(name: "text2", locales: ["en", "fr"]),
            ])
        },
        Vector(number: 5, what: "everything pinned: one master", expected: ["base{a:en,fr b:de}+files"]) {
            split([
                Resource(name: "a", locales: ["en", "fr"], pinnedByConfig: true),
                Resource(name: "b", locales: ["de"], pinnedByConfig: true),
            ])
        },
        Vector(
            number: 6, what: "values-sr + values-b+sr+Latn", expected: ["base{s:}+files", "config.sr{s:sr,sr-Latn}"]
        ) {
            split([Resource(name: "s", locales: ["", "sr", "sr-Latn"])])
        },
        Vector(
            number: 7, what: "values-es, -es-rES, -b+es+419",
            expected: ["base{s:}+files", "config.es{s:es,es-ES,es-419}"]
        ) {
            split([Resource(name: "s", locales: ["", "es", "es-ES", "es-419"])])
        },
        Vector(number: 8, what: "values-iw + values-he: config.he", expected: ["base{s:}+files", "config.he{s:iw,he}"])
        {
            split([Resource(name: "s", locales: ["", "iw", "he"])])
        },
        Vector(number: 9, what: "values-tl; device fil-PH: no config.tl", expected: []) {
            installed(["fil-PH"], [("config.tl", values("tl"))])
        },
        Vector(number: 10, what: "device [en-GB]", expected: ["config.en", "base"]) {
            installed(["en-GB"], [("config.en", values("en")), ("config.de", values("de")), ("base", .untargeted)])
        },
        Vector(number: 11, what: "device [en-US, de-DE]", expected: ["en", "de"]) {
            installed(
                ["en-US", "de-DE"],
                [("en", values("en")), ("de", values("de")), ("jp", values("jp")), ("zh", values("zh"))])
        },
        Vector(number: 12, what: "splits en, fr; device [en-GB, fr-FR]: both", expected: ["config.en", "config.fr"]) {
            installed(["en-GB", "fr-FR"], [("config.en", values("en")), ("config.fr", values("fr"))])
        },
        Vector(number: 13, what: "fused {de, fr}", expected: ["[en-GB, fr-FR]", "[de-DE, de-AT, en-US]"]) {
            [["en-GB", "fr-FR"], ["de-DE", "de-AT", "en-US"]].filter {
                !installed($0, [("fused", values("de", "fr"))]).isEmpty
            }
            .map { "[\($0.joined(separator: ", "))]" }
        },
        Vector(number: 14, what: "alternatives on [en-US, en-GB, de-DE]", expected: ["{en,zh}", "{jp,zh}"]) {
            installed(
                ["en-US", "en-GB", "de-DE"],
                [
                    ("{en,de,zh}", not("en", "de", "zh")), ("{en,de}", not("en", "de")), ("{en,zh}", not("en", "zh")),
                    ("{jp,zh}", not("jp", "zh")),
                ])
        },
        Vector(number: 15, what: "asset fallbacks on [en-GB, fr-FR]", expected: ["not-{de,fr}", "not-{de}"]) {
            installed(
                ["en-GB", "fr-FR"],
                [("not-{de,en,fr}", not("de", "en", "fr")), ("not-{de,fr}", not("de", "fr")), ("not-{de}", not("de"))])
        },
        Vector(number: 16, what: "am get-config locales", expected: ["es-419", "mn-MN", "sl-IT"]) {
            ["b+es+419", "b+mn+Cyrl+MN", "b+sl+IT+nedis"].flatMap { DeviceConfigLocales.locales($0) ?? ["nil"] }
        },
        Vector(
            number: 17, what: "app {default,en,en-rGB,fr,fr-rCA,de}; device [fr-CA, en-US]",
            expected: ["base{s:}+files", "config.en{s:en,en-GB}", "config.fr{s:fr,fr-CA}"]
        ) {
            let splits = LanguageSplitter().split(app)
            let matcher = LanguageSplitMatcher(deviceLocales: ["fr-CA", "en-US"])
            return summary(splits.filter { matcher.matches($0.targeting) }).sorted()
        },
        Vector(number: 18, what: "the same app, enableSplit = false", expected: ["base{s:,en,en-GB,fr,fr-CA,de}+files"])
        {
            split(app, enableSplit: false)
        },
    ]

    @Test(arguments: vectors)
    func vector(_ vector: Vector) {
        #expect(vector.actual() == vector.expected)
    }

    @Test func everyVectorOfTheTableIsARow() {
        #expect(Self.vectors.map(\.number) == Array(1...18))
    }

    @Test func theLanguageKeyOfJDK17() {
        #expect(
            ["", "fr-CA", "sr-Latn", "es-419", "iw", "in", "ji", "tl", "fil", "und", "ZH-hant-TW", "b+sr"].map(
                SplitLanguage.of)
                == ["", "fr", "sr", "es", "he", "id", "yi", "tl", "fil", "", "zh", ""])
        #expect(DeviceConfigLocales.locales("en-rGB,fr") == ["en-GB", "fr"])
        #expect(DeviceConfigLocales.locales("car") == nil)
    }
}
