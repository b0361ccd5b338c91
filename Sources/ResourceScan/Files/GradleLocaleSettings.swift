/// The locale settings of an Android module's Gradle build file (`build.gradle.kts` or
/// `build.gradle`): `androidResources.generateLocaleConfig`, and the lists that keep only some
/// locales' resources in the APK, `localeFilters` and the older `resourceConfigurations`
/// (`resConfigs`). Read from the text, not by running Gradle: each setting's string literals
/// up to the end of its statement, comments skipped; values computed in code are not seen.
///
/// ```swift
/// let settings = GradleLocaleSettings(text: """
///     android {
///         androidResources { generateLocaleConfig = true }
///         defaultConfig { resourceConfigurations += listOf("en", "fr") }  // only these
///     }
///     """)
/// settings.generateLocaleConfig     // true
/// settings.resourceConfigurations   // ["en", "fr"]
/// ```
public struct GradleLocaleSettings: Hashable, Sendable {
    /// `generateLocaleConfig`, when the file sets it.
    public let generateLocaleConfig: Bool?
    /// `resourceConfigurations` / `resConfigs` entries, as written (`en`, `zh-rTW`, `b+sr+Latn`).
    public let resourceConfigurations: [String]
    /// `localeFilters` entries, as written.
    public let localeFilters: [String]

    /// Reads the text of a build file.
    public init(text: String) {
        let tokens = GradleTokens(text).tokens
        var generate: Bool?
        var configurations: [String] = []
        var filters: [String] = []
        for (index, token) in tokens.enumerated() {
            guard case .word(let word) = token else { continue }
            switch word {
            case "generateLocaleConfig":
                let rest = tokens[(index + 1)...].drop { $0 == .symbol("=") }
                if case .word(let value)? = rest.first, value == "true" || value == "false" {
                    generate = value == "true"
                }
            case "resourceConfigurations", "resConfigs", "resConfig":
                configurations += Self.strings(in: tokens[(index + 1)...])
            case "localeFilters":
                filters += Self.strings(in: tokens[(index + 1)...])
            default: break
            }
        }
        generateLocaleConfig = generate
        resourceConfigurations = configurations
        localeFilters = filters
    }

    /// Whether any list keeps only some locales' resources.
    public var filtersLocales: Bool { !resourceConfigurations.isEmpty || !localeFilters.isEmpty }

    /// The string literals of a statement: up to a line end outside brackets that does not
    /// follow a comma or an operator.
    private static func strings(in tokens: ArraySlice<GradleTokens.Token>) -> [String] {
        var strings: [String] = []
        var depth = 0
        var continues = true
        for token in tokens {
            switch token {
            case .newline where depth == 0 && !continues: return strings
            case .newline: continue
            case .string(let text): strings.append(text)
            case .symbol(let symbol) where "([{".contains(symbol): depth += 1
            case .symbol(let symbol) where ")]}".contains(symbol):
                depth -= 1
                if depth < 0 { return strings }
            default: break
            }
            if case .symbol(let symbol) = token {
                continues = symbol != ")" && symbol != "]" && symbol != "}"
            } else {
                continues = false
            }
        }
        return strings
    }
}

/// The tokens of Groovy or Kotlin build-file text that locale settings need: words, string
/// literals (without interpolation), one-character symbols (`+=` is two), line ends; comments
/// dropped.
struct GradleTokens {
    enum Token: Hashable {
        case word(String)
        case string(String)
        case symbol(String)
        case newline
    }

    private(set) var tokens: [Token] = []

    init(_ text: String) {
        let characters = Array(text.unicodeScalars)
        var index = 0
        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while let character = peek() {
            switch character {
            case "\n":
                tokens.append(.newline)
                index += 1
            case "/" where peek(1) == "/":
                while let next = peek(), next != "\n" { index += 1 }
            case "/" where peek(1) == "*":
                index += 2
                while peek() != nil, !(peek() == "*" && peek(1) == "/") { index += 1 }
                index += 2
            case "\"", "'":
                index += 1
                var text = ""
                while let next = peek(), next != character, next != "\n" {
                    if next == "\\", let escaped = peek(1) {
                        text.unicodeScalars.append(escaped)
                        index += 2
                    } else {
                        text.unicodeScalars.append(next)
                        index += 1
                    }
                }
                index += 1
                tokens.append(.string(text))
            case _ where character.properties.isAlphabetic || character == "_":
                var word = ""
                while let next = peek(), next.properties.isAlphabetic || next == "_" || ("0"..."9").contains(next) {
                    word.unicodeScalars.append(next)
                    index += 1
                }
                tokens.append(.word(word))
            case " ", "\t", "\r":
                index += 1
            default:
                tokens.append(.symbol(String(character)))
                index += 1
            }
        }
    }
}
