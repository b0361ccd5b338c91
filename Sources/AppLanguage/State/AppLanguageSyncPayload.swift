internal import LanguageTags
public import WireDocuments

/// What a device sends to a backup or to the user's account, and what another device (or
/// this one, after a reinstall) merges back: the user's explicit choice and when they last
/// went back to the device language. Automatic results never travel: each device decides its
/// own from its own preferences; one-time migrations belong to the device that ran them.
///
/// Its JSON (``json``) is the payload to store or send:
///
///     { "schemaVersion": 1, "userChoiceClearedAt": null,
///       "userChoice": { "chosenAt": "2026-09-03T09:00:00Z", "effectiveLocale": "es",
///                       "policyVersion": 3, "requestedLocale": "es", "schemaVersion": 1,
///                       "source": "saved_user_choice" } }
///
/// ```swift
/// let payload = try coordinator.store.load().syncPayload    // send payload.json
/// let decision = try otherDevice.sync(with: AppLanguageSyncPayload(json: received))
/// ```
public struct AppLanguageSyncPayload: Sendable, Hashable {

    /// The user's explicit choice, if any (always of source `saved_user_choice`).
    public let userChoice: AppLanguageRecord?
    /// When the user last went back to the device language, if ever.
    public let userChoiceClearedAt: Timestamp?

    /// A payload of a choice (automatic records are left out) and a clearing time.
    public init(userChoice: AppLanguageRecord?, userChoiceClearedAt: Timestamp?) {
        self.userChoice = userChoice.flatMap { $0.isExplicit ? $0 : nil }
        self.userChoiceClearedAt = userChoiceClearedAt
    }

    /// Reads a payload from its JSON text.
    ///
    /// - Throws: `DocumentError` naming the path of the bad value.
    public init(json text: String) throws(DocumentError) {
        try self.init(json: JSONElement.parse(text))
    }

    /// Reads a payload from its JSON as UTF-8 bytes (`Data`, `[UInt8]`).
    public init(json bytes: some Sequence<UInt8>) throws(DocumentError) {
        try self.init(json: JSONElement.parse(bytes: bytes))
    }

    /// The payload's JSON text, to store or send.
    public var json: String { jsonText() }

    /// The state a payload stands for: its choice and clearing time, nothing automatic.
    var state: AppLanguageState {
        var state = AppLanguageState()
        state.keepUserChoice(userChoice)
        state.restoreClearing(userChoiceClearedAt)
        return state
    }
}

extension AppLanguageState {
    /// What to back up or sync of this state (``AppLanguageSyncPayload``).
    public var syncPayload: AppLanguageSyncPayload {
        AppLanguageSyncPayload(userChoice: userChoice, userChoiceClearedAt: userChoiceClearedAt)
    }
}

extension AppLanguageSyncPayload {
    /// A payload of its document's parts (Schemas/Documents/sync-payload.json; the reader and
    /// writer are generated).
    ///
    /// - Throws: ``DocumentRuleError`` when `userChoice` is not an explicit choice.
    package static func checked(userChoice: AppLanguageRecord?, userChoiceClearedAt: Timestamp?)
        throws(DocumentRuleError) -> AppLanguageSyncPayload
    {
        if let userChoice, !userChoice.isExplicit {
            throw DocumentRuleError(
                key: "userChoice", "a payload's choice is an explicit one, not a \(userChoice.source.rawValue) record")
        }
        return AppLanguageSyncPayload(userChoice: userChoice, userChoiceClearedAt: userChoiceClearedAt)
    }
}

extension AppLanguageSyncPayload: Codable {
    /// Reads a payload in its JSON form from any decoder.
    public init(from decoder: any Decoder) throws {
        try self.init(json: JSONElement(JSONValue(from: decoder)))
    }

    /// Writes the payload in its JSON form to any encoder.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}
