/// What a Han character says about whether a Chinese text is Simplified or Traditional,
/// according to its Unihan `kSimplifiedVariant` and `kTraditionalVariant` entries.
///
/// Characters that only one standard writes count 2 points for it; characters that lean to
/// one standard (they have a variant on the other side but are also listed as their own
/// variant, as 台, 后 and 里 are in Traditional text) count 1 point. See
/// ``UnicodeScriptIdentifier`` for the threshold.
enum HanVariantClass: UInt8, CaseIterable {
    /// No variant on either side, or variants on both: no evidence.
    case noEvidence = 0
    /// Every simplified variant is another character (們, 這, 說).
    case traditionalOnly = 1
    /// Another simplified form exists, but the character is also its own (裡, 乾).
    case leaningTraditional = 2
    /// Every traditional variant is another character (们, 说, 国).
    case simplifiedOnly = 3
    /// Another traditional form exists, but the character is also its own (这, 个, 台).
    case leaningSimplified = 4

    /// The script class of Han characters of this variant class.
    var scriptClass: UInt8 { ScriptTable.firstHan + rawValue }

    /// The generated list of the class's code points, sorted.
    var codePoints: [UInt32] {
        switch self {
        case .noEvidence: []
        case .traditionalOnly: UnicodeTables.traditionalOnlyHan
        case .leaningTraditional: UnicodeTables.leaningTraditionalHan
        case .simplifiedOnly: UnicodeTables.simplifiedOnlyHan
        case .leaningSimplified: UnicodeTables.leaningSimplifiedHan
        }
    }

    /// The class of a Han character from U+10000 up, by binary search in the generated lists.
    init(supplementaryHan point: UInt32) {
        self =
            Self.allCases.first { variantClass in
                let members = variantClass.codePoints
                var low = 0
                var high = members.count
                while low < high {
                    let middle = (low + high) / 2
                    if members[middle] < point { low = middle + 1 } else { high = middle }
                }
                return low < members.count && members[low] == point
            } ?? .noEvidence
    }
}
