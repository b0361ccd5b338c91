/// A ZIP archive read from its bytes (PKWARE APPNOTE 6.3): the entries its central directory
/// lists, each checked against its local header, and their contents, stored or deflated
/// (`Inflater`), checked against their CRC-32. APKs, app bundles (`.aab`) and `.ipa`
/// files are ZIP archives.
///
/// Hostile archives get an ``ArtifactError``, and nothing is read outside the archive's
/// bytes:
/// - a missing or truncated end record or central directory, offsets or sizes that point
///   outside the archive or into the central directory, entries whose data overlap, a local
///   header that disagrees with the central directory: `.malformed`;
/// - two entries of one name: `.malformed` (Android refuses such APKs);
/// - ZIP64, split archives, encrypted entries, methods other than stored and deflated:
///   `.unsupported`;
/// - more entries, larger entries, a larger total or a higher compression ratio than
///   ``ZipLimits`` allows: `.limitExceeded`.
///
/// Entry names that could escape a folder (``ZipEntry/unsafety(of:)``) are listed in
/// ``unsafeEntries`` and left out of ``entries``: their data is never read.
///
/// ```swift
/// let archive = try ZipArchive(bytes: apkBytes)
/// archive.entries.map(\.name)                           // ["AndroidManifest.xml", "resources.arsc", …]
/// let table = try archive.contents(named: "resources.arsc")
/// ```
package struct ZipArchive: Sendable {
    /// An entry whose name is unsafe, and why.
    package struct UnsafeEntry: Hashable, Sendable {
        package let name: String
        package let reason: String
    }

    /// The entries with safe names, in central directory order.
    package let entries: [ZipEntry]
    /// The entries whose names are unsafe; their data is never read.
    package let unsafeEntries: [UnsafeEntry]
    /// The limits the archive is held to.
    package let limits: ZipLimits
    private let bytes: [UInt8]
    private let index: [String: Int]

    /// Reads the central directory of the archive `bytes`, and checks every local header.
    ///
    /// - Throws: ``ArtifactError`` (format `.zip`) for a malformed, unsupported or over-limit archive.
    package init(bytes: [UInt8], limits: ZipLimits = ZipLimits()) throws(ArtifactError) {
        self.bytes = bytes
        self.limits = limits
        let reader = ByteReader(bytes, format: .zip)
        let end = try Self.endRecord(reader)
        var entries: [ZipEntry] = []
        var unsafe: [UnsafeEntry] = []
        var index: [String: Int] = [:]
        var all: [ZipEntry] = []
        var seen: Set<String> = []
        var position = end.directoryOffset
        var total = 0
        guard end.count <= limits.maximumEntryCount else {
            throw ArtifactError(
                .limitExceeded, .zip, "\(end.count) entries, over the limit of \(limits.maximumEntryCount)")
        }
        all.reserveCapacity(end.count)
        for _ in 0..<end.count {
            let (entry, next, isUTF8) = try Self.directoryEntry(reader, at: position, end: end)
            position = next
            all.append(entry)
            guard seen.insert(entry.name).inserted else {
                throw reader.error("two entries are named \(entry.name)", at: entry.headerOffset)
            }
            total += entry.uncompressedSize
            guard total <= limits.maximumTotalSize else {
                throw ArtifactError(
                    .limitExceeded, .zip, "the entries' sizes add up to more than \(limits.maximumTotalSize) bytes")
            }
            if let reason = isUTF8 ? ZipEntry.unsafety(of: entry.name) : "a name that is not UTF-8" {
                unsafe.append(UnsafeEntry(name: entry.name, reason: reason))
            } else {
                index[entry.name] = entries.count
                entries.append(entry)
            }
        }
        guard position == end.directoryOffset + end.directorySize else {
            throw reader.error("the central directory's size disagrees with its entries", at: position)
        }
        try Self.checkNoOverlap(all, reader: reader)
        self.entries = entries
        self.unsafeEntries = unsafe
        self.index = index
    }

    /// The entry named `name` (safe names only), or nil.
    package func entry(named name: String) -> ZipEntry? { index[name].map { entries[$0] } }

    /// The contents of the entry named `name`, or nil when there is none.
    package func contents(named name: String) throws(ArtifactError) -> [UInt8]? {
        guard let entry = entry(named: name) else { return nil }
        return try contents(of: entry)
    }

    /// The uncompressed contents of `entry`, checked against its size and CRC-32.
    ///
    /// - Throws: ``ArtifactError``: `.limitExceeded` for an entry over ``ZipLimits``,
    ///   `.unsupported` for an encrypted entry or another method, `.malformed` for a corrupt one.
    package func contents(of entry: ZipEntry) throws(ArtifactError) -> [UInt8] {
        do {
            return try read(entry)
        } catch {
            throw error.inFile(entry.name)
        }
    }

    private func read(_ entry: ZipEntry) throws(ArtifactError) -> [UInt8] {
        guard !entry.isEncrypted else { throw ArtifactError(.unsupported, .zip, "the entry is encrypted") }
        guard entry.uncompressedSize <= limits.maximumEntrySize else {
            throw ArtifactError(
                .limitExceeded, .zip,
                "the entry's \(entry.uncompressedSize) bytes exceed the limit of \(limits.maximumEntrySize)")
        }
        if entry.uncompressedSize > limits.ratioFloor,
            entry.uncompressedSize / max(entry.compressedSize, 1) >= limits.maximumCompressionRatio
        {
            throw ArtifactError(
                .limitExceeded, .zip,
                "the entry expands \(entry.compressedSize) bytes to \(entry.uncompressedSize), over the ratio "
                    + "limit of \(limits.maximumCompressionRatio)")
        }
        let data = entry.dataOffset..<entry.dataOffset + entry.compressedSize
        let contents: [UInt8]
        switch entry.method {
        case .stored:
            guard entry.compressedSize == entry.uncompressedSize else {
                throw ArtifactError(.malformed, .zip, "a stored entry's two sizes differ")
            }
            contents = Array(bytes[data])
        case .deflated:
            contents = try Inflater.inflate(bytes, range: data, limit: entry.uncompressedSize)
            guard contents.count == entry.uncompressedSize else {
                throw ArtifactError(
                    .malformed, .zip,
                    "the entry inflates to \(contents.count) bytes, not the \(entry.uncompressedSize) declared")
            }
        case .other(let method):
            throw ArtifactError(.unsupported, .zip, "compression method \(method) (only stored and deflated are read)")
        }
        guard CRC32.checksum(contents) == entry.crc32 else {
            throw ArtifactError(.malformed, .zip, "the entry's CRC-32 does not match its contents")
        }
        return contents
    }
}
