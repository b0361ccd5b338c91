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

    /// The seed of ``grammarTags``; failure messages name it.
    static let grammarSeed: UInt64 = 0x5EED_0006

    /// 2,500 tags from RFC 5646's subtag grammar (``TagGenerator``): every production, including
    /// extended languages, 5–8 letter languages, numeric regions, digit-led variants, arbitrary
    /// extensions, private use and the grandfathered tags.
    static let grammarTags: [String] = {
        var random = SeededRandom(seed: grammarSeed)
        return (0..<2500).map { _ in TagGenerator.tag(using: &random) }
    }()

    /// ``corpus()``, parsed once for all the tests of the suite.
    static let parsedCorpus = Result { try corpus() }

    static func corpus() throws -> [LanguageTag] {
        var cldr: [String] = []
        for file in ["cldr/likelySubtags.txt", "cldr/localeCanonicalization.txt"] {
            guard PinnedData.has(file) else {
                print("PropertyTests: the corpus leaves out CLDR's test tags: \(PinnedData.missing(file))")
                continue
            }
            cldr += try PinnedData.dataLines(file).map { String($0.text.split(separator: ";")[0]) }
        }
        return try (generatedTags + grammarTags + cldr).map {
            try LanguageTag(parsing: $0.trimmingCharacters(in: .whitespaces))
        }
    }

    /// The grammar accepts exactly what the generator builds, and the description is the input
    /// with `-` separators and canonical case: nothing dropped, added or reordered.
    @Test func everyTagOfTheGrammarParsesToItsOwnText() throws {
        for text in Self.grammarTags {
            let tag: LanguageTag
            do {
                tag = try LanguageTag(parsing: text)
            } catch {
                Issue.record("\(text) is well-formed but fails: \(error) (seed \(Self.grammarSeed))")
                continue
            }
            var expected = text.replacingOccurrences(of: "_", with: "-").lowercased()
            if expected.hasPrefix("x-") { expected = "und-" + expected }  // as UTS #35 reads private use alone
            #expect(tag.description.lowercased() == expected, "\(text) (seed \(Self.grammarSeed))")
            #expect(LanguageTag(tag.description) == tag, "\(text) (seed \(Self.grammarSeed))")
        }
    }

    /// `minimize(maximize(x)) == minimize(x)`, for both preferences; nil exactly when CLDR has no
    /// likely subtags for the language.
    @Test func minimizingTheMaximalFormIsMinimizing() throws {
        var maximizable = 0
        for tag in try Self.parsedCorpus.get() {
            guard let maximal = tag.maximized() else {
                #expect(tag.minimized() == nil && tag.minimized(favoring: .script) == nil, "\(tag)")
                continue
            }
            maximizable += 1
            for preference in [LikelySubtagsPreference.region, .script] {
                #expect(
                    maximal.minimized(favoring: preference) == tag.minimized(favoring: preference),
                    "\(tag), favoring \(preference) (seeds 47, \(Self.grammarSeed))")
            }
        }
        #expect(maximizable > 3000, "the corpus exercises likely subtags (generated tags alone give over 3,000)")
    }

    /// Add Likely Subtags fills in a missing script; it never replaces one that is there. The
    /// precise statement, since maximizing canonicalizes first: the maximal script is the tag's
    /// own script after CLDR's script aliases, whose only entry in CLDR 46 is `Qaai` → `Zinh`.
    /// `Zzzz` (unknown script) counts as absent, as UTS #35 says, and is filled in.
    @Test func maximizingNeverChangesAnExplicitScript() throws {
        var explicit = 0
        var renamedByAlias: Set<String> = []
        for tag in try Self.parsedCorpus.get() {
            guard let script = tag.script, let maximal = tag.maximized() else { continue }
            guard script != .unknown else {
                #expect(maximal.script != .unknown, "Zzzz is filled in: \(tag)")
                continue
            }
            explicit += 1
            let aliased = LanguageTag(language: .undetermined, script: script).canonicalized().script
            if aliased != script { renamedByAlias.insert("\(script) → \(aliased.map(\.description) ?? "none")") }
            #expect(maximal.script == aliased, "\(tag) → \(maximal) (seeds 47, \(Self.grammarSeed))")
            #expect(maximal.script == tag.canonicalized().script, "\(tag): maximizing keeps the canonical script")
        }
        #expect(explicit > 1000)
        #expect(renamedByAlias == ["Qaai → Zinh"], "CLDR's script aliases, as this test documents them")
    }

    @Test func descriptionParsesBackToTheSameTag() throws {
        for tag in try Self.parsedCorpus.get() {
            #expect(LanguageTag(tag.description) == tag, "\(tag)")
        }
    }

    @Test func canonicalizationIsIdempotent() throws {
        for tag in try Self.parsedCorpus.get() {
            let canonical = tag.canonicalized()
            #expect(canonical.canonicalized() == canonical, "\(tag) → \(canonical)")
            #expect(canonical.description == canonical.canonicalized().description)
        }
    }

    @Test func likelySubtagsAreConsistent() throws {
        for tag in try Self.parsedCorpus.get() {
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
