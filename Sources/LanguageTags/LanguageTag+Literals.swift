extension LanguageTag: Comparable {
    /// Tags sort by their ``description`` (`en` < `en-GB` < `fr`), so that lists of tags
    /// print in a stable order.
    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.description < rhs.description }
}
