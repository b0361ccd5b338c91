internal import LanguageTags
internal import WireDocuments

/// Collects a case's `key: expected X, got Y` lines.
struct Mismatches {
    private(set) var lines: [String] = []

    /// Adds a line when `expected` is given and differs from `actual`.
    mutating func check<Value: Equatable>(
        _ key: String, expected: Value?, actual: Value, render: (Value) -> String
    ) {
        guard let expected, expected != actual else { return }
        lines.append("\(key): expected \(render(expected)), got \(render(actual))")
    }
}

/// `[ja-JP, en]`.
func listText(_ items: [some CustomStringConvertible]) -> String {
    "[" + items.map(\.description).joined(separator: ", ") + "]"
}

extension JSONFields {
    /// The object's `expect` member: an object of `keys`, at least one present, since an
    /// expectation that checks nothing is a mistake in the table, not a passing case.
    func expectation(checking keys: [String]) throws(DocumentError) -> JSONFields {
        let expect = try required("expect")
        let fields = try expect.object(allowing: keys)
        guard !fields.keys.isEmpty else {
            throw expect.invalid("nothing to check: give at least one of \(keys.joined(separator: ", "))")
        }
        return fields
    }
}
