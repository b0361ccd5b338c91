internal import LangPolicyCLI
internal import LanguageTags
internal import WireDocuments

/// The readers and writers `langpolicy report` and `--format sarif` add: the line index of a
/// JSON document (a policy or a decision table, any bytes), the policy's spelling notes, and
/// the page's escaping of any text.
///
/// Invariants checked:
/// - Every line the index gives is between 1 and the document's line count.
/// - Every spelling note's path has a line, and names a canonical form that is not the text.
/// - Escaped text has no `<`, `>`, `"` or `'`, every `&` starts one of the page's five
///   entities, and unescaping gives back the text (controls other than tab and newline, which
///   HTML does not allow, become U+FFFD).
enum ReportChecks {
    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let bytes = Array(input)
        let lineCount = bytes.count { $0 == 0x0A } + 1
        let index = JSONLineIndex(bytes)
        for path in [
            DocumentPath.root, .root.appending("supportedLocales").appending(0), .root.appending("aliases"),
            .root.appending("cases").appending(3).appending("name"),
        ] {
            if let line = index.line(of: path) {
                try require((1...lineCount).contains(line), "line \(line) of \(path) in \(lineCount) lines")
            }
        }
        for (path, note) in PolicySpelling.notes(bytes) {
            try require(index.line(of: path) != nil, "no line for the noted \(path)")
            try require(note.contains(" in canonical form; write "), "a note without the canonical form: \(note)")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let escaped = HTML.escaped(text)
        try require(!escaped.contains(where: { "<>\"'".contains($0) }), "markup left in \(escaped)")
        // Undone byte by byte: Foundation's replacingOccurrences matches whole characters, so an
        // entity followed by a combining mark (`&lt;` + U+07F2) would not be found.
        let entities: [(entity: [UInt8], character: UInt8)] = [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
        ].map { (Array($0.0.utf8), UInt8(ascii: $0.1)) }
        let escapedBytes = Array(escaped.utf8)
        var unescapedBytes: [UInt8] = []
        var position = 0
        while position < escapedBytes.count {
            if let match = entities.first(where: { escapedBytes[position...].starts(with: $0.entity) }) {
                unescapedBytes.append(match.character)
                position += match.entity.count
            } else {
                unescapedBytes.append(escapedBytes[position])
                position += 1
            }
        }
        let unescaped = String(decoding: unescapedBytes, as: UTF8.self)
        let allowed = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r" || scalar.value == 0x7F
                        ? "\u{FFFD}" : scalar
                }))
        try require(
            unescaped.unicodeScalars.elementsEqual(allowed.unicodeScalars), "escaping does not round-trip")
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement` (the standard library only).
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
