extension AndroidStringValue {
    /// The resource types a reference may name (aapt2's `ResourceType.cpp`).
    private static let resourceTypes: Set<Substring> = [
        "anim", "animator", "array", "attr", "bool", "color", "dimen", "drawable", "font", "fraction", "id",
        "integer", "interpolator", "layout", "macro", "menu", "mipmap", "navigation", "plurals", "raw", "string",
        "style", "styleable", "transition", "xml",
    ]

    /// The reference a raw value is, as `ResourceUtils::TryParseNullOrEmpty` and
    /// `TryParseReference` read it (whitespace around it trimmed): `@null`, `@empty`,
    /// `@[+][*][package:]type/name` or `?[package:][attr/]name`; `nil` for text.
    ///
    /// ```swift
    /// AndroidStringValue.reference("  @string/app_name ")   // "@string/app_name"
    /// AndroidStringValue.reference("@ home")                // nil: text
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
            if let colon = name.firstIndex(of: ":"), name[..<colon].allSatisfy(isNameCharacter) {
                name = name[name.index(after: colon)...]
            }
            guard let slash = name.firstIndex(of: "/"), resourceTypes.contains(name[..<slash]) else { return nil }
            let entry = name[name.index(after: slash)...]
            return !entry.isEmpty && entry.allSatisfy(isNameCharacter) ? value : nil
        }
        if value.hasPrefix("?") {
            var name = value.dropFirst()
            if let colon = name.firstIndex(of: ":") { name = name[name.index(after: colon)...] }
            if name.hasPrefix("attr/") { name = name.dropFirst(5) }
            return !name.isEmpty && name.allSatisfy(isNameCharacter) ? value : nil
        }
        return nil
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == ".")
    }
}
