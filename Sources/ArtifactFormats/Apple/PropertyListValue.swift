/// A property list's value, whichever form it was read from (binary, `BinaryPropertyList`; XML,
/// the resource scan's reader): numbers, dates and data keep their text, as an XML property list
/// writes them, so that two readings of the same list compare equal.
///
/// ```swift
/// let value = PropertyListValue.dictionary([.init(key: "title", value: .string("Titre"))])
/// ```
package indirect enum PropertyListValue: Hashable, Sendable {
    case string(String)
    /// `<integer>`, `<real>`, `<date>` or `<data>`, with its text.
    case scalar(String)
    case bool(Bool)
    case array([PropertyListValue])
    /// Members in document order.
    case dictionary([Member])

    /// How deep arrays and dictionaries may nest, in every reading (a `.stringsdict` needs three
    /// levels).
    package static let maximumDepth = 64

    /// A dictionary's member.
    package struct Member: Hashable, Sendable {
        package let key: String
        package let value: PropertyListValue

        package init(key: String, value: PropertyListValue) {
            self.key = key
            self.value = value
        }
    }
}
