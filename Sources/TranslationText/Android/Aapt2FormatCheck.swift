/// aapt2's check of a `<string>`'s text, `util::VerifyJavaStringFormat`
/// (`tools/aapt2/util/Util.cpp` in AOSP's `frameworks/base`), which `ResourceParser::ParseString`
/// runs on every translatable `<string>` without `formatted="false"` and without spans: more
/// than one argument with any of them non-positional (`%s`, `%d`, `%<s`, or digits that are a
/// width) gives "multiple substitutions specified in non-positional format; did you mean to
/// add the formatted="false" attribute?" — a warning in the Android Gradle plugin's aapt2, an
/// error where `error_on_positional_arguments` is set. A string that uses a conversion only
/// `Time.format` knows (`%D`, `%k`…) passes, as aapt2 assumes it is not for `String.format`.
///
/// ```swift
/// Aapt2FormatCheck.isValid("%1$s of %2$s")   // true
/// Aapt2FormatCheck.isValid("%s of %s")       // false
/// Aapt2FormatCheck.isValid("50% of %s")      // false: "% o" counts as one
/// ```
package enum Aapt2FormatCheck {
    package static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var position = 0
        var count = 0
        var nonPositional = false
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "%"), position + 1 < bytes.count {
                position += 1
                if bytes[position] == UInt8(ascii: "%") || bytes[position] == UInt8(ascii: "n") {
                    position += 1
                    continue
                }
                count += 1
                let digitsStart = position
                while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
                if position > digitsStart {
                    if position < bytes.count, bytes[position] != UInt8(ascii: "$") { nonPositional = true }
                } else if bytes[position] == UInt8(ascii: "<") {
                    nonPositional = true
                    position += 1
                    if position < bytes.count, bytes[position] == UInt8(ascii: "$") { position += 1 }
                } else {
                    nonPositional = true
                }
                while position < bytes.count, Self.isSizeOrFlag(bytes[position]) { position += 1 }
                if position < bytes.count, Self.timeOnlyConversions.contains(bytes[position]) { return true }
            }
            if position < bytes.count { position += 1 }
        }
        return !(count > 1 && nonPositional)
    }

    /// `-`, `#`, `+`, space, `,`, `(` and digits: what aapt2 skips after the index.
    private static func isSizeOrFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "#"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: ","),
            UInt8(ascii: "("), 0x30...0x39:
            true
        default: false
        }
    }

    /// `DFKMWZkmwyz`: conversions of `Time.format`, not `String.format`.
    private static let timeOnlyConversions: Set<UInt8> = Set("DFKMWZkmwyz".utf8)
}
