public import LanguageTags

/// A source of readable language names, such as `LanguagePolicy`'s
/// `FoundationLanguageNames` (ICU's CLDR names through Foundation) or a table the app ships.
///
/// The language selector asks for each language's endonym (its name in itself) and its name
/// in the current interface language, and sorts by ``displayOrder(_:_:)``.
///
/// ```swift
/// struct Names: LanguageNaming {
///     func name(of tag: LanguageTag, in displayLanguage: LanguageTag) -> String? {
///         tag.language.description == "fr" ? "français" : nil
///     }
/// }
/// ```
public protocol LanguageNaming: Sendable {
    /// The name of `tag` in `displayLanguage`, or nil when there is none.
    func name(of tag: LanguageTag, in displayLanguage: LanguageTag) -> String?
    /// Whether `lhs` sorts before `rhs` in a list of names shown together.
    func displayOrder(_ lhs: String, _ rhs: String) -> Bool
}

extension LanguageNaming {
    /// Case-insensitive order of Unicode scalars, then exact order: deterministic everywhere.
    public func displayOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.lowercased()
        let right = rhs.lowercased()
        return left != right ? left.unicodeScalars.lexicographicallyPrecedes(right.unicodeScalars) : lhs < rhs
    }
}
