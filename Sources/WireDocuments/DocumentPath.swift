/// Where a value sits in a JSON document, spelled one way everywhere: `$` for the whole
/// document, `.name` for a member whose key is a plain name, `["key"]` for any other key, `[2]`
/// for an array element.
///
/// ```swift
/// DocumentPath.root.appending("aliases").appending("en-AU").description   // $.aliases["en-AU"]
/// DocumentPath.root.appending("cases").appending(2).description            // $.cases[2]
/// ```
public struct DocumentPath: Hashable, Sendable, CustomStringConvertible {
    /// One step into a value: a member's key or an element's index.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the document to the value.
    public let components: [Component]

    /// The path of the whole document.
    public static let root = DocumentPath(components: [])

    /// The path of a value at `components` from the document.
    public init(components: [Component]) { self.components = components }

    /// The path of the member `key` of the object here.
    public func appending(_ key: String) -> DocumentPath { DocumentPath(components: components + [.key(key)]) }

    /// The path of element `index` of the array here.
    public func appending(_ index: Int) -> DocumentPath { DocumentPath(components: components + [.index(index)]) }

    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key) where Self.isPlainName(key): text += "." + key
            case .key(let key): text += "[" + JSONQuoting.quoted(key) + "]"
            }
        }
        return text
    }

    /// A key written after a dot: letters, digits and `_`, not starting with a digit.
    private static func isPlainName(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(0x30...0x39).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x5F
        }
    }
}
