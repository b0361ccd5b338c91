/// What ``StatisticalLanguageIdentifier`` reads of a message: its letters counted by script,
/// and the UTF-8 the model scores, made of the majority script's letters only.
///
/// The first ``examinedBytes`` bytes of the text are read. Words that are addresses rather
/// than language (containing `://` or `@`, or starting with `www.`) are skipped. In the scored
/// bytes, letters of other scripts, symbols and emoji become a space, runs of white space one
/// space; punctuation, digits and combining marks stay, as in the text the model learned
/// from. A text without lowercase letters is lowercased first, as py3langid does.
struct MessageSample {
    /// How many bytes of a text's UTF-8 are read: 2,048, several long messages' worth.
    static let examinedBytes = 2048

    /// Letters per script class of ``ScriptTable`` (the Han classes folded into the first).
    private(set) var letters: [Int]
    /// All letters counted.
    private(set) var letterCount = 0
    /// The script class with the most letters (the lowest class on a tie), if any.
    private(set) var majorityClass: Int?
    /// The scored UTF-8: the majority script's letters, punctuation and single spaces.
    private(set) var bytes: [UInt8] = []

    /// A word separator in ``kept``: a class no scalar has.
    private static let separator: UInt8 = 0xFF

    init(_ text: String) {
        let table = ScriptTable.shared
        letters = [Int](repeating: 0, count: table.classCount)
        // The scalars of the words that are not addresses, with their script classes.
        var scalars: [Unicode.Scalar] = []
        var classes: [UInt8] = []
        scalars.reserveCapacity(min(text.utf8.count, Self.examinedBytes) + 1)
        classes.reserveCapacity(scalars.capacity)
        var wordStart = 0
        var examined = 0
        func endWord() {
            if Self.isAddress(scalars[wordStart...]) {
                scalars.removeSubrange(wordStart...)
                classes.removeSubrange(wordStart...)
            }
            scalars.append(" ")
            classes.append(Self.separator)
            wordStart = scalars.count
        }
        for scalar in text.unicodeScalars {
            examined += UTF8.width(scalar)
            guard examined <= Self.examinedBytes else { break }
            let scriptClass = Self.folded(table.scriptClass(of: scalar))
            if scriptClass == ScriptTable.common && Self.isWhitespace(scalar) {
                endWord()
            } else {
                scalars.append(scalar)
                classes.append(scriptClass)
            }
        }
        endWord()
        for scriptClass in classes where scriptClass >= ScriptTable.latin && scriptClass != Self.separator {
            letters[Int(scriptClass)] += 1
            letterCount += 1
        }
        guard
            let majority = letters.indices.max(by: {
                letters[$0] < letters[$1] || letters[$0] == letters[$1] && $0 > $1
            }), letters[majority] > 0
        else { return }
        majorityClass = majority
        // (Uppercase first: a text of a caseless script is read once, not twice.)
        let lowercasing = scalars.contains(where: Self.isUppercase) && !scalars.contains(where: Self.isLowercase)
        bytes = Self.scoredBytes(scalars, classes, scriptClass: UInt8(majority), lowercasing: lowercasing)
    }

    /// The Han classes as one.
    private static func folded(_ scriptClass: UInt8) -> UInt8 {
        scriptClass >= ScriptTable.firstHan && scriptClass < ScriptTable.firstOtherScript
            ? ScriptTable.firstHan : scriptClass
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    /// Whether a word is an address: a URL, an e-mail address or a handle.
    private static func isAddress(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
        guard word.count >= 2 else { return false }
        var (beforeLast, last): (Unicode.Scalar, Unicode.Scalar) = (" ", " ")
        for scalar in word {
            if scalar == "@" || scalar == "/" && last == "/" && beforeLast == ":" { return true }
            (beforeLast, last) = (last, scalar)
        }
        guard word.count >= 4 else { return false }
        let start = word.startIndex
        return word[start + 3] == "." && word[start..<start + 3].allSatisfy { $0 == "w" || $0 == "W" }
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? scalar.value >= 0x61 && scalar.value <= 0x7A : scalar.properties.isLowercase
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? scalar.value >= 0x41 && scalar.value <= 0x5A : scalar.properties.isUppercase
    }

    private static func scoredBytes(
        _ scalars: [Unicode.Scalar], _ classes: [UInt8], scriptClass: UInt8, lowercasing: Bool
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 2)
        var pendingSpace = false
        for (scalar, scalarClass) in zip(scalars, classes) {
            let kept: Bool
            if scalarClass == scriptClass || scalarClass == ScriptTable.inherited {
                kept = true
            } else if scalarClass == ScriptTable.common {
                kept = isKeptCommon(scalar)
            } else {
                kept = false
            }
            guard kept else {
                pendingSpace = true
                continue
            }
            if pendingSpace && !bytes.isEmpty { bytes.append(0x20) }
            pendingSpace = false
            if scalar.value < 0x80 {
                let byte = UInt8(scalar.value)
                bytes.append(lowercasing && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            } else if lowercasing && scalar.properties.changesWhenLowercased {
                bytes += scalar.properties.lowercaseMapping.utf8
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return bytes
    }

    /// Punctuation and decimal digits; not white space, symbols, emoji or controls.
    private static func isKeptCommon(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let byte = UInt8(scalar.value)
            // ASCII punctuation but the symbols $ + < = > ^ ` | ~, and the digits.
            return byte > 0x20 && byte < 0x7F && !"$+<=>^`|~".utf8.contains(byte)
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .decimalNumber:
            return true
        default:
            return false
        }
    }
}
