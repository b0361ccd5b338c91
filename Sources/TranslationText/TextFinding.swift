/// A defect in a translated value's text, with what a user of the app gets.
///
/// ```swift
/// let findings = FormatCheck.android(default: try AndroidStringValue(xml: "%1$s sent %2$d"),
///                                    translation: try AndroidStringValue(xml: "%1$s envió %3$d"))
/// findings[0].verdict    // .crash
/// findings[0].userGets   // "String.format throws java.util.MissingFormatArgumentException at %3$d: …"
/// ```
package struct TextFinding: Hashable, Sendable {
    /// What the defect does to a user.
    package enum Verdict: String, Hashable, Sendable, Codable {
        /// The app crashes where the text shows (Java throws; CoreFoundation reads a bad pointer).
        case crash
        /// The text shows, but wrong: a value never shown, shown as garbage or as another kind.
        case wrongText = "wrong-text"
        /// The resource compiler refuses the value: the build fails.
        case buildFails = "build-fails"
        /// Works as written, but breaks when a translator reorders it.
        case risk
    }

    /// Which check found it.
    package enum Code: String, Hashable, Sendable, Codable {
        /// Java's `String.format` throws (``verdict`` `crash`).
        case formatException = "format-exception"
        /// An argument the default value shows never shows.
        case argumentNotShown = "argument-not-shown"
        /// An argument the default value does not show shows.
        case argumentAdded = "argument-added"
        /// An argument shows as another kind (hexadecimal for a decimal, `true` for a text).
        case argumentShownDifferently = "argument-shown-differently"
        /// `٪` (U+066A), `％` or `﹪` where a specifier was meant: shown as written.
        case foreignPercentSign = "foreign-percent-sign"
        /// aapt2 refuses the value (unescaped apostrophe, bad `\u` escape, nested `<xliff:g>`).
        case unreadableValue = "unreadable-value"
        /// aapt2's "multiple substitutions specified in non-positional format".
        case nonPositionalArguments = "non-positional-arguments"
        /// CoreFoundation reads an argument as an object or C string that is not one.
        case badPointer = "bad-pointer"
        /// CoreFoundation reads an argument as another type than the app passes: garbage.
        case argumentTypeMismatch = "argument-type-mismatch"
        /// CoreFoundation reads an argument the app does not pass.
        case argumentMissing = "argument-missing"
        /// CoreFoundation refuses the format (an argument number it cannot hold): empty text.
        case formatRefused = "format-refused"
    }

    /// What it does to a user.
    package var verdict: Verdict
    /// Which check found it.
    package var code: Code
    /// The specifier concerned, as written in the translation (`%3$s`), when there is one.
    package var specifier: String?
    /// The argument concerned, counted from 1, when there is one.
    package var argument: Int?
    /// What a user gets, in a sentence.
    package var userGets: String

    package init(_ verdict: Verdict, _ code: Code, specifier: String? = nil, argument: Int? = nil, userGets: String) {
        self.verdict = verdict
        self.code = code
        self.specifier = specifier
        self.argument = argument
        self.userGets = userGets
    }
}
