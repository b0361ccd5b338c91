internal import LanguagePolicyInternals
internal import WireDocuments

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Android)
    internal import Android
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// A store in a JSON file, written crash-safely: the new state goes to a temporary file in
/// the same folder, which is flushed to disk and then renamed over the old one, so the file
/// always holds the old state or the new one, never a mix, whenever the process dies. The
/// folder is created (with its parents) on the first write.
///
/// A file that cannot be read as a state is moved aside to `NAME.corrupt-N` and reported as
/// ``AppLanguageStoreError/corrupted(location:movedTo:reason:)`` (by `load`, `update` and
/// `save` alike: nothing is written over it); a file with a newer schema is reported and never
/// overwritten. Calls are serialized across threads (all instances on one path share a lock)
/// and across processes (an app and its extensions) by an advisory lock on `NAME.lock`.
///
/// ```swift
/// let store = FileAppLanguageStore(path: "/data/app/language-state.json")
/// let state = try store.load()
/// ```
///
/// With `LanguagePolicy`, `FileAppLanguageStore(url:)` takes a file URL.
public final class FileAppLanguageStore: AppLanguageStore {
    /// The file's path.
    public let path: String
    private let lock: Lock

    /// A store in the file at `path` (created, with its folder, on the first write). Every
    /// instance on one path in a process shares one lock.
    public init(path: String) {
        self.path = path
        lock = Self.lock(for: path)
    }

    /// One lock per path for the whole process, so that two instances never interleave.
    private static let locks = Locked([String: Lock]())

    private static func lock(for path: String) -> Lock {
        locks.withLock { locks in
            if let lock = locks[path] { return lock }
            let lock = Lock()
            locks[path] = lock
            return lock
        }
    }

    /// The stored state; a new, empty state when the file does not exist. A corrupt file is
    /// moved aside and reported; a newer schema is reported and left.
    public func load() throws(AppLanguageStoreError) -> AppLanguageState {
        try exclusively(writing: false) { () throws(AppLanguageStoreError) in try unlockedLoad() }
    }

    /// Replaces the stored state, after checking that what it replaces is a readable state of
    /// this schema or older: a corrupt file is moved aside and reported (nothing is written),
    /// a newer one is reported and left.
    public func save(_ state: AppLanguageState) throws(AppLanguageStoreError) {
        try exclusively(writing: true) { () throws(AppLanguageStoreError) in
            _ = try unlockedLoad()
            try write(state)
        }
    }

    /// Reads, changes and writes the state under the file lock, so that no concurrent
    /// update (thread or process) is lost; returns the state written. When `change` throws,
    /// nothing is written and its error is rethrown.
    @discardableResult
    public func update(_ change: (inout AppLanguageState) throws -> Void) throws -> AppLanguageState {
        var failure: (any Error)?
        let state = try exclusively(writing: true) { () throws(AppLanguageStoreError) -> AppLanguageState? in
            var state = try unlockedLoad()
            do {
                try change(&state)
            } catch {
                failure = error
                return nil
            }
            try write(state)
            return state
        }
        if let failure { throw failure }
        return state!
    }

    /// Runs `body` holding this process's lock for the path and the advisory file lock; a
    /// lock that cannot be taken is reported as a read or a write failure.
    private func exclusively<Result>(writing: Bool, _ body: () throws(AppLanguageStoreError) -> Result)
        throws(AppLanguageStoreError) -> Result
    {
        try lock.withLock { () throws(AppLanguageStoreError) in
            func failure(_ reason: String) -> AppLanguageStoreError {
                writing ? .writeFailed(location: path, reason: reason) : .unreadable(location: path, reason: reason)
            }
            if writing, let reason = FileSystem.createFolders(of: path) { throw failure(reason) }
            let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                // Reading where nothing was ever written (no folder yet): an empty state.
                if !writing && errno == ENOENT { return try body() }
                throw failure("cannot open the lock file: \(FileSystem.errnoText())")
            }
            defer { close(descriptor) }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { throw failure("cannot lock the file: \(FileSystem.errnoText())") }
            }
            defer { flock(descriptor, LOCK_UN) }
            return try body()
        }
    }

    private func unlockedLoad() throws(AppLanguageStoreError) -> AppLanguageState {
        let bytes: [UInt8]
        switch FileSystem.contents(of: path) {
        case .missing: return AppLanguageState()
        case .failed(let reason): throw .unreadable(location: path, reason: reason)
        case .read(let contents): bytes = contents
        }
        switch StoredState.read(bytes) {
        case .state(let state):
            return state
        case .newerSchema(let version):
            throw .newerSchema(location: path, found: version, supported: AppLanguageState.currentSchemaVersion)
        case .corrupt(let reason):
            throw .corrupted(location: path, movedTo: try moveAside(), reason: reason)
        }
    }

    /// Renames the file to the first free `NAME.corrupt-N`.
    private func moveAside() throws(AppLanguageStoreError) -> String {
        var number = 1
        while FileSystem.exists("\(path).corrupt-\(number)") { number += 1 }
        let destination = "\(path).corrupt-\(number)"
        guard rename(path, destination) == 0 else {
            throw .unreadable(location: path, reason: "cannot move the corrupt file aside: \(FileSystem.errnoText())")
        }
        return destination
    }

    /// Write-then-rename with `fsync` of the file and of its folder.
    private func write(_ state: AppLanguageState) throws(AppLanguageStoreError) {
        if let reason = FileSystem.replace(path, with: StoredState.contents(of: state)) {
            throw .writeFailed(location: path, reason: reason)
        }
    }
}
