/// The tokens of Groovy or Kotlin build-file text (and of the Kotlin and Groovy sources of
/// convention plugins) that the scan reads: words (and numbers), string literals, one-character symbols
/// (`+=` is two), line ends, each with its line; comments dropped. A string keeps its text
/// as written between the quotes (escapes resolved); `isTemplate` says it interpolates
/// (`"$rootDir/x"`, `"${x}"`), which only Gradle can evaluate. Triple-quoted strings are one
/// string.
///
/// ```swift
/// let tokens = GradleTokens("resConfigs 'en', \"$x\" // all\n").tokens
/// tokens.map(\.token)   // [.word("resConfigs"), .string("en", isTemplate: false), .symbol(","),
///                       //  .string("$x", isTemplate: true), .newline]
/// ```
struct GradleTokens {
    enum Token: Hashable {
        case word(String)
        case string(String, isTemplate: Bool)
        case symbol(String)
        case newline
    }

    /// A token and the line it starts on (from 1).
    struct Located: Hashable {
        let token: Token
        let line: Int
    }

    private(set) var tokens: [Located] = []

    init(_ text: String) {
        let characters = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        func advance() {
            if characters[index] == "\n" { line += 1 }
            index += 1
        }
        while let character = peek() {
            let start = line
            switch character {
            case "\n":
                tokens.append(Located(token: .newline, line: line))
                advance()
            case "/" where peek(1) == "/":
                while let next = peek(), next != "\n" { advance() }
            case "/" where peek(1) == "*":
                advance()
                advance()
                while peek() != nil, !(peek() == "*" && peek(1) == "/") { advance() }
                if peek() != nil {
                    advance()
                    advance()
                }
            case "\"", "'":
                let triple = peek(1) == character && peek(2) == character
                for _ in 0..<(triple ? 3 : 1) { advance() }
                var text = ""
                while let next = peek() {
                    if triple, next == character, peek(1) == character, peek(2) == character { break }
                    if !triple, next == character || next == "\n" { break }
                    if next == "\\", !triple, let escaped = peek(1) {
                        text.unicodeScalars.append(escaped)
                        advance()
                        advance()
                    } else {
                        text.unicodeScalars.append(next)
                        advance()
                    }
                }
                for _ in 0..<(triple ? 3 : 1) where peek() == character { advance() }
                let isTemplate = character == "\"" && text.unicodeScalars.contains("$")
                tokens.append(Located(token: .string(text, isTemplate: isTemplate), line: start))
            case _ where character.properties.isAlphabetic || character == "_" || ("0"..."9").contains(character):
                var word = ""
                while let next = peek(), next.properties.isAlphabetic || next == "_" || ("0"..."9").contains(next) {
                    word.unicodeScalars.append(next)
                    advance()
                }
                tokens.append(Located(token: .word(word), line: start))
            case " ", "\t", "\r":
                advance()
            default:
                tokens.append(Located(token: .symbol(String(character)), line: start))
                advance()
            }
        }
    }
}
