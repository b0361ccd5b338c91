import AppLanguage
import Foundation
import LanguageTags
import PlatformModels
import TestSupport
import Testing

@testable import ResourceScan

/// `langpolicy platforms --artifact` against Android 10's `AssetManager2` on the same APK: the
/// fixture apps' `values*` (NewPipe, Tusky) linked by aapt2, and for every locale
/// configuration of each, device lists of that locale alone, followed by `en-US`, and of its
/// language's regional variants (the device lists of CLDR's major languages,
/// ``DevicePopulation/builtIn``). For each list, the platform check computed from the APK
/// (``PlatformSetup/init(policy:android:apple:systemLocales:androidDefaultLanguage:)``) names
/// the device locale Android resolves with and the folder strings come from; the oracle's
/// `apk` mode resolves every string of the APK for that device locale, and says which
/// configuration each came from. Checked: every string of the named folder comes from it, and
/// every other string from the folder the model picks among those that hold it.
///
/// Only Android's second stage runs in the oracle (which device locale is used is chosen in
/// Java, `LocaleList.getFirstMatchWithEnglishSupported`; the model of it is checked against
/// CTS's vectors, `AndroidLocaleListTests`).
@Suite(
    "platforms --artifact against AssetManager2",
    .requires(AAPT2.has(AAPT2.newPipe) && AAPT2.has(AAPT2.tusky), AAPT2.notInstalled),
    .requires(PlatformOracles.android.isAvailable, PlatformOracles.android.unavailable))
struct ArtifactPlatformOracleTests {
    /// The fewest device lists the two apps must give (505 with the pinned data: NewPipe's 110
    /// and Tusky's 62 locale configurations, alone and with `en-US`, and the variants).
    static let minimumCases = 500

    /// Device lists for the locales of `app`: each alone, then with `en-US` after it, and the
    /// regional variants of its language the built-in population has (at most four a language).
    static func deviceLists(_ app: BuiltAndroidApp) -> [[String]] {
        var variants: [String: [String]] = [:]
        for entry in DevicePopulation.builtIn.entries {
            guard let first = entry.context.deviceLanguages.first, let tag = LanguageTag(first), tag.region != nil
            else {
                continue
            }
            let language = tag.language.description
            if !(variants[language] ?? []).contains(first), (variants[language] ?? []).count < 4 {
                variants[language, default: []].append(first)
            }
        }
        var lists: [[String]] = []
        var seen: Set<[String]> = []
        func add(_ list: [String]) { if seen.insert(list).inserted { lists.append(list) } }
        for configuration in app.locales where !configuration.locale.isEmpty {
            add([configuration.locale])
            add([configuration.locale, "en-US"])
            let language = LanguageTag(configuration.locale)?.canonicalized().language.description ?? ""
            for variant in variants[language] ?? [] { add([variant]) }
        }
        return lists
    }

    /// The tag Android's Java layer hands the native code (`he` → `iw`, `id` → `in`, `yi` → `ji`).
    static func native(_ tag: LanguageTag) -> String {
        let legacy = ["he": "iw", "id": "in", "yi": "ji"]
        var subtags = tag.description.split(separator: "-").map(String.init)
        if let language = subtags.first { subtags[0] = legacy[language] ?? language }
        return subtags.joined(separator: "-")
    }

    /// `QUALIFIER:COUNT,…` of the oracle, as counts.
    static func counts(_ line: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        let field = line.split(separator: "\t", omittingEmptySubsequences: false).last ?? ""
        for item in field.split(separator: ",") {
            guard let colon = item.lastIndex(of: ":"), let count = Int(item[item.index(after: colon)...]) else {
                continue
            }
            counts[String(item[..<colon]), default: 0] += count
        }
        return counts
    }

    @Test func everyLocaleOfTheFixtureApps() throws {
        var cases = 0
        var strings = 0
        for fixture in [AAPT2.newPipeFixture, AAPT2.tuskyFixture] {
            let apk = try AAPT2.link(try fixture.get(), "app.apk")
            let built = try AndroidBuildReader.read(apk: BuiltAndroidAppTests.bytes(apk))
            let check = PlatformCheck(
                policy: .example, setup: try PlatformSetup(policy: .example, android: built, apple: nil))
            let qualifier = Dictionary(uniqueKeysWithValues: built.locales.map { ($0.folder, $0.qualifier) })
            // Each string and the folders that hold it.
            var holders: [[String]: Int] = [:]
            var byString: [String: [String]] = [:]
            for configuration in built.locales {
                for resource in configuration.resources where resource.kind == .string {
                    byString[resource.name, default: []].append(configuration.folder)
                }
            }
            for folders in byString.values { holders[folders, default: 0] += 1 }
            let matchers = holders.keys.map { folders in
                (folders, AndroidFolderMatcher(folders: folders.compactMap { try? AndroidResourceFolder(parsing: $0) }))
            }

            var asked: [(list: [String], device: AndroidLocale, native: String, folder: String)] = []
            for list in Self.deviceLists(built) {
                let outcome = check.compare(ResolutionContext(deviceLanguages: list)).android
                let device = try #require(outcome.resolution.deviceLocale, "\(list)")
                let folder = try #require(outcome.resolution.folder?.name, "\(list)")
                asked.append((list, outcome.resolution.folderChoice.device, Self.native(device.locale), folder))
            }
            let answers = try PlatformOracles.android.run(asked.map(\.native), arguments: ["apk", apk.path])
            try #require(answers.count == asked.count)
            for (question, answer) in zip(asked, answers) {
                #expect(answer.hasPrefix(question.native + "\t"))
                let oracle = Self.counts(answer)
                let named = qualifier[question.folder] ?? "?"
                let inNamed = byString.values.count { $0.contains(question.folder) }
                #expect(
                    oracle[named] == inNamed,
                    "\(question.list): platforms names \(question.folder); AssetManager2: \(answer)")
                var predicted: [String: Int] = [:]
                for (folders, matcher) in matchers {
                    let chosen = matcher.folderChoice(for: question.device).folder?.name
                    predicted[chosen.flatMap { qualifier[$0] } ?? "!", default: 0] += holders[folders] ?? 0
                }
                #expect(predicted == oracle, "\(question.list): the model \(predicted), AssetManager2 \(oracle)")
                cases += 1
            }
            strings += byString.count
        }
        print("platforms --artifact against AssetManager2: \(cases) device lists, \(strings) strings each")
        #expect(cases >= Self.minimumCases, "device lists: \(cases)")
    }
}
