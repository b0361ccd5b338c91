internal import Foundation
internal import LanguageTags

/// Readable language names, through Foundation's `Locale` (ICU's CLDR display names).
///
/// ```swift
/// let japanese = try LanguageTag(parsing: "ja")
/// japanese.endonym                                              // "日本語"
/// japanese.displayName(in: try LanguageTag(parsing: "en"))      // "Japanese"
/// ```
extension LanguageTag {
    /// The tag's name in its own language, as a language selector shows it; nil when
    /// Foundation has no name for it.
    public var endonym: String? { displayName(in: self) }

    /// The tag's name in `displayLanguage`; nil when Foundation has no name for it (a
    /// private-use language such as `qaa`, say).
    public func displayName(in displayLanguage: LanguageTag) -> String? {
        let identifier = withoutExtensions.description
        guard
            let name = Locale(identifier: displayLanguage.withoutExtensions.description)
                .localizedString(forIdentifier: identifier),
            !name.isEmpty, name != identifier
        else { return nil }
        return name
    }
}

/// `LanguageNaming` through Foundation's `Locale`: ICU's CLDR display names,
/// sorted with Foundation's localized standard comparison.
///
/// ```swift
/// let names = FoundationLanguageNames()
/// names.name(of: try LanguageTag(parsing: "ja"), in: try LanguageTag(parsing: "ja"))   // "日本語"
/// ```
public struct FoundationLanguageNames: LanguageNaming {
    /// Names from Foundation's `Locale`.
    public init() {}

    /// `tag`'s name in `displayLanguage`, from ICU's CLDR data; nil when it has none.
    public func name(of tag: LanguageTag, in displayLanguage: LanguageTag) -> String? {
        tag.displayName(in: displayLanguage)
    }

    /// Foundation's localized standard order.
    public func displayOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.localizedStandardCompare(rhs) == .orderedAscending
    }
}
