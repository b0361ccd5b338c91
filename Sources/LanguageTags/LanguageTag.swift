/// A well-formed BCP 47 language tag (RFC 5646): language, extended language, script,
/// region, variants, extensions and private use, or one of the grandfathered tags.
///
/// Parsing is strict and throws a ``LanguageTagError`` that says where and why; it accepts
/// what platforms hand over (`_` separators as in `zh_Hant_HK`, any letter case) and stores
/// every subtag in its canonical case. ``description`` gives the tag with `-` separators, in
/// the order parsed. ``canonicalized()``, ``maximized()`` and ``minimized(favoring:)``
/// implement UTS #35 on pinned CLDR data (see ``cldrVersion``).
///
/// ```swift
/// let tag = try LanguageTag(parsing: "zh_hant_hk")
/// tag.description                    // "zh-Hant-HK"
/// tag.script?.description            // "Hant"
/// try LanguageTag(parsing: "iw").canonicalized().description   // "he"
/// try LanguageTag(parsing: "zh-TW").maximized()?.description   // "zh-Hant-TW"
/// ```
public struct LanguageTag: Hashable, Sendable {
    /// The primary language subtag; `und` when the tag has none (a private-use-only tag such
    /// as `x-whatever` reads as `und-x-whatever`, as UTS #35 converts it).
    public internal(set) var language: Language
    /// The script subtag, if any.
    public internal(set) var script: Script?
    /// The region subtag, if any.
    public internal(set) var region: Region?
    /// Everything else, boxed, so that the common tag (language, script, region) is copied
    /// and compared without reference counting. Nil exactly when all of it is empty.
    private var rare: RareSubtags?

    /// Extended language subtags (`zh-yue` has `yue`); canonicalization replaces the
    /// language with the first one, as RFC 5646 §4.5 prescribes.
    public internal(set) var extendedLanguages: [Language] {
        get { rare?.fields.extendedLanguages ?? [] }
        set { updateRare { $0.extendedLanguages = newValue } }
    }
    /// The variant subtags, in the order given (canonicalization sorts them).
    public internal(set) var variants: [Variant] {
        get { rare?.fields.variants ?? [] }
        set { updateRare { $0.variants = newValue } }
    }
    /// The extensions, in the order given (canonicalization sorts them by singleton).
    public internal(set) var extensions: [Extension] {
        get { rare?.fields.extensions ?? [] }
        set { updateRare { $0.extensions = newValue } }
    }
    /// The private-use subtags after `x`, lowercase.
    public internal(set) var privateUse: [String] {
        get { rare?.fields.privateUse ?? [] }
        set { updateRare { $0.privateUse = newValue } }
    }
    /// The grandfathered tag (RFC 5646 §2.2.8) this value stands for, in its registered
    /// case (`i-klingon`, `en-GB-oed`, `zh-min-nan`); nil for every other tag.
    /// ``canonicalized()`` replaces it with CLDR's replacement (`tlh`, `en-GB-oxendict`).
    public internal(set) var grandfathered: String? {
        get { rare?.fields.grandfathered }
        set { updateRare { $0.grandfathered = newValue } }
    }

    /// Whether the tag has nothing but a language, a script and a region (for the package's
    /// matchers: such a tag has no variants to compare).
    package var isSimple: Bool { rare == nil }

    mutating func updateRare(_ update: (inout RareSubtags.Fields) -> Void) {
        var fields = rare?.fields ?? RareSubtags.Fields()
        update(&fields)
        rare = fields == RareSubtags.Fields() ? nil : RareSubtags(fields)
    }

    /// The longest input ``init(parsing:)-(String)`` accepts, in bytes, and the longest form of
    /// it the package writes: its ``description`` (`x-…` is written `und-x-…`), its
    /// ``canonicalized()`` form (`sh` becomes `sr-Latn`) and that form ``maximized()``. A tag
    /// whose forms are longer than itself must leave room for them (a 253-byte `sh-a-…` is
    /// refused: its canonical form would be 258 bytes), so that every tag parsed can be written,
    /// in any of its forms, and parsed again.
    public static let maximumLength = 255

    /// A tag made of a language and, optionally, a script and a region.
    ///
    /// ```swift
    /// LanguageTag(language: .undetermined, region: LanguageTag.Region("419")).description  // "und-419"
    /// ```
    public init(language: Language, script: Script? = nil, region: Region? = nil) {
        self.language = language
        self.script = script
        self.region = region
    }

    /// Parses a BCP 47 language tag.
    ///
    /// - Throws: ``LanguageTagError`` naming the offending subtag and its offset.
    public init(parsing text: String) throws(LanguageTagError) {
        self = try TagParser.parse(text)
    }

    /// Parses a BCP 47 language tag held in a substring or another string type.
    public init(parsing text: some StringProtocol) throws(LanguageTagError) {
        self = try TagParser.parse(String(text))
    }

    /// The `-u-` extension's subtags, or an empty array.
    public var unicodeExtension: [String] { extensions.first { $0.singleton == "u" }?.subtags ?? [] }

    /// The tag without extensions and private use: what language matching compares.
    public var withoutExtensions: LanguageTag {
        var copy = self
        copy.extensions = []
        copy.privateUse = []
        return copy
    }
}

extension LanguageTag: LosslessStringConvertible {
    /// Parses `description`; nil when it is not well-formed (``init(parsing:)-(String)`` says why).
    public init?(_ description: String) {
        guard let tag = try? TagParser.parse(description) else { return nil }
        self = tag
    }

    /// The tag with `-` separators and canonical case, subtags in the order parsed.
    public var description: String {
        guard let rare else { return Self.text(language: language, script: script, region: region) }
        if let grandfathered = rare.fields.grandfathered { return grandfathered }
        var text = language.description
        for extended in rare.fields.extendedLanguages { text += "-" + extended.description }
        if let script { text += "-" + script.description }
        if let region { text += "-" + region.description }
        for variant in rare.fields.variants { text += "-" + variant.description }
        for element in rare.fields.extensions { text += "-" + element.description }
        if !rare.fields.privateUse.isEmpty { text += "-x-" + rare.fields.privateUse.joined(separator: "-") }
        return text
    }

    /// `language[-Script][-REGION]` written in one allocation.
    private static func text(language: Language, script: Script?, region: Region?) -> String {
        let scriptPacked = script?.packed ?? 0
        let regionPacked = region?.packed ?? 0
        var count = PackedASCII.count(language.packed)
        if scriptPacked != 0 { count += 5 }
        if regionPacked != 0 { count += 1 + PackedASCII.count(regionPacked) }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var position = 0
            func append(_ packed: UInt64) {
                for index in 0..<PackedASCII.count(packed) {
                    buffer[position] = PackedASCII.byte(packed, at: index)
                    position += 1
                }
            }
            append(language.packed)
            if scriptPacked != 0 {
                buffer[position] = 0x2D
                position += 1
                append(scriptPacked)
            }
            if regionPacked != 0 {
                buffer[position] = 0x2D
                position += 1
                append(regionPacked)
            }
            return position
        }
    }
}

extension LanguageTag: Codable {
    /// Decodes a tag from its string form; a malformed string is a `DecodingError.dataCorrupted`
    /// whose debug description carries the ``LanguageTagError``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try TagParser.parse(text)
        } catch {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a language tag: \(error)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// The subtags few tags have, in one immutable box (replaced, never mutated).
final class RareSubtags: Hashable, Sendable {
    struct Fields: Hashable, Sendable {
        var extendedLanguages: [LanguageTag.Language] = []
        var variants: [LanguageTag.Variant] = []
        var extensions: [LanguageTag.Extension] = []
        var privateUse: [String] = []
        var grandfathered: String?
    }

    let fields: Fields

    init(_ fields: Fields) { self.fields = fields }

    static func == (lhs: RareSubtags, rhs: RareSubtags) -> Bool { lhs === rhs || lhs.fields == rhs.fields }
    func hash(into hasher: inout Hasher) { hasher.combine(fields) }
}
