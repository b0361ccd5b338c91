internal import AppLanguage
internal import LanguageTags
internal import WireDocuments

/// The stored-state target: the input read as the stores read their data (`StoredState`: a
/// newer `schemaVersion` is reported and left alone, else the state's one reader reads it), as
/// a bare `AppLanguageRecord` (a saved choice in a table or a bridge request) and as a sync
/// payload.
///
/// Invariants checked:
/// - The user-choice slot of a decoded state holds an explicit choice or nothing.
/// - What the stores write (pretty, sorted keys) reads back as the same state; a record's and a
///   payload's JSON forms read back as the same record and payload.
/// - Merging is commutative in its choice, with a few reference states.
/// - An explicit choice survives an automatic write: recording or clearing an automatic
///   result, or keeping an automatic record, leaves the user choice as it was.
enum StoreChecks {
    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        try checkRecordAndPayload(input)
        // As the stores read it: a newer schema is never read (nor overwritten).
        let state: AppLanguageState
        switch StoredState.read(input) {
        case .state(let decoded): state = decoded
        case .newerSchema: return
        case .corrupt(let reason):
            try require(!reason.isEmpty, "a decoding error without a message")
            return
        }
        try require(
            state.userChoice?.isExplicit ?? true, "the user-choice slot holds \(String(describing: state.userChoice))")
        try checkRewrite(state)
        try checkMerge(state)
        try checkAutomaticWrites(state)
    }

    private static func checkRecordAndPayload(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        guard let document = try? JSONElement.parse(bytes: input) else { return }
        if let record = try? AppLanguageRecord(json: document) {
            let json = record.jsonText()
            let reread = try? AppLanguageRecord(jsonText: json)
            try require(reread == record, "the record reads back as \(String(describing: reread)) from \(json)")
        }
        if let payload = try? AppLanguageSyncPayload(json: document) {
            try require(payload.userChoice?.isExplicit ?? true, "a payload carries an automatic choice")
            let reread = try? AppLanguageSyncPayload(json: payload.json)
            try require(
                reread == payload, "the payload reads back as \(String(describing: reread)) from \(payload.json)")
        }
    }

    private static func checkRewrite(_ state: AppLanguageState) throws(InvariantViolation) {
        let written = StoredState.contents(of: state)
        guard case .state(let reread) = StoredState.read(written) else {
            throw InvariantViolation("the state's own JSON does not read: \(String(decoding: written, as: UTF8.self))")
        }
        try require(
            reread == state, "the state reads back differently from \(String(decoding: written, as: UTF8.self))")
        try require(
            state.merged(with: state.syncPayload).userChoice == state.userChoice,
            "merging its own payload changes the choice")
    }

    /// States to merge with: empty, an older and a newer explicit choice, an automatic result
    /// and a cleared choice.
    static let referenceStates: [AppLanguageState] = {
        let early = Timestamp(secondsSince1970: 1_700_000_000)
        let late = Timestamp(secondsSince1970: 1_900_000_000)
        var older = AppLanguageState()
        older.setUserChoice(LanguageTag(language: LanguageTag.Language("fr")!), policyVersion: 1, at: early)
        var newer = AppLanguageState()
        newer.setUserChoice(LanguageTag(language: LanguageTag.Language("de")!), policyVersion: 2, at: late)
        var automatic = AppLanguageState()
        automatic.recordAutomatic(AppLanguagePolicy.example.resolve(ResolutionContext()), at: late)
        var cleared = older
        cleared.clearUserChoice(at: late)
        return [AppLanguageState(), older, newer, automatic, cleared]
    }()

    private static func checkMerge(_ state: AppLanguageState) throws(InvariantViolation) {
        for other in referenceStates {
            let forward = state.merged(with: other).userChoice
            let backward = other.merged(with: state).userChoice
            try require(
                forward == backward,
                "merging is not commutative: \(String(describing: forward)) vs \(String(describing: backward))")
        }
    }

    private static func checkAutomaticWrites(_ state: AppLanguageState) throws(InvariantViolation) {
        var changed = state
        let decision = AppLanguagePolicy.example.resolve(ResolutionContext(deviceLanguages: ["fr-CA"]))
        changed.recordAutomatic(decision, at: Timestamp(secondsSince1970: 1_800_000_000))
        changed.keepUserChoice(.automatic(decision, at: Timestamp(secondsSince1970: 1_800_000_001)))
        changed.clearAutomatic()
        try require(changed.userChoice == state.userChoice, "an automatic write changed the user choice")
    }
}
