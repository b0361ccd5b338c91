import LanguageTags

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A persisted language decision, as the guide's JSON record:
///
///     { "requestedLocale": "fr-CA", "effectiveLocale": "fr", "source": "device_preference",
///       "policyVersion": 3, "chosenAt": "2026-09-03T09:00:00Z", "schemaVersion": 1 }
///
/// Only a user's pick has the source `saved_user_choice` (``userChoice(_:policyVersion:at:)``);
/// an automatic result (``automatic(_:at:)``) is kept apart, for diagnostics and for noticing
/// policy changes, and is never used as a choice.
public struct AppLanguageRecord: Sendable, Hashable {
    /// The record format this version of the package writes.
    public static let currentSchemaVersion = 1

    /// What was requested: the user's pick, or the preference that produced an automatic
    /// result (nil for the product default).
    public var requestedLocale: String?
    /// The supported locale in effect.
    public var effectiveLocale: LanguageTag
    /// Where it came from.
    public var source: SelectionSource
    /// The policy version in effect when it was recorded (a policy's, so at most
    /// ``AppLanguagePolicy/maximumPolicyVersion``: the JSON form carries no larger one exactly).
    public var policyVersion: Int
    /// When it was recorded, to the second (the precision of its ISO 8601 form, so that a
    /// record reads back equal to what was written).
    public var chosenAt: Date {
        didSet { chosenAt = chosenAt.toTheSecond }
    }
    /// The record format.
    public var schemaVersion: Int

    /// A record of its parts; `chosenAt` is rounded down to the second.
    public init(
        requestedLocale: String?, effectiveLocale: LanguageTag, source: SelectionSource, policyVersion: Int,
        chosenAt: Date, schemaVersion: Int = AppLanguageRecord.currentSchemaVersion
    ) {
        self.requestedLocale = requestedLocale
        self.effectiveLocale = effectiveLocale
        self.source = source
        self.policyVersion = policyVersion
        self.chosenAt = chosenAt.toTheSecond
        self.schemaVersion = schemaVersion
    }

    /// The record of a user's explicit pick in the language selector.
    public static func userChoice(_ locale: LanguageTag, policyVersion: Int, at date: Date) -> AppLanguageRecord {
        AppLanguageRecord(
            requestedLocale: locale.description, effectiveLocale: locale, source: .savedUserChoice,
            policyVersion: policyVersion, chosenAt: date)
    }

    /// The record of an automatic decision (never stored as the user's choice).
    public static func automatic(_ decision: AppLanguageDecision, at date: Date) -> AppLanguageRecord {
        AppLanguageRecord(
            requestedLocale: decision.requestedLocale, effectiveLocale: decision.effectiveLocale,
            source: decision.source, policyVersion: decision.policyVersion, chosenAt: date)
    }

    /// Whether this is the user's explicit choice.
    public var isExplicit: Bool { source == .savedUserChoice }
}

extension AppLanguageRecord: Codable {
    enum CodingKeys: String, CodingKey {
        case requestedLocale, effectiveLocale, source, policyVersion, chosenAt, schemaVersion
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        requestedLocale = try container.decodeIfPresent(String.self, forKey: .requestedLocale)
        effectiveLocale = try container.decode(LanguageTag.self, forKey: .effectiveLocale)
        source = try container.decode(SelectionSource.self, forKey: .source)
        policyVersion = try container.decode(Int.self, forKey: .policyVersion)
        try Self.requireExactInJSON(policyVersion, forKey: .policyVersion, in: container)
        chosenAt = try container.decodeStoredDate(forKey: .chosenAt)
        schemaVersion = try container.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? 1
        try Self.requireExactInJSON(schemaVersion, forKey: .schemaVersion, in: container)
    }

    /// Rejects a number that the record's JSON form (``jsonValue``, a double) cannot carry
    /// exactly, so that a record written reads back equal (no policy has such a version:
    /// ``AppLanguagePolicy/maximumPolicyVersion``).
    private static func requireExactInJSON(
        _ number: Int, forKey key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
    ) throws {
        guard Int(exactly: Double(number)) != number else { return }
        throw DecodingError.dataCorruptedError(
            forKey: key, in: container, debugDescription: "\(number) is too large to be kept exactly")
    }

    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}

extension AppLanguageRecord: JSONRepresentable {
    public var jsonValue: JSONValue {
        .object([
            "chosenAt": .string(chosenAt.formatted(.iso8601)),
            "effectiveLocale": .string(effectiveLocale.description),
            "policyVersion": .number(Double(policyVersion)),
            "requestedLocale": requestedLocale.map(JSONValue.string) ?? .null,
            "schemaVersion": .number(Double(schemaVersion)),
            "source": .string(source.rawValue),
        ])
    }
}
