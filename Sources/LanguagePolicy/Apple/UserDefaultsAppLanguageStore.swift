#if canImport(Darwin)
    internal import AppLanguage
    internal import LanguagePolicyInternals
    internal import WireDocuments
    public import Foundation

    /// A store in `UserDefaults` (Apple platforms): the state as JSON data under one key.
    ///
    /// Data under the key that cannot be read as a state is copied to `KEY.corrupt-N` and removed
    /// before `AppLanguageStoreError.corrupted` is thrown (by
    /// `load`, `update` and `save` alike); a state with a newer schema is reported and never
    /// overwritten.
    ///
    /// ```swift
    /// let store = UserDefaultsAppLanguageStore(defaults: .standard)
    /// let coordinator = AppLanguageCoordinator(policy: policy, store: store)
    /// ```
    public final class UserDefaultsAppLanguageStore: AppLanguageStore, @unchecked Sendable {
        /// The defaults database (thread-safe, as Apple documents).
        public let defaults: UserDefaults
        /// The key holding the state.
        public let key: String
        private let lock = Lock()

        /// A store under `key` in `defaults`.
        public init(defaults: UserDefaults = .standard, key: String = "LanguagePolicy.appLanguageState") {
            self.defaults = defaults
            self.key = key
        }

        /// The stored state; a new, empty state when the key holds nothing.
        public func load() throws(AppLanguageStoreError) -> AppLanguageState {
            try lock.withLock { () throws(AppLanguageStoreError) in try unlockedLoad() }
        }

        /// Replaces the stored state (never over a corrupt value or a newer schema).
        public func save(_ state: AppLanguageState) throws(AppLanguageStoreError) {
            try lock.withLock { () throws(AppLanguageStoreError) in
                // Never written over a corrupt value (moved aside) or a newer schema (left).
                _ = try unlockedLoad()
                write(state)
            }
        }

        /// Reads, changes and writes the state under the store's lock; returns the state written.
        /// When `change` throws, nothing is written and its error is rethrown.
        @discardableResult
        public func update(_ change: (inout AppLanguageState) throws -> Void) throws -> AppLanguageState {
            try lock.withLock { () throws -> AppLanguageState in
                var state = try unlockedLoad()
                try change(&state)
                write(state)
                return state
            }
        }

        private func unlockedLoad() throws(AppLanguageStoreError) -> AppLanguageState {
            guard let stored = defaults.object(forKey: key) else { return AppLanguageState() }
            guard let data = stored as? Data else { throw moveAside(stored, reason: "the value is not data") }
            switch StoredState.read(data) {
            case .state(let state):
                return state
            case .newerSchema(let version):
                throw .newerSchema(location: key, found: version, supported: AppLanguageState.currentSchemaVersion)
            case .corrupt(let reason):
                throw moveAside(data, reason: reason)
            }
        }

        private func moveAside(_ value: Any, reason: String) -> AppLanguageStoreError {
            var number = 1
            while defaults.object(forKey: "\(key).corrupt-\(number)") != nil { number += 1 }
            let destination = "\(key).corrupt-\(number)"
            defaults.set(value, forKey: destination)
            defaults.removeObject(forKey: key)
            return .corrupted(location: key, movedTo: destination, reason: reason)
        }

        private func write(_ state: AppLanguageState) {
            defaults.set(Data(StoredState.contents(of: state)), forKey: key)
        }
    }
#endif
