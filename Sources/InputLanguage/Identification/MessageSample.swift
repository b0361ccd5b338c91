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

    init(_ text: String) {
        let table = ScriptTable.shared
        letters = [Int](repeating: 0, count: table.classCount)
        var kept: [Unicode.Scalar] = []
        var word: [Unicode.Scalar] = []
        var hasLowercase = false
        var hasUppercase = false
        var examined = 0
        func endWord() {
            if !Self.isAddress(word) { kept += word }
            kept.append(" ")
            word.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            examined += UTF8.width(scalar)
            guard examined <= Self.examinedBytes else { break }
            if scalar.properties.isWhitespace { endWord() } else { word.append(scalar) }
        }
        endWord()
        for scalar in kept {
            let scriptClass = Self.folded(table.scriptClass(of: scalar))
            guard scriptClass >= ScriptTable.latin else { continue }
            letters[Int(scriptClass)] += 1
            letterCount += 1
            hasLowercase = hasLowercase || scalar.properties.isLowercase
            hasUppercase = hasUppercase || scalar.properties.isUppercase
        }
        guard
            let majority = letters.indices.max(by: {
                letters[$0] < letters[$1] || letters[$0] == letters[$1] && $0 > $1
            }),
            letters[majority] > 0
        else { return }
        majorityClass = majority
        bytes = Self.scoredBytes(kept, scriptClass: majority, lowercasing: hasUppercase && !hasLowercase)
    }

    /// The Han classes as one.
    private static func folded(_ scriptClass: UInt8) -> UInt8 {
        scriptClass >= ScriptTable.firstHan && scriptClass < ScriptTable.firstOtherScript
            ? ScriptTable.firstHan : scriptClass
    }

    /// Whether a word is an address: a URL, an e-mail address or a handle.
    private static func isAddress(_ word: [Unicode.Scalar]) -> Bool {
        guard word.count >= 2 else { return false }
        if word.contains("@") { return true }
        let text = String(String.UnicodeScalarView(word))
        return text.contains("://") || text.lowercased().hasPrefix("www.")
    }

    private static func scoredBytes(_ scalars: [Unicode.Scalar], scriptClass: Int, lowercasing: Bool) -> [UInt8] {
        let table = ScriptTable.shared
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 2)
        var pendingSpace = false
        func append(_ scalar: Unicode.Scalar) {
            if pendingSpace && !bytes.isEmpty { bytes.append(0x20) }
            pendingSpace = false
            if lowercasing && scalar.properties.changesWhenLowercased {
                bytes += scalar.properties.lowercaseMapping.utf8
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        for scalar in scalars {
            let scalarClass = Int(folded(table.scriptClass(of: scalar)))
            if scalarClass == scriptClass || scalarClass == Int(ScriptTable.inherited) {
                append(scalar)
            } else if scalarClass == Int(ScriptTable.common) && Self.isKeptCommon(scalar) {
                append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return bytes
    }

    /// Punctuation and decimal digits; not white space, symbols, emoji or controls.
    private static func isKeptCommon(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .decimalNumber:
            return true
        default:
            return false
        }
    }
}
