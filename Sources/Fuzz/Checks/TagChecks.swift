internal import LanguageTags

/// The language-tag target: the input, as UTF-8 text, through `LanguageTag(parsing:)`; on
/// whatever parses, the round trip, canonicalization and Add/Remove Likely Subtags.
///
/// Invariants checked:
/// - A rejected input gets an error with a message and, where it has one, an offset inside
///   the input or at its end (an empty last subtag); `LanguageTag(_:)` is nil for it.
/// - `parse(tag.description) == tag`, and the description is the input with `-` separators
///   in canonical case (`x-…` alone reads as `und-x-…`).
/// - Canonicalization is idempotent and its result parses back to itself.
/// - Maximize: idempotent, fills script and region and the language (except where CLDR's data
///   itself has none: `und-Cpmn` → `und-Cpmn-CY`), keeps an explicit language,
///   script and region of the canonical tag (`Zzzz` and `ZZ` count as absent; aliases such as
///   `Qaai` → `Zinh` apply first), and keeps variants (but those that a filled-in language
///   makes part of an alias), extensions and private use.
/// - `minimize(maximize(x)) == minimize(x)` for both preferences, and minimizing loses nothing:
///   `maximize(minimize(x)) == maximize(x)`. This holds wherever maximize succeeds, because
///   `minimized` maximizes first and maximize is idempotent. When maximize fails (CLDR has no
///   data for the language, as for `qaa`), minimize fails too.
enum TagChecks {
    /// Cypro-Minoan, undeciphered: CLDR's only likely subtags without a language
    /// (`und-Cpmn` → `und-Cpmn-CY`).
    static let cyproMinoan = LanguageTag.Script("Cpmn")

    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let text = String(decoding: input, as: UTF8.self)
        let tag: LanguageTag
        do {
            tag = try LanguageTag(parsing: text)
        } catch {
            try checkRejection(text, error)
            return
        }
        try require(
            (try? LanguageTag(parsing: text[...])) == tag, "\(quoted(text)): a substring parses differently")
        try checkRoundTrip(text, tag)
        let canonical = tag.canonicalized()
        try checkCanonical(tag, canonical)
        try checkLikelySubtags(tag, canonical)
    }

    private static func checkRejection(_ text: String, _ error: LanguageTagError) throws(InvariantViolation) {
        try require(!error.description.isEmpty, "\(quoted(text)): an error without a message")
        if let offset = error.offset {
            try require(
                offset >= 0 && offset <= text.utf8.count, "\(quoted(text)): error offset \(offset) outside the input")
        }
        try require(LanguageTag(text) == nil, "\(quoted(text)): init(_:) accepts what init(parsing:) rejects")
    }

    private static func checkRoundTrip(_ text: String, _ tag: LanguageTag) throws(InvariantViolation) {
        let description = tag.description
        try require(
            LanguageTag(description) == tag, "\(quoted(text)): \(quoted(description)) does not parse back to the tag")
        var expected = String(text.lowercased().map { $0 == "_" ? "-" : $0 })
        if expected.hasPrefix("x-") { expected = "und-" + expected }
        try require(
            description.lowercased() == expected,
            "\(quoted(text)): description \(quoted(description)) is not the input in canonical case")
    }

    private static func checkCanonical(_ tag: LanguageTag, _ canonical: LanguageTag) throws(InvariantViolation) {
        let again = canonical.canonicalized()
        try require(
            again == canonical, "\(tag): canonicalization is not idempotent: \(canonical) then \(again)")
        try require(
            LanguageTag(canonical.description) == canonical,
            "\(tag): canonical form \(quoted(canonical.description)) does not parse back to itself")
        let forMatching = tag.canonicalizedForMatching()
        try require(
            forMatching.withoutExtensions == canonical.withoutExtensions,
            "\(tag): canonicalized for matching \(forMatching) differs from \(canonical) beyond extensions")
    }

    private static func checkLikelySubtags(_ tag: LanguageTag, _ canonical: LanguageTag) throws(InvariantViolation) {
        guard let maximal = tag.maximized() else {
            try require(tag.minimized() == nil, "\(tag): minimize succeeds where maximize fails")
            try require(
                tag.minimized(favoring: .script) == nil, "\(tag): minimize (script) succeeds where maximize fails")
            return
        }
        try require(
            maximal.script != nil && maximal.region != nil, "\(tag): maximized \(maximal) lacks a script or region")
        try require(
            !maximal.language.isUndetermined || maximal.script == cyproMinoan,
            "\(tag): maximized \(maximal) lacks a language")
        try require(maximal.maximized() == maximal, "\(tag): maximize is not idempotent: \(maximal)")
        if let script = canonical.script, script != .unknown {
            try require(maximal.script == script, "\(tag): maximize changed the explicit script: \(maximal)")
        }
        if let region = canonical.region, region != .unknown {
            try require(maximal.region == region, "\(tag): maximize changed the explicit region: \(maximal)")
        }
        if !canonical.language.isUndetermined {
            try require(maximal.language == canonical.language, "\(tag): maximize changed the language: \(maximal)")
        }
        // Filling in an undetermined language may make variants part of an alias
        // (`und-TW-guoyu` → `zh-Hant-TW`): they may go, no other may come.
        let keptVariants =
            canonical.language.isUndetermined
            ? maximal.variants.allSatisfy(canonical.variants.contains) : maximal.variants == canonical.variants
        try require(
            keptVariants && maximal.extensions == canonical.extensions && maximal.privateUse == canonical.privateUse,
            "\(tag): maximize changed variants, extensions or private use: \(maximal)")
        for preference in [LikelySubtagsPreference.region, .script] {
            guard let minimal = tag.minimized(favoring: preference) else {
                throw InvariantViolation("\(tag): minimize (\(preference)) fails where maximize succeeds")
            }
            try require(
                maximal.minimized(favoring: preference) == minimal,
                "\(tag): minimize(maximize(x)) differs from minimize(x) = \(minimal) (\(preference))")
            try require(
                minimal.maximized() == maximal,
                "\(tag): minimize (\(preference)) to \(minimal) loses information: maximizes to \(minimal.maximized().map { "\($0)" } ?? "nil"), not \(maximal)"
            )
            try require(
                LanguageTag(minimal.description) == minimal,
                "\(tag): minimal form \(quoted(minimal.description)) does not parse back to itself")
        }
    }
}

/// `text` in quotes, with anything outside printable ASCII escaped, for messages.
func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        result +=
            scalar.isASCII && scalar.value >= 0x20 && scalar != "\"" ? String(scalar) : scalar.escaped(asASCII: true)
    }
    return result + "\""
}
