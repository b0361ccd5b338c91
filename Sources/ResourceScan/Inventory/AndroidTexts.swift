package import LanguageTags
internal import TranslationText

/// The texts of an Android section's values, read as aapt2 reads them (`AndroidStringValue`)
/// and checked as `getString(id, args)` and `getQuantityString(id, quantity, args)` use them
/// (`FormatCheck.android`, `PluralRules`): `values/` first, whose values are kept as the
/// defaults (one folder's values in memory), then each locale folder against them.
///
/// A default value with `formatted="false"` is not checked as a format string (aapt2 and
/// Android Lint leave it alone); its translations are still checked for being translated.
///
/// ```swift
/// var texts = AndroidTexts(developmentLanguage: try LanguageTag(parsing: "en"))
/// _ = texts.read(defaultViews, path: "res/values/strings.xml", folder: "values", language: english)
/// texts.read(kurmanjiViews, path: "res/values-kmr/strings.xml", folder: "values-kmr", language: kurmanji).notes
/// // [TextNote(… kind: .format(crash: "String.format throws java.util.FormatFlagsConversionMismatchException …"))]
/// ```
package struct AndroidTexts {
    /// A default value, as aapt2 reads it (nil when it refuses it).
    private struct Default {
        var value: AndroidStringValue?
        var isFormatted: Bool
    }

    private var texts: ValueTexts
    /// `name` of a string, `name#quantity` of a plural item → its default value.
    private var defaults: [String: Default] = [:]

    package init(developmentLanguage: LanguageTag) {
        texts = ValueTexts(developmentLanguage: developmentLanguage)
    }

    /// One value of a string or plural, as read: its text (or why aapt2 refuses it), its
    /// plural quantity, its line.
    private struct Item {
        var value: Result<AndroidStringValue, AndroidStringValue.ReadError>?
        var quantity: String?
        var line: Int?
    }

    /// Reads a counted string or plural of a source `folder` (`values` keeps it as a
    /// default): what its text does, and whether it is untranslated.
    package mutating func read(
        _ resource: AndroidValuesFile.Resource, path: String, folder: String, language: LanguageTag?
    ) -> (notes: [TextNote], untranslated: Bool) {
        guard resource.kind != .stringArray else { return ([], false) }
        let items = resource.contents.enumerated().map { index, nodes in
            Item(
                value: Result { () throws(AndroidStringValue.ReadError) in try Self.value(nodes) },
                quantity: resource.kind == .plurals ? resource.quantities[safe: index] : nil,
                line: resource.lines[safe: index] ?? resource.line)
        }
        return read(
            name: resource.name, isString: resource.kind == .string, isFormatted: resource.isFormatted, items: items,
            line: resource.line, path: path, folder: folder, language: language)
    }

    /// A value as aapt2 reads it: a text without markup, quotes, references or whitespace to
    /// trim or collapse, whose only escapes are `\'`, `\"`, `\\`, `\@`, `\?`, `\n` and `\t` inside it,
    /// is read here (most values: no tree to build); anything else by
    /// `AndroidStringValue(nodes:)`. `PlainValueTests` holds the two to the same text on every
    /// value of the fixture apps.
    static func value(_ nodes: [AndroidStringValue.Node]) throws(AndroidStringValue.ReadError) -> AndroidStringValue {
        guard nodes.count <= 1 else { return try AndroidStringValue(nodes: nodes) }
        guard case .text(let text)? = nodes.first else { return AndroidStringValue(compiled: "") }
        let bytes = Array(text.utf8)
        guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: "@"), first != UInt8(ascii: "?"),
            first != UInt8(ascii: "\\"), first != UInt8(ascii: " "), last != UInt8(ascii: " ")
        else { return try AndroidStringValue(nodes: nodes) }
        var read: [UInt8]?
        var previousIsSpace = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\"):
                // An escape at the end is left to the reader (trimming), as is any other escape.
                guard index + 2 < bytes.count, let escaped = Self.escapes[bytes[index + 1]] else {
                    return try AndroidStringValue(nodes: nodes)
                }
                if read == nil { read = Array(bytes[..<index]) }
                read?.append(escaped)
                previousIsSpace = false
                index += 2
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "'"), 0x09...0x0D:
                return try AndroidStringValue(nodes: nodes)
            case UInt8(ascii: " "):
                if previousIsSpace { return try AndroidStringValue(nodes: nodes) }
                previousIsSpace = true
            default: previousIsSpace = false
            }
            read?.append(byte)
            index += 1
        }
        return AndroidStringValue(compiled: read.map { String(decoding: $0, as: UTF8.self) } ?? text)
    }

    /// The escapes read here, and what each gives.
    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "'"): UInt8(ascii: "'"), UInt8(ascii: "\""): UInt8(ascii: "\""),
        UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "@"): UInt8(ascii: "@"),
        UInt8(ascii: "?"): UInt8(ascii: "?"),
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09,
    ]

    /// Reads a string or plural of a built app's configuration (`values` keeps it as a
    /// default): a string's text as aapt2 compiled it; a plural's categories (a built
    /// plural's item texts are not read).
    package mutating func read(
        built resource: BuiltAndroidApp.StringResource, path: String, folder: String, language: LanguageTag?
    ) -> (notes: [TextNote], untranslated: Bool) {
        let items: [Item]
        switch resource.kind {
        case .string: items = [Item(value: resource.text.map { .success(AndroidStringValue(compiled: $0)) })]
        case .plurals: items = resource.quantities.map { Item(value: nil, quantity: $0) }
        case .stringArray: return ([], false)
        }
        return read(
            name: resource.name, isString: resource.kind == .string, isFormatted: true, items: items, line: nil,
            path: path, folder: folder, language: language)
    }

    private mutating func read(
        name: String, isString: Bool, isFormatted: Bool, items: [Item], line: Int?, path: String, folder: String,
        language: LanguageTag?
    ) -> (notes: [TextNote], untranslated: Bool) {
        let isDefault = folder == "values"
        var notes: [TextNote] = []
        func note(_ kind: TextNote.Kind, line: Int?) {
            notes.append(TextNote(path: path, line: line, key: name, locale: folder, kind: kind))
        }
        var untranslated: [(TextNote.Kind, Int?)] = []
        var provided: Set<PluralCategory> = []
        for item in items {
            let key = item.quantity.map { "\(name)#\($0)" } ?? name
            if let category = item.quantity.flatMap(PluralCategory.init(rawValue:)) { provided.insert(category) }
            var value: AndroidStringValue?
            switch item.value {
            case .success(let read): value = read
            case .failure(let error): note(.format(error.finding), line: item.line)
            case nil: break
            }
            if isDefault {
                defaults[key] = Default(value: value, isFormatted: isFormatted)
                continue
            }
            let base = defaults[key] ?? item.quantity.flatMap { _ in defaults["\(name)#other"] }
            guard let value else { continue }
            if value.reference == nil,
                let kind = texts.untranslated(value.text, default: base?.value?.text, language: language)
            {
                untranslated.append((kind, item.line))
            }
            // A default without `%` formats nothing (`getString(id)`): no format to check.
            guard let base, base.isFormatted, let baseValue = base.value, baseValue.text.utf8.contains(0x25) else {
                continue
            }
            let omits = item.quantity.map { texts.mayOmitNumber($0, language: language) } ?? false
            for finding in FormatCheck.android(
                default: baseValue, translation: value, isString: isString, mayOmitArguments: omits)
            {
                note(.format(finding), line: item.line)
            }
        }
        if !isString, let kind = texts.plural(providing: provided, language: language, platform: .android) {
            note(kind, line: line)
        }
        // A plural is untranslated when an item is empty, or when every item is (the default's,
        // another language's).
        let empty = untranslated.first { $0.0 == .empty }
        let reported =
            empty.map { [$0] } ?? (untranslated.count == items.count ? Array(untranslated.prefix(1)) : [])
        for (kind, line) in reported { note(kind, line: line) }
        return (notes, !reported.isEmpty)
    }
}

extension Array {
    /// The element at `index`, nil outside the array.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
