extension FormatCheck {
    /// What `String(format:)` (or `String.localizedStringWithFormat`, a `.stringsdict` or a
    /// String Catalog value) does with a translation, given the arguments the app passes: one
    /// per argument the default value reads, of the kind it reads (``AppleFormat``).
    ///
    /// CoreFoundation reads each argument as the translation's specifier says, whatever was
    /// passed; on arm64 (every iOS device) arguments sit in one list of 8-byte slots, so a
    /// mismatch reads the wrong bits:
    /// - `crash`: a specifier that dereferences (`%@`, `%s`, `%S`, `%P`) reads an integer, a
    ///   double or a C string as an object (`%@` given an `Int`), or reads past the arguments
    ///   passed; or the format fails (a position past 127: Foundation traps).
    /// - `wrong-text`: an argument the default shows is never shown (or a skipped position
    ///   shifts the next ones); a number read as another type prints garbage; an object's
    ///   address or bytes are printed; a position past CoreFoundation's bound empties the text;
    ///   an argument shown in another radix or as a character.
    ///
    /// A default value that reads no argument is plain text: nothing is checked.
    /// `mayOmitArguments` lets a plural variant of a category only one number selects leave
    /// the number out ("one post"). For a
    /// `.stringsdict` variant or a String Catalog substitution's variation, `variablePosition`
    /// is its variable's argument (counted from 0): CoreFoundation formats a variant from that
    /// position, over the key's arguments as they are, so positions are compared as they are.
    ///
    /// ```swift
    /// FormatCheck.apple(default: "%lld new posts", translation: "%@ nouveaux messages").first?.verdict
    /// // .crash: %@ reads the Int as an object
    /// FormatCheck.apple(default: "%@ has %lld", translation: "%@ hat").first?.code
    /// // .argumentNotShown
    /// ```
    package static func apple(
        default base: String, translation: String, variablePosition: Int? = nil, mayOmitArguments: Bool = false
    ) -> [TextFinding] {
        let baseFormat = AppleFormat(parsing: base, firstPosition: variablePosition ?? 0)
        guard baseFormat.outcome == .formatted else { return [] }
        let kinds = baseFormat.readKinds
        // The argument each slot holds: the n-th argument passed (a whole format), or the
        // argument at that position (a `.stringsdict` variant, which CoreFoundation formats
        // from the key's arguments as they are).
        var arguments: [Int: AppleFormatSpecifier.Kind] = [:]
        for (slot, position) in baseFormat.readPositions.enumerated() {
            arguments[variablePosition == nil ? slot : position] = kinds[position]?.0
        }
        guard !arguments.isEmpty else { return [] }
        let format = AppleFormat(parsing: translation, firstPosition: variablePosition ?? 0)
        switch format.outcome {
        case .refused:
            return [
                TextFinding(
                    .crash, .formatRefused,
                    userGets:
                        "String(format:) fails on a position past 127 or a number that overflows: Foundation traps")
            ]
        case .empty:
            return [
                TextFinding(
                    .wrongText, .formatRefused,
                    userGets:
                        "a position past CoreFoundation's bound (3 × the number of % + 1): the whole text is empty")
            ]
        case .formatted: break
        }
        let slotOf: (Int) -> Int? =
            variablePosition == nil
            ? { position in format.readPositions.firstIndex(of: position) } : { position in position }
        let basePosition: (Int) -> Int = { slot in variablePosition == nil ? baseFormat.readPositions[slot] : slot }
        var findings: [TextFinding] = []
        var shown: Set<Int> = []
        for specifier in format.specifiers where specifier.kind.readsArgument {
            for position in [specifier.widthPosition, specifier.precisionPosition].compactMap({ $0 }) {
                if let slot = slotOf(position), let argument = arguments[slot], argument.argumentClass != .integer {
                    findings.append(
                        TextFinding(
                            .wrongText, .argumentTypeMismatch, specifier: specifier.text, argument: slot + 1,
                            userGets:
                                "\(specifier.text) reads argument \(slot + 1) as a width or precision: garbage padding")
                    )
                }
            }
            guard let position = specifier.position, specifier.kind != .ignoredPointer, let slot = slotOf(position)
            else { continue }
            guard let argument = arguments[slot] else {
                // A variant may read the key's other arguments, whose kinds it does not say.
                if variablePosition == nil { findings.append(readingPastTheArguments(specifier)) }
                continue
            }
            shown.insert(slot)
            let baseSpecifier = baseFormat.specifiers.first {
                $0.kind.readsArgument && $0.kind != .ignoredPointer && $0.position == basePosition(slot)
            }
            if let finding = mismatch(specifier, reading: argument, slot: slot, base: baseSpecifier) {
                findings.append(finding)
            }
        }
        let baseShown = Set(
            baseFormat.specifiers.compactMap { specifier -> Int? in
                guard specifier.kind.readsArgument, specifier.kind != .ignoredPointer, let position = specifier.position
                else { return nil }
                return variablePosition == nil ? baseFormat.readPositions.firstIndex(of: position) : position
            })
        for slot in baseShown.subtracting(shown).sorted() where !mayOmitArguments {
            findings.append(
                TextFinding(
                    .wrongText, .argumentNotShown, argument: slot + 1,
                    userGets: "argument \(slot + 1) never shows: the text reads without it"))
        }
        return findings
    }

    private static func readingPastTheArguments(_ specifier: AppleFormatSpecifier) -> TextFinding {
        specifier.kind.dereferences
            ? TextFinding(
                .crash, .argumentMissing, specifier: specifier.text,
                userGets: "\(specifier.text) reads an argument the app does not pass and dereferences it: a bad pointer"
            )
            : TextFinding(
                .wrongText, .argumentMissing, specifier: specifier.text,
                userGets: "\(specifier.text) reads an argument the app does not pass: a garbage value")
    }

    /// A specifier reading an argument of another kind than it prints, or showing it as
    /// another kind than the default value's specifier of that argument.
    private static func mismatch(
        _ specifier: AppleFormatSpecifier, reading argument: AppleFormatSpecifier.Kind, slot: Int,
        base baseSpecifier: AppleFormatSpecifier?
    ) -> TextFinding? {
        let passed = argument.argumentClass
        let read = specifier.kind.argumentClass
        if passed != read {
            // An object read from anything else, or text read from a number or a bare pointer,
            // dereferences a bad pointer; text read from other text's memory prints its bytes.
            if specifier.kind.dereferences && (read == .object || !passed.isMemory) {
                return TextFinding(
                    .crash, .badPointer, specifier: specifier.text, argument: slot + 1,
                    userGets:
                        "\(specifier.text) reads argument \(slot + 1), \(passed.description), as \(read.description): "
                        + "a bad pointer, the app crashes")
            }
            return TextFinding(
                .wrongText, .argumentTypeMismatch, specifier: specifier.text, argument: slot + 1,
                userGets:
                    "\(specifier.text) reads argument \(slot + 1), \(passed.description), as \(read.description): "
                    + "garbage is shown")
        }
        if let baseSpecifier, baseSpecifier.rendering != specifier.rendering {
            return TextFinding(
                .wrongText, .argumentShownDifferently, specifier: specifier.text, argument: slot + 1,
                userGets: "\(specifier.text) shows argument \(slot + 1) as \(specifier.rendering), "
                    + "where the default value shows \(baseSpecifier.rendering)")
        }
        return nil
    }
}

extension AppleFormatSpecifier.Kind {
    /// What an argument of this kind is, as the app passes it.
    enum ArgumentClass: Hashable {
        case integer, double, object, cString, unicharString, pascalString, pointer

        /// A pointer to readable memory: an object or a string.
        var isMemory: Bool { self == .object || self == .cString || self == .unicharString || self == .pascalString }

        var description: String {
            switch self {
            case .integer: "an integer"
            case .double: "a floating-point number"
            case .object: "an object"
            case .cString: "a C string"
            case .unicharString: "a UTF-16 string"
            case .pascalString: "a Pascal string"
            case .pointer: "a pointer"
            }
        }
    }

    var argumentClass: ArgumentClass {
        switch self {
        case .integer, .unichar, .literal, .incomplete: .integer
        case .double: .double
        case .object: .object
        case .cString: .cString
        case .unicharString: .unicharString
        case .pascalString: .pascalString
        case .pointer, .ignoredPointer: .pointer
        }
    }
}

extension AppleFormatSpecifier {
    /// How it shows its argument, in words (two specifiers with the same words show it alike).
    var rendering: String {
        switch (kind, conversion) {
        case (.integer, "x"), (.integer, "X"): "a hexadecimal number"
        case (.integer, "o"), (.integer, "O"): "an octal number"
        case (.integer, "c"), (.unichar, _): "a character"
        case (.integer, _): "a decimal number"
        case (.double, "a"), (.double, "A"): "a hexadecimal floating-point number"
        case (.double, _): "a decimal number"
        case (.pointer, _): "an address"
        default: "the text"
        }
    }
}
