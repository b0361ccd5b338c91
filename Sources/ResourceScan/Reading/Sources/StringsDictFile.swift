/// An Apple `.stringsdict` file: a property list of keys, each a dictionary with its format
/// (`NSStringLocalizedFormatKey`) and its variables; a variable of
/// `NSStringPluralRuleType` lists a string per plural category (`zero`, `one`, `two`, `few`,
/// `many`, `other`). It shares its table with the `.strings` file of the same name.
///
/// ```swift
/// let file = try StringsDictFile(bytes: Array("""
///     <plist version="1.0"><dict>
///       <key>files</key>
///       <dict>
///         <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
///         <key>count</key>
///         <dict>
///           <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
///           <key>NSStringFormatValueTypeKey</key><string>d</string>
///           <key>one</key><string>%d file</string>
///           <key>other</key><string>%d files</string>
///         </dict>
///       </dict>
///     </dict></plist>
///     """.utf8))
/// file.entries[0].key           // "files"
/// file.entries[0].pluralForms   // ["count:one", "count:other"]
/// ```
package struct StringsDictFile: Hashable, Sendable {
    /// One key and the plural forms it has.
    package struct Entry: Hashable, Sendable {
        /// The key.
        package let key: String
        /// Each plural variable's categories present, as `variable:category`, sorted.
        package let pluralForms: [String]
        /// The format (`NSStringLocalizedFormatKey`: `%#@count@`), when it has one.
        package var format: String? = nil
        /// Each plural variable's text of each category, as `variable:category` → text.
        package var variants: [String: String] = [:]
    }

    /// The keys, in file order.
    package let entries: [Entry]

    /// The plural categories a plural variable may give.
    static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    /// Reads a `.stringsdict` file's bytes (UTF-8 XML).
    ///
    /// - Throws: `ResourceFileError` for malformed XML, a root that is not a dictionary, or
    ///   a key whose value is not one.
    package init(bytes: [UInt8]) throws(ResourceFileError) {
        try self.init(propertyList: try PropertyList(bytes: bytes).value)
    }

    /// Reads a `.stringsdict` already read as a property list (XML or binary).
    init(propertyList: PropertyList.Value) throws(ResourceFileError) {
        guard case .dictionary(let keys) = propertyList else {
            throw .syntax(line: 1, message: "the property list is not a dictionary of keys")
        }
        var entries: [Entry] = []
        for member in keys {
            guard case .dictionary(let fields) = member.value else {
                throw .syntax(line: 1, message: "the value of \(member.key) is not a dictionary")
            }
            var forms: [String] = []
            var variants: [String: String] = [:]
            var format: String?
            for field in fields {
                if field.key == "NSStringLocalizedFormatKey", case .string(let text) = field.value { format = text }
                guard case .dictionary(let variable) = field.value,
                    variable.contains(where: {
                        $0.key == "NSStringFormatSpecTypeKey" && $0.value == .string("NSStringPluralRuleType")
                    })
                else { continue }
                for category in variable where Self.categories.contains(category.key) {
                    forms.append("\(field.key):\(category.key)")
                    if case .string(let text) = category.value { variants["\(field.key):\(category.key)"] = text }
                }
            }
            entries.append(Entry(key: member.key, pluralForms: forms.sorted(), format: format, variants: variants))
        }
        self.entries = entries
    }
}
