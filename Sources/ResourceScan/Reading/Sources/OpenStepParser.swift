/// A value of an old-style (OpenStep) property list, as `project.pbxproj` holds them.
indirect enum OpenStepValue: Hashable {
    case string(String)
    case array([OpenStepValue])
    case dictionary([String: OpenStepValue])

    /// The string, if it is one.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The strings of an array (object ids, in `project.pbxproj`).
    var strings: [String]? {
        if case .array(let values) = self { return values.compactMap(\.string) }
        return nil
    }
}

/// Reads an old-style property list's tokens (``PropertyListTokens``) into values: `{ key =
/// value; }`, `( value, … )`, strings; nesting bounded (a project nests a few levels).
///
/// ```swift
/// let tokens = try Array("{ a = (b, c); }".utf8).withUnsafeBufferPointer { try PropertyListTokens($0).tokens }
/// var parser = OpenStepParser(tokens: tokens)
/// try parser.value(depth: 0)   // .dictionary(["a": .array([.string("b"), .string("c")])])
/// ```
struct OpenStepParser {
    let tokens: [PropertyListTokens.Token]
    private var index = 0

    static let maximumDepth = 64

    init(tokens: [PropertyListTokens.Token]) { self.tokens = tokens }

    /// The next value; nil at the end.
    mutating func value(depth: Int) throws(ResourceFileError) -> OpenStepValue? {
        guard index < tokens.count else { return nil }
        let token = tokens[index]
        guard depth < Self.maximumDepth else {
            throw .syntax(line: token.line, message: "values nested deeper than \(Self.maximumDepth) levels")
        }
        index += 1
        switch token {
        case .string(let text, _): return .string(text)
        case .symbol(let byte, let line) where byte == UInt8(ascii: "{"):
            var members: [String: OpenStepValue] = [:]
            while index < tokens.count, !tokens[index].isSymbol("}") {
                guard case .string(let key, _) = tokens[index], index + 1 < tokens.count,
                    tokens[index + 1].isSymbol("=")
                else { throw .syntax(line: tokens[index].line, message: "expected key = value") }
                index += 2
                guard let member = try value(depth: depth + 1) else { break }
                if members[key] == nil { members[key] = member }
                if index < tokens.count, tokens[index].isSymbol(";") { index += 1 }
            }
            guard index < tokens.count else { throw .syntax(line: line, message: "a dictionary without its }") }
            index += 1
            return .dictionary(members)
        case .symbol(let byte, let line) where byte == UInt8(ascii: "("):
            var elements: [OpenStepValue] = []
            while index < tokens.count, !tokens[index].isSymbol(")") {
                guard let element = try value(depth: depth + 1) else { break }
                elements.append(element)
                if index < tokens.count, tokens[index].isSymbol(",") { index += 1 }
            }
            guard index < tokens.count else { throw .syntax(line: line, message: "an array without its )") }
            index += 1
            return .array(elements)
        case .symbol(_, let line): throw .syntax(line: line, message: "unexpected symbol")
        }
    }
}
