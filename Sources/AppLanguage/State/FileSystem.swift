#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Android)
    internal import Android
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The few file operations the file store needs, over the C library (the core does not use
/// Foundation). Failures are the system's message.
enum FileSystem {
    /// What reading a file gave.
    enum Contents {
        case read([UInt8])
        case missing
        case failed(String)
    }

    /// The whole file at `path`.
    static func contents(of path: String) -> Contents {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT ? .missing : .failed(errnoText()) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(errnoText())
            }
            if count == 0 { return .read(bytes) }
            bytes += chunk[..<count]
        }
    }

    /// Whether something exists at `path`. `access(2)`, not `stat(2)`: existence needs no file
    /// metadata, and `stat` is one of Apple's required-reason file timestamp APIs.
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Creates the folders above `path` that do not exist; the reason when one cannot be made.
    static func createFolders(of path: String) -> String? {
        var folder = ""
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (index, part) in parts.enumerated() {
            folder += (index == 0 ? "" : "/") + part
            guard !part.isEmpty, part != ".", !exists(folder) else { continue }
            if mkdir(folder, 0o755) != 0 && errno != EEXIST { return "cannot create \(folder): \(errnoText())" }
        }
        return nil
    }

    /// Replaces the file at `path` with `bytes`: written to a temporary file of its own in the
    /// same folder, flushed, renamed over `path`, and the folder flushed; the reason on failure
    /// (the old file is then intact).
    static func replace(_ path: String, with bytes: [UInt8]) -> String? {
        // A name of its own, so that no other writer can truncate it before the rename.
        let temporary = "\(path).tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errnoText() }
        var failure = writeAll(descriptor, bytes) ? nil : errnoText()
        if failure == nil, fsync(descriptor) != 0 { failure = errnoText() }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = errnoText() }
        if let failure {
            unlink(temporary)
            return failure
        }
        let folder = open(parentFolder(of: path), O_RDONLY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
        return nil
    }

    /// The system's message for `errno`.
    static func errnoText() -> String { String(cString: strerror(errno)) }

    /// Writes all of `bytes`, retrying after interruptions; false on an error (left in `errno`).
    private static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
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

    /// The folder holding `path`.
    private static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
