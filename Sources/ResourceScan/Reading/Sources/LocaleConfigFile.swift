/// Android 13's per-app language list, `res/xml/locales_config.xml`: the `android:name` of
/// each `<locale>` of `<locale-config>` (BCP 47 tags, as written), and the
/// `android:defaultLocale` Android 14 reads, if set.
///
/// ```swift
/// let config = try LocaleConfigFile(bytes: Array("""
///     <locale-config xmlns:android="http://schemas.android.com/apk/res/android">
///         <locale android:name="en"/>
///         <locale android:name="zh-TW"/>
///     </locale-config>
///     """.utf8))
/// config.locales.map(\.name)   // ["en", "zh-TW"]
/// config.locales[1].line       // 3
/// ```
package struct LocaleConfigFile: Hashable, Sendable {
    /// One `<locale>` entry: its name as written and its line.
    package struct Entry: Hashable, Sendable {
        /// `android:name`, as written.
        package let name: String
        /// The line of the entry, counted from 1.
        package let line: Int
    }

    /// The entries, in order (duplicates kept).
    package let locales: [Entry]
    /// `android:defaultLocale` of `<locale-config>`, if set.
    package let defaultLocale: String?

    /// Reads the bytes of a locale config file (UTF-8).
    ///
    /// - Throws: `ResourceFileError` for malformed XML or another root element.
    package init(bytes: [UInt8]) throws(ResourceFileError) {
        (locales, defaultLocale) = try XMLText.utf8(bytes).withUnsafeBufferPointer { buffer throws(ResourceFileError) in
            var scanner = XMLScanner(buffer)
            var locales: [Entry] = []
            var defaultLocale: String?
            var (line, counted) = (1, 0)
            while let event = try scanner.next() {
                guard case .start(let element, let attributes) = event else { continue }
                let name = attributes.first { $0.name == "android:name" }?.value
                switch (element, scanner.depth) {
                case ("locale-config", 1):
                    defaultLocale = attributes.first { $0.name == "android:defaultLocale" }?.value
                case (_, 1):
                    throw .syntax(line: 1, message: "the root element is <\(element)>, not <locale-config>")
                case ("locale", 2):
                    guard let name else {
                        throw .at(scanner.position, in: buffer, "<locale> without android:name")
                    }
                    for byte in buffer[counted..<scanner.position] where byte == 0x0A { line += 1 }
                    counted = scanner.position
                    locales.append(Entry(name: name, line: line))
                default: break
                }
            }
            return (locales, defaultLocale)
        }
    }
}
