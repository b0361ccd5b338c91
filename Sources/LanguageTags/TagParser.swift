/// The RFC 5646 parser behind ``LanguageTag/init(_:)``: one pass over the UTF-8 bytes,
/// no allocation for tags without extensions or private use.
enum TagParser {
    static func parse(_ text: String) throws(LanguageTagError) -> LanguageTag {
        var text = text
        let tag = try text.withUTF8 { parse(bytes: $0) }.get()
        if text.utf8.count > LanguageTag.maximumLength / 2 {
            try checkWrittenForms(of: tag, length: text.utf8.count)
        }
        return tag
    }

    /// Every form the package writes of a parsed tag must parse again: its description (`x-…`
    /// is written `und-x-…`), its canonical form (`sh` becomes `sr-Latn`, in a `-t-` source
    /// too) and that form with likely subtags added (minimal forms are no longer). A form can
    /// be longer than the input, by a few dozen bytes at most, so only a long input (over half
    /// the limit) is checked: when a form would pass the limit, the input's limit is lower by as
    /// much.
    private static func checkWrittenForms(of tag: LanguageTag, length: Int) throws(LanguageTagError) {
        let canonical = tag.canonicalized()
        let longest = [tag.description, canonical.description, canonical.maximized()?.description ?? ""]
            .map(\.utf8.count).max()!
        if longest > LanguageTag.maximumLength {
            throw .tooLong(length: length, limit: LanguageTag.maximumLength - (longest - length))
        }
    }

    /// Where the parser is in the `langtag` production.
    private enum Stage: Int, Comparable {
        case start, language, extendedLanguage, script, region, variant, extensions, privateUse
        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        var expectation: String {
            switch self {
            case .start: "a language subtag (2–3 or 5–8 letters) or \"x\""
            case .language, .extendedLanguage:
                "an extended language, script, region, variant, extension or private-use subtag"
            case .script: "a region, variant, extension or private-use subtag"
            case .region, .variant: "a variant, extension or private-use subtag"
            case .extensions, .privateUse: "an extension or private-use subtag"
            }
        }
    }

    /// Parses `bytes`; with `grandfathered` false, the grandfathered tags that fit the
    /// `langtag` production (`zh-guoyu`, `art-lojban`) parse as such instead.
    static func parse(
        bytes: UnsafeBufferPointer<UInt8>, grandfathered: Bool = true
    ) -> Result<LanguageTag, LanguageTagError> {
        if bytes.isEmpty { return .failure(.empty) }
        if bytes.count > LanguageTag.maximumLength {
            return .failure(.tooLong(length: bytes.count, limit: LanguageTag.maximumLength))
        }
        for (offset, byte) in bytes.enumerated() where !ASCII.isAlphanumeric(byte) && !isSeparator(byte) {
            if byte >= 0x80 { return .failure(.nonASCII(offset: offset)) }
            return .failure(.invalidCharacter(Character(Unicode.Scalar(byte)), offset: offset))
        }
        if grandfathered, let registered = Grandfathered.match(bytes) {
            var tag = LanguageTag(language: .undetermined)
            tag.grandfathered = registered
            if let language = registered.split(separator: "-").first.flatMap({ LanguageTag.Language($0) }) {
                tag.language = language
            }
            return .success(tag)
        }

        var tag = LanguageTag(language: .undetermined)
        var rare = RareSubtags.Fields()
        var stage = Stage.start
        var pending = PendingExtension()
        var start = 0

        while start <= bytes.count {
            var end = start
            while end < bytes.count && !isSeparator(bytes[end]) { end += 1 }
            let length = end - start
            if length == 0 { return .failure(.emptySubtag(offset: start)) }
            let subtag = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if length > 8 { return .failure(.subtagTooLong(text(subtag), offset: start)) }
            let allLetters = subtag.allSatisfy(ASCII.isLetter)

            if length == 1 {
                let lower = ASCII.lowercased(subtag[0])
                if stage == .start && lower != 0x78 {
                    return .failure(.misplacedSubtag(text(subtag), offset: start, expected: stage.expectation))
                }
                if stage == .privateUse {
                    pending.subtags.append(text(subtag))
                } else {
                    if let error = pending.finish(into: &rare) { return .failure(error) }
                    let character = Character(Unicode.Scalar(lower))
                    if rare.extensions.contains(where: { $0.singleton == character }) {
                        return .failure(.duplicateSingleton(text(subtag), offset: start))
                    }
                    pending = PendingExtension(singleton: lower, offset: start)
                    stage = lower == 0x78 ? .privateUse : .extensions
                }
            } else if stage >= .extensions {
                pending.subtags.append(text(subtag))
            } else if stage == .start {
                guard allLetters, length != 4 else {
                    return .failure(.misplacedSubtag(text(subtag), offset: start, expected: stage.expectation))
                }
                tag.language = LanguageTag.Language(packed: pack(subtag))
                stage = .language
            } else if allLetters && length == 3
                && (stage == .language && PackedASCII.count(tag.language.packed) <= 3
                    || stage == .extendedLanguage && rare.extendedLanguages.count < 3)
            {
                rare.extendedLanguages.append(LanguageTag.Language(packed: pack(subtag)))
                stage = .extendedLanguage
            } else if allLetters && length == 4 && stage < .script {
                tag.script = LanguageTag.Script(packed: pack(subtag, titlecase: true))
                stage = .script
            } else if stage < .region
                && (allLetters && length == 2 || length == 3 && subtag.allSatisfy(ASCII.isDigit))
            {
                tag.region = LanguageTag.Region(packed: pack(subtag, uppercase: true))
                stage = .region
            } else if stage < .extensions && (length >= 5 || length == 4 && ASCII.isDigit(subtag[0])) {
                let variant = LanguageTag.Variant(packed: pack(subtag))
                if rare.variants.contains(variant) {
                    return .failure(.duplicateVariant(text(subtag), offset: start))
                }
                rare.variants.append(variant)
                stage = .variant
            } else {
                return .failure(.misplacedSubtag(text(subtag), offset: start, expected: stage.expectation))
            }
            start = end + 1
        }
        if let error = pending.finish(into: &rare) { return .failure(error) }
        if rare != RareSubtags.Fields() { tag.updateRare { $0 = rare } }
        return .success(tag)
    }

    /// The extension (or private use) being read: its singleton and subtags so far.
    private struct PendingExtension {
        var singleton: UInt8 = 0
        var offset = 0
        var subtags: [String] = []

        /// Adds the extension to `rare`; an error when it has no subtag.
        func finish(into rare: inout RareSubtags.Fields) -> LanguageTagError? {
            guard singleton != 0 else { return nil }
            if subtags.isEmpty { return .emptyExtension(String(Unicode.Scalar(singleton)), offset: offset) }
            if singleton == 0x78 {
                rare.privateUse = subtags
            } else {
                rare.extensions.append(
                    LanguageTag.Extension(singleton: Character(Unicode.Scalar(singleton)), subtags: subtags))
            }
            return nil
        }
    }

    @inline(__always)
    private static func isSeparator(_ byte: UInt8) -> Bool { byte == 0x2D || byte == 0x5F }

    @inline(__always)
    private static func pack(
        _ subtag: UnsafeBufferPointer<UInt8>, titlecase: Bool = false, uppercase: Bool = false
    ) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 56
        for (index, byte) in subtag.enumerated() {
            let normalized =
                uppercase || titlecase && index == 0 ? ASCII.uppercased(byte) : ASCII.lowercased(byte)
            value |= UInt64(normalized) << shift
            shift &-= 8
        }
        return value
    }

    private static func text(_ subtag: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: subtag.count) { buffer in
            for (index, byte) in subtag.enumerated() { buffer[index] = ASCII.lowercased(byte) }
            return subtag.count
        }
    }
}

/// The 26 grandfathered tags of RFC 5646 §2.2.8 (part of its grammar, closed forever).
enum Grandfathered {
    /// In their registered case.
    static let tags = [
        "en-GB-oed", "i-ami", "i-bnn", "i-default", "i-enochian", "i-hak", "i-klingon", "i-lux",
        "i-mingo", "i-navajo", "i-pwn", "i-tao", "i-tay", "i-tsu", "sgn-BE-FR", "sgn-BE-NL",
        "sgn-CH-DE", "art-lojban", "cel-gaulish", "no-bok", "no-nyn", "zh-guoyu", "zh-hakka",
        "zh-min", "zh-min-nan", "zh-xiang",
    ]

    private static let lowercased: [[UInt8]] = tags.map { Array($0.lowercased().utf8) }

    /// The registered tag that `bytes` spells (any case, `-` or `_`), if any.
    static func match(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        // Every grandfathered tag is 5–11 bytes and starts with a, c, e, i, n, s or z.
        guard bytes.count >= 5, bytes.count <= 11 else { return nil }
        switch ASCII.lowercased(bytes[0]) {
        case 0x61, 0x63, 0x65, 0x69, 0x6E, 0x73, 0x7A: break
        default: return nil
        }
        candidates: for (index, candidate) in lowercased.enumerated() where candidate.count == bytes.count {
            for (byte, expected) in zip(bytes, candidate) {
                let normalized = byte == 0x5F ? 0x2D : ASCII.lowercased(byte)
                if normalized != expected { continue candidates }
            }
            return tags[index]
        }
        return nil
    }
}
