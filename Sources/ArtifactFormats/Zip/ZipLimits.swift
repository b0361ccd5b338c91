/// The limits a ``ZipArchive`` holds a hostile archive to, so that listing and reading never
/// exhaust memory.
///
/// The defaults fit the largest real APKs, app bundles and IPAs' resource files:
/// - ``maximumEntryCount``: 50,000 entries (`framework-res.apk` has about 4,000).
/// - ``maximumEntrySize``: 256 MiB uncompressed for one entry read.
/// - ``maximumTotalSize``: 4 GiB for the sum of all entries' declared uncompressed sizes.
/// - ``maximumCompressionRatio``: 1,000 (uncompressed : compressed) for an entry larger than
///   ``ratioFloor`` (1 MiB), checked when it is read; DEFLATE itself reaches about 1,032.
///
/// Whatever an entry declares, inflating stops at its declared size, which is checked first.
///
/// ```swift
/// var limits = ZipLimits()
/// limits.maximumEntryCount = 10
/// let archive = try ZipArchive(bytes: bytes, limits: limits)   // throws .limitExceeded past 10 entries
/// ```
package struct ZipLimits: Hashable, Sendable {
    /// The most entries the central directory may list.
    package var maximumEntryCount = 50_000
    /// The largest uncompressed size of an entry read.
    package var maximumEntrySize = 256 << 20
    /// The largest sum of all entries' declared uncompressed sizes.
    package var maximumTotalSize = 4 << 30
    /// The largest uncompressed : compressed ratio of an entry read that is over ``ratioFloor``.
    package var maximumCompressionRatio = 1_000
    /// Entries up to this uncompressed size may have any ratio.
    package var ratioFloor = 1 << 20

    /// The default limits.
    package init() {}
}
