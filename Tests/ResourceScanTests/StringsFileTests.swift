import Testing

@testable import ResourceScan

/// `.strings` files as CoreFoundation reads them: comments, escapes, bare strings, UTF-8 and
/// UTF-16 with or without a byte order mark.
@Suite("Reading .strings files")
struct StringsFileTests {
    static let text = """
        /* A block comment, "quoted" = "not an entry"; */
        // A line comment
        "title" = "Caf\\U00e9 \\"Le Mans\\"";
        "multi\\nline" = "tab\\there\\\\";
        bare_key = bare.value;
        "same";
        "octal" = "\\101\\102";
        "emoji" = "🇫🇷 — ✓";
        """

    static let expected: [StringsFile.Entry] = [
        .init(key: "title", value: "Café \"Le Mans\"", line: 3),
        .init(key: "multi\nline", value: "tab\there\\", line: 4),
        .init(key: "bare_key", value: "bare.value", line: 5),
        .init(key: "same", value: "same", line: 6),
        .init(key: "octal", value: "AB", line: 7),
        .init(key: "emoji", value: "🇫🇷 — ✓", line: 8),
    ]

    @Test func readsEntriesCommentsAndEscapes() throws {
        #expect(try StringsFile(bytes: Array(Self.text.utf8)).entries == Self.expected)
    }

    @Test(arguments: [true, false])
    func readsUTF16WithAByteOrderMark(bigEndian: Bool) throws {
        let units = Array(Self.text.utf16)
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in units {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        #expect(try StringsFile(bytes: bytes).entries == Self.expected)
    }

    @Test func readsUTF16WithoutAByteOrderMarkAndUTF8WithOne() throws {
        let littleEndian = Array(Self.text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try StringsFile(bytes: littleEndian).entries == Self.expected)
        #expect(try StringsFile(bytes: [0xEF, 0xBB, 0xBF] + Array(Self.text.utf8)).entries == Self.expected)
    }

    @Test func readsABracedDictionary() throws {
        let file = try StringsFile(bytes: Array(#"{ "a" = "b"; c = d; }"#.utf8))
        #expect(file.entries == [.init(key: "a", value: "b", line: 1), .init(key: "c", value: "d", line: 1)])
    }

    @Test(arguments: [
        (#""a" = "b""#, "line 1: expected ; after the value"),
        ("\"a\" = \"b\";\n\"c\" = ;", "line 2: expected a value after ="),
        ("\"a\" = \"b;\n", "line 1: unterminated string"),
        ("/* never closed\n\"a\" = \"b\";", "line 1: unterminated comment"),
        ("= \"b\";", "line 1: expected a key"),
        ("{ \"a\" = \"b\";", "line 1: missing the closing }"),
    ])
    func reportsSyntaxErrorsWithTheirLine(text: String, message: String) {
        #expect(throws: ResourceFileError.self) { try StringsFile(bytes: Array(text.utf8)) }
        do {
            _ = try StringsFile(bytes: Array(text.utf8))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func refusesTextInNoUnicodeEncoding() {
        #expect(throws: ResourceFileError.self) { try StringsFile(bytes: [0x22, 0xE9, 0x22, 0x3B]) }
        #expect(throws: ResourceFileError.self) { try StringsFile(bytes: [0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00]) }
    }
}
