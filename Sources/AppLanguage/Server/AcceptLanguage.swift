/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4) as the ordered preference list a
/// server hands the resolver, so that a service picks the same language as the app:
///
/// ```swift
/// let header = try AcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")
/// header.languages   // ["fr-CH", "fr", "en", "de"]
/// let decision = policy.resolve(ResolutionContext(savedUserChoice: record, deviceLanguages: header.languages))
/// ```
///
/// Ranges are ordered by quality, highest first; equal qualities keep the header's order.
/// Ranges with `q=0` ("not acceptable") are left out, and so is the wildcard `*` (it names no
/// language; ``acceptsAnyLanguage`` tells whether it was there). Whitespace around ranges and
/// parameters is ignored, and so is letter case. An entry that is not a language range with an
/// optional valid `q` (`en;q=2`, `e n`, `;q=0.5`) is skipped and listed in ``skipped`` with why.
/// Past ``maximumLength`` bytes or ``maximumEntries`` entries the header is refused
/// (``AcceptLanguageError``): a header that long is not a browser's.
public struct AcceptLanguage: Sendable, Hashable {
    /// One usable range of the header.
    public struct Entry: Sendable, Hashable {
        /// The language range as written (`fr-CH`).
        public let range: String
        /// Its quality, from 0.001 to 1.
        public let quality: Double
    }

    /// An entry that was skipped, and why.
    public struct Skipped: Sendable, Hashable, CustomStringConvertible {
        /// The entry as written.
        public let entry: String
        /// Why it was skipped.
        public let reason: String

        public var description: String { "\"\(entry)\": \(reason)" }
    }

    /// The longest header read, in bytes.
    public static let maximumLength = 4096
    /// The most entries read.
    public static let maximumEntries = 64

    /// The usable ranges, best first.
    public let entries: [Entry]
    /// The entries that were skipped, in the header's order.
    public let skipped: [Skipped]
    /// Whether the header accepts any language (`*` with a quality above 0).
    public let acceptsAnyLanguage: Bool

    /// The ranges, best first: the resolver's device-language list for a request.
    public var languages: [String] { entries.map(\.range) }

    /// Reads `header` (the field's value, without `Accept-Language:`).
    ///
    /// - Throws: ``AcceptLanguageError`` when the header is longer than ``maximumLength`` bytes
    ///   or has more than ``maximumEntries`` entries.
    public init(_ header: String) throws(AcceptLanguageError) {
        guard header.utf8.count <= Self.maximumLength else { throw .tooLong(bytes: header.utf8.count) }
        let parts = header.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= Self.maximumEntries else { throw .tooManyEntries(parts.count) }
        var entries: [(entry: Entry, position: Int)] = []
        var skipped: [Skipped] = []
        var wildcard = false
        for (position, part) in parts.enumerated() {
            let text = Self.trimmed(part)
            // RFC 9110's #rule: empty list elements are allowed and ignored.
            if text.isEmpty { continue }
            switch Self.entry(text) {
            case .failure(let reason): skipped.append(Skipped(entry: text, reason: reason.message))
            case .success(let entry) where entry.range == "*": wildcard = wildcard || entry.quality > 0
            case .success(let entry) where entry.quality > 0: entries.append((entry, position))
            case .success: break
            }
        }
        self.entries = entries.sorted { ($1.entry.quality, $0.position) < ($0.entry.quality, $1.position) }.map(\.entry)
        self.skipped = skipped
        acceptsAnyLanguage = wildcard
    }

    private struct Reason: Error {
        let message: String
    }

    /// One element: `range [; q=value]` (other parameters are not part of Accept-Language).
    private static func entry(_ text: String) -> Result<Entry, Reason> {
        let pieces = text.split(separator: ";", omittingEmptySubsequences: false).map(trimmed)
        let range = pieces[0]
        guard isLanguageRange(range) else {
            return .failure(Reason(message: range.isEmpty ? "no language range" : "not a language range"))
        }
        var quality = 1.0
        for parameter in pieces.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map(trimmed)
            guard pair.count == 2, pair[0].lowercased() == "q" else {
                return .failure(Reason(message: "the parameter \"\(parameter)\" is not a quality (q=0.8)"))
            }
            guard let value = qualityValue(pair[1]) else {
                return .failure(Reason(message: "\"\(pair[1])\" is not a quality from 0 to 1 with at most 3 decimals"))
            }
            quality = value
        }
        return .success(Entry(range: range == "*" ? "*" : range, quality: quality))
    }

    /// `*`, or 1–8 letters followed by `-` and 1–8 letters or digits, any number of times
    /// (RFC 4647's language-range).
    private static func isLanguageRange(_ text: String) -> Bool {
        if text == "*" { return true }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        for (index, subtag) in subtags.enumerated() {
            guard (1...8).contains(subtag.utf8.count),
                subtag.utf8.allSatisfy({ byte in
                    let letter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    return letter || (index > 0 && (0x30...0x39).contains(byte))
                })
            else { return false }
        }
        return true
    }

    /// RFC 9110's qvalue: `0`, `0.ddd`, `1`, `1.000` (at most three decimals).
    private static func qualityValue(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first == 0x30 || first == 0x31 else { return nil }
        if bytes.count == 1 { return Double(first - 0x30) }
        guard bytes[1] == 0x2E, bytes.count <= 5, bytes.count > 2 else { return nil }
        let decimals = bytes[2...]
        guard decimals.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        if first == 0x31 { return decimals.allSatisfy { $0 == 0x30 } ? 1 : nil }
        return Double(text)
    }

    /// `text` without the spaces and tabs around it.
    private static func trimmed(_ text: some StringProtocol) -> String {
        var slice = Substring(text)
        while slice.first == " " || slice.first == "\t" { slice = slice.dropFirst() }
        while slice.last == " " || slice.last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}

/// An `Accept-Language` header past the limits the package reads.
public enum AcceptLanguageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Longer than ``AcceptLanguage/maximumLength`` bytes.
    case tooLong(bytes: Int)
    /// More than ``AcceptLanguage/maximumEntries`` entries.
    case tooManyEntries(Int)

    public var description: String {
        switch self {
        case .tooLong(let bytes):
            "the Accept-Language header is \(bytes) bytes long; at most \(AcceptLanguage.maximumLength) are read"
        case .tooManyEntries(let count):
            "the Accept-Language header has \(count) entries; at most \(AcceptLanguage.maximumEntries) are read"
        }
    }
}
