/// XML's five predefined entities and its character references (XML 1.0 §4.1, §4.6): the one
/// reading of them in the package, for resource files and for a value's markup alike. A
/// hexadecimal reference is `&#x…;` with a lower-case `x` only, as the grammar (and aapt2's
/// expat) has it.
///
/// ```swift
/// XMLEntity.scalar(named: "amp")      // "&"
/// XMLEntity.scalar(named: "#x41")     // "A"
/// XMLEntity.scalar(named: "#X41")     // nil: not a character reference
/// ```
package enum XMLEntity {
    /// The character `&name;` stands for, or nil when it is neither a predefined entity nor a
    /// character reference to a Unicode scalar.
    package static func scalar(named name: some StringProtocol) -> Unicode.Scalar? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}
