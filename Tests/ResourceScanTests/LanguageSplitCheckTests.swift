import AppLanguage
import Foundation
import LanguageTags
import PlatformModels
import TestSupport
import Testing

@testable import ResourceScan

/// The App Bundle's language splits where they bite: an app whose policy offers several
/// locales in its own selector, with language splits on, leaves a device without the
/// languages of its system list; and bundletool's language key against Java's own.
@Suite("An App Bundle's language splits and the app's language selector")
struct LanguageSplitCheckTests {
    static let xml = "<resources><string name=\"a\">A</string></resources>"

    static func report(build: String, policy locales: [String], buildFile: String = "build.gradle.kts") throws
        -> ScanReport
    {
        var files = ["app/\(buildFile)": build, "app/src/main/res/values/strings.xml": Self.xml]
        for folder in ["values-fr", "values-fr-rCA", "values-de", "values-es", "values-b+zh+Hant"] {
            files["app/src/main/res/\(folder)/strings.xml"] = Self.xml
        }
        let tree = try TemporaryTree(files)
        let policy = try AppLanguagePolicy(
            supportedLocales: locales.compactMap { LanguageTag($0) }, productDefault: "en", policyVersion: 1)
        return try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en").check(against: policy)
    }

    @Test func aChoiceOutsideTheDevicesLanguagesFindsNothingInstalled() throws {
        let report = try Self.report(
            build: "plugins { id(\"com.android.application\") }", policy: ["en", "fr-CA", "de", "es", "zh-Hant"])
        let errors = report.androidFindings.filter { $0.code == .languageSplit }
        #expect(errors.count == 1)
        let message = errors.first?.message ?? ""
        #expect(message.contains("a [fr-CA, en-US] device gets config.fr, so a choice of de, es, zh-Hant"))
        #expect(message.contains("bundle { language { enableSplit = false } }"))
        #expect(message.contains("SplitInstallManager.startInstall("))
        #expect(message.contains("addLanguage(Locale.forLanguageTag(\"de\"))"))
        #expect(errors.first?.severity == .error)
    }

    /// The fix names the build file the module has: `build.gradle` (Groovy) when that is the one
    /// (issue 28, item 4: it named `build.gradle.kts` whenever the file set no locale setting).
    @Test func theFixNamesTheModulesOwnBuildFile() throws {
        let report = try Self.report(
            build: "apply plugin: 'com.android.application'", policy: ["en", "de"], buildFile: "build.gradle")
        let error = report.androidFindings.first { $0.code == .languageSplit }
        #expect(error?.message.contains("/app/build.gradle (every language in the base APK)") == true)
        #expect(error?.path?.hasSuffix("/app/build.gradle") == true)
    }

    @Test func noSplitsOrOneLocaleIsNoProblem() throws {
        let off = try Self.report(
            build:
                "plugins { id(\"com.android.application\") }\nandroid { bundle { language { enableSplit = false } } }",
            policy: ["en", "fr-CA", "de"])
        #expect(!off.findings.contains { $0.code == .languageSplit })
        let one = try Self.report(build: "plugins { id(\"com.android.application\") }", policy: ["en"])
        #expect(!one.findings.contains { $0.code == .languageSplit })
        let library = try Self.report(build: "plugins { id(\"com.android.library\") }", policy: ["en", "de"])
        #expect(!library.findings.contains { $0.code == .languageSplit })
    }

    /// ``SplitLanguage`` against `java.util.Locale.forLanguageTag(locale).getLanguage()` on the
    /// installed JDK, for the legacy codes and (with the pinned data) the locales of every folder
    /// name of the fixture apps.
    @Test(.requires(FileManager.default.isExecutableFile(atPath: "/usr/bin/java"), "needs a JDK (java)"))
    func theLanguageKeyIsJavas() throws {
        let legacy = ["iw", "he", "in", "id", "ji", "yi", "tl", "fil", "mo", "und", "sr-Latn", "zh-Hant-TW", "es-419"]
        var locales = legacy
        var minimum = legacy.count
        for app in [FixtureAppTests.newPipe, FixtureAppTests.tusky] where PinnedData.has(app) {
            minimum += 20
            let res = try PinnedData.url(app + "/app/src/main/res").path
            for name in try FileManager.default.contentsOfDirectory(atPath: res) {
                if let locale = ResourceLocale(androidFolder: name).locale { locales.append(locale.description) }
            }
        }
        let source = FileManager.default.temporaryDirectory.appendingPathComponent(
            "LanguageOf-\(UUID().uuidString).java")
        try """
        public class LanguageOf { public static void main(String[] tags) {
            for (String tag : tags) System.out.println(java.util.Locale.forLanguageTag(tag).getLanguage()); } }
        """.write(to: source, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: source) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/java")
        process.arguments = [source.path] + locales
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let java = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        try #require(java.count == locales.count)
        #expect(locales.count >= minimum)
        for (locale, expected) in zip(locales, java) { #expect(SplitLanguage.of(locale) == expected, "\(locale)") }
    }
}
