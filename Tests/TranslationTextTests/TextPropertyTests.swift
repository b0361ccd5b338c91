import TestSupport
import Testing
import TranslationText

/// Laws of the readers: none traps on any text; positional and non-positional spellings of the
/// same specifiers read the same arguments, as Java's and CoreFoundation's numbering say.
@Suite struct TextPropertyTests {
    /// Random texts over what format strings, XML values and plural rules are made of, and any
    /// other scalar.
    static func texts(count: Int, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        let alphabet = Array(#"%%%$<>&;#@.-+ 0,(*[]123456789sdtTnfxXcbhoeEgaAqlLzjSCPp"'\/!?=~…٪ni v w f t c e and or"#)
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                if Int.random(in: 0..<8, using: &random) == 0 {
                    text.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: 0...0xFFFF, using: &random)) ?? "x")
                } else {
                    text.append(alphabet.randomElement(using: &random)!)
                }
            }
            return text
        }
    }

    @Test func readersNeverTrap() {
        var counts = (java: 0, apple: 0, xml: 0, rules: 0)
        for text in Self.texts(count: 20000, seed: 7) {
            if let format = try? JavaFormat(parsing: text) {
                counts.java += 1
                _ = try? format.uses(of: JavaArgument.arguments(for: format))
            }
            _ = FormatCheck.android(
                default: AndroidStringValue(compiled: "%1$s %2$d"), translation: AndroidStringValue(compiled: text))
            let apple = AppleFormat(parsing: text)
            if apple.outcome == .formatted { counts.apple += 1 }
            _ = FormatCheck.apple(default: "%@ %lld", translation: text)
            _ = FormatCheck.apple(default: text, translation: text)
            if (try? AndroidStringValue(xml: text)) != nil { counts.xml += 1 }
            if let rule = try? PluralRule(parsing: text) {
                counts.rules += 1
                _ = rule.matches(PluralOperands(3))
            }
            _ = PluralOperands(text)
        }
        print(
            "never trapped: \(counts.java) Java formats, \(counts.apple) Apple formats, \(counts.xml) XML values, \(counts.rules) rules parsed"
        )
        #expect(counts.java > 1000 && counts.apple > 1000 && counts.xml > 1000)
    }

    @Test func positionalAndOrdinaryIndexesAgreeInJava() throws {
        var random = SeededRandom(seed: 11)
        let conversions = ["s", "d", "f", "c", "b", "x", "tY", "h", ".2f", "S"]
        for _ in 0..<2000 {
            let picked = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                conversions.randomElement(using: &random)!
            }
            let ordinary = try JavaFormat(parsing: picked.map { "%" + $0 }.joined(separator: " · "))
            let positional = try JavaFormat(
                parsing: picked.enumerated().map { "%\($0 + 1)$" + $1 }.joined(separator: " · "))
            let arguments = JavaArgument.arguments(for: ordinary)
            #expect(arguments == JavaArgument.arguments(for: positional))
            #expect(try ordinary.uses(of: arguments).map(\.argument) == positional.uses(of: arguments).map(\.argument))
            // Reordered positional specifiers read the same arguments.
            let reordered = try JavaFormat(
                parsing: picked.enumerated().reversed().map { "%\($0 + 1)$" + $1 }.joined(separator: " "))
            #expect(JavaArgument.arguments(for: reordered) == arguments)
        }
    }

    @Test func positionalAndOrdinaryPositionsAgreeInCoreFoundation() {
        var random = SeededRandom(seed: 13)
        let conversions = ["@", "d", "lld", "f", "s", "C", "ld", "x", "S"]
        for _ in 0..<2000 {
            let picked = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                conversions.randomElement(using: &random)!
            }
            let ordinary = AppleFormat(parsing: picked.map { "%" + $0 }.joined(separator: " "))
            let positional = AppleFormat(parsing: picked.enumerated().map { "%\($0 + 1)$" + $1 }.joined(separator: " "))
            #expect(ordinary.readPositions == positional.readPositions)
            #expect(ordinary.specifiers.map(\.kind) == positional.specifiers.map(\.kind))
            #expect(
                FormatCheck.apple(
                    default: ordinary.specifiers.map(\.text).joined(separator: " "),
                    translation: positional.specifiers.map(\.text).joined(separator: " ")
                ).isEmpty)
        }
    }
}
