internal import ArtifactFormats
internal import ResourceScan

/// The built-artifact readers: ZIP (with DEFLATE and CRC-32), `resources.arsc`, protobuf
/// (`resources.pb` and `BundleConfig.pb`), property lists (binary, XML, `.strings` text) and
/// Android binary XML. Each reads the input whole; a typed error is a correct answer.
///
/// Invariants checked:
/// - ZIP: every entry listed reads to its declared size or fails with a typed error, twice
///   alike; unsafe names are never among the entries.
/// - resources.arsc and resources.pb: every value's configuration is one of the table's, and
///   a locale configuration's folder reads back (as a folder name) to the same locale.
/// - Property lists and binary XML: reading is deterministic.
package enum ArtifactChecks {
    /// The readers, by the name of their seed folder (`Fuzz/Corpus/Artifact<Name>`).
    package enum Reader: String, CaseIterable, Sendable {
        case zip = "Zip"
        case resourceTable = "ResourceTable"
        case protobuf = "Protobuf"
        case propertyList = "PropertyList"
        case binaryXML = "BinaryXML"
    }

    package static func check(_ reader: Reader, _ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let bytes = Array(input)
        switch reader {
        case .zip: try checkZip(bytes)
        case .resourceTable: try checkTable { () throws(ArtifactError) in try ResourceTable(binary: bytes) }
        case .protobuf:
            try checkTable { () throws(ArtifactError) in try ResourceTable(proto: bytes) }
            let first = try? BundleConfig(bytes: bytes)
            try require(first == (try? BundleConfig(bytes: bytes)), "BundleConfig.pb reads differently twice")
        case .propertyList:
            let first = try? PropertyListDocument(bytes: bytes)
            try require(
                first?.summary == (try? PropertyListDocument(bytes: bytes))?.summary, "a plist reads differently twice")
            _ = first?.stringsDictFile
        case .binaryXML:
            let first = try? BinaryXML(bytes: bytes)
            try require(first == (try? BinaryXML(bytes: bytes)), "binary XML reads differently twice")
        }
    }

    private static func checkZip(_ bytes: [UInt8]) throws(InvariantViolation) {
        var limits = ZipLimits()
        limits.maximumEntrySize = 1 << 20
        guard let archive = try? ZipArchive(bytes: bytes, limits: limits) else { return }
        try require(
            archive.entries.allSatisfy { ZipEntry.unsafety(of: $0.name) == nil }, "an unsafe name among the entries")
        for entry in archive.entries {
            try require(entry.dataOffset + entry.compressedSize <= bytes.count, "\(entry.name)'s data lies outside")
            let first = Result { () throws(ArtifactError) in try archive.contents(of: entry) }
            if case .success(let contents) = first {
                try require(contents.count == entry.uncompressedSize, "\(entry.name) reads to another size")
            }
            let second = Result { () throws(ArtifactError) in try archive.contents(of: entry) }
            try require(first == second, "\(entry.name) reads differently twice")
        }
    }

    private static func checkTable(_ read: () throws(ArtifactError) -> ResourceTable) throws(InvariantViolation) {
        guard let table = try? read() else { return }
        for value in table.packages.flatMap(\.resources).flatMap(\.values) {
            try require(value.configuration < table.configurations.count, "a value's configuration is not the table's")
        }
        for configuration in table.configurations where configuration.hasLocale && !configuration.hasDeviceQualifiers {
            let folder = ResourceLocale(androidFolder: configuration.folder)
            guard folder.kind != .unreadable, let tag = folder.locale else { continue }
            try require(
                tag.description.lowercased() == configuration.locale.lowercased()
                    || !configuration.locale.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x2B }),
                "\(configuration.folder) reads back as \(tag), not \(configuration.locale)")
        }
    }
}
