extension AndroidStringValue {
    /// The resource types a reference may name (aapt2's `ResourceType.cpp`).
    private static let resourceTypes: Set<Substring> = [
        "anim", "animator", "array", "attr", "bool", "color", "dimen", "drawable", "font", "fraction", "id",
        "integer", "interpolator", "layout", "macro", "menu", "mipmap", "navigation", "plurals", "raw", "string",
        "style", "styleable", "transition", "xml",
    ]

    /// The reference a raw value is, as `ResourceUtils::TryParseNullOrEmpty`,
    /// `ParseReference` and `ParseAttributeReference` read it (whitespace around it trimmed):
    /// `@null`, `@empty`, `@[+][*][package:]type/entry` with a resource type and any non-empty
    /// entry, or `?[package:][attr/]entry` with any non-empty entry (`ExtractResourceName`
    /// splits at the first `:` and `/` and keeps the rest as the entry); `nil` for text.
    ///
    /// ```swift
    /// AndroidStringValue.reference("  @string/app_name ")   // "@string/app_name"
    /// AndroidStringValue.reference("@ home")                // nil: text
    /// AndroidStringValue.reference("? what")                // "? what": an attribute aapt2 must find
    /// ```
    static func reference(_ raw: String) -> String? {
        let trimmed = raw.unicodeScalars.drop { Builder.isSpace($0) }
        var value = String(String.UnicodeScalarView(trimmed))
        while let last = value.unicodeScalars.last, Builder.isSpace(last) { value.unicodeScalars.removeLast() }
        if value == "@null" || value == "@empty" { return value }
        if value.hasPrefix("@") {
            var name = value.dropFirst()
            if name.hasPrefix("+") { name = name.dropFirst() }
            if name.hasPrefix("*") { name = name.dropFirst() }
            let (_, type, entry) = extractName(name)
            return resourceTypes.contains(type) && !entry.isEmpty ? value : nil
        }
        if value.hasPrefix("?") {
            let (_, type, entry) = extractName(value.dropFirst())
            return (type.isEmpty || type == "attr") && !entry.isEmpty ? value : nil
        }
        return nil
    }

    /// `ResourceUtils::ExtractResourceName`: the package before the first `:`, the type before
    /// the first `/`, the entry after the later of them.
    private static func extractName(_ name: Substring) -> (package: Substring, type: Substring, entry: Substring) {
        var package: Substring = ""
        var type: Substring = ""
        var start = name.startIndex
        for index in name.indices {
            if type.isEmpty && name[index] == "/" {
                type = name[start..<index]
                start = name.index(after: index)
            } else if package.isEmpty && name[index] == ":" {
                package = name[start..<index]
                start = name.index(after: index)
            }
        }
        return (package, type, name[start...])
    }
}
