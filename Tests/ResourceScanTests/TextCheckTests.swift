import AppLanguage
import Foundation
import TestSupport
import Testing
import TranslationText

@testable import ResourceScan

/// The scan reads what each value says: format specifiers by the platform's own rules,
/// untranslated values, plurals by what the runtime selects; each finding with its file, line,
/// key, locale and what a user gets, and completeness counting translated values only.
@Suite("Text checks of every value")
struct TextCheckTests {
    static func report(_ files: [String: String], options: ScanOptions = ScanOptions()) throws -> ScanReport {
        let tree = try TemporaryTree(files)
        return try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
            .check(against: .example, options: options)
    }

    /// `code key locale line userGets` of each text finding.
    static func rows(_ report: ScanReport) -> [String] {
        report.findings.filter { $0.key != nil }.map {
            "\($0.code) \($0.key ?? "") \($0.locale ?? "") \($0.line.map(String.init) ?? "-") "
                + ($0.userGets?.rawValue ?? "")
        }
    }

    static let androidDefaults = """
        <resources>
            <string name="sent">%1$s sent %2$d photos</string>
            <string name="finished">Download finished for every file</string>
            <string name="video">Video</string>
            <string name="percent" formatted="false">100% sure, %s</string>
            <plurals name="songs">
                <item quantity="one">%d song</item>
                <item quantity="other">%d songs</item>
            </plurals>
        </resources>
        """

    @Test func androidFormatsAndUntranslatedValues() throws {
        let report = try Self.report([
            "app/src/main/res/values/strings.xml": Self.androidDefaults,
            "app/src/main/res/values-fr/strings.xml": """
            <resources>
                <string name="sent">%1$s a envoyé %3$d photos</string>
                <string name="finished">Download finished for every file</string>
                <string name="video">Video</string>
                <string name="percent">100% sûr, %s</string>
                <plurals name="songs">
                    <item quantity="one">une chanson</item>
                    <item quantity="other">%d chansons</item>
                </plurals>
            </resources>
            """,
            "app/src/main/res/values-de/strings.xml": """
            <resources>
                <string name="sent">%1$s hat %2$s Fotos gesendet</string>
                <string name="finished"></string>
                <string name="video">Don't</string>
            </resources>
            """,
        ])
        #expect(
            Self.rows(report) == [
                // Errors first. `%2$s` of an Integer shows it as Java's `%d` does: the same text.
                "unbuildableValue video values-de 4 build-fails",
                "formatCrash sent values-fr 2 crash",
                "emptyValue finished values-de 3 untranslated",
                // French `one` is 0 and 1: "une chanson" for 0 songs.
                "formatWrongText songs values-fr 7 wrong-text",
                "untranslatedValue finished values-fr 3 untranslated",
                // French `many` is reached from 1,000,000 only: reported apart.
                "pluralCategoryUnreached songs values-fr 6 wrong-text",
            ])
        let android = try #require(report.inventory.android)
        let french = try #require(android.locales.first { $0.resource.folder == "values-fr" })
        // 5 keys, all there; `finished` untranslated ("Video" is too short to tell); two broken.
        #expect(french.counts.missing == 0)
        #expect(french.counts.untranslated == 1)
        #expect(french.counts.complete == 80)
        #expect(french.broken == 2)
    }

    @Test func pluralsByWhatTheRuntimeSelects() throws {
        func plurals(_ categories: [String]) -> String {
            "<resources><plurals name=\"files\">"
                + categories.map { "<item quantity=\"\($0)\">%d файл</item>" }.joined() + "</plurals></resources>"
        }
        let report = try Self.report([
            "app/src/main/res/values/strings.xml": plurals(["one", "other"]),
            // Russian `other` is reached by fractions only: translated, reported apart.
            "app/src/main/res/values-ru/strings.xml": plurals(["one", "few", "many"]),
            // Without `few`, 2, 3 and 4 show `other`'s text.
            "app/src/main/res/values-uk/strings.xml": plurals(["one", "many", "other"]),
            // Without `few` and without `other`: getQuantityString throws.
            "app/src/main/res/values-be/strings.xml": plurals(["one", "many"]),
            // Czech `many` is reached by fractions only.
            "app/src/main/res/values-cs/strings.xml": plurals(["one", "few", "other"]),
        ])
        #expect(
            Self.rows(report) == [
                "pluralCategoryMissing files values-be 1 crash",
                "pluralCategoryMissing files values-uk 1 wrong-text",
                "pluralCategoryUnreached files values-cs 1 wrong-text",
                "pluralCategoryUnreached files values-ru 1 wrong-text",
            ])
        let missing = Dictionary(
            uniqueKeysWithValues: try #require(report.inventory.android).locales.map {
                ($0.resource.folder, $0.counts.missing)
            })
        #expect(missing == ["values": 0, "values-ru": 0, "values-cs": 0, "values-uk": 1, "values-be": 1])
    }

    @Test func appleStringsAndStringsdict() throws {
        let dictionary = { (one: String, other: String) in
            "<plist><dict><key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
                + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>lld</string>"
                + "<key>one</key><string>\(one)</string><key>other</key><string>\(other)</string>"
                + "</dict></dict></dict></plist>"
        }
        let report = try Self.report([
            "App/en.lproj/Localizable.strings": """
            "posts" = "%lld new posts";
            "greeting" = "Welcome back to the application";
            """,
            "App/en.lproj/Localizable.stringsdict": dictionary("%lld file", "%lld files"),
            "App/fr.lproj/Localizable.strings": """
            "posts" = "%@ nouveaux messages";

            "greeting" = "Welcome back to the application";
            """,
            "App/fr.lproj/Localizable.stringsdict": dictionary("%lld fichier", "%@ fichiers"),
        ])
        #expect(
            Self.rows(report) == [
                "formatCrash posts fr.lproj 1 crash",
                "formatCrash files fr.lproj - crash",
                "untranslatedValue greeting fr.lproj 3 untranslated",
                "pluralCategoryUnreached files fr.lproj - wrong-text",
            ])
    }

    @Test func stringCatalogValues() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "%lld new posts": {"localizations": {
                "ca": {"stringUnit": {"state": "translated", "value": "% publicacions"}},
                "de": {"variations": {"plural": {
                  "one": {"stringUnit": {"state": "translated", "value": "%lld neuer Beitrag"}},
                  "other": {"stringUnit": {"state": "translated", "value": "%@ neue Beiträge"}}}}}
              }},
              "Welcome back to the application": {"localizations": {
                "ca": {"stringUnit": {"state": "translated", "value": "Welcome back to the application"}},
                "de": {"stringUnit": {"state": "translated", "value": ""}}
              }}
            }}
            """
        let report = try Self.report(["App/Localizable.xcstrings": catalog])
        #expect(
            Self.rows(report).sorted()
                == [
                    // `%@` reads the integer as an object; `% p` (the Catalan "% publicacions") prints an address.
                    "formatCrash %lld new posts de - crash",
                    "formatWrongText %lld new posts ca - wrong-text",
                    "untranslatedValue Welcome back to the application ca - untranslated",
                    "emptyValue Welcome back to the application de - untranslated",
                ].sorted())
        let catalan = try #require(report.inventory.apple?.locales.first { $0.resource.folder == "ca" })
        #expect(catalan.counts.untranslated == 1)
        #expect(catalan.counts.complete == 50)
    }

    @Test func minimumCompletenessCountsTranslatedValuesOnly() throws {
        let files = [
            "app/src/main/res/values/strings.xml": Self.androidDefaults,
            "app/src/main/res/values-fr/strings.xml": """
            <resources>
                <string name="sent">%1$s a envoyé %2$d photos</string>
                <string name="finished">Download finished for every file</string>
                <string name="video">Vidéo</string>
                <string name="percent">100% sûr, %s</string>
                <plurals name="songs">
                    <item quantity="one">une chanson</item>
                    <item quantity="other">%d chansons</item>
                </plurals>
            </resources>
            """,
        ]
        let report = try Self.report(files, options: ScanOptions(minimumCompleteness: 90))
        #expect(
            report.findings.filter { $0.code == .incompleteLocale }.map(\.message) == [
                "fr: values-fr has 4 of 5 keys translated (1 more untranslated) (80%), below the minimum completeness "
                    + "of 90%"
            ])
    }
}

/// The scan's shortcut for plain values (no markup, escapes, quotes, references or whitespace
/// to trim) reads every value as `AndroidStringValue(nodes:)` does.
@Suite("Plain values read without the reader")
struct PlainValueTests {
    static let cases: [[AndroidStringValue.Node]] = [
        [], [.text("")], [.text("Plain text, 100% sure")], [.text(" leading")], [.text("trailing ")],
        [.text("two  spaces")], [.text("tab\there")], [.text("line\nbreak")], [.text("Don't")], [.text("Don\\'t")],
        [.text("\"quoted\"")], [.text("@string/other")], [.text("?attr/x")], [.text("a@b ?c")],
        [.text("\u{0B}vertical")], [.text("no\u{00A0}break")], [.text("a"), .start("b"), .text("b"), .end("b")],
        [.text("l\\'avion")], [.text("a\\nb")], [.text("end\\n")], [.text("\\@start")], [.text("x\\u0041y")],
        [.text("back\\\\slash")], [.text("l\\'avion  double")], [.text("say \\\"hi\\\"")], [.text("a\\ b")],
    ]

    @Test(arguments: cases)
    func readsAsTheReader(_ nodes: [AndroidStringValue.Node]) {
        let shortcut = try? AndroidTexts.value(nodes)
        let reader = try? AndroidStringValue(nodes: nodes)
        #expect(shortcut?.text == reader?.text)
        #expect(shortcut?.reference == reader?.reference)
        #expect((shortcut == nil) == (reader == nil))
    }

    @Test(.requires(PinnedData.has("fixtures/apps"), PinnedData.missing("fixtures/apps")))
    func readsEveryFixtureValueAsTheReader() throws {
        var compared = 0
        let apps = try PinnedData.url("fixtures/apps")
        let enumerator = FileManager.default.enumerator(at: apps, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "xml", url.deletingLastPathComponent().lastPathComponent.hasPrefix("values"),
                let file = try? AndroidValuesFile(bytes: [UInt8](Data(contentsOf: url)))
            else { continue }
            for nodes in file.resources.flatMap(\.contents) {
                let shortcut = try? AndroidTexts.value(nodes)
                let reader = try? AndroidStringValue(nodes: nodes)
                #expect(
                    shortcut?.text == reader?.text && shortcut?.reference == reader?.reference
                        && (shortcut == nil) == (reader == nil), "\(url.lastPathComponent): \(nodes)")
                compared += 1
            }
        }
        #expect(compared >= 80_000, "values compared: \(compared)")
    }
}

/// A value left in the development language as its default changed: it shares most of its
/// words with the default, and the identifier names it English (NewPipe's French `info_labels`).
@Suite("Values in the development language")
struct DevelopmentLanguageValueTests {
    @Test func aValueLeftInEnglishIsUntranslated() throws {
        var texts = ValueTexts(developmentLanguage: "en")
        let base = "What:\nRequest:\nContent Language:\nContent Country:\nApp Language:\nService:\nTimestamp:\nPackage:"
        let french = "Quoi :\nRequest :\nContent Language :\nContent Country :\nApp Language :\nService :\nPackage :"
        let shares = texts.sharesMostWords(french, with: base)
        #expect(shares)
        let english = texts.untranslated(french, default: base, language: "fr")
        #expect(english == .otherLanguage("en"))
        let translated = texts.untranslated("Quoi :\nRequête :\nLangue du contenu :", default: base, language: "fr")
        #expect(translated == nil)
        // A no-break space before the colon, as French writes it, ends the word.
        let spaced = texts.sharesMostWords("Request\u{00A0}: Content\u{202F}Language", with: base)
        #expect(spaced)
    }
}
