/// A page of HTML written as text: every value from a file goes through ``text(_:)`` or an
/// attribute, which escape it, so no string in a policy, a resource or a path can add markup.
package struct HTML {
    private(set) var page = ""

    /// `value` with `&`, `<`, `>`, `"` and `'` escaped: safe in text and in a quoted attribute.
    package static func escaped(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for character in value.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            // Controls other than tab and newline are not allowed in HTML text.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{7F}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Markup the page itself writes (tags, never a value from a file).
    mutating func raw(_ markup: String) { page += markup }

    /// Text, escaped.
    mutating func text(_ value: String) { page += Self.escaped(value) }

    /// `<name attributes>`, the attributes' values escaped; `body` writes the content.
    mutating func element(
        _ name: String, _ attributes: KeyValuePairs<String, String?> = [:], _ body: (inout HTML) -> Void
    ) {
        open(name, attributes)
        body(&self)
        page += "</\(name)>"
    }

    /// `<name attributes>text</name>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], text value: String) {
        open(name, attributes)
        text(value)
        page += "</\(name)>"
    }

    private mutating func open(_ name: String, _ attributes: KeyValuePairs<String, String?>) {
        page += "<\(name)"
        for (key, value) in attributes {
            guard let value else { continue }
            page += " \(key)=\"\(Self.escaped(value))\""
        }
        page += ">"
    }
}
