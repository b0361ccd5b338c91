import Foundation
import LanguageTags
import TestSupport
import Testing

@testable import PlatformModels

/// The folder stage against Android 10's own libandroidfw on seeded random, realistic cases.
/// Every case where the model (on CLDR 46) and Android 10 choose differently must be
/// explained by a named difference between Android 10's data and CLDR 46: with Android 10's
/// value for that entry, read from Android's code, the model must agree on every case.
@Suite(
    "Android: differential run against libandroidfw",
    .requires(PlatformOracles.android.isAvailable, PlatformOracles.android.unavailable))
struct AndroidDifferentialTests {
    /// 10,000 by default; `LANGPOLICY_DIFFERENTIAL_CASES` for long runs.
    static let caseCount =
        ProcessInfo.processInfo.environment["LANGPOLICY_DIFFERENTIAL_CASES"].flatMap { Int($0) } ?? 10_000
    /// A fixed seed; `LANGPOLICY_DIFFERENTIAL_SEED` for other cases.
    static let seed =
        ProcessInfo.processInfo.environment["LANGPOLICY_DIFFERENTIAL_SEED"].flatMap { UInt64($0) }
        ?? 0x616E_6472_6F69_6421

    /// Where Android 10's data and CLDR 46 differ, as far as the cases reach.
    static let android10Differences = [
        AndroidDataDifference(
            "ang, ars, ayc, azb, dum, enm, rom, tok and zhx have no likely script in Android 10",
            cause: "CLDR 46 has likely subtags for them (ang, ayc, azb, dum, enm and rom from SIL's data, origin "
                + "sil1); Android 10's data has none",
            entries: ["ang", "ars", "ayc", "azb", "dum", "enm", "rom", "tok", "zhx"].map {
                .likelyScript(language: $0, region: nil, android10: nil)
            }),
        AndroidDataDifference(
            .likelyScript(language: "sat", region: nil, android10: "Latn"),
            cause: "Android 10's data writes Santali in Latin; CLDR 46 in Ol Chiki (sat → sat_Olck_IN)"),
        AndroidDataDifference(
            .likelyScript(language: "zh", region: "MY", android10: "Hant"),
            cause: "Android 10's data has zh-MY → Hant; CLDR 46 has no zh_MY entry, so zh-MY takes zh's Hans"),
        AndroidDataDifference(
            .likelyScript(language: "ku", region: "IR", android10: "Arab"),
            cause: "Android 10's data has ku-IR → Arab; CLDR 46 has no ku_IR entry, so ku-IR takes ku's Latn"),
        AndroidDataDifference(
            .representative(locale: "sr-Latn-RS", android10: true),
            cause: "Android takes representative locales from likely-subtags entries without a region; CLDR 46 has "
                + "no sr_Latn entry (the algorithm derives sr_Latn_RS from sr), Android 10's data has one"),
        AndroidDataDifference(
            .parent(child: "en-CA", script: "Latn", android10: "en-001"),
            cause: "Android 10's data puts en-CA under en-001; CLDR 46's parentLocales does not list it (parent en)"),
        AndroidDataDifference(
            .parent(child: "en-ID", script: "Latn", android10: nil),
            cause: "CLDR 46 lists en-ID under en-001; Android 10's data does not (AOSP's 2025 table does)"),
        AndroidDataDifference(
            .parent(child: "es-JP", script: "Latn", android10: nil),
            cause: "CLDR 46 lists es-JP under es-419; Android 10's data does not (nor AOSP's 2025 table: Android "
                + "takes parents from ICU's locale files, PLATFORM-MATCHING.md §3.5)"),
        AndroidDataDifference(
            .parent(child: "pt-FR", script: "Latn", android10: nil),
            cause: "CLDR 46 lists pt-FR under pt-PT; Android 10's data does not (nor AOSP's 2025 table: Android "
                + "takes parents from ICU's locale files, PLATFORM-MATCHING.md §3.5)"),
        AndroidDataDifference(
            .parent(child: "ar-AE", script: "Arab", android10: nil),
            cause: "Android gives ar-015 to Arabic locales that write ASCII digits; AOSP's 2025 table counts ar-AE "
                + "among them, Android 10's data does not"),
    ]

    @Test func everyNamedDifferenceIsAndroid10sData() throws {
        for entry in Self.android10Differences.flatMap(\.entries) {
            let android10 = try entry.probe()
            #expect(android10 == entry.android10Value, "\(entry): Android 10 says \(android10 ?? "none")")
            #expect(entry.cldr46Value != entry.android10Value, "\(entry): CLDR 46 agrees")
        }
    }

    /// The oracle's `script` mode reads a three-letter language packed, as Android does: yue
    /// is Hant in Android 10, as in CLDR 46. For every three-letter language of the model's
    /// likely-script table, the `script` mode and the folder choice agree on Android 10's script.
    @Test func scriptModeReadsThreeLetterLanguagesPacked() throws {
        #expect(try PlatformOracles.android.run(["yue\t"], arguments: ["script"]) == ["yue\t\tHant"])
        #expect(try AndroidDataEntry.likelyScript(language: "yue", region: nil, android10: "Hant").probe() == "Hant")
        #expect(AndroidLocaleData.cldr46.computedScript(language: "yue") == "Hant")
        let languages = Set(
            AndroidTables.likelyScripts.description.split(separator: "\n").compactMap { line -> String? in
                let language = line.split(separator: " ")[0].split(separator: "-")[0]
                return language.utf8.count == 3 && language.allSatisfy(\.isLetter) ? String(language) : nil
            }
        ).sorted()
        try #require(languages.count >= 100, "three-letter languages in the likely-script table: \(languages.count)")
        let scriptLines = try PlatformOracles.android.run(languages.map { "\($0)\t" }, arguments: ["script"])
        try #require(scriptLines.count == languages.count)
        let scripts = scriptLines.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        }
        // Every script the model knows, and the one the script mode reports (Android 10 may
        // know a script CLDR 46 no longer gives any language).
        let folderLines = try PlatformOracles.android.run(
            zip(languages, scripts).map { language, script in
                let candidates = ["Zzzz"] + Set(AndroidDataEntry.allScripts + (script.isEmpty ? [] : [script])).sorted()
                return "\(language)\t" + candidates.map { "b+\(language)+\($0)" }.joined(separator: ",")
            },
            arguments: ["folders"])
        try #require(folderLines.count == languages.count)
        for (language, (script, folderLine)) in zip(languages, zip(scripts, folderLines)) {
            let folder = folderLine.split(separator: "\t").last?.split(separator: "+").last.map(String.init) ?? ""
            #expect(
                script == (folder == "Zzzz" ? "" : folder), "\(language): script mode '\(script)', folders '\(folder)'")
        }
    }

    @Test func folderChoicesAgreeWithAndroid() throws {
        var generator = AndroidOracleCases(seed: Self.seed)
        let cases = (0..<Self.caseCount).map { _ in generator.next() }
        let answers = try PlatformOracles.android.run(cases.map(\.line), arguments: ["folders"])
        var folders: [String: AndroidResourceFolder] = [:]
        for qualifier in Set(cases.flatMap(\.qualifiers)) {
            folders[qualifier] = try AndroidResourceFolder(qualifiers: qualifier)
        }
        let modelChoice = { (item: AndroidOracleCases.Case, data: AndroidLocaleData) in
            try Self.modelChoice(item, folders: item.qualifiers.map { folders[$0]! }, data: data)
        }
        try #require(answers.count == cases.count)
        let android10 = Self.android10Differences.reduce(AndroidLocaleData.cldr46) { $1.apply(to: $0) }
        let separately = Self.android10Differences.map { $0.apply(to: .cldr46) }
        let allBut = Self.android10Differences.indices.map { left in
            Self.android10Differences.indices.filter { $0 != left }.reduce(AndroidLocaleData.cldr46) {
                Self.android10Differences[$1].apply(to: $0)
            }
        }
        var explained: [String: Int] = [:]
        var unexplained: [String] = []
        for (item, answer) in zip(cases, answers) {
            let chosen = String(answer.split(separator: "\t", omittingEmptySubsequences: false).last!)
            guard try modelChoice(item, .cldr46) != chosen else { continue }
            guard try modelChoice(item, android10) == chosen else {
                unexplained.append("\(item.line)\tandroid=\(chosen)\tmodel=\(try modelChoice(item, android10))")
                continue
            }
            var causes = try zip(Self.android10Differences, separately).filter { try modelChoice(item, $1) == chosen }
            if causes.isEmpty {
                // Needed together: those without which the others do not explain the case.
                causes = try zip(Self.android10Differences, allBut).filter { try modelChoice(item, $1) != chosen }
            }
            explained[causes.map(\.0.description).joined(separator: " + "), default: 0] += 1
        }
        let total = explained.values.reduce(0, +)
        print("Android differential: \(cases.count) cases, \(cases.count - total - unexplained.count) agree on CLDR 46")
        for (name, count) in explained.sorted(by: { $0.value > $1.value }) { print("  \(count)\t\(name)") }
        #expect(unexplained.isEmpty, "\(unexplained.count) unexplained, first: \(unexplained.prefix(20))")
    }

    /// The model's folder for a case (its qualifiers read as `folders`), named as the oracle
    /// names it (`!` for none).
    static func modelChoice(
        _ item: AndroidOracleCases.Case, folders: [AndroidResourceFolder], data: AndroidLocaleData
    ) throws -> String {
        let matcher = AndroidFolderMatcher(folders: folders, data: data)
        let device = AndroidLocale(deviceLocale: try LanguageTag(parsing: item.device), data: data)
        guard let folder = matcher.folderChoice(for: device).folder else { return "!" }
        return item.qualifiers[folders.firstIndex(of: folder)!]
    }
}
