extension LanguageTag: ExpressibleByStringLiteral {
    /// A tag written in code: `let tag: LanguageTag = "zh-Hant"`. A literal that is not a
    /// well-formed tag is a programming error and stops the program, as an invalid literal of
    /// any type does; tags that arrive as data (a file, the platform, the network) go through
    /// ``init(parsing:)-(String)``, which throws.
    ///
    /// ```swift
    /// let supported: [LanguageTag] = ["en", "fr-CA", "zh-Hant"]
    /// ```
    public init(stringLiteral text: StaticString) {
        let string = text.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        do {
            self = try TagParser.parse(string)
        } catch {
            preconditionFailure("\"\(string)\" is not a language tag: \(error)")
        }
    }
}

extension LanguageTag: Comparable {
    /// Tags sort by their ``description`` (`en` < `en-GB` < `fr`), so that lists of tags
    /// print in a stable order.
    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.description < rhs.description }
}
