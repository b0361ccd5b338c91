internal import LanguageTags
internal import ResourceScan
internal import TranslationText

/// `ScanText`: the scan's text checks of a value against its default (``AndroidTexts``,
/// ``AppleTexts``). The input, as UTF-8 text, is cut at its first line break into a default
/// and a translation; each is the content of a `<string>` and of a plural's `one` and `other`
/// items of an Android values file (a default file and a translation file, read by the scan's
/// reader), and the value of a `.strings` entry; the translation's language is one of five
/// (by the input's length), with plural rules of every shape.
///
/// Invariants: every note is about the key and the folder read, on a line of the file; a
/// value is untranslated exactly when a note says so; a format crash only where the default
/// has a specifier; the checks give the same notes twice (no state leaks from one value to
/// the next).
enum ScanTextChecks {
    static let languages = ["fr", "ru", "cs", "ar", "ja"]

    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let text = String(decoding: input, as: UTF8.self)
        let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let base = String(parts[0])
        let translation = parts.count > 1 ? String(parts[1]) : ""
        guard let language = LanguageTag(languages[input.count % languages.count]),
            let english = LanguageTag("en")
        else { return }
        try checkAndroid(base, translation, language: language, english: english)
        try checkApple(base, translation, language: language, english: english)
    }

    static func file(_ content: String) -> [UInt8] {
        Array(
            ("<resources>\n<string name=\"a\">\(content)</string>\n<plurals name=\"p\">\n"
                + "<item quantity=\"one\">\(content)</item>\n<item quantity=\"other\">\(content)</item>\n"
                + "</plurals>\n</resources>\n").utf8)
    }

    static func checkAndroid(_ base: String, _ translation: String, language: LanguageTag, english: LanguageTag)
        throws(InvariantViolation)
    {
        guard let defaults = try? AndroidValuesFile(bytes: file(base)),
            let translated = try? AndroidValuesFile(bytes: file(translation))
        else { return }
        let lines = Array(file(translation).split(separator: 0x0A, omittingEmptySubsequences: false)).count
        let basePercent = defaults.resources.flatMap(\.contents).contains { nodes in
            (try? AndroidStringValue(nodes: nodes))?.text.contains("%") ?? false
        }
        var first: [[TextNote]] = []
        for round in 0..<2 {
            var texts = AndroidTexts(developmentLanguage: english)
            for resource in defaults.resources {
                _ = texts.read(resource, path: "values/strings.xml", folder: "values", language: nil)
            }
            var notes: [[TextNote]] = []
            for resource in translated.resources {
                let read = texts.read(resource, path: "values-x/strings.xml", folder: "values-x", language: language)
                try require(
                    read.untranslated == read.notes.contains(where: \.isUntranslated),
                    "\(quoted(translation)): untranslated \(read.untranslated), notes \(read.notes)")
                for note in read.notes {
                    try require(
                        note.key == resource.name && note.locale == "values-x"
                            && (note.line.map { 1...lines ~= $0 } ?? false),
                        "\(quoted(translation)): a note about \(note.key) in \(note.locale) at \(note.line ?? 0)")
                    if case .format(let finding) = note.kind, finding.verdict == .crash {
                        try require(basePercent, "\(quoted(base)) has no specifier, yet a crash")
                    }
                }
                notes.append(read.notes)
            }
            if round == 0 { first = notes } else { try require(first == notes, "\(quoted(translation)): notes differ") }
        }
    }

    static func checkApple(_ base: String, _ translation: String, language: LanguageTag, english: LanguageTag)
        throws(InvariantViolation)
    {
        var texts = AppleTexts(developmentLanguage: english)
        texts.addDefault(table: "Localizable", entry: StringsFile.Entry(key: "a", value: base, line: 1))
        let read = texts.check(
            table: "Localizable", entry: StringsFile.Entry(key: "a", value: translation, line: 1),
            path: "fr.lproj/Localizable.strings", folder: "fr.lproj", language: language)
        try require(
            read.untranslated == read.notes.contains(where: \.isUntranslated),
            "\(quoted(translation)): untranslated \(read.untranslated), notes \(read.notes)")
        for note in read.notes {
            try require(note.key == "a" && note.line == 1, "\(quoted(translation)): a note about \(note.key)")
        }
    }
}
