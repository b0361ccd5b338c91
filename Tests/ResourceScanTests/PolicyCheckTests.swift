import AppLanguage
import TestSupport
import Testing

@testable import ResourceScan

/// The fixture apps checked against policies: each supported locale must have resources that
/// the platform's own selection loads for a device set to it; completeness; unsupported
/// locales; the platforms' own lists.
@Suite("Checking resources against a policy")
struct PolicyCheckTests {
    static func report(
        _ directories: [String], policy: AppLanguagePolicy = .example, options: ScanOptions = ScanOptions()
    ) throws -> ScanReport {
        try ResourceInventory(scanning: directories, assumingDevelopmentLanguage: policy.productDefault)
            .check(against: policy, options: options)
    }

    static func messages(_ findings: [ScanFinding], _ code: ScanFinding.Code) -> [String] {
        findings.filter { $0.code == code }.map(\.message)
    }

    @Test func androidComparesLikelyScripts() throws {
        let report = try Self.report([InventoryTests.gradle])
        #expect(
            Self.messages(report.androidFindings, .missingLocale) == [
                "es: no values folder serves es on Android: a device set to es gets values/, as no folder in es's "
                    + "language matches; name it values-es",
                "zh-Hant: Android compares likely scripts: a zh-Hant device (Hant) never loads values-zh (Hans); name "
                    + "it values-b+zh+Hant or values-zh-rTW",
            ])
        // The filters name en and no region of it, no pt at all: aapt2 strips values-en-rGB and
        // values-pt-rBR.
        #expect(
            Self.messages(report.androidFindings, .filteredLocale).map { String($0.prefix(70)) } == [
                "en-GB: values-en-rGB serves en-GB, but the build leaves it out of ever",
                "pt-BR: values-pt-rBR serves pt-BR, but the build leaves it out of ever",
            ])
        #expect(report.hasErrors)
    }

    /// `values-en-rXA` and `values-ar-rXB` (and `en-XA.lproj`) are testing folders, Android's
    /// with scripts of their own: never a folder to rename for a policy locale.
    @Test func pseudoLocaleFoldersAreNoCandidates() throws {
        var files: [String: String] = [:]
        for folder in ["values", "values-en-rXA", "values-ar-rXB", "values-fr"] {
            files["app/src/main/res/\(folder)/strings.xml"] =
                #"<resources><string name="hello">Hello</string></resources>"#
        }
        for name in ["en", "en-XA", "fr"] { files["ios/\(name).lproj/Localizable.strings"] = #""hello" = "Hello";"# }
        let tree = try TemporaryTree(files)
        let policy = try AppLanguagePolicy(
            supportedLocales: ["en", "en-GB", "fr", "ar"], productDefault: "en", policyVersion: 1)
        let report = try Self.report([tree.path], policy: policy)
        #expect(
            Self.messages(report.androidFindings, .missingLocale) == [
                "en-GB: no values folder serves en-GB on Android: a device set to en-GB gets values/, as no folder in "
                    + "en-GB's language matches; name it values-en-rGB",
                "ar: no values folder serves ar on Android: a device set to ar gets values/, as no folder in ar's "
                    + "language matches; name it values-ar",
            ])
        #expect(!report.androidFindings.contains { $0.message.contains("rXA") && $0.severity == .error })
        #expect(Self.messages(report.androidFindings, .notAnAppLanguage).count == 2)
        // Apple: en-XA.lproj is no candidate either (its bundle would only show it for lack of
        // any other English).
        let apple = Self.messages(report.appleFindings, .missingLocale)
        #expect(apple.count == 2)
        #expect(apple.allSatisfy { !$0.contains("en-XA") }, "\(apple)")
        #expect(apple.first?.hasSuffix("add en-GB.lproj") == true)
    }

    @Test func appleNeverInfersAScript() throws {
        let report = try Self.report([InventoryTests.xcode])
        #expect(
            Self.messages(report.appleFindings, .missingLocale) == [
                "en-GB: no localization serves en-GB on Apple: a device set to en-GB gets en.lproj (en-GB falls back to "
                    + "en-001 (Apple's parent map), then en (dropping the last subtag); English is as close but later in "
                    + "the app's list); add en-GB.lproj",
                "sr-Latn: no localization serves sr-Latn on Apple: a device set to sr-Latn gets en.lproj (no preference "
                    + "matched: CFBundle falls back to the development region en); Apple never infers a script: sr.lproj "
                    + "is Cyrl; add sr-Latn.lproj",
            ])
        // zh-Hant is served by zh_TW.lproj, es by the catalog alone.
        #expect(!report.appleFindings.contains { $0.message.hasPrefix("zh-Hant:") || $0.message.hasPrefix("es:") })
    }

    @Test func aThresholdTurnsIncompleteLocalesIntoErrors() throws {
        let lenient = try Self.report([InventoryTests.xcode])
        #expect(Self.messages(lenient.findings, .incompleteLocale).isEmpty)
        let strict = try Self.report([InventoryTests.xcode], options: ScanOptions(minimumCompleteness: 80))
        #expect(
            Self.messages(strict.findings, .incompleteLocale) == [
                "es: es has 1 of 11 keys translated (9%), below the minimum completeness of 80%",
                "zh-Hans: zh-hans.lproj has 4 of 11 keys translated (36.3%), below the minimum completeness of 80%",
                "zh-Hant: zh_TW.lproj has 3 of 11 keys translated (27.2%), below the minimum completeness of 80%",
                "pt-BR: pt-BR.lproj has 5 of 11 keys translated (45.4%), below the minimum completeness of 80%",
            ])
    }

    @Test func unsupportedLocalesAreWarningsOrErrorsWhenStrict() throws {
        let policy = try AppLanguagePolicy(
            supportedLocales: ["en", "fr", "pt-BR", "zh-Hans", "zh-Hant", "sr", "es"], productDefault: "en",
            policyVersion: 1)
        for strict in [false, true] {
            let report = try Self.report([InventoryTests.xcode], policy: policy, options: ScanOptions(strict: strict))
            let unsupported = report.appleFindings.filter { $0.code == .unsupportedLocale }
            #expect(unsupported.map(\.message) == ["de.lproj: resources for de, which the policy does not support"])
            #expect(unsupported.map(\.severity) == [strict ? .error : .warning])
        }
    }

    @Test func knownRegionsAgainstThePolicyAndTheFolders() throws {
        let report = try Self.report([InventoryTests.xcode])
        let project = InventoryTests.xcode + "/App.xcodeproj/project.pbxproj"
        let lists = report.appleFindings.filter { $0.path == project }
        #expect(
            lists.map { "\($0.severity.rawValue) \($0.code.rawValue): \($0.message)" } == [
                "error missing-entry: knownRegions lacks en-GB, which the policy supports: Xcode does not count it "
                    + "among the project's localizations",
                "error missing-entry: knownRegions lacks es, which the policy supports: Xcode does not count it among "
                    + "the project's localizations",
                "error missing-entry: knownRegions lacks sr-Latn, which the policy supports: Xcode does not count it "
                    + "among the project's localizations",
                "warning duplicate-entry: knownRegions lists English and en, one locale",
                "warning unsupported-entry: knownRegions lists de, which the policy does not support",
                "warning unsupported-entry: knownRegions lists sr, which the policy does not support",
                "warning unsupported-entry: knownRegions lists ja, which the policy does not support",
                "warning entry-without-resources: knownRegions lists ja, which has no resources: who picks it gets "
                    + "another language",
                "warning duplicate-entry: knownRegions lists fr twice",
            ])
    }

    @Test func theLocaleConfigAgainstThePolicyTheFoldersAndWhatAndroidWouldGenerate() throws {
        let report = try Self.report([InventoryTests.gradle])
        let config = InventoryTests.gradle + "/app/src/main/res/xml/locales_config.xml"
        let codes = report.androidFindings.filter { $0.path == config }.map(\.code)
        #expect(
            codes == [
                .missingEntry, .missingEntry, .missingEntry, .duplicateEntry, .legacyEntry, .unsupportedEntry,
                .unsupportedEntry, .entryWithoutResources, .unsupportedEntry, .unlistedResources,
                .generatedLocaleConfig,
            ])
        #expect(
            Self.messages(report.androidFindings, .legacyEntry) == [
                "locales_config.xml lists iw, a legacy name: write he"
            ])
        #expect(
            Self.messages(report.androidFindings, .generatedLocaleConfig) == [
                "the Android Gradle plugin would generate another locale config from the folders and "
                    + "unqualifiedResLocale: it would list en-XA, fil, in, ji, pt-BR, qqq, tl, und and leave out ja"
            ])
    }

    @Test func aGeneratedLocaleConfigNeedsTheDefaultLanguageAndListsEveryFolder() throws {
        let tree = try TemporaryTree([
            "app/build.gradle.kts": "android { androidResources { generateLocaleConfig = true } }",
            "app/src/main/res/values/strings.xml": #"<resources><string name="a">A</string></resources>"#,
            "app/src/main/res/values-und/strings.xml": #"<resources><string name="a">A</string></resources>"#,
        ])
        let report = try Self.report(
            [tree.path], policy: try AppLanguagePolicy(supportedLocales: ["en"], productDefault: "en", policyVersion: 1)
        )
        #expect(
            report.androidFindings.map { "\($0.severity.rawValue) \($0.code.rawValue)" } == [
                // Without unqualifiedResLocale the Gradle plugin cannot name values/'s language.
                "error development-language", "error missing-entry", "warning not-an-app-language",
                "warning unsupported-entry", "warning entry-without-resources",
            ])
        #expect(
            Self.messages(report.androidFindings, .unsupportedEntry) == [
                "the generated locale config lists und, which the policy does not support"
            ])
    }

    @Test func aPolicyMetByItsResourcesHasNoFinding() throws {
        let tree = try TemporaryTree([
            "ios/App/en.lproj/Localizable.strings": #""a" = "A";"#,
            "ios/App/fr-CA.lproj/Localizable.strings": #""a" = "A";"#,
            "android/res/values/strings.xml": #"<resources><string name="a">A</string></resources>"#,
            "android/res/values-fr-rCA/strings.xml": #"<resources><string name="a">A</string></resources>"#,
            "android/res/resources.properties": "unqualifiedResLocale=en",
        ])
        let policy = try AppLanguagePolicy(supportedLocales: ["en", "fr-CA"], productDefault: "en", policyVersion: 1)
        let report = try Self.report(
            [tree.path], policy: policy, options: ScanOptions(minimumCompleteness: 100, strict: true))
        #expect(
            report.findings.map(\.message) == [
                "no Xcode project or String Catalog declares the development language: taken to be en"
            ])
        #expect(!report.hasErrors)
    }
}
