public import LanguageTags

/// A persisted language decision:
///
///     { "chosenAt": "2026-09-03T09:00:00Z", "effectiveLocale": "fr", "policyVersion": 3,
///       "requestedLocale": "fr-CA", "schemaVersion": 1, "source": "device_preference" }
///
/// Only a user's pick has the source `saved_user_choice` (``userChoice(_:policyVersion:at:)``);
/// an automatic result (``automatic(_:at:)``) is kept apart, for diagnostics and for noticing
/// policy changes, and is never used as a choice.
///
/// ```swift
/// let record = AppLanguageRecord.userChoice("fr", policyVersion: 3, at: .now)
/// record.isExplicit   // true
/// ```
public struct AppLanguageRecord: Sendable, Hashable, CustomStringConvertible {

    /// What was requested: the user's pick, or the preference that produced an automatic
    /// result (nil for the product default).
    public let requestedLocale: String?
    /// The supported locale in effect.
    public let effectiveLocale: LanguageTag
    /// Where it came from.
    public let source: SelectionSource
    /// The policy version in effect when it was recorded (a policy's, so at most
    /// ``AppLanguagePolicy/maximumPolicyVersion``).
    public let policyVersion: Int
    /// When it was recorded.
    public let chosenAt: Timestamp
    /// The record format.
    public let schemaVersion: Int

    /// A record of its parts.
    public init(
        requestedLocale: String?, effectiveLocale: LanguageTag, source: SelectionSource, policyVersion: Int,
        chosenAt: Timestamp, schemaVersion: Int = AppLanguageRecord.currentSchemaVersion
    ) {
        self.requestedLocale = requestedLocale
        self.effectiveLocale = effectiveLocale
        self.source = source
        self.policyVersion = policyVersion
        self.chosenAt = chosenAt
        self.schemaVersion = schemaVersion
    }

    /// The record of a user's explicit pick in the language selector.
    public static func userChoice(_ locale: LanguageTag, policyVersion: Int, at date: Timestamp) -> AppLanguageRecord {
        AppLanguageRecord(
            requestedLocale: locale.description, effectiveLocale: locale, source: .savedUserChoice,
            policyVersion: policyVersion, chosenAt: date)
    }

    /// The record of an automatic decision (never stored as the user's choice).
    public static func automatic(_ decision: AppLanguageDecision, at date: Timestamp) -> AppLanguageRecord {
        AppLanguageRecord(
            requestedLocale: decision.requestedLocale, effectiveLocale: decision.effectiveLocale,
            source: decision.source, policyVersion: decision.policyVersion, chosenAt: date)
    }

    /// Whether this is the user's explicit choice.
    public var isExplicit: Bool { source == .savedUserChoice }

    /// The record in one line: `en-GB (saved_user_choice, policy 3, 2026-09-03T09:00:00Z)`.
    public var description: String {
        "\(effectiveLocale) (\(source.rawValue), policy \(policyVersion), \(chosenAt))"
    }
}
