import Foundation
import LanguageTags
import TestSupport
import Testing

@testable import InputLanguage

/// Checks the generated tables against the pinned Unicode files themselves.
@Suite("Generated script table")
struct ScriptTableTests {
    @Test(.requires(PinnedData.has("unicode/Scripts.txt"), PinnedData.missing("unicode/Scripts.txt")))
    func everyCodePointHasItsScriptsTxtScript() throws {
        var codes: [String: String] = [:]
        for (_, line) in try PinnedData.dataLines("unicode/PropertyValueAliases.txt") {
            let fields = line.split(separator: "#")[0].split(separator: ";").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if fields.count >= 3, fields[0] == "sc" { codes[fields[2]] = fields[1] }
        }
        var expected = [String](repeating: "Zzzz", count: 0x110000)
        for (_, line) in try PinnedData.dataLines("unicode/Scripts.txt") {
            let fields = line.split(separator: "#")[0].split(separator: ";").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true).map { Int($0, radix: 16)! }
            let code = try #require(codes[fields[1]], "no code for \(fields[1])")
            for point in bounds[0]...bounds[bounds.count - 1] { expected[point] = code }
        }
        let table = ScriptTable.shared
        var mismatches: [String] = []
        for point in 0..<0x110000 {
            guard let scalar = Unicode.Scalar(UInt32(point)) else { continue }
            let actual = table.scriptOfClass[Int(table.scriptClass(of: scalar))].description
            if actual != expected[point] {
                mismatches.append(String(format: "U+%04X: %@ ≠ %@", point, actual, expected[point]))
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func hanVariantClassesFollowUnihan() {
        let table = ScriptTable.shared
        func variantClass(_ character: Character) -> HanVariantClass? {
            let scriptClass = table.scriptClass(of: character.unicodeScalars.first!)
            return HanVariantClass(rawValue: scriptClass - ScriptTable.firstHan)
        }
        #expect(variantClass("們") == .traditionalOnly)
        #expect(variantClass("裡") == .leaningTraditional)
        #expect(variantClass("们") == .simplifiedOnly)
        #expect(variantClass("这") == .leaningSimplified)
        #expect(variantClass("台") == .leaningSimplified)
        #expect(variantClass("你") == .noEvidence)
        #expect(variantClass("著") == .leaningTraditional)
    }

    @Test func classesOfTheFixedScriptsAreWhereTheIdentifierExpectsThem() {
        let table = ScriptTable.shared
        #expect(table.scriptOfClass[Int(ScriptTable.latin)] == LanguageTag.Script("Latn"))
        #expect(table.scriptOfClass[Int(ScriptTable.hiragana)] == LanguageTag.Script("Hira"))
        #expect(table.scriptOfClass[Int(ScriptTable.katakana)] == LanguageTag.Script("Kana"))
        #expect(table.scriptOfClass[Int(ScriptTable.hangul)] == LanguageTag.Script("Hang"))
        for variantClass in HanVariantClass.allCases {
            #expect(table.scriptOfClass[Int(variantClass.scriptClass)] == LanguageTag.Script("Hani"))
        }
        #expect(table.classCount <= 256)
    }
}

@Suite("Identification of very long texts")
struct ExaminedPrefixTests {
    @Test func onlyWholeCharactersWithinTheLimitAreRead() {
        let identifier = UnicodeScriptIdentifier()
        let text = "あいう" + String(repeating: "a", count: 10)  // 9 bytes of kana, then ASCII
        for limit in 1...9 {
            let seen = identifier.identify(text, examiningAtMost: limit)
            #expect(seen.scripts.map(\.description) == (limit < 3 ? [] : ["Hira"]), "limit \(limit)")
        }
        #expect(identifier.identify(text, examiningAtMost: 12).scripts.map(\.description) == ["Hira", "Latn"])
        #expect(identifier.identify(text, examiningAtMost: 100) == identifier.identify(text))
        #expect(UnicodeScriptIdentifier.maximumExaminedBytes == 1 << 30)
    }
}
