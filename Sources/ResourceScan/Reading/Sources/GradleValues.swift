/// The values of Gradle statements as far as they can be read without running Gradle: the
/// string literals of a statement (`listOf("en", "fr")`, `["en"]`, `'en', 'fr'`), the
/// variables of the same file they name (`val langs = listOf(…)`, `def langs = […]`,
/// `ext.langs = […]`), and what cannot be read (a template string, a property, a call),
/// named so that the scan can say so.
///
/// ```swift
/// let values = GradleValues(GradleTokens("val langs = listOf(\"en\")\nlocaleFilters += langs + extra\n").tokens)
/// values.read(after: 6)   // (["en"], ["extra"])
/// ```
struct GradleValues {
    /// What a statement's value holds: the strings read, and the parts that cannot be read.
    struct Value: Hashable {
        var strings: [String] = []
        var unresolved: [String] = []
    }

    let tokens: [GradleTokens.Located]
    /// The file's variables (`val`, `var`, `def`, `ext.`), by name, as written.
    private var variables: [String: Range<Int>] = [:]
    /// Each variable's value, read once for the whole file (in the order of the file).
    private var variableValues: [String: Value] = [:]
    /// Where the statement that starts at each token ends (``statementEnd(from:)``).
    private let statementEnds: [Int]

    /// Collection builders and conversions whose arguments are the value.
    static let builders: Set<String> = [
        "listOf", "setOf", "mutableListOf", "mutableSetOf", "arrayOf", "hashSetOf", "linkedSetOf", "arrayListOf",
        "addAll", "add", "plus", "plusAssign", "toSet", "toList", "toMutableSet", "toMutableList", "toTypedArray",
        "sorted", "distinct", "asList", "it", "as", "String", "List", "Set", "Collection", "Array", "MutableList",
        "MutableSet", "resConfigs", "resConfig", "resourceConfigurations", "localeFilters", "androidResources",
        "defaultConfig", "android", "file", "files", "srcDir", "srcDirs", "setSrcDirs", "include",
    ]

    init(_ tokens: [GradleTokens.Located]) {
        self.tokens = tokens
        self.statementEnds = Self.statementEnds(tokens)
        for index in tokens.indices {
            guard case .word(let word) = tokens[index].token else { continue }
            var name: String?
            var next = index + 1
            if ["val", "var", "def"].contains(word), case .word(let defined)? = token(next) {
                name = defined
                next += 1
                // A type: `: List<String>`.
                while next < tokens.count, token(next) != .symbol("="), token(next) != .newline { next += 1 }
            } else if word == "ext", token(next) == .symbol("."), case .word(let defined)? = token(next + 1) {
                name = defined
                next += 2
            }
            guard let name, token(next) == .symbol("="), token(next + 1) != .symbol("=") else { continue }
            variables[name] = (next + 1)..<statementEnd(from: next + 1)
        }
        var expansions = Expansions()
        for (name, definition) in variables.sorted(by: { $0.value.lowerBound < $1.value.lowerBound })
        where expansions.values[name] == nil {
            expansions.reading.insert(name)
            expansions.values[name] = read(definition, &expansions)
            expansions.reading.remove(name)
        }
        variableValues = expansions.values
    }

    /// The token at `index`, or nil past the end.
    func token(_ index: Int) -> GradleTokens.Token? { index < tokens.count ? tokens[index].token : nil }

    /// The value of the statement that starts after `index` (a setting's name).
    func read(after index: Int) -> Value {
        var expansions = Expansions(values: variableValues)
        return read((index + 1)..<statementEnd(from: index + 1), &expansions)
    }

    /// The end of a statement: a line end outside brackets that follows no comma or operator,
    /// or the bracket that closes the enclosing block.
    func statementEnd(from start: Int) -> Int { start < tokens.count ? statementEnds[start] : start }

    /// ``statementEnd(from:)`` for every start, in one pass from the end: a statement that
    /// starts at a token ends where the statement after that token ends, in the state the
    /// token leaves (a comma or operator continues over a line end, a word or a closed bracket
    /// does not; an opening bracket jumps to its closing one).
    private static func statementEnds(_ tokens: [GradleTokens.Located]) -> [Int] {
        let count = tokens.count
        // The bracket that closes each opening one (`count` when none does).
        var closing = [Int](repeating: count, count: count)
        var open: [Int] = []
        for (index, located) in tokens.enumerated() {
            switch located.token {
            case .symbol("("), .symbol("["), .symbol("{"): open.append(index)
            case .symbol(")"), .symbol("]"), .symbol("}"): if let opening = open.popLast() { closing[opening] = index }
            default: break
            }
        }
        // The end from each token when the statement continues over a line end there, and
        // when it does not.
        var continuing = [Int](repeating: count, count: count + 1)
        var settled = [Int](repeating: count, count: count + 1)
        for index in stride(from: count - 1, through: 0, by: -1) {
            switch tokens[index].token {
            case .newline:
                continuing[index] = continuing[index + 1]
                settled[index] = index
            case .symbol(")"), .symbol("]"), .symbol("}"), .symbol(";"):
                continuing[index] = index
                settled[index] = index
            case .symbol("("), .symbol("["), .symbol("{"):
                let end = closing[index] < count ? settled[closing[index] + 1] : count
                continuing[index] = end
                settled[index] = end
            case .symbol:
                continuing[index] = continuing[index + 1]
                settled[index] = continuing[index + 1]
            case .word, .string:
                continuing[index] = settled[index + 1]
                settled[index] = settled[index + 1]
            }
        }
        continuing.removeLast()
        return continuing
    }

    /// The most entries one value holds (a locale filter lists at most a few hundred).
    static let maximumEntries = 4096
    /// The deepest chain of variables read (`val a = b`, `val b = c`, …): deeper ones are
    /// unresolved, so that a hostile file cannot exhaust the stack.
    static let maximumNesting = 64

    /// The variables expanded so far: each is read once for the file (a file that names a
    /// variable many times, in many variables, stays linear), and one named inside its own
    /// definition, directly or through others, is unresolved where it is named.

    private struct Expansions {
        var values: [String: Value] = [:]
        var reading: Set<String> = []
    }

    private func read(_ range: Range<Int>, _ expansions: inout Expansions) -> Value {
        var value = Value()
        var index = range.lowerBound
        while index < range.upperBound {
            defer { index += 1 }
            // A call of anything but a collection builder (`project.property("x")`) is a value
            // only Gradle computes: its arguments are not entries.
            if case .word(let word) = tokens[index].token, !Self.builders.contains(word),
                index + 1 < range.upperBound, tokens[index + 1].token == .symbol("(")
            {
                value.unresolved.append(word)
                var depth = 0
                var end = index + 1
                while end < range.upperBound {
                    if tokens[end].token == .symbol("(") { depth += 1 }
                    if tokens[end].token == .symbol(")") { depth -= 1 }
                    if depth == 0 { break }
                    end += 1
                }
                index = end
                continue
            }
            switch tokens[index].token {
            case .string(let text, let isTemplate):
                if isTemplate { value.unresolved.append("\"\(text)\"") } else { value.strings.append(text) }
            case .word(let word) where Self.builders.contains(word) || word.first?.isNumber == true: continue
            case .word(let word):
                let isMember = index > range.lowerBound && tokens[index - 1].token == .symbol(".")
                if !isMember, let definition = variables[word], !expansions.reading.contains(word),
                    expansions.reading.count < Self.maximumNesting
                {
                    let inner: Value
                    if let known = expansions.values[word] {
                        inner = known
                    } else {
                        expansions.reading.insert(word)
                        inner = read(definition, &expansions)
                        expansions.reading.remove(word)
                        expansions.values[word] = inner
                    }
                    // A value is a list of locale entries: past `maximumEntries` (a file built to
                    // double a list in every variable) the rest is left out, named unresolved.
                    guard value.strings.count + inner.strings.count <= Self.maximumEntries else {
                        value.unresolved.append(word)
                        continue
                    }
                    value.strings += inner.strings
                    value.unresolved += inner.unresolved.prefix(max(0, Self.maximumEntries - value.unresolved.count))
                } else {
                    value.unresolved.append(word)
                }
            default: continue
            }
        }
        return value
    }
}
