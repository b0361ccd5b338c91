/// A JSON object's members, kept sorted by key: reading a key is a short binary search and
/// writing the object needs no sorting or hashing.
///
/// ```swift
/// let object: JSONObject = ["b": .number(2), "a": .null]
/// object.keys          // ["a", "b"]
/// object["b"]          // .number(2)
/// ```
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral, Sequence {
    /// The keys, sorted and unique.
    public private(set) var keys: [String]
    /// The values, in the order of ``keys``.
    public private(set) var values: [JSONValue]

    /// An object of `members`; of repeated keys the last one counts, as JSON parsers do.
    /// Members already in key order (as this package writes its objects) cost no sorting.
    public init(_ members: some Sequence<(key: String, value: JSONValue)>) {
        keys = []
        values = []
        var inOrder = true
        for (key, value) in members {
            if inOrder, let last = keys.last, !(last < key) { inOrder = false }
            keys.append(key)
            values.append(value)
        }
        guard !inOrder else { return }
        // Sorted by key, equal keys in the order given, and the last of each kept: inserting
        // members one by one in key order would cost n² for n members out of order.
        let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
        var sortedKeys: [String] = []
        var sortedValues: [JSONValue] = []
        sortedKeys.reserveCapacity(order.count)
        sortedValues.reserveCapacity(order.count)
        for index in order {
            if sortedKeys.last == keys[index] {
                sortedValues[sortedValues.count - 1] = values[index]
            } else {
                sortedKeys.append(keys[index])
                sortedValues.append(values[index])
            }
        }
        keys = sortedKeys
        values = sortedValues
    }

    /// An object of a dictionary's members.
    public init(_ dictionary: [String: JSONValue]) {
        self.init(dictionary.lazy.map { (key: $0.key, value: $0.value) })
    }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements.lazy.map { (key: $0.0, value: $0.1) })
    }

    /// The number of members.
    public var count: Int { keys.count }
    /// Whether there are no members.
    public var isEmpty: Bool { keys.isEmpty }

    /// The value of `key`; setting nil removes the member.
    public subscript(key: String) -> JSONValue? {
        get {
            let position = position(of: key)
            return position < keys.count && keys[position] == key ? values[position] : nil
        }
        set {
            let position = position(of: key)
            let present = position < keys.count && keys[position] == key
            switch (newValue, present) {
            case (let value?, true): values[position] = value
            case (let value?, false):
                keys.insert(key, at: position)
                values.insert(value, at: position)
            case (nil, true):
                keys.remove(at: position)
                values.remove(at: position)
            case (nil, false): break
            }
        }
    }

    /// The members in key order.
    public func makeIterator() -> Zip2Sequence<[String], [JSONValue]>.Iterator { zip(keys, values).makeIterator() }

    /// The first position whose key is not less than `key`.
    private func position(of key: String) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) >> 1
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
