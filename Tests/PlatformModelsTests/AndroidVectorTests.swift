import Foundation
import LanguageTags
import TestSupport
import Testing

@testable import PlatformModels

/// AOSP's own vectors, as the pinned notes record them (PLATFORM-MATCHING.md §3.7): the model
/// must give every result, read row by row from the file.
@Suite(
    "Android: AOSP and CTS vectors",
    .requires(PinnedData.has(AndroidVectorFile.path), PinnedData.missing(AndroidVectorFile.path)))
struct AndroidVectorTests {
    static let file = try? AndroidVectorFile()
    static let nativeRows = file?.rows.filter { $0.number <= 33 } ?? []
    static let localeListRows = file?.rows.filter { $0.number >= 34 } ?? []
    let data = AndroidLocaleData.cldr46

    @Test func everyRowIsRead() throws {
        #expect(try AndroidVectorFile().rows.map(\.number) == Array(1...44))
    }

    /// ConfigLocale_test: `match`, `isLocaleBetterThan` and `computeScript` (rows 1–33).
    @Test(arguments: nativeRows)
    func configLocaleRow(_ row: AndroidVectorFile.Row) throws {
        let (requests, comparisons, results) = (row.cells[0], row.cells[1], row.cells[2])
        if requests == "computeScript" {
            for item in comparisons.components(separatedBy: ", ") {
                let sides = item.components(separatedBy: "→")
                let locale = sides[0].components(separatedBy: "-")
                let expected = sides[1] == "\"\"" ? nil : sides[1]
                #expect(
                    data.computedScript(language: locale[0], region: locale.count > 1 ? locale[1] : nil) == expected,
                    "\(row)")
            }
            return
        }
        let isMatch = comparisons.contains("match")
        let cleaned = comparisons.replacingOccurrences(of: #"\([^)]*\)|match"#, with: "", options: .regularExpression)
        let requestList = AndroidVectorFile.alternatives(requests)
        let comparisonList = AndroidVectorFile.alternatives(cleaned)
        let resultList = AndroidVectorFile.alternatives(results)
        for (index, request) in requestList.enumerated() {
            let device = AndroidLocale(bcp47: request)
            let comparison = comparisonList.count == requestList.count ? comparisonList[index] : comparisonList[0]
            let result = resultList.count == requestList.count ? resultList[index] : resultList[0]
            if isMatch {
                let matches = data.mismatch(of: resource(comparison), for: device) == nil
                #expect(try matches == AndroidVectorFile.bool(result), "\(row): \(comparison) for \(request)")
                continue
            }
            let clauses = AndroidVectorFile.clauses(comparison)
            let expectations = AndroidVectorFile.clauses(result)
            for (number, clause) in clauses.enumerated() {
                let expected = try AndroidVectorFile.bool(expectations[expectations.count == 1 ? 0 : number])
                let chain = clause.components(separatedBy: " > ").map(resource)
                for (better, worse) in zip(chain, chain.dropFirst()) {
                    let forward = data.preference(for: better, over: worse, device: device)
                    #expect((forward != nil) == expected, "\(row): \(clause) for \(request)")
                    if expected {
                        #expect(data.preference(for: worse, over: better, device: device) == nil, "\(row): \(clause)")
                    }
                }
            }
        }
    }

    /// A resource locale of the notes' shorthand: `default`, a tag (its script computed, as
    /// AOSP's `fillIn` does), or "… with empty script (old aapt)": no script, not computed.
    private func resource(_ text: String) -> AndroidLocale {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("default") { return .unspecified }
        if let old = text.range(of: " with empty script") {
            let locale = AndroidLocale(bcp47: String(text[..<old.lowerBound]))
            return AndroidLocale(language: locale.packedLanguage, region: locale.packedRegion)
        }
        return AndroidLocale(bcp47: text)
    }

    /// LocaleDataLookup_test: the tables' own entries.
    @Test func localeDataLookupList() throws {
        let file = try AndroidVectorFile()
        let scripts = try file.lookupItems("likelyScript")
        let representatives = try file.lookupItems("representative")
        let parents = try file.lookupItems("parent")
        #expect((scripts.count, representatives.count, parents.count) == (8, 4, 5))
        for (arguments, value) in scripts {
            let entry = data.likelyScriptEntry(AndroidLocale(bcp47: arguments.joined(separator: "-")).key)
            #expect(
                entry.map { AndroidPacking.text(UInt64($0), width: 4) } == (value == "none" ? nil : value),
                "\(arguments)")
        }
        for (arguments, value) in representatives {
            let script = arguments[1] == "no script" ? 0 : Self.script(arguments[1])
            let key = AndroidLocale(bcp47: arguments[0]).key
            #expect(try data.isRepresentative(key, script: script) == AndroidVectorFile.bool(value), "\(arguments)")
        }
        for (arguments, value) in parents {
            let entry = data.parentEntry(of: AndroidLocale(bcp47: arguments[1]).key, script: Self.script(arguments[0]))
            #expect(entry == AndroidLocale(bcp47: value).key, "\(arguments) → \(value)")
        }
    }

    private static func script(_ text: String) -> UInt32 {
        UInt32(truncatingIfNeeded: AndroidPacking.bytes(Array(text.utf8), width: 4))
    }

    /// CTS LocaleListTest (rows 34–44): `getFirstMatch` and `matchesLanguageAndScript`.
    @Test(arguments: localeListRows)
    func localeListRow(_ row: AndroidVectorFile.Row) throws {
        if row.cells[0] == "matchesLanguageAndScript" {
            let expression = try NSRegularExpression(pattern: #"\(([^,]+),([^)]+)\) ([TF])"#)
            let text = row.cells[1]
            let matches = expression.matches(in: text, range: NSRange(text.startIndex..., in: text))
            #expect(matches.count == 6)
            for match in matches {
                let part = { (index: Int) in String(text[Range(match.range(at: index), in: text)!]) }
                let matchesScript = AndroidLocaleListMatcher.matchesLanguageAndScript(
                    supported: try LanguageTag(parsing: part(1)), desired: try LanguageTag(parsing: part(2)))
                #expect(try matchesScript == AndroidVectorFile.bool(part(3)), "\(part(1)), \(part(2))")
            }
            return
        }
        let lists = AndroidVectorFile.alternatives(row.cells[0])
        let first = lists[0].components(separatedBy: ",")
        let supported =
            row.cells[1] == "(none)"
            ? []
            : try row.cells[1].components(separatedBy: ",").map {
                try LanguageTag(parsing: $0)
            }
        let results = AndroidVectorFile.alternatives(row.cells[2])
        let matcher = AndroidLocaleListMatcher(supportedLocales: supported, assumingEnglishSupported: false)
        for (index, list) in lists.enumerated() {
            // "a,b / c" is a,b and a,c: an alternative without a comma replaces the last locale.
            let locales = list.contains(",") ? list.components(separatedBy: ",") : first.dropLast() + [list]
            let device = try locales.map { try LanguageTag(parsing: $0) }
            let expected = results[results.count == 1 ? 0 : index]
            #expect(matcher.firstMatch(in: device)?.locale.description == expected, "\(row): \(locales)")
        }
    }
}
