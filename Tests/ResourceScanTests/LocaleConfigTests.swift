import AppLanguage
import Testing

@testable import ResourceScan

/// The locale config Android reads is the one the manifest names
/// (`android:localeConfig="@xml/NAME"`), not whatever `res/xml/locales_config.xml` holds; an
/// entry in folder-qualifier spelling is misread by Android and gets the BCP 47 spelling as
/// its fix.
@Suite("The locale config the manifest names")
struct LocaleConfigTests {
    static let values = "<resources><string name=\"a\">A</string></resources>"
    static func config(_ names: [String]) -> String {
        "<locale-config xmlns:android=\"http://schemas.android.com/apk/res/android\">"
            + names.map { "<locale android:name=\"\($0)\"/>" }.joined() + "</locale-config>"
    }
    static func manifest(_ attribute: String) -> String {
        "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<application \(attribute)/>\n</manifest>"
    }

    static func report(_ files: [String: String], policy: AppLanguagePolicy) throws -> (ScanReport, TemporaryTree) {
        var all = files
        all["app/src/main/res/values/strings.xml"] = values
        all["app/src/main/res/values-fr/strings.xml"] = values
        let tree = try TemporaryTree(all)
        let report = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en").check(
            against: policy)
        return (report, tree)
    }

    static let policy = try! AppLanguagePolicy(supportedLocales: ["en", "fr"], productDefault: "en", policyVersion: 1)

    @Test func theFileTheManifestNamesIsRead() throws {
        let (report, tree) = try Self.report(
            [
                "app/src/main/AndroidManifest.xml": Self.manifest("android:localeConfig=\"@xml/locale_config\""),
                "app/src/main/res/xml/locale_config.xml": Self.config(["en", "fr"]),
                "app/src/main/res/xml/locales_config.xml": Self.config(["en"]),
            ], policy: Self.policy)
        let android = try #require(report.inventory.android)
        #expect(android.localeConfigPath == tree.path + "/app/src/main/res/xml/locale_config.xml")
        #expect(android.localeConfig?.locales.map(\.name) == ["en", "fr"])
        #expect(android.manifestPath == tree.path + "/app/src/main/AndroidManifest.xml")
        #expect(!report.findings.contains { $0.code == .missingEntry })
        #expect(
            report.findings.filter { $0.code == .localeConfigFile }.map(\.message) == [
                tree.path + "/app/src/main/res/xml/locales_config.xml is not the locale config: " + tree.path
                    + "/app/src/main/AndroidManifest.xml names @xml/locale_config (" + tree.path
                    + "/app/src/main/res/xml/locale_config.xml), the file Android reads"
            ])
    }

    /// The export written to the file the manifest names (what `export android-locale-config
    /// --app` says to do): the scan checks that file and finds no drift; written to the
    /// conventional name instead, it reads none and says why.
    @Test func anExportToTheNamedFileIsWhatTheScanChecks() throws {
        let export = AndroidLocaleConfigExport(policy: Self.policy).xml
        let manifest = Self.manifest("android:localeConfig=\"@xml/app_locales\"")
        let (named, tree) = try Self.report(
            [
                "app/src/main/AndroidManifest.xml": manifest, "app/src/main/res/xml/app_locales.xml": export,
                "app/src/main/res/resources.properties": "unqualifiedResLocale=en",
            ],
            policy: Self.policy)
        #expect(named.inventory.android?.localeConfigPath == tree.path + "/app/src/main/res/xml/app_locales.xml")
        #expect(named.findings.filter { $0.path == named.inventory.android?.localeConfigPath } == [])
        let (conventional, _) = try Self.report(
            [
                "app/src/main/AndroidManifest.xml": manifest,
                "app/src/main/res/xml/locales_config.xml": export,
            ], policy: Self.policy)
        #expect(conventional.findings.contains { $0.code == .localeConfigFile && $0.severity == .error })
    }

    @Test func aFileNoManifestNamesIsNoLocaleConfig() throws {
        let (report, _) = try Self.report(
            [
                "app/src/main/AndroidManifest.xml": Self.manifest("android:label=\"@string/a\""),
                "app/src/main/res/xml/locales_config.xml": Self.config(["en", "fr"]),
            ], policy: Self.policy)
        #expect(report.inventory.android?.localeConfig == nil)
        #expect(
            report.findings.first { $0.code == .localeConfigFile }?.message.hasSuffix(
                "so Android never reads it; add android:localeConfig=\"@xml/locales_config\" to <application>") == true)
    }

    @Test func aFileTheManifestNamesThatIsNotThereFailsTheBuild() throws {
        let (report, tree) = try Self.report(
            ["app/src/main/AndroidManifest.xml": Self.manifest("android:localeConfig=\"@xml/languages\"")],
            policy: Self.policy)
        #expect(
            report.findings.filter { $0.severity == .error }.map(\.message) == [
                tree.path + "/app/src/main/AndroidManifest.xml:2: android:localeConfig names @xml/languages, which no "
                    + "res/xml folder has: the build fails"
            ])
    }

    /// `pt-rBR` is how a folder is named; Android's LocaleConfig reads the name as a BCP 47
    /// tag, `rbr`: the fix is `pt-BR`, never `rbr`.
    @Test func aFolderQualifierEntryGetsItsTagAsTheFix() throws {
        let policy = try AppLanguagePolicy(supportedLocales: ["en", "pt-BR"], productDefault: "en", policyVersion: 1)
        let (report, _) = try Self.report(
            [
                "app/src/main/AndroidManifest.xml": Self.manifest("android:localeConfig=\"@xml/locales_config\""),
                "app/src/main/res/xml/locales_config.xml": Self.config(["en", "pt-rBR", "b+sr+Latn"]),
                "app/src/main/res/values-pt-rBR/strings.xml": Self.values,
            ], policy: policy)
        #expect(
            report.findings.filter { $0.code == .invalidEntry }.map(\.message) == [
                "locales_config.xml lists pt-rBR, a folder qualifier, which Android reads as rbr: write pt-BR",
                "locales_config.xml lists b+sr+Latn, a folder qualifier, which Android reads as und: write sr-Latn",
            ])
        #expect(!report.findings.contains { $0.code == .missingEntry })
    }
}
