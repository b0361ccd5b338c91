#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#elseif canImport(Darwin)
    import Darwin
#endif

/// A store in a JSON file, written crash-safely: the new state goes to a temporary file in
/// the same directory, which is flushed to disk and then renamed over the old one, so the file
/// always holds the old state or the new one, never a mix, whenever the process dies.
///
/// A file that cannot be decoded is moved aside to `NAME.corrupt-N` and reported as
/// ``AppLanguageStoreError/corrupted(location:movedTo:reason:)`` (by `load`, `update` and
/// `save` alike: nothing is written over it); a file with a newer schema is reported and never
/// overwritten. Calls are serialized across threads (all instances on one path share a lock)
/// and across processes (an app and its extensions) by an advisory lock on `NAME.lock`.
///
/// ```swift
/// let store = FileAppLanguageStore(path: "/data/app/language-state.json")
/// let state = try store.load()
/// ```
public final class FileAppLanguageStore: AppLanguageStore {
    /// The file's path.
    public let path: String
    private let lock: Lock

    /// A store in the file at `path` (created on the first write; its directory must exist).
    /// Every instance on one path in a process shares one lock.
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
    /// update (thread or process) is lost; returns the state written.
    @discardableResult
    public func update(_ change: (inout AppLanguageState) -> Void) throws(AppLanguageStoreError) -> AppLanguageState {
        try exclusively(writing: true) { () throws(AppLanguageStoreError) in
            var state = try unlockedLoad()
            change(&state)
            try write(state)
            return state
        }
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
            let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw failure("cannot open the lock file: \(Self.errnoText())") }
            defer { close(descriptor) }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { throw failure("cannot lock the file: \(Self.errnoText())") }
            }
            defer { flock(descriptor, LOCK_UN) }
            return try body()
        }
    }

    private func unlockedLoad() throws(AppLanguageStoreError) -> AppLanguageState {
        guard FileManager.default.fileExists(atPath: path) else { return AppLanguageState() }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(location: path, reason: "\(error)")
        }
        switch StoredState.read(data) {
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
        while FileManager.default.fileExists(atPath: "\(path).corrupt-\(number)") { number += 1 }
        let destination = "\(path).corrupt-\(number)"
        guard rename(path, destination) == 0 else {
            throw .unreadable(location: path, reason: "cannot move the corrupt file aside: \(Self.errnoText())")
        }
        return destination
    }

    /// Write-then-rename with `fsync` of the file and of its directory.
    private func write(_ state: AppLanguageState) throws(AppLanguageStoreError) {
        let data: Data
        do {
            data = try StoredState.fileContents(of: state)
        } catch {
            throw .writeFailed(location: path, reason: "\(error)")
        }
        // A name of its own, so that no other writer can truncate it before the rename.
        let temporary = "\(path).tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .writeFailed(location: path, reason: Self.errnoText()) }
        var failure = writeAll(descriptor, data) ? nil : Self.errnoText()
        if failure == nil, fsync(descriptor) != 0 { failure = Self.errnoText() }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = Self.errnoText() }
        if let failure {
            unlink(temporary)
            throw .writeFailed(location: path, reason: failure)
        }
        let directoryDescriptor = open(parentDirectory(of: path), O_RDONLY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}

/// Writes all of `data` to `descriptor`, retrying after interruptions; false on an error
/// (left in `errno`).
private func writeAll(_ descriptor: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}

/// The directory holding `path`.
private func parentDirectory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}
