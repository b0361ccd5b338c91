public import LanguageTags

/// A locale as the app's data states it: a well-formed tag, or the text that failed to parse.
///
/// Records, fields and sessions often carry tags that came from a server or a database.
/// Keeping a malformed one (instead of failing to build the whole context) lets
/// ``resolveInputLanguage(field:record:session:)`` skip it, fall through to the next evidence
/// and report it in ``InputLanguageResolution/skippedEvidence``; a malformed tag is never sent
/// to a keyboard. Its JSON form is the string it was declared as; any string reads.
///
/// ```swift
/// let good: Declared<ContentLocale> = "ja-JP"
/// let bad = Declared<ContentLocale>(parsing: "ja--JP")
/// good.value?.description   // "ja-JP"
/// bad.value                 // nil
/// ```
public enum Declared<Value: TagBackedLocale>: Hashable, Sendable {
    /// A well-formed tag.
    case wellFormed(Value)
    /// Text that is not a well-formed BCP 47 tag, and why.
    case malformed(text: String, error: LanguageTagError)

    /// Parses `text`, keeping it with its error when it is malformed.
    public init(parsing text: String) {
        do {
            self = .wellFormed(Value(try LanguageTag(parsing: text)))
        } catch {
            self = .malformed(text: text, error: error)
        }
    }

    /// A well-formed locale.
    public init(_ value: Value) {
        self = .wellFormed(value)
    }

    /// The locale, or nil when the declared text is malformed.
    public var value: Value? {
        if case .wellFormed(let value) = self { return value }
        return nil
    }

    /// The declared text: the tag's description, or the malformed text as given.
    public var text: String {
        switch self {
        case .wellFormed(let value): value.description
        case .malformed(let text, _): text
        }
    }
}

extension Declared: ExpressibleByStringLiteral {
    /// Parses the literal; a malformed literal is kept as ``malformed(text:error:)``.
    public init(stringLiteral text: String) {
        self.init(parsing: text)
    }
}

extension Declared: CustomStringConvertible {
    public var description: String { text }
}

extension Declared {
    /// Each text parsed, malformed ones kept (the `wrap` of a list of declared tags in a
    /// document's declaration).
    static func all(_ texts: [String]) -> [Declared] { texts.map(Declared.init(parsing:)) }
}
