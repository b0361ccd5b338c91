import Foundation
import LanguageTags
import TestSupport
import Testing

/// Invariants over thousands of generated tags and every input of CLDR's test files.
@Suite struct PropertyTests {
    /// Random well-formed tags built from real and random subtags.
    static let generatedTags: [String] = {
        var random = SeededRandom(seed: 47)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        func word(_ length: Int) -> String { String((0..<length).map { _ in letters.randomElement(using: &random)! }) }
        let languages = ["en", "zh", "sr", "pt", "iw", "sh", "und", "no", "hy", "ja", "ar", "mo", "tl", "cmn", "yue"]
        let scripts = ["Latn", "Cyrl", "Hans", "Hant", "Arab", "Zzzz", "Qaai", "Jpan"]
        let regions = ["US", "GB", "TW", "HK", "SU", "YU", "419", "001", "840", "ZZ", "DE", "BR"]
        let variants = ["1996", "fonipa", "polytoni", "heploc", "hepburn", "arevela", "valencia", "guoyu"]
        return (0..<3000).map { _ in
            var parts = [
                Bool.random(using: &random)
                    ? languages.randomElement(using: &random)! : word(Int.random(in: 2...3, using: &random))
            ]
            if Int.random(in: 0..<3, using: &random) == 0 { parts.append(scripts.randomElement(using: &random)!) }
            if Int.random(in: 0..<2, using: &random) == 0 { parts.append(regions.randomElement(using: &random)!) }
            for variant in variants.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)) {
                parts.append(variant)
            }
            if Int.random(in: 0..<8, using: &random) == 0 { parts += ["u", "ca", "buddhist"] }
            if Int.random(in: 0..<12, using: &random) == 0 { parts += ["x", word(5)] }
            return parts.joined(separator: Bool.random(using: &random) ? "-" : "_")
        }
    }()

    static func corpus() throws -> [LanguageTag] {
        let cldr =
            try SharedData.dataLines("cldr/likelySubtags.txt").map { String($0.text.split(separator: ";")[0]) }
            + SharedData.dataLines("cldr/localeCanonicalization.txt").map { String($0.text.split(separator: ";")[0]) }
        return try (generatedTags + cldr).map { try LanguageTag(parsing: $0.trimmingCharacters(in: .whitespaces)) }
    }

    @Test func descriptionParsesBackToTheSameTag() throws {
        for tag in try Self.corpus() {
            #expect(LanguageTag(tag.description) == tag, "\(tag)")
        }
    }

    @Test func canonicalizationIsIdempotent() throws {
        for tag in try Self.corpus() {
            let canonical = tag.canonicalized()
            #expect(canonical.canonicalized() == canonical, "\(tag) → \(canonical)")
            #expect(canonical.description == canonical.canonicalized().description)
        }
    }

    @Test func likelySubtagsAreConsistent() throws {
        for tag in try Self.corpus() {
            guard let maximal = tag.maximized() else {
                #expect(tag.minimized() == nil)
                continue
            }
            #expect(maximal.maximized() == maximal, "maximize is idempotent for \(tag)")
            #expect(maximal.script != nil && maximal.region != nil)
            for preference in [LikelySubtagsPreference.region, .script] {
                let minimal = try #require(tag.minimized(favoring: preference))
                #expect(minimal.maximized() == maximal, "minimize loses nothing for \(tag)")
                #expect(maximal.minimized(favoring: preference) == minimal)
            }
        }
    }

    @Test func arbitraryInputNeverCrashes() {
        var random = SeededRandom(seed: 2024)
        let alphabet = Array("aZ09-_xu -é\u{0}漢")
        for _ in 0..<20_000 {
            let text = String(
                (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            switch Result(catching: { () throws(LanguageTagError) in try LanguageTag(parsing: text) }) {
            case .success(let tag):
                #expect(LanguageTag(tag.description) == tag, "\(text)")
                _ = tag.canonicalized().maximized()?.minimized()
            case .failure(let error):
                #expect(!error.description.isEmpty)
            }
        }
    }
}
