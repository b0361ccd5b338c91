import AppLanguage
import Testing

@testable import ResourceScan

/// What a count leaves out or keeps apart so that `missing` means something to translate:
/// arrays of references, source sets of no release build, tables of the development language
/// only, `tools:ignore="MissingTranslation"`; `<item type="string">` is a string; two folders
/// for one locale are two rows and a warning; configuration folders are no locale rows.
@Suite("Counting without noise")
struct CountingNoiseTests {
    @Test func referenceArraysAndTestOrDebugSourceSetsAreLeftOut() throws {
        let tree = try TemporaryTree([
            "app/src/main/res/values/strings.xml": """
            <resources xmlns:tools="http://schemas.android.com/tools">
              <string name="a">A</string>
              <string-array name="refs"><item>@string/a</item><item> 12 </item><item>@android:string/ok</item></string-array>
              <string-array name="words"><item>One</item></string-array>
              <item type="string" name="typed">T</item>
              <string name="ignored" tools:ignore="MissingTranslation">I</string>
            </resources>
            """,
            "app/src/main/res/values-fr/strings.xml":
                "<resources><string name=\"a\">A</string><item type=\"string\" name=\"typed\">T</item></resources>",
            "app/src/debug/res/values-de/strings.xml": "<resources><string name=\"a\">A</string></resources>",
            "app/src/androidTest/res/values-es/strings.xml": "<resources><string name=\"a\">A</string></resources>",
            "app/src/testFreeDebug/res/values-it/strings.xml": "<resources><string name=\"a\">A</string></resources>",
            "app/src/release/res/values-pl/strings.xml": "<resources><string name=\"a\">A</string></resources>",
        ])
        let android = try #require(
            try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en").android)
        #expect(android.locales.map(\.resource.folder) == ["values", "values-fr", "values-pl"])
        let counts = Dictionary(uniqueKeysWithValues: android.locales.map { ($0.resource.folder, $0.counts) })
        // a, words and typed: the array of references and the ignored string are not counted.
        #expect(counts["values"]?.keys == 3)
        #expect(counts["values-fr"] == KeyCounts(keys: 2, reference: 3, missing: 1))
        let skipped = android.findings.first { $0.code == .skippedSourceSet }
        #expect(skipped?.severity == .note)
        #expect(skipped?.message.contains("app/src/debug/res") == true)
    }

    @Test func developmentOnlyTables() throws {
        let tree = try TemporaryTree([
            "App/en.lproj/Localizable.strings": #""a" = "A";"#,
            "App/en.lproj/Untranslated.strings": #""debug" = "Debug"; "flags" = "Flags";"#,
            "App/fr.lproj/Localizable.strings": #""a" = "A";"#,
            "app/src/main/res/values/strings.xml": "<resources><string name=\"a\">A</string></resources>",
            "app/src/main/res/values/untranslated.xml": "<resources><string name=\"debug\">D</string></resources>",
            "app/src/main/res/values-fr/strings.xml": "<resources><string name=\"a\">A</string></resources>",
        ])
        let plain = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        #expect(plain.apple?.locales.last?.counts.missing == 2)
        #expect(plain.android?.locales.last?.counts.missing == 1)
        let inventory = try ResourceInventory(
            scanning: [tree.path], assumingDevelopmentLanguage: "en",
            developmentOnlyTables: ["Untranslated", "untranslated"])
        #expect(inventory.apple?.locales.last?.counts == KeyCounts(keys: 1, reference: 1, missing: 0))
        #expect(inventory.android?.locales.last?.counts == KeyCounts(keys: 1, reference: 1, missing: 0))
    }

    @Test func twoFoldersOfOneLocaleInOneBundleAreTwoRowsAndAWarning() throws {
        let tree = try TemporaryTree([
            "App/en.lproj/Localizable.strings": #""a" = "A";"#,
            "App/pt-PT.lproj/Localizable.strings": #""a" = "A";"#,
            "App/pt_PT.lproj/Localizable.strings": #""a" = "A";"#,
        ])
        let apple = try #require(try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en").apple)
        #expect(apple.locales.map(\.resource.folder) == ["en.lproj", "pt-PT.lproj", "pt_PT.lproj"])
        #expect(
            apple.findings.filter { $0.code == .duplicateLocale }.map(\.message) == [
                "pt-PT.lproj and pt_PT.lproj are one locale, pt-PT, for Apple: the first in the bundle's list wins every tie"
            ])
    }

    @Test func configurationFoldersAreNoLocaleRows() throws {
        let tree = try TemporaryTree([
            "app/src/main/res/values/strings.xml": "<resources><string name=\"a\">A</string></resources>",
            "app/src/main/res/values-night/styles.xml": "<resources><style name=\"T\"/></resources>",
            "app/src/main/res/values-sw600dp/dimens.xml": "<resources><dimen name=\"d\">1dp</dimen></resources>",
            "app/src/main/res/values-v21/strings.xml": "<resources><string name=\"a\">A</string></resources>",
        ])
        let android = try #require(
            try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en").android)
        #expect(android.locales.map(\.resource.folder) == ["values"])
        #expect(android.configurations.map(\.resource.folder) == ["values-night", "values-sw600dp", "values-v21"])
        // Only the one with strings is worth a note.
        #expect(
            android.findings.filter { $0.code == .configurationFolder }.map { $0.path?.hasSuffix("values-v21") } == [
                true
            ])
    }
}
