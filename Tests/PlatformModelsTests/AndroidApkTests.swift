import Foundation
import LanguageTags
import TestSupport
import Testing

@testable import PlatformModels

/// End to end: the fixture app (`Tests/Fixtures/AndroidApp`, every folder defining every
/// string) compiled by aapt2 into a resources-only APK, and resolved by Android 10's
/// AssetManager2 for many device locales: every string must come from the folder the model
/// chooses, with Android 10's data where it differs from CLDR 46 (the named differences of
/// ``AndroidDifferentialTests``).
@Suite(
    "Android: the fixture app resolved by AssetManager2",
    .requires(AndroidFixtureApp.aapt2 != nil, "needs aapt2 (apt-get install -y aapt) to build the fixture APK"),
    .requires(PlatformOracles.android.isAvailable, PlatformOracles.android.unavailable))
struct AndroidApkTests {
    /// Device locales as `ResourcesImpl` hands them over: the fixture's languages and others,
    /// with regions, named scripts, a numbering system, legacy codes and pseudo-locales.
    static let deviceLocales: [String] = {
        let languages = ["en", "fr", "de", "es", "pt", "zh", "sr", "iw", "in", "tl", "fil", "ar", "ja", "he", "id"]
        var tags: [String] = []
        for language in languages {
            tags.append(language)
            let regions = AndroidOracleCases.regions[language] ?? AndroidOracleCases.commonRegions
            tags += regions.map { "\(language)-\($0)" }
        }
        return tags + [
            "zh-Hans-HK", "zh-Hant-CN", "zh-Hant", "zh-Hans", "sr-Latn", "sr-Cyrl-ME", "sr-Latn-RS", "ar-EG-u-nu-latn",
            "ar-MA-u-nu-arab", "de-DE-1901", "en-Latn-US", "pt-Latn-MZ", "es-Latn-419", "yue-HK", "ko-KR",
        ]
    }()

    @Test func everyStringComesFromTheModelsFolder() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("android-fixture-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let resources = AndroidFixtureApp.directory.appendingPathComponent("res")
        let compiled = directory.appendingPathComponent("res.zip").path
        let apk = directory.appendingPathComponent("app.apk").path
        try Self.run(["compile", "--dir", resources.path, "-o", compiled])
        try Self.run([
            "link", "-o", apk, "--manifest",
            AndroidFixtureApp.directory.appendingPathComponent("AndroidManifest.xml").path, compiled,
        ])

        let names = try FileManager.default.contentsOfDirectory(atPath: resources.path).sorted()
        let android10 = AndroidDifferentialTests.android10Differences.reduce(AndroidLocaleData.cldr46) {
            $1.apply(to: $0)
        }
        let matcher = try AndroidFolderMatcher(folderNames: names, data: android10)
        let native = Self.deviceLocales.map(AndroidOracleCases.native)
        let answers = try PlatformOracles.android.run(native, arguments: ["apk", apk])
        try #require(answers.count == native.count)
        for (index, answer) in answers.enumerated() {
            let device = AndroidLocale(
                deviceLocale: try LanguageTag(parsing: Self.deviceLocales[index]), data: android10)
            let choice = matcher.folderChoice(for: device)
            #expect(answer == "\(native[index])\t\(choice.folder?.locale?.qualifier ?? ""):3", "\(choice)")
        }
        print("Android APK: \(answers.count) device locales, every string from the model's folder")
    }

    private static func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(AndroidFixtureApp.aapt2, "needs aapt2"))
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "aapt2 \(arguments.joined(separator: " "))")
    }
}

/// The fixture app and the tool that builds it.
enum AndroidFixtureApp {
    static let aapt2 = ["/usr/bin/aapt2", "/usr/local/bin/aapt2"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static let directory = PinnedData.repository.appendingPathComponent("Tests/Fixtures/AndroidApp")
}
