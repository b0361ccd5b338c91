/// The containers a tree-building ``JSONWriter`` has open, and the value it built: each value
/// written goes into the innermost open container (under the key written just before it, in an
/// object), or becomes the result. Containers grow in place, so building is linear.
///
/// ```swift
/// var writer = JSONWriter(buildingTree: ())
/// writer.object { $0.key("a"); $0.int(1) }
/// writer.builtTree   // .object([("a", .number(1))])
/// ```
struct JSONTreeBuilder {
    /// An open object or array, and the key its parent stores it under.
    private struct Frame {
        let isObject: Bool
        let parentKey: String?
        var members = JSONObject()
        var elements: [JSONValue] = []
    }

    /// The open containers, outermost first.
    private var open: [Frame] = []
    /// The key of the next member of the innermost open object.
    var key: String?
    /// The finished value, once the outermost value is written.
    private(set) var result: JSONValue?

    /// Opens an object (`isObject`) or an array.
    mutating func open(isObject: Bool) {
        open.append(Frame(isObject: isObject, parentKey: key))
        key = nil
    }

    /// Closes the innermost container and adds it to its parent.
    mutating func close() {
        let frame = open.removeLast()
        key = frame.parentKey
        add(frame.isObject ? .object(frame.members) : .array(frame.elements))
    }

    mutating func add(_ value: JSONValue) {
        guard let last = open.indices.last else {
            result = value
            return
        }
        if open[last].isObject {
            open[last].members.append(key ?? "", value)
        } else {
            open[last].elements.append(value)
        }
        key = nil
    }
}
