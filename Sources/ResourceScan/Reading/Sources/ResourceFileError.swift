internal import LanguageTags
package import WireDocuments

/// Why a resource file cannot be read: a syntax error at a line, or a String Catalog that is
/// not the JSON document Xcode writes.
///
/// ```swift
/// do { _ = try StringsFile(bytes: Array(#""a" = "b""#.utf8)) } catch {
///     error.description   // "line 1: expected ; after the value"
/// }
/// ```
package enum ResourceFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text breaks the file's syntax at `line` (counted from 1).
    case syntax(line: Int, message: String)
    /// A String Catalog whose JSON is malformed or not shaped as a catalog.
    case document(DocumentError)
    /// XML whose own entities (`<!ENTITY …>`) expand past `limit` bytes, or nest too deeply: a
    /// "billion laughs" document.
    case entityExpansion(line: Int, limit: Int)

    /// The error in words, with its line or JSON path.
    ///
    /// ```swift
    /// ResourceFileError.syntax(line: 3, message: "unterminated comment").description
    /// // "line 3: unterminated comment"
    /// ```
    package var description: String {
        switch self {
        case .syntax(let line, let message): "line \(line): \(message)"
        case .document(let error): error.description
        case .entityExpansion(let line, let limit):
            "line \(line): the document's entities expand past \(limit) bytes or nest too deeply; not read"
        }
    }

    /// A syntax error at byte `position` of `bytes`.
    static func at(_ position: Int, in bytes: UnsafeBufferPointer<UInt8>, _ message: String) -> ResourceFileError {
        var line = 1
        for byte in bytes[..<min(position, bytes.count)] where byte == 0x0A { line += 1 }
        return .syntax(line: line, message: message)
    }
}
