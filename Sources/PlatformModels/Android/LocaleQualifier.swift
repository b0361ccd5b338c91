/// The locale part of a folder name, read as aapt2's `LocaleValue::InitFromParts` reads it; a
/// folder locale names its script or none (Android computes it when matching).
enum LocaleQualifier {
    /// Reads the locale at the start of `parts` (lower-cased), removing what it reads; nil when
    /// the parts do not start with a locale.
    static func read(_ parts: inout [String], folder: String) throws(AndroidFolderError) -> AndroidLocale? {
        guard let part = parts.first else { return nil }
        if part.hasPrefix("b+") {
            parts.removeFirst()
            return try bcp47(part, folder: folder)
        }
        let bytes = Array(part.utf8)
        guard (2...3).contains(bytes.count), bytes.allSatisfy(isLetter), part != "car" else { return nil }
        parts.removeFirst()
        var region: UInt16 = 0
        if let next = parts.first, next.utf8.count == 3, next.utf8.first == 0x72 {
            parts.removeFirst()
            let letters = Array(next.utf8.dropFirst())
            guard letters.allSatisfy(isLetter) else {
                throw .misreadLocale(
                    folder: folder, qualifier: "\(part)-\(next)", reason: "a region after r is two letters")
            }
            region = AndroidPacking.region(letters.map(uppercased))
        }
        return AndroidLocale(language: AndroidPacking.language(bytes), region: region)
    }

    /// `b+language[+Script][+REGION][+variant]`, by the number of subtags as aapt2 reads them.
    private static func bcp47(_ part: String, folder: String) throws(AndroidFolderError) -> AndroidLocale {
        let subtags = part.utf8.dropFirst(2).split(separator: 0x2B, omittingEmptySubsequences: false).map(Array.init)
        var fields = Fields()
        switch subtags.count {
        case 1: break
        case 2:
            switch subtags[1].count {
            case 2, 3: fields.region = subtags[1]
            case 4 where !isDigit(subtags[1][0]): fields.script = subtags[1]
            case 4...8: fields.variant = subtags[1]
            default: throw .malformedLocale(folder: folder, qualifier: part)
            }
        case 3:
            switch subtags[1].count {
            case 4: fields.script = subtags[1]
            case 2, 3: fields.region = subtags[1]
            default: throw .malformedLocale(folder: folder, qualifier: part)
            }
            if subtags[2].count >= 4 {
                fields.variant = subtags[2]
            } else if fields.region.isEmpty {
                fields.region = subtags[2]
            } else {
                throw .misreadLocale(folder: folder, qualifier: part, reason: "aapt2 keeps only the second region")
            }
        case 4:
            if subtags[1] == [0x75] {
                throw .misreadLocale(
                    folder: folder, qualifier: part,
                    reason: "Android 10's aapt2 cannot read a numbering system in a folder name")
            }
            (fields.script, fields.region, fields.variant) = (subtags[1], subtags[2], subtags[3])
        default: throw .malformedLocale(folder: folder, qualifier: part)
        }
        fields.language = subtags[0]
        if let problem = fields.problem {
            throw .misreadLocale(folder: folder, qualifier: part, reason: problem)
        }
        return fields.locale
    }

    /// The subtags of a `b+` locale, as read (lower-cased).
    private struct Fields {
        var language: [UInt8] = []
        var script: [UInt8] = []
        var region: [UInt8] = []
        var variant: [UInt8] = []

        /// What aapt2 would store other than the subtag says, if anything.
        var problem: String? {
            if !(2...3).contains(language.count) || !language.allSatisfy(isLetter) {
                return language.isEmpty ? "it names no language" : "a language is two or three letters"
            }
            if !script.isEmpty, script.count != 4 || !script.allSatisfy(isLetter) { return "a script is four letters" }
            if !region.isEmpty,
                !(region.count == 2 && region.allSatisfy(isLetter) || region.count == 3 && region.allSatisfy(isDigit))
            {
                return "a region is two letters or three digits"
            }
            if !variant.isEmpty,
                !(4...8).contains(variant.count) || !variant.allSatisfy({ isLetter($0) || isDigit($0) })
            {
                return "a variant is four to eight letters or digits"
            }
            return nil
        }

        var locale: AndroidLocale {
            var scriptBytes = script
            if !scriptBytes.isEmpty { scriptBytes[0] = uppercased(scriptBytes[0]) }
            return AndroidLocale(
                language: AndroidPacking.language(language), region: AndroidPacking.region(region.map(uppercased)),
                script: UInt32(truncatingIfNeeded: AndroidPacking.bytes(scriptBytes, width: 4)),
                variant: AndroidPacking.bytes(variant, width: 8))
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    private static func uppercased(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte & ~0x20 : byte }
}
