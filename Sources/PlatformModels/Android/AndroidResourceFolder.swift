/// A resource folder (`values-fr-rCA`, `values-b+sr+Latn-night`, `values`), read as Android's
/// aapt2 reads it (Android 10's `ConfigDescription::Parse` and `LocaleValue`): the resource
/// type, the locale part (or none), and the other qualifiers.
///
/// The locale part is a language of 2–3 letters with an optional `r` and two-letter region
/// (`zh-rTW`, `fil`, `iw`), or a BCP 47 tag with `+` after `b+` (`b+sr+Latn`, `b+es+419`,
/// `b+zh+Hant+TW`). Letter case does not matter. Names aapt2 rejects, or reads as something
/// other than they say, throw ``AndroidFolderError``.
///
/// ```swift
/// let folder = try AndroidResourceFolder(parsing: "values-en-rUS-v21")
/// folder.locale?.qualifier                    // "en-rUS"
/// folder.otherQualifiers.map(\.text)          // ["v21"]
/// try AndroidResourceFolder(parsing: "values-night").locale   // nil
/// try AndroidResourceFolder(parsing: "values-es-r419")        // throws: use values-b+es+419
/// ```
package struct AndroidResourceFolder: Hashable, Sendable, CustomStringConvertible {
    /// The folder name as given.
    package let name: String
    /// The resource type before the first `-` (`values`).
    package let resourceType: String
    /// The locale part, or nil for a folder without one (`values`, `values-night`).
    package let locale: AndroidLocale?
    /// The qualifiers other than the locale, in order, lower-cased.
    package let otherQualifiers: [AndroidQualifier]

    /// Reads a folder name: a resource type, then qualifiers after `-`.
    ///
    /// - Throws: ``AndroidFolderError`` when aapt2 would reject the name or misread its locale.
    package init(parsing name: String) throws(AndroidFolderError) {
        let type = name.prefix { $0 != "-" }
        guard !type.isEmpty, type.utf8.allSatisfy({ (0x61...0x7A).contains($0 | 0x20) }) else {
            throw .noResourceType(folder: name)
        }
        let qualifiers = name.dropFirst(type.count + 1)
        try self.init(name: name, resourceType: String(type), qualifiers: String(qualifiers))
    }

    /// Reads the qualifiers of a `values` folder (`fr-rCA`, `b+sr+Latn`, `` for `values/`).
    ///
    /// ```swift
    /// try AndroidResourceFolder(qualifiers: "zh-rTW").name   // "values-zh-rTW"
    /// ```
    package init(qualifiers: String) throws(AndroidFolderError) {
        try self.init(
            name: qualifiers.isEmpty ? "values" : "values-\(qualifiers)", resourceType: "values",
            qualifiers: qualifiers)
    }

    private init(name: String, resourceType: String, qualifiers: String) throws(AndroidFolderError) {
        self.name = name
        self.resourceType = resourceType
        var parts =
            qualifiers.isEmpty
            ? [] : qualifiers.lowercased().split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        var others: [AndroidQualifier] = []
        // The next kind aapt2 may read (its raw value): each kind once, in order; `any` is the
        // next kind's wildcard.
        var next = 0
        func takeQualifiers(through last: AndroidQualifier.Kind) {
            while let part = parts.first, last > .mobileNetworkCode || part.hasPrefix("m") || part == "any",
                let kind = part == "any" ? AndroidQualifier.Kind(rawValue: next) : AndroidQualifier.Kind.of(part),
                kind.rawValue >= next, kind <= last
            {
                others.append(AndroidQualifier(kind: kind, text: part))
                parts.removeFirst()
                next = kind.rawValue + 1
            }
        }
        takeQualifiers(through: .mobileNetworkCode)
        locale = try LocaleQualifier.read(&parts, folder: name)
        next = max(next, AndroidQualifier.Kind.layoutDirection.rawValue)
        takeQualifiers(through: .platformVersion)
        if let part = parts.first {
            throw .unrecognizedQualifier(
                folder: name, qualifier: part, hint: Self.hint(for: part, language: locale?.language))
        }
        otherQualifiers = others
    }

    /// The folder name as given.
    ///
    /// ```swift
    /// try AndroidResourceFolder(parsing: "values-fr").description   // "values-fr"
    /// ```
    package var description: String { name }

    /// A fix for a qualifier aapt2 rejects, when the mistake is a known one.
    private static func hint(for part: String, language: String?) -> String? {
        let bytes = Array(part.utf8)
        if let language, bytes.count == 4, bytes[0] == 0x72, bytes.dropFirst().allSatisfy({ $0 &- 0x30 < 10 }) {
            return "a numeric region needs the b+ form: values-b+\(language)+\(part.dropFirst())"
        }
        if let kind = AndroidQualifier.Kind.of(part) {
            return "\(part) (\(kind)) is out of place: qualifiers come in Android's order, each once"
        }
        if (2...3).contains(bytes.count), bytes.allSatisfy({ ($0 | 0x20) &- 0x61 < 26 }) {
            return "a locale comes first, after mcc and mnc only"
        }
        return nil
    }
}
