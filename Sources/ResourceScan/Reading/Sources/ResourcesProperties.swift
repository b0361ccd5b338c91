/// `res/resources.properties`, where an Android module declares the language of its `values/`
/// folder (`unqualifiedResLocale=en-US`), for the locale config the Android Gradle plugin
/// generates. Read as Java reads a properties file: `key=value` or `key: value`, `#` and `!`
/// comments, surrounding spaces dropped (line continuations and escapes are not needed for a
/// language tag and are not read).
///
/// ```swift
/// ResourcesProperties(text: "# the default\nunqualifiedResLocale=en-US\n").unqualifiedResLocale   // "en-US"
/// ```
package struct ResourcesProperties: Hashable, Sendable {
    /// The language of `values/`, as written, if declared.
    package let unqualifiedResLocale: String?

    /// Reads the text of the file.
    package init(text: String) {
        var value: String?
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let first = trimmed.first, first != "#", first != "!" else { continue }
            guard let separator = trimmed.firstIndex(where: { $0 == "=" || $0 == ":" }) else { continue }
            let key = trimmed[..<separator].trimmingSpaces
            if key == "unqualifiedResLocale" {
                value = String(trimmed[trimmed.index(after: separator)...].trimmingSpaces)
            }
        }
        unqualifiedResLocale = value.flatMap { $0.isEmpty ? nil : $0 }
    }
}

extension Substring {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: Substring {
        guard let start = firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return self[endIndex...] }
        return self[start...last]
    }
}
