/// Why a string is not a well-formed BCP 47 language tag, and where.
///
/// Offsets count UTF-8 bytes from the start of the input (for ASCII input, characters).
///
/// ```swift
/// do {
///     _ = try LanguageTag(parsing: "en--US")
/// } catch {
///     print(error)   // empty subtag at offset 3
/// }
/// ```
public enum LanguageTagError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input is empty.
    case empty
    /// The input is longer than ``LanguageTag/maximumLength``, or than the room one of its
    /// written forms leaves (`x-…` is written `und-x-…`, `sh` canonicalizes to `sr-Latn`):
    /// `limit` is the limit for this input.
    case tooLong(length: Int, limit: Int)
    /// A byte outside ASCII; tags are ASCII only.
    case nonASCII(offset: Int)
    /// An ASCII character that is neither a letter, a digit nor a separator (`-` or `_`).
    case invalidCharacter(Character, offset: Int)
    /// Two separators in a row, or a separator at the start or the end.
    case emptySubtag(offset: Int)
    /// A subtag longer than eight characters.
    case subtagTooLong(String, offset: Int)
    /// A subtag that cannot stand where it is; `expected` says what could.
    case misplacedSubtag(String, offset: Int, expected: String)
    /// The same variant twice (`de-1996-1996`).
    case duplicateVariant(String, offset: Int)
    /// The same extension singleton twice (`en-u-ca-gregory-u-nu-latn`).
    case duplicateSingleton(String, offset: Int)
    /// An extension singleton, or `x`, with no subtag after it (`en-u`, `en-x`).
    case emptyExtension(String, offset: Int)

    /// Where in the input the problem is, when it is at one place.
    public var offset: Int? {
        switch self {
        case .empty, .tooLong: nil
        case .nonASCII(let offset), .invalidCharacter(_, let offset), .emptySubtag(let offset),
            .subtagTooLong(_, let offset), .misplacedSubtag(_, let offset, _),
            .duplicateVariant(_, let offset), .duplicateSingleton(_, let offset),
            .emptyExtension(_, let offset):
            offset
        }
    }

    public var description: String {
        switch self {
        case .empty: "empty language tag"
        case .tooLong(let length, let limit): "language tag is \(length) bytes long; the limit is \(limit)"
        case .nonASCII(let offset): "non-ASCII character at offset \(offset)"
        case .invalidCharacter(let character, let offset):
            "invalid character \"\(character)\" at offset \(offset)"
        case .emptySubtag(let offset): "empty subtag at offset \(offset)"
        case .subtagTooLong(let subtag, let offset):
            "subtag \"\(subtag)\" at offset \(offset) is longer than 8 characters"
        case .misplacedSubtag(let subtag, let offset, let expected):
            "subtag \"\(subtag)\" at offset \(offset) is in the wrong place: expected \(expected)"
        case .duplicateVariant(let subtag, let offset): "duplicate variant \"\(subtag)\" at offset \(offset)"
        case .duplicateSingleton(let subtag, let offset):
            "duplicate extension singleton \"\(subtag)\" at offset \(offset)"
        case .emptyExtension(let subtag, let offset):
            "extension \"\(subtag)\" at offset \(offset) has no subtag after it"
        }
    }
}
