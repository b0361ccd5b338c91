/// How complete one locale's resources are, counted as <doc:Counting> defines: the keys it
/// has, the development language's keys it lacks, those it has untranslated, and the String
/// Catalog states of its values.
///
/// ```swift
/// let counts = KeyCounts(keys: 95, reference: 100, missing: 7, extra: 2, untranslated: 3)
/// counts.complete   // 90.0 (percent of the development language's keys present and translated)
/// ```
package struct KeyCounts: Hashable, Sendable {
    /// The keys the locale has a value for.
    package var keys: Int
    /// The development language's keys (the reference), or nil when there are none to count
    /// against.
    package var reference: Int?
    /// The reference keys the locale has no value for; nil without a reference.
    package var missing: Int?
    /// Keys the locale has that the development language does not (left over, usually).
    package var extra: Int
    /// Reference keys the locale has a value for that is not translated: empty, the default
    /// value as written, or named by the language identifier as another language.
    package var untranslated: Int
    /// Keys with a String Catalog value in the `needs_review` state.
    package var needsReview: Int
    /// Keys with a String Catalog value in the `new` state (or none).
    package var new: Int
    /// Keys with a String Catalog value in the `stale` state.
    package var stale: Int

    /// Counts as given (the states default to none).
    package init(
        keys: Int, reference: Int?, missing: Int?, extra: Int = 0, untranslated: Int = 0, needsReview: Int = 0,
        new: Int = 0, stale: Int = 0
    ) {
        self.keys = keys
        self.reference = reference
        self.missing = missing
        self.extra = extra
        self.untranslated = untranslated
        self.needsReview = needsReview
        self.new = new
        self.stale = stale
    }

    /// The share of the reference keys present and translated, in percent, rounded down to a
    /// tenth (99.96 is 99.9, never 100); nil without reference keys.
    package var complete: Double? {
        guard let reference, let missing, reference > 0 else { return nil }
        return (Double((reference - missing - untranslated) * 1000) / Double(reference)).rounded(.down) / 10
    }

    /// The reference keys present and translated; nil without reference keys.
    package var translated: Int? {
        guard let reference, let missing else { return nil }
        return reference - missing - untranslated
    }

    /// The counts of two sources of one locale's keys (its `.lproj` tables and a String
    /// Catalog), which share no key.
    static func + (lhs: KeyCounts, rhs: KeyCounts) -> KeyCounts {
        func sum(_ a: Int?, _ b: Int?) -> Int? { a == nil && b == nil ? nil : (a ?? 0) + (b ?? 0) }
        return KeyCounts(
            keys: lhs.keys + rhs.keys, reference: sum(lhs.reference, rhs.reference),
            missing: sum(lhs.missing, rhs.missing),
            extra: lhs.extra + rhs.extra, untranslated: lhs.untranslated + rhs.untranslated,
            needsReview: lhs.needsReview + rhs.needsReview, new: lhs.new + rhs.new,
            stale: lhs.stale + rhs.stale)
    }
}
