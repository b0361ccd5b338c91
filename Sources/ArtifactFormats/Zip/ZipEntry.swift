/// One file of a ``ZipArchive``, as its central directory lists it (and its local header
/// confirms): the name, the compression method, the sizes, the CRC-32 and where its data lies.
package struct ZipEntry: Hashable, Sendable {
    /// The compression methods read.
    package enum Method: Hashable, Sendable {
        case stored
        case deflated
        /// Another method (its number): listed, but reading it throws `.unsupported`.
        case other(UInt16)
    }

    /// The name as stored (UTF-8), `/`-separated; a name ending in `/` is a folder.
    package let name: String
    /// How the data is compressed.
    package let method: Method
    /// The declared CRC-32 of the uncompressed data.
    package let crc32: UInt32
    /// The size of the stored data.
    package let compressedSize: Int
    /// The declared size of the uncompressed data.
    package let uncompressedSize: Int
    /// The offset of the local file header.
    package let headerOffset: Int
    /// The offset of the data (after the local header, its name and its extra field).
    package let dataOffset: Int
    /// Whether the entry is a symbolic link (Unix mode in the external attributes).
    package let isSymbolicLink: Bool
    /// Whether the data is encrypted (general purpose flag bit 0): reading it throws `.unsupported`.
    package let isEncrypted: Bool

    /// Whether the name is a folder's (`Payload/`).
    package var isDirectory: Bool { name.hasSuffix("/") }

    /// Why `name` is unsafe to use as a path (absolute, a `..` part, a backslash, a NUL, a
    /// drive letter, empty), or nil when it is safe. Names are never used as file paths;
    /// this only says which entries an archive lists as unsafe.
    ///
    /// ```swift
    /// ZipEntry.unsafety(of: "../evil")       // "a .. component"
    /// ZipEntry.unsafety(of: "res/values.xml")   // nil
    /// ```
    package static func unsafety(of name: String) -> String? {
        if name.isEmpty { return "an empty name" }
        if name.hasPrefix("/") { return "an absolute path" }
        if name.utf8.contains(0x5C) { return "a backslash" }
        if name.utf8.contains(0) { return "a NUL character" }
        let bytes = Array(name.utf8)
        if bytes.count >= 2, bytes[1] == 0x3A, (bytes[0] | 0x20) &- 0x61 < 26 { return "a drive letter" }
        if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") { return "a .. component" }
        return nil
    }
}
