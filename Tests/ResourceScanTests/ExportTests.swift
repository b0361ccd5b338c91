import AppLanguage
import LanguageTags
import Testing

@testable import ResourceScan

/// The policy written as each platform's list of the app's locales, and a scan afterwards
/// that reports no drift between them.
@Suite("Exporting the policy to the platforms' lists")
struct ExportTests {
    @Test func namesLocalesAsEachPlatformReadsThem() throws {
        let policy = try AppLanguagePolicy(
            supportedLocales: ["en", "zh-Hant", "sr-Latn", "he", "es-419"], productDefault: "en", policyVersion: 1)
        #expect(AndroidLocaleConfigExport(policy: policy).locales == ["en", "zh-Hant", "sr-Latn", "he", "es-419"])
        let apple = AppleKnownRegionsExport(policy: policy)
        #expect(apple.knownRegions == ["en", "Base", "zh-Hant", "sr-Latn", "he", "es-419"])
        #expect(apple.projectText.contains("\t\"sr-Latn\",\n\the,\n"))
        #expect(apple.infoPlistText.contains("<string>es-419</string>"))
        // The folders that serve each locale (the scan's advice): Android hands he as iw.
        #expect(AndroidLocaleCheck.folderNames(for: "he") == ["values-iw"])
        #expect(AndroidLocaleCheck.folderNames(for: "es-419") == ["values-b+es+419"])
        #expect(AndroidLocaleCheck.folderNames(for: "sr-Latn") == ["values-b+sr+Latn"])
        #expect(AndroidLocaleCheck.folderNames(for: "zh-Hant") == ["values-b+zh+Hant", "values-zh-rTW"])
        #expect(AndroidLocaleCheck.folderNames(for: "pt-BR") == ["values-pt-rBR"])
    }

    /// An app with resources for every supported locale, its lists written by the export: the
    /// scan finds nothing at all, however strict.
    @Test(arguments: [
        AppLanguagePolicy.example,
        try! AppLanguagePolicy(
            json:
                #"{"supportedLocales": ["en-US", "he", "id", "es-419", "zh-Hant-HK", "fil"], "productDefault": "en-US", "policyVersion": 1}"#
        ),
    ])
    func aScanAfterAnExportReportsNoDrift(policy: AppLanguagePolicy) throws {
        let strings = #""title" = "Title";"#
        let xml = #"<resources><string name="title">Title</string></resources>"#
        var files = [
            "ios/App/Base.lproj/Main.storyboard": "<document/>",
            "ios/App.xcodeproj/project.pbxproj":
                "{ objects = { 1 = { isa = PBXProject; developmentRegion = \(policy.productDefault); "
                + AppleKnownRegionsExport(policy: policy).projectText + " }; }; }",
            "android/app/src/main/res/values/strings.xml": xml,
            "android/app/src/main/res/resources.properties": "unqualifiedResLocale=\(policy.productDefault)",
            "android/app/src/main/res/xml/locales_config.xml": AndroidLocaleConfigExport(policy: policy).xml,
            "android/app/src/main/AndroidManifest.xml":
                #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:localeConfig="@xml/locales_config"/></manifest>"#,
        ]
        for locale in policy.supportedLocales {
            files["ios/App/\(locale).lproj/Localizable.strings"] = strings
            if locale != policy.productDefault {
                files["android/app/src/main/res/\(AndroidLocaleCheck.folderNames(for: locale)[0])/strings.xml"] = xml
            }
        }
        let tree = try TemporaryTree(files)
        let report = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
            .check(against: policy, options: ScanOptions(minimumCompleteness: 100, strict: true))
        #expect(report.findings == [])
        #expect(report.inventory.apple?.knownRegions == AppleKnownRegionsExport(policy: policy).knownRegions)
        #expect(
            report.inventory.android?.localeConfig?.locales.map(\.name)
                == AndroidLocaleConfigExport(policy: policy).locales)
    }
}
