/// The text of an Android string value as aapt2 compiles it and `Resources.getString` returns
/// it: the XML content of a `<string>` (or a `<plurals>` `<item>`) read by aapt2's
/// `ResourceParser::FlattenXmlSubtree` and `ResourceUtils::StringBuilder`
/// (`tools/aapt2/ResourceParser.cpp` and `ResourceUtils.cpp` in AOSP's `frameworks/base`):
///
/// - Markup is kept apart from the text: an element without a namespace (`<b>`, `<u>`,
///   `<annotation>`) is a span of the styled string; `<xliff:g>` marks an untranslatable
///   section (nested ones fail the build); other namespaced elements are dropped, their text kept.
/// - Without spans, leading whitespace of the first text segment and trailing whitespace of
///   the last are trimmed.
/// - Outside double quotes a run of ASCII whitespace becomes one space; `"` toggles quoting
///   and is not printed; an unescaped `'` outside quotes fails the build ("unescaped
///   apostrophe"). A span's start and end reset the quoting and the whitespace run.
/// - `\t`, `\n`, `\u0041` (up to four hex digits; a non-hex one fails the build), and `\`
///   before any other character gives that character (`\'`, `\"`, `\@`, `\?`, `\\`, `\%`).
/// - A whole raw value that is a resource reference (`@string/other`, `?attr/x`, `@null`,
///   `@empty`) is that reference, not text (`ResourceUtils::TryParseItemForAttribute`).
///
/// ```swift
/// let value = try AndroidStringValue(xml: #"  Don\'t <b>stop</b> "now" \u0021 "#)
/// value.text        // "Don't stop now !"   (spans keep the trailing space)
/// value.spans       // [Span(name: "b", range: 6..<10)]
/// ```
package struct AndroidStringValue: Hashable, Sendable {
    /// A node of the element's XML content, as an XML reader gives it.
    package enum Node: Hashable, Sendable {
        /// Character data: entities decoded; a CDATA section's text as written.
        case text(String)
        /// A start tag's qualified name (`b`, `xliff:g`).
        case start(String)
        /// An end tag's qualified name.
        case end(String)
    }

    /// Why aapt2 refuses a value (the build fails).
    package enum ReadError: Error, Hashable, Sendable {
        /// `'` outside double quotes and not escaped.
        case unescapedApostrophe
        /// `\u` followed by a character that is no hex digit.
        case invalidUnicodeEscape
        /// `<xliff:g>` inside `<xliff:g>`.
        case nestedUntranslatable
        /// Tags that do not nest, or XML this reader cannot read.
        case malformedMarkup(String)
    }

    /// A styled range (`<b>…</b>`), in UTF-16 code units of ``text``.
    package struct Span: Hashable, Sendable {
        package var name: String
        package var range: Range<Int>
    }

    /// What `getString` returns: the text without its markup.
    package let text: String
    /// The styled ranges; a value with spans is a styled string (`getText` keeps them).
    package let spans: [Span]
    /// The `<xliff:g>` sections, in UTF-16 code units of ``text``.
    package let untranslatable: [Range<Int>]
    /// The reference the value is, when its raw text is one (`@string/app_name`).
    package let reference: String?

    /// Reads an element's content given as XML nodes.
    ///
    /// - Throws: ``ReadError`` where aapt2 fails the build.
    package init(nodes: [Node]) throws(ReadError) {
        var tree = Flattening()
        try tree.read(nodes)
        var builder = Builder()
        try builder.build(
            tree.root, segments: tree.segments, trimming: !tree.sawSpan, first: tree.firstSegment,
            last: tree.lastSegment)
        text = builder.text
        spans = builder.spans
        untranslatable = builder.untranslatable
        reference = tree.sawSpan ? nil : Self.reference(tree.raw)
    }

    /// A value as a built app holds it (the text of `resources.arsc` or `resources.pb`, which
    /// aapt2 has already read).
    package init(compiled text: String, spans: [Span] = [], reference: String? = nil) {
        self.text = text
        self.spans = spans
        untranslatable = []
        self.reference = reference
    }

    /// Reads an element's content given as XML text (`Don\'t <b>stop</b>`): entities, CDATA
    /// sections and comments are read as an XML parser reads them.
    ///
    /// - Throws: ``ReadError`` where aapt2 fails the build, or the XML is malformed.
    package init(xml: String) throws(ReadError) {
        try self.init(nodes: XMLContent.nodes(xml))
    }
}

extension AndroidStringValue.ReadError {
    /// The finding for a value aapt2 refuses: the build fails.
    ///
    /// ```swift
    /// AndroidStringValue.ReadError.unescapedApostrophe.finding.verdict   // .buildFails
    /// ```
    package var finding: TextFinding {
        let reason =
            switch self {
            case .unescapedApostrophe: "unescaped apostrophe in string"
            case .invalidUnicodeEscape: "invalid unicode escape sequence in string"
            case .nestedUntranslatable: "illegal nested XLIFF 'g' tag"
            case .malformedMarkup(let detail): "xml parser error: \(detail)"
            }
        return TextFinding(
            .buildFails, .unreadableValue, userGets: "aapt2 refuses the value (\(reason)): the build fails")
    }
}
