internal import TranslationText

/// The translated-text targets (TranslationText): the input, as UTF-8 text, cut at its first
/// line break into a default value and a translation.
///
/// - `TextJavaFormat`: both through aapt2's reading (`AndroidStringValue(xml:)`), Java's
///   parse and print (`JavaFormat`) and `FormatCheck.android`. Invariants: every use names an
///   argument passed (1…count); a `crash` finding exactly when Java's print throws for the
///   translation (a formatted default); spans and untranslatable sections inside the text; a
///   specifier's text is the format's own at its offset.
/// - `TextAppleFormat`: both through CoreFoundation's parse (`AppleFormat`) and
///   `FormatCheck.apple`. Invariants: specifiers tile the `%`s (each starts at a `%`, in
///   order, without overlap); a formatted result's positions are below 128; read positions
///   ascend without repeats; findings name arguments from 1.
/// - `TextPluralRules`: the default as a plural rule (`PluralRule(parsing:)`) and as a number
///   (`PluralOperands`), the translation as a locale (`PluralRules(locale:)`). Invariants: a
///   locale's rules have `other`; every integer and sample selects one of its categories; the
///   reach of each category is known; operands are consistent (`w ≤ v`; whole exactly when
///   `w` is 0).
enum TranslationTextChecks {
    enum Kind { case java, apple, plurals }

    static func check(_ kind: Kind, _ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let text = String(decoding: input, as: UTF8.self)
        let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let base = String(parts[0])
        let translation = parts.count > 1 ? String(parts[1]) : base
        switch kind {
        case .java: try checkJava(base, translation)
        case .apple: try checkApple(base, translation)
        case .plurals: try checkPlurals(base, locale: translation)
        }
    }

    static func checkJava(_ base: String, _ translation: String) throws(InvariantViolation) {
        for xml in [base, translation] {
            guard let value = try? AndroidStringValue(xml: xml) else { continue }
            let length = value.text.utf16.count
            try require(
                value.spans.allSatisfy { $0.range.upperBound <= length }
                    && value.untranslatable.allSatisfy { $0.upperBound <= length },
                "\(quoted(xml)): a span or section past the text")
        }
        let baseValue = AndroidStringValue(compiled: base)
        let value = AndroidStringValue(compiled: translation)
        let findings = FormatCheck.android(default: baseValue, translation: value)
        guard let baseFormat = try? JavaFormat(parsing: base), !baseFormat.specifiers.isEmpty,
            (try? baseFormat.uses(of: JavaArgument.arguments(for: baseFormat))) != nil
        else {
            try require(findings.isEmpty, "\(quoted(base)) is plain text, yet \(findings.count) findings")
            return
        }
        let arguments = JavaArgument.arguments(for: baseFormat)
        var throwsInJava = false
        do {
            let format = try JavaFormat(parsing: translation)
            let units = Array(translation.utf16)
            for specifier in format.specifiers {
                let end = specifier.offset + specifier.text.utf16.count
                try require(
                    end <= units.count
                        && String(decoding: units[specifier.offset..<end], as: UTF16.self) == specifier.text,
                    "\(quoted(translation)): \(specifier.text) is not at its offset")
            }
            for use in try format.uses(of: arguments) {
                try require(
                    1...arguments.count ~= use.argument, "\(quoted(translation)): argument \(use.argument) not passed")
            }
        } catch {
            throwsInJava = true
        }
        try require(
            findings.contains { $0.verdict == .crash } == throwsInJava,
            "\(quoted(base)) → \(quoted(translation)): crash \(!throwsInJava), Java throws \(throwsInJava)")
    }

    static func checkApple(_ base: String, _ translation: String) throws(InvariantViolation) {
        for text in [base, translation] {
            let format = AppleFormat(parsing: text)
            let units = Array(text.utf16)
            var end = 0
            for specifier in format.specifiers {
                try require(
                    specifier.offset >= end && specifier.offset < units.count && units[specifier.offset] == 0x25,
                    "\(quoted(text)): a specifier not at a % after the last one")
                end = specifier.offset + specifier.text.utf16.count
            }
            let positions = format.readPositions
            try require(positions == Array(Set(positions)).sorted(), "\(quoted(text)): read positions not ascending")
            if format.outcome == .formatted {
                try require(
                    positions.allSatisfy { $0 < 128 + 3 * units.count }, "\(quoted(text)): a position too large")
            }
        }
        for finding in FormatCheck.apple(default: base, translation: translation)
            + FormatCheck.apple(default: translation, translation: base)
        {
            try require(
                finding.argument.map { $0 >= 1 } ?? true,
                "\(quoted(translation)): argument \(String(describing: finding.argument))")
        }
    }

    static func checkPlurals(_ text: String, locale: String) throws(InvariantViolation) {
        if let rule = try? PluralRule(parsing: text) {
            for sample in rule.integerSamples + rule.decimalSamples {
                try require(PluralOperands(sample) != nil, "\(quoted(text)): sample \(sample) is no number")
            }
        }
        if let operands = PluralOperands(text) {
            try require(operands.w <= operands.v, "\(quoted(text)): w > v")
            try require(operands.isIntegral == (operands.w == 0), "\(quoted(text)): integral with fraction digits")
        }
        let rules = PluralRules(locale: locale)
        try require(rules.categories.contains(.other), "\(quoted(locale)): no other")
        try require(Set(rules.reach.keys) == Set(rules.categories), "\(quoted(locale)): reach of every category")
        for integer in [0, 1, 2, 5, 11, 21, 101, 1_000_000, Int.max, Int.min] {
            try require(rules.categories.contains(rules.category(for: integer)), "\(quoted(locale)): \(integer)")
        }
        if let category = rules.category(for: text) {
            try require(rules.categories.contains(category), "\(quoted(locale)): \(quoted(text)) selects \(category)")
        }
    }
}
