import TestSupport
import Testing

@testable import LanguageTags

/// Which language codes exist: the IANA Language Subtag Registry's (as language-data 1.3.0
/// ships it, generated), private use, and the nearest registered codes for one that does not.
@Suite struct RegistryTests {
    @Test func theRegistryNamesTheLanguagesThatExist() throws {
        var count = 0
        forEachRecord(LanguageRegistryTable.languages) { count += $0.count }
        #expect(count == 8212)
        for code in ["en", "fr", "zh", "yue", "fil", "skr", "igl", "dag", "iw", "in", "ji", "und", "mul", "qaa", "qtz"]
        {
            #expect(LanguageTag.Language(code)?.isRegistered == true, "\(code)")
        }
        for code in ["xx", "zz", "qq", "fe"] {
            #expect(LanguageTag.Language(code)?.isRegistered == false, "\(code)")
        }
    }

    /// The languages CLDR 46's likely subtags know exist, and the registry of 2021 lacks few of
    /// them (`tok`, registered in 2022).
    @Test(.requires(PinnedData.has("cldr/likelySubtags.xml"), PinnedData.missing("cldr/likelySubtags.xml")))
    func theLanguagesCLDRKnowsAreRegistered() throws {
        var known: Set<String> = []
        for line in try PinnedData.text("cldr/likelySubtags.xml").split(separator: "\n") {
            guard let start = line.range(of: "from=\"") else { continue }
            let code = line[start.upperBound...].prefix { $0 != "_" && $0 != "\"" }
            if code != "und" { known.insert(String(code)) }
        }
        #expect(known.count > 1000)
        #expect(known.allSatisfy { LanguageTag.Language($0)?.isRegistered == true })
        var registry: Set<String> = []
        forEachRecord(LanguageRegistryTable.languages) { record in
            for code in record { registry.insert(String(decoding: code, as: UTF8.self)) }
        }
        let later = known.subtracting(registry).sorted()
        #expect(later.contains("tok") && later.count * 50 < known.count, "\(later)")
    }

    @Test func theNearestCodesAreOneSlipAway() {
        #expect(LanguageTag.Language("xx")?.nearestRegistered.map(\.description) == ["xh"])
        #expect(LanguageTag.Language("ne")?.nearestRegistered == [])
        let near = LanguageTag.Language("fe")?.nearestRegistered.map(\.description) ?? []
        #expect(near.count == 3 && near.allSatisfy { LanguageTag.Language($0)!.isRegistered })
        #expect(LanguageTag.Language("nel")?.nearestRegistered.isEmpty == false)
    }
}
