import Foundation
import LanguageTags
import TestSupport
import Testing

@testable import ResourceScan

/// A plural is translated when it has every plural category of its **own** language (CLDR
/// 46 through ICU 76.1, `cldr/pluralCategories.tsv`), whatever the development language has:
/// on Android, in `.stringsdict` files and in String Catalogs.
@Suite("Plurals by the target language's categories")
struct PluralTests {
    static func plurals(_ categories: [String]) -> String {
        "<resources><plurals name=\"files\">"
            + categories.map { "<item quantity=\"\($0)\">%d</item>" }.joined() + "</plurals></resources>"
    }

    @Test func androidPluralsNeedTheirOwnLanguagesCategories() throws {
        let tree = try TemporaryTree([
            "app/src/main/res/values/strings.xml": Self.plurals(["zero", "one", "other"]),
            "app/src/main/res/values-ja/strings.xml": Self.plurals(["other"]),
            "app/src/main/res/values-de/strings.xml": Self.plurals(["one", "other"]),
            "app/src/main/res/values-ru/strings.xml": Self.plurals(["one", "other"]),
            "app/src/main/res/values-ar/strings.xml": Self.plurals(["zero", "one", "two", "few", "many", "other"]),
        ])
        let android = try #require(
            try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en").android)
        let missing = Dictionary(uniqueKeysWithValues: android.locales.map { ($0.resource.folder, $0.counts.missing) })
        #expect(missing == ["values": 0, "values-ja": 0, "values-de": 0, "values-ru": 1, "values-ar": 0])
        // A folder of plurals only has strings, even where one is incomplete.
        #expect(!android.findings.contains { $0.code == .emptyLocale })
    }

    @Test func stringsdictAndCatalogPluralsToo() throws {
        let dictionary = { (categories: [String]) in
            "<plist><dict><key>files</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>"
                + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + categories.map { "<key>\($0)</key><string>%d</string>" }.joined() + "</dict></dict></dict></plist>"
        }
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
              "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "a"}},
                                               "other": {"stringUnit": {"state": "translated", "value": "b"}}}}},
              "ja": {"stringUnit": {"state": "translated", "value": "c"}},
              "pl": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "a"}},
                                               "other": {"stringUnit": {"state": "translated", "value": "b"}}}}}
            }}}}
            """
        let tree = try TemporaryTree([
            "App/en.lproj/Localizable.stringsdict": dictionary(["zero", "one", "other"]),
            "App/ja.lproj/Localizable.stringsdict": dictionary(["other"]),
            "App/de.lproj/Localizable.stringsdict": dictionary(["one", "other"]),
            "App/Catalog.xcstrings": catalog,
        ])
        let apple = try #require(try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en").apple)
        let missing = Dictionary(uniqueKeysWithValues: apple.locales.map { ($0.resource.folder, $0.counts.missing) })
        // de lacks the catalog's key; ja has both (a plain value serves a language of `other`
        // alone); pl's catalog plural lacks few and many, and it has no .stringsdict.
        #expect(missing == ["de.lproj": 1, "en.lproj": 0, "ja.lproj": 0, "pl": 2])
    }

    /// The generated table says, for every row of the pinned file, what the file says.
    @Test(
        .enabled(
            if: PinnedData.has("cldr/pluralCategories.tsv"), PinnedData.missing("cldr/pluralCategories.tsv")))
    func theTableIsThePinnedFile() throws {
        var rows = 0
        for line in try PinnedData.dataLines("cldr/pluralCategories.tsv") {
            let fields = line.text.split(separator: "\t").map(String.init)
            try #require(fields.count == 3, "line \(line.number)")
            let tag = try #require(LanguageTag(fields[0]), "line \(line.number)")
            #expect(PluralCategories.cardinal(for: tag) == Set(fields[1].split(separator: " ").map(String.init)))
            rows += 1
        }
        #expect(rows >= 7000)
    }
}
