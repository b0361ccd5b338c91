extension AndroidStringValue {
    /// A node of the tree `FlattenXmlSubtree` builds before flattening.
    indirect enum TreeNode {
        case segment(Int)
        case span(String, [TreeNode])
        case untranslatable([TreeNode])
        case group([TreeNode])
    }

    /// `FlattenXmlSubtree`'s first pass: text between tags becomes segments, elements become
    /// spans, untranslatable sections or plain groups.
    struct Flattening {
        var segments: [String] = []
        var root: [TreeNode] = []
        var raw = ""
        var sawSpan = false
        var firstSegment: Int?
        var lastSegment: Int?
        private var stack: [(name: String, kind: Kind, children: [TreeNode])] = []
        private var current = ""

        enum Kind { case span, untranslatable, group }

        mutating func read(_ nodes: [Node]) throws(ReadError) {
            for node in nodes {
                switch node {
                case .text(let text):
                    current += text
                    raw += text
                case .start(let name):
                    flush()
                    let kind: Kind
                    if !name.contains(":") {
                        kind = .span
                        sawSpan = true
                    } else if name.hasPrefix("xliff:") && name.dropFirst(6) == "g" {
                        guard !stack.contains(where: { $0.kind == .untranslatable }) else {
                            throw .nestedUntranslatable
                        }
                        kind = .untranslatable
                    } else {
                        kind = .group
                    }
                    stack.append((name, kind, []))
                case .end(let name):
                    flush()
                    guard let open = stack.popLast(), open.name == name else {
                        throw .malformedMarkup("</\(name)> closes no open element")
                    }
                    let node: TreeNode =
                        switch open.kind {
                        case .span: .span(name, open.children)
                        case .untranslatable: .untranslatable(open.children)
                        case .group: .group(open.children)
                        }
                    append(node)
                }
            }
            flush()
            if let open = stack.last { throw .malformedMarkup("<\(open.name)> is not closed") }
        }

        private mutating func append(_ node: TreeNode) {
            if stack.isEmpty { root.append(node) } else { stack[stack.count - 1].children.append(node) }
        }

        private mutating func flush() {
            guard !current.isEmpty else { return }
            segments.append(current)
            current = ""
            let index = segments.count - 1
            if firstSegment == nil { firstSegment = index }
            lastSegment = index
            append(.segment(index))
        }
    }

    /// `ResourceUtils::StringBuilder`: escapes, quotes and whitespace, with spans and
    /// untranslatable sections recorded in UTF-16 offsets.
    struct Builder {
        var text = ""
        var length = 0
        var spans: [Span] = []
        var untranslatable: [Range<Int>] = []
        private var quoted = false
        private var lastWasSpace = false
        private var segments: [String] = []

        mutating func build(
            _ nodes: [TreeNode], segments: [String], trimming: Bool, first: Int?, last: Int?
        ) throws(ReadError) {
            self.segments = segments
            try visit(nodes, trimming: trimming, first: first, last: last)
        }

        private mutating func visit(
            _ nodes: [TreeNode], trimming: Bool, first: Int?, last: Int?
        ) throws(ReadError) {
            for node in nodes {
                switch node {
                case .segment(let index):
                    var segment = Substring(segments[index])
                    if trimming, index == first {
                        segment = segment.drop { $0.unicodeScalars.allSatisfy(Self.isSpace) }
                    }
                    if trimming, index == last {
                        while let end = segment.last, end.unicodeScalars.allSatisfy(Self.isSpace) {
                            segment = segment.dropLast()
                        }
                    }
                    try append(segment)
                case .span(let name, let children):
                    resetTextState()
                    let start = length
                    try visit(children, trimming: trimming, first: first, last: last)
                    resetTextState()
                    spans.append(Span(name: name, range: start..<length))
                case .untranslatable(let children):
                    let start = length
                    try visit(children, trimming: trimming, first: first, last: last)
                    untranslatable.append(start..<length)
                case .group(let children):
                    try visit(children, trimming: trimming, first: first, last: last)
                }
            }
        }

        private mutating func resetTextState() {
            quoted = false
            lastWasSpace = false
        }

        /// `StringBuilder::AppendText`.
        private mutating func append(_ segment: Substring) throws(ReadError) {
            var scalars = segment.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                if !quoted, Self.isSpace(scalar) {
                    if !lastWasSpace {
                        emit(" ")
                        lastWasSpace = true
                    }
                    continue
                }
                lastWasSpace = false
                switch scalar {
                case "\\":
                    guard let escaped = scalars.next() else { continue }
                    switch escaped {
                    case "t": emit("\t")
                    case "n": emit("\n")
                    case "u": emit(try Self.unicodeEscape(&scalars))
                    default: emit(escaped)
                    }
                case "\"": quoted.toggle()
                case "'" where !quoted: throw .unescapedApostrophe
                default: emit(scalar)
                }
            }
        }

        /// `AppendUnicodeEscapeSequence`: up to four hex digits (fewer at the end of the text).
        private static func unicodeEscape(
            _ scalars: inout IndexingIterator<Substring.UnicodeScalarView>
        ) throws(ReadError) -> Unicode.Scalar {
            var code: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = scalars.next() else { break }
                guard let value = hex(digit) else { throw .invalidUnicodeEscape }
                code = code << 4 | value
            }
            // aapt2 then fails on what UTF-16 cannot hold ("invalid unicode code point").
            guard let scalar = Unicode.Scalar(code) else { throw .invalidUnicodeEscape }
            return scalar
        }

        private static func hex(_ scalar: Unicode.Scalar) -> UInt32? {
            switch scalar.value {
            case 0x30...0x39: scalar.value - 0x30
            case 0x41...0x46: scalar.value - 0x41 + 10
            case 0x61...0x66: scalar.value - 0x61 + 10
            default: nil
            }
        }

        private mutating func emit(_ scalar: Unicode.Scalar) {
            text.unicodeScalars.append(scalar)
            length += scalar.utf16.count
        }

        /// C's `isspace` in the "C" locale.
        static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D)
        }
    }
}
