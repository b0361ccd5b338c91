extension LanguageTag.Language {
    /// Whether a language of this code exists: the IANA Language Subtag Registry assigns it
    /// (its `Type: language` records, generated into `LanguageRegistryTable`), CLDR 46 has
    /// likely subtags for it (`tok`, registered after the registry's copy was made), or it lies
    /// in the private-use range `qaa`–`qtz`. Well-formed is not enough: `xx` and `zz` are
    /// well-formed and no language.
    ///
    /// ```swift
    /// LanguageTag.Language("fr")?.isRegistered   // true
    /// LanguageTag.Language("xx")?.isRegistered   // false
    /// ```
    package var isRegistered: Bool {
        isPrivateUse || Self.registered.contains(packed) || LanguageTag(language: self).maximized() != nil
    }

    /// The registered codes one typing slip away (a letter changed, or two next to each other
    /// swapped), those CLDR knows (with likely subtags) first, at most three; empty for a
    /// registered code.
    ///
    /// ```swift
    /// LanguageTag.Language("fe")?.nearestRegistered.map(\.description)   // ["fr", "de", "ee"]
    /// ```
    package var nearestRegistered: [LanguageTag.Language] {
        guard !isRegistered else { return [] }
        let letters = Array(description.utf8)
        var candidates: [[UInt8]] = []
        for position in letters.indices {
            for letter in UInt8(ascii: "a")...UInt8(ascii: "z") where letter != letters[position] {
                var changed = letters
                changed[position] = letter
                candidates.append(changed)
            }
            if position + 1 < letters.count, letters[position] != letters[position + 1] {
                var swapped = letters
                swapped.swapAt(position, position + 1)
                candidates.append(swapped)
            }
        }
        let found = candidates.compactMap { LanguageTag.Language(String(decoding: $0, as: UTF8.self)) }
            .filter(\.isRegistered)
        let known = found.filter { LanguageTag(language: $0).maximized() != nil }
        return Array((known + found.filter { !known.contains($0) }).prefix(3))
    }

    /// The registry's language subtags, packed.
    private static let registered: Set<UInt64> = {
        var codes: Set<UInt64> = []
        forEachRecord(LanguageRegistryTable.languages) { record in
            for code in record { codes.insert(PackedASCII.pack(code)) }
        }
        return codes
    }()
}
