/// The format checks of a translated value against its default value.
package enum FormatCheck {}

extension FormatCheck {
    /// What `getString(id, args)` (`String.format(locale, translation, args)`) does with a
    /// translation, the arguments typed from the default value's specifiers
    /// (``JavaArgument/arguments(for:)``).
    ///
    /// A default value without specifiers (or one Java cannot parse, or one naming an argument
    /// past ``JavaArgument/maximumCount``) is plain text: its code calls `getString(id)`, which
    /// formats nothing, so nothing is checked. A referenced
    /// value (`@string/other`) is checked where it is defined. Otherwise:
    ///
    /// - `crash`: Java throws, at parse or at print (``JavaFormatError``).
    /// - `wrong-text`: an argument the default shows is never shown (unless `mayOmitArguments`,
    ///   for a plural item of a category only one number selects, "one song"); an argument the
    ///   default does not show is shown (`% d` read as a specifier); an argument is shown as
    ///   another kind; `٪1$s` with an Arabic or full-width percent sign.
    /// - `risk`: aapt2's warning for several non-positional specifiers (`<string>` only, as
    ///   aapt2 checks only those).
    ///
    /// ```swift
    /// let base = try AndroidStringValue(xml: "%1$d%% off")
    /// FormatCheck.android(default: base, translation: try AndroidStringValue(xml: "%1$d% af")).first?.verdict
    /// // .crash: "% a" takes argument 1, an Integer, as a floating-point number
    /// ```
    package static func android(
        default base: AndroidStringValue, translation: AndroidStringValue, isString: Bool = true,
        mayOmitArguments: Bool = false
    ) -> [TextFinding] {
        guard base.reference == nil, translation.reference == nil,
            let baseFormat = try? JavaFormat(parsing: base.text), !baseFormat.specifiers.isEmpty,
            let baseUses = try? baseFormat.uses(of: JavaArgument.arguments(for: baseFormat))
        else { return [] }
        let arguments = JavaArgument.arguments(for: baseFormat)
        var findings: [TextFinding] = []
        if isString, translation.spans.isEmpty, !Aapt2FormatCheck.isValid(translation.text) {
            findings.append(
                TextFinding(
                    .risk, .nonPositionalArguments,
                    userGets: "aapt2 warns \"multiple substitutions specified in non-positional format\": "
                        + "a translator who reorders the text swaps the values"))
        }
        findings += foreignPercentSigns(translation.text)
        let uses: [JavaFormat.Use]
        do {
            uses = try JavaFormat(parsing: translation.text).uses(of: arguments)
        } catch {
            findings.append(
                TextFinding(
                    .crash, .formatException, specifier: error.specifier,
                    userGets: "String.format throws \(error.exceptionClass)"
                        + (error.specifier.map { " at \($0)" } ?? "") + ": the app crashes where this text shows"))
            return findings
        }
        findings += compare(uses, with: baseUses, arguments: arguments, mayOmitArguments: mayOmitArguments)
        return findings
    }

    /// Shown, added and differently shown arguments.
    private static func compare(
        _ uses: [JavaFormat.Use], with baseUses: [JavaFormat.Use], arguments: [JavaArgument], mayOmitArguments: Bool
    ) -> [TextFinding] {
        var findings: [TextFinding] = []
        let shown = Set(uses.filter(\.showsValue).map(\.argument))
        let baseShown = Set(baseUses.filter(\.showsValue).map(\.argument))
        if !mayOmitArguments {
            for argument in baseShown.subtracting(shown).sorted() {
                findings.append(
                    TextFinding(
                        .wrongText, .argumentNotShown, argument: argument,
                        userGets: "argument \(argument) never shows: the text reads without it"))
            }
        }
        var reported: Set<Int> = []
        for use in uses where use.showsValue && reported.insert(use.argument).inserted {
            let type = arguments[use.argument - 1]
            guard let base = baseUses.first(where: { $0.argument == use.argument && $0.showsValue }) else {
                findings.append(
                    TextFinding(
                        .wrongText, .argumentAdded, specifier: use.specifier.text, argument: use.argument,
                        userGets: "\(use.specifier.text) shows argument \(use.argument), which the default value "
                            + "does not show"))
                continue
            }
            let kind = use.specifier.rendering(of: type)
            let baseKind = base.specifier.rendering(of: type)
            if kind != baseKind {
                findings.append(
                    TextFinding(
                        .wrongText, .argumentShownDifferently, specifier: use.specifier.text, argument: use.argument,
                        userGets: "\(use.specifier.text) shows argument \(use.argument) as \(kind), "
                            + "where the default value shows \(baseKind)"))
            }
        }
        return findings
    }

    /// Percent signs Java does not read (`٪` U+066A, `％` U+FF05, `﹪` U+FE6A) standing where
    /// a `%` would make a specifier that prints an argument.
    private static func foreignPercentSigns(_ text: String) -> [TextFinding] {
        let foreign: Set<Unicode.Scalar> = ["\u{066A}", "\u{FF05}", "\u{FE6A}"]
        var findings: [TextFinding] = []
        let scalars = Array(text.unicodeScalars)
        for (offset, scalar) in scalars.enumerated() where foreign.contains(scalar) {
            let rest = String(String.UnicodeScalarView(scalars[(offset + 1)...].prefix(24)))
            guard let specifier = try? JavaFormat(parsing: "%" + rest).specifiers.first,
                specifier.offset == 0, specifier.takesArgument
            else { continue }
            let written = String(scalar) + specifier.text.dropFirst()
            findings.append(
                TextFinding(
                    .wrongText, .foreignPercentSign, specifier: written,
                    userGets: "\(written) shows as written: Java's specifiers start with % (U+0025) only, "
                        + "so the value is not shown there"))
        }
        return findings
    }
}

extension JavaFormatError {
    /// The specifier the exception names, when it names one.
    var specifier: String? {
        switch self {
        case .missingFormatArgument(let text), .missingFormatWidth(let text): text
        default: nil
        }
    }
}

extension JavaFormatSpecifier {
    /// How the specifier shows an argument of a type, in words: the same words for two
    /// specifiers show the value alike (`%d` and `%s` of an `Integer`: a decimal number).
    func rendering(of argument: JavaArgument) -> String {
        switch (category, argument) {
        case (.dateTime, _): return "a date or time"
        case (.general, _) where conversion == "h": return "a hash code"
        case (.general, _) where conversion == "b": return argument == .boolean ? "true or false" : "the word true"
        case (.integral, _) where conversion == "x": return "a hexadecimal number"
        case (.integral, _) where conversion == "o": return "an octal number"
        case (.floatingPoint, _) where conversion == "a": return "a hexadecimal floating-point number"
        case (.character, .integer): return "the character of that code point"
        case (_, .integer), (_, .double): return "a decimal number"
        case (_, .dateTime): return "a number of milliseconds"
        case (_, .boolean): return "true or false"
        case (_, .character): return "a character"
        case (_, .string): return "the text"
        }
    }
}
