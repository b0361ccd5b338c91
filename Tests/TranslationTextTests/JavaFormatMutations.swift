import TestSupport
import TranslationText

/// Translations made from a default value the way translators and tools break them: each
/// specifier dropped, doubled, given another conversion, index, flag, width or precision, a
/// space after its `%` or an Arabic percent sign; specifiers swapped; a stray `%` added.
enum JavaFormatMutations {
    static let conversions = [
        "s", "S", "d", "f", ".2f", "x", "X", "o", "c", "b", "h", "e", "g", "a", "tY", "TH", "tq", "n", "%", "q", "i",
        "@", "u", "l",
    ]
    static let flags = [
        "-", "#", "+", " ", "0", ",", "(", "<", "--", "+ ", "-0", "00", "-5", "05", "5", ".2", "-8.3", ",5", "(5", "#5",
        "1$", "0$", "99$", "2147483648$", "99999999999",
    ]
    static let tails = [
        " %d", " %s", " 50%", " 50% off", " 50 % de", "%", " %<s", " %1$s", " %2$d", " %n", " %%", " %.", " %1$", " %-",
        " %1$<s",
    ]

    static func of(_ format: String) -> [String] {
        guard let parsed = try? JavaFormat(parsing: format) else { return [] }
        let specifiers = parsed.specifiers
        var mutations: [String] = []
        let units = Array(format.utf16)
        func replacing(_ specifier: JavaFormatSpecifier, with text: String) -> String {
            let end = specifier.offset + specifier.text.utf16.count
            return String(decoding: units[..<specifier.offset], as: UTF16.self) + text
                + String(decoding: units[end...], as: UTF16.self)
        }
        for specifier in specifiers {
            let written = specifier.text
            let body = written.dropFirst()
            mutations.append(replacing(specifier, with: ""))
            mutations.append(replacing(specifier, with: written + written))
            mutations.append(replacing(specifier, with: "% " + body))
            mutations.append(replacing(specifier, with: "\u{066A}" + body))
            mutations.append(replacing(specifier, with: "%" + body.uppercased()))
            let prefix: String
            switch specifier.index {
            case .explicit(let number): prefix = "%\(number)$"
            default: prefix = "%"
            }
            for conversion in conversions { mutations.append(replacing(specifier, with: prefix + conversion)) }
            for flag in flags {
                mutations.append(replacing(specifier, with: prefix + flag + String(specifier.conversion)))
            }
            mutations.append(replacing(specifier, with: "%\(specifiers.count + 1)$s"))
            mutations.append(replacing(specifier, with: "%<" + String(specifier.conversion)))
        }
        if specifiers.count >= 2 {
            let first = specifiers[0]
            let second = specifiers[1]
            let end = second.offset + second.text.utf16.count
            let firstEnd = first.offset + first.text.utf16.count
            mutations.append(
                String(decoding: units[..<first.offset], as: UTF16.self) + second.text
                    + String(decoding: units[firstEnd..<second.offset], as: UTF16.self) + first.text
                    + String(decoding: units[end...], as: UTF16.self))
        }
        for tail in tails { mutations.append(format + tail) }
        return mutations
    }

    /// Random strings over the characters specifiers are made of.
    static func random(count: Int, seed: UInt64) -> [String] {
        var random = SeededRandom(seed: seed)
        let alphabet = Array("%%%$<.-#+ 0,(123sdtTnfxXcbhoeEgaA٪q ab")
        return (0..<count).map { _ in
            String((0..<Int.random(in: 1...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
    }
}
