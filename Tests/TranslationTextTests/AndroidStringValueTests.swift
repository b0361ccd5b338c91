import Testing
import TranslationText

/// aapt2's reading of a string value (`ResourceParser::FlattenXmlSubtree`,
/// `ResourceUtils::StringBuilder`), row by row; the rows marked "aapt2 2.19" were printed by
/// `aapt2 dump resources` of Debian's aapt2 for the same XML.
@Suite struct AndroidStringValueTests {
    @Test(arguments: [
        // aapt2 2.19: leading and trailing whitespace trimmed, runs collapsed, quotes kept as written.
        (#"  Don\'t   stop "  now  " \u0021 "#, "Don't stop   now   !"),
        // aapt2 2.19: a span keeps the trailing space (no trimming with spans).
        ("Hello <b>bold</b>  world ", "Hello bold world "),
        // aapt2 2.19: escapes.
        (#"Tab\tNew\nline \@ \? \\ \x"#, "Tab\tNew\nline @ ? \\ x"),
        // aapt2 2.19: <xliff:g> is no span; its text stays.
        (#"Count: <xliff:g id="n">%1$d</xliff:g> items"#, "Count: %1$d items"),
        // aapt2 2.19: an apostrophe inside double quotes needs no escape.
        (#""quoted ' apostrophe""#, "quoted ' apostrophe"),
        // aapt2 2.19: a line break is whitespace.
        ("line1\n     line2", "line1 line2"),
        ("50&#37; &amp; more", "50% & more"),
        (#"\u00e9t\u00E9"#, "été"),
        (#"\u41"#, "A"),
        ("<![CDATA[<b>not a tag</b>]]>", "<b>not a tag</b>"),
        ("a<!-- comment -->b", "ab"),
        (#"%1$s \"%2$s\""#, #"%1$s "%2$s""#),
        ("", ""),
    ])
    func readsAsAapt2(xml: String, text: String) throws {
        #expect(try AndroidStringValue(xml: xml).text == text)
    }

    @Test func spansAndUntranslatableSections() throws {
        let value = try AndroidStringValue(xml: #"<b>Bold</b> and <i><u>both</u></i> <xliff:g id="x">%1$s</xliff:g>"#)
        #expect(value.text == "Bold and both %1$s")
        #expect(value.spans.map(\.name) == ["b", "u", "i"])
        #expect(value.spans[0].range == 0..<4)
        #expect(value.untranslatable == [14..<18])
    }

    @Test(arguments: [
        ("Don't", AndroidStringValue.ReadError.unescapedApostrophe),
        (#"\u12G4"#, .invalidUnicodeEscape),
        (#"<xliff:g><xliff:g>x</xliff:g></xliff:g>"#, .nestedUntranslatable),
    ])
    func refusesWhatAapt2Refuses(xml: String, error: AndroidStringValue.ReadError) {
        #expect(throws: error) { try AndroidStringValue(xml: xml) }
        #expect(error.finding.verdict == .buildFails)
    }

    @Test func malformedMarkupIsATypedError() {
        for xml in ["<b>open", "</b>", "&nbsp;", "a < b", "<![CDATA[x"] {
            #expect(throws: AndroidStringValue.ReadError.self) { try AndroidStringValue(xml: xml) }
        }
    }

    @Test(
        arguments: [
            ("@string/app_name", "@string/app_name"), ("  @null ", "@null"),
            ("?attr/colorPrimary", "?attr/colorPrimary"),
            ("@android:string/ok", "@android:string/ok"), ("@ home", nil), ("@nowhere", nil), (#"\@string/x"#, nil),
            ("@string/a b", "@string/a b"), ("? what", "? what"), ("?", nil), ("@string/", nil),
        ] as [(String, String?)])
    func references(xml: String, reference: String?) throws {
        #expect(try AndroidStringValue(xml: xml).reference == reference)
    }

    @Test(arguments: [
        ("%1$s of %2$s", true), ("%s of %s", false), ("%s", true), ("%d%%", true), ("50% of %s", false),
        ("%<s %1$s", false), ("%1$s %2$tY %D", true), ("%1$s, %2$s%n%%", true), ("%10d %1$s", false), ("", true),
    ])
    func aapt2PositionalCheck(text: String, valid: Bool) {
        #expect(Aapt2FormatCheck.isValid(text) == valid)
    }
}
