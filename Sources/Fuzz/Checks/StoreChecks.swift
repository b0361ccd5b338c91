import AppLanguage
import LanguageTags

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The stored-state target: the input decoded as `FileAppLanguageStore` and
/// `UserDefaultsAppLanguageStore` decode their data (a newer `schemaVersion` is reported and
/// left alone, else `JSONDecoder` decodes an `AppLanguageState`), and as a bare
/// `AppLanguageRecord` (a saved choice in a table or a bridge request).
///
/// Invariants checked:
/// - The user-choice slot of a decoded state holds an explicit choice or nothing.
/// - What the file store writes (pretty, sorted keys) decodes to the same state; a record's
///   JSON form decodes to the same record.
/// - Merging is commutative in its choice, with a few reference states.
/// - An explicit choice survives an automatic write: recording or clearing an automatic
///   result, or keeping an automatic record, leaves the user choice as it was.
enum StoreChecks {
    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let data = Data(input)
        try checkRecord(data)
        // As the stores read it: a newer schema is never decoded (nor overwritten).
        let state: AppLanguageState
        switch StoredState.read(data) {
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

    private static func checkRecord(_ data: Data) throws(InvariantViolation) {
        guard let record = try? JSONDecoder().decode(AppLanguageRecord.self, from: data) else { return }
        let json = record.jsonValue.serialized()
        let reread = try? JSONDecoder().decode(AppLanguageRecord.self, from: Data(json.utf8))
        try require(reread == record, "the record reads back as \(String(describing: reread)) from \(json)")
    }

    private static func checkRewrite(_ state: AppLanguageState) throws(InvariantViolation) {
        let written: Data
        do {
            written = try StoredState.fileContents(of: state)
        } catch {
            throw InvariantViolation("a decoded state cannot be encoded: \(error)")
        }
        let reread = try? JSONDecoder().decode(AppLanguageState.self, from: written)
        try require(
            reread == state, "the state reads back differently from \(String(decoding: written, as: UTF8.self))")
    }

    /// States to merge with: empty, an older and a newer explicit choice, an automatic result
    /// and a cleared choice.
    static let referenceStates: [AppLanguageState] = {
        let early = Date(timeIntervalSince1970: 1_700_000_000)
        let late = Date(timeIntervalSince1970: 1_900_000_000)
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
        changed.recordAutomatic(decision, at: Date(timeIntervalSince1970: 1_800_000_000))
        changed.keepUserChoice(.automatic(decision, at: Date(timeIntervalSince1970: 1_800_000_001)))
        changed.clearAutomatic()
        try require(changed.userChoice == state.userChoice, "an automatic write changed the user choice")
    }
}
