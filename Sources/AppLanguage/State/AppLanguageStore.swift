internal import LanguagePolicyInternals
internal import WireDocuments

/// Where an app keeps its ``AppLanguageState``. Implementations are safe under concurrent use:
/// ``update(_:)`` runs its read-modify-write under the store's lock.
///
/// The package provides ``InMemoryAppLanguageStore``, ``FileAppLanguageStore`` and, on Apple
/// platforms, `UserDefaultsAppLanguageStore`.
public protocol AppLanguageStore: Sendable {
    /// The stored state; an empty state when nothing was stored yet.
    func load() throws(AppLanguageStoreError) -> AppLanguageState
    /// Replaces the stored state.
    func save(_ state: AppLanguageState) throws(AppLanguageStoreError)
    /// Loads, lets `change` modify, and saves, atomically with respect to other calls on the
    /// same store; returns the saved state. Throws ``AppLanguageStoreError``, or what `change`
    /// throws (nothing is saved then).
    @discardableResult
    func update(_ change: (inout AppLanguageState) throws -> Void) throws -> AppLanguageState
}

/// Why a store could not load or save. Nothing is ever silently replaced: a corrupt file is
/// moved aside before the store starts over, and a state written by a newer version is left
/// alone.
public enum AppLanguageStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The stored state could not be read (permissions, I/O).
    case unreadable(location: String, reason: String)
    /// The stored state was not a valid state. It was moved to `movedTo`, where it stays for
    /// support; the next load starts from an empty state.
    case corrupted(location: String, movedTo: String, reason: String)
    /// The stored state has a newer schema than this version of the package reads. It is left
    /// untouched, and saving over it is refused.
    case newerSchema(location: String, found: Int, supported: Int)
    /// The state could not be written; the previous state is intact.
    case writeFailed(location: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let location, let reason): "cannot read the language state at \(location): \(reason)"
        case .corrupted(let location, let movedTo, let reason):
            "the language state at \(location) was corrupt (\(reason)); it was moved to \(movedTo) and the app starts over"
        case .newerSchema(let location, let found, let supported):
            "the language state at \(location) has schema version \(found); this version reads up to \(supported) and leaves it untouched"
        case .writeFailed(let location, let reason): "cannot write the language state at \(location): \(reason)"
        }
    }
}

/// A store in memory: for tests, previews and server-side use where nothing persists.
///
/// ```swift
/// let store = InMemoryAppLanguageStore()
/// try store.update { $0.setUserChoice(try LanguageTag(parsing: userInput), policyVersion: 3, at: .now) }
/// ```
public final class InMemoryAppLanguageStore: AppLanguageStore {
    private let state: Locked<AppLanguageState>

    /// A store holding `state` (a new, empty state by default).
    public init(_ state: AppLanguageState = AppLanguageState()) { self.state = Locked(state) }

    /// The state held now.
    public func load() -> AppLanguageState { state.withLock { $0 } }

    /// Replaces the state.
    public func save(_ newState: AppLanguageState) { state.withLock { $0 = newState } }

    /// Changes the state atomically and returns the new state; when `change` throws, the
    /// state is left as it was.
    @discardableResult
    public func update(_ change: (inout AppLanguageState) throws -> Void) throws -> AppLanguageState {
        try state.withLock { state in
            var changed = state
            try change(&changed)
            state = changed
            return state
        }
    }
}
