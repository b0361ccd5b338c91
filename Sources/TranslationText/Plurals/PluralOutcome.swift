/// What a user gets for the numbers of one plural category, given the categories a
/// translation provides.
///
/// - Android (`Resources.getQuantityText`, `ResourcesImpl.java` in AOSP's
///   `frameworks/base`): the item of the selected category; without it, the `other` item;
///   without `other`, `Resources.NotFoundException` — the app crashes.
/// - Apple (`.stringsdict`, String Catalogs): the variant of the selected category; without
///   it, the `other` variant; Apple's "Stringsdict file format" page requires `other`, and a
///   plural without it has no text for those numbers (wrong text).
///
/// ```swift
/// let russian = PluralRules(locale: "ru")
/// russian.outcomes(providing: [.one, .other], on: .android)
/// // few → fallsBackToOther (2, 3, 4…), many → fallsBackToOther (0, 5…), other: fractionsOnly
/// ```
package struct PluralOutcome: Hashable, Sendable {
    /// The platform that selects the text.
    package enum Platform: Hashable, Sendable {
        case android, apple
    }

    /// What the user gets.
    package enum Result: Hashable, Sendable {
        /// The translation's own text for the category.
        case own
        /// The `other` text, for numbers the language says otherwise.
        case fallsBackToOther
        /// Android throws `Resources.NotFoundException`: neither the category nor `other`.
        case crash
        /// No text: neither the category nor `other` (Apple).
        case noText
    }

    /// The category.
    package var category: PluralCategory
    /// Which numbers select it.
    package var reach: PluralReach
    /// What those numbers show.
    package var result: Result

    /// Whether a translation that gives integers is wrong here: a category integers below
    /// 1,000,000 select, without its own text.
    package var isDefect: Bool {
        guard case .integers = reach else { return false }
        return result != .own
    }
}

extension PluralRules {
    /// What each of the locale's categories shows, given the categories a translation
    /// provides (categories the locale does not have are ignored, as the platforms never
    /// select them).
    package func outcomes(providing provided: Set<PluralCategory>, on platform: PluralOutcome.Platform)
        -> [PluralOutcome]
    {
        categories.map { category in
            let result: PluralOutcome.Result =
                if provided.contains(category) {
                    .own
                } else if provided.contains(.other) {
                    .fallsBackToOther
                } else {
                    platform == .android ? .crash : .noText
                }
            return PluralOutcome(category: category, reach: reach[category] ?? .compactOnly, result: result)
        }
    }
}
