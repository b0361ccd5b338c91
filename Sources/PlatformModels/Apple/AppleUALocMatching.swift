/// `ualoc_localizationsToUse` step by step (Apple ICU 76, ualoc.cpp): the first preference with
/// any match in the same language group decides; among its matches the lowest parent-chain
/// distance wins, ties keeping the earlier localization; then Apple's special cases. What
/// ICU refuses follows ualoc's error handling: a refused localization is skipped where it is
/// read first, and so is the first localization after a refused preference.
///
/// Prepared once per list of localizations: their forms and parent chains are interned as
/// integers, so matching compares integers and a preference costs only its own parsing.
///
/// ```swift
/// AppleUALocMatching(availableNames: ["en", "en-GB"]).match(["en-AU"]).localizations   // [1, 0]
/// ```
struct AppleUALocMatching: Sendable {
    /// How the result was found.
    enum Decision: Hashable, Sendable {
        /// Same base name (score -1) or same normalized name (score 0).
        case sameName(normalizedOnly: Bool)
        /// The chains met at `preferenceStep` of the preference's and `localizationStep` of
        /// the localization's chain (a score of their sum, one more across languages).
        case chain(preferenceStep: Int, localizationStep: Int, tiedLater: [Int])
        /// pt_PT took pt_BR because nothing else matched.
        case portuguese
        /// The first match had a region; a preference of the same language matched exactly.
        case sameLanguageLater(first: Int, firstPreference: Int)
        /// No localization matched; the app offers `zxx`.
        case noLinguisticContent
        case none
    }

    struct Outcome: Hashable, Sendable {
        /// Indices into the available localizations, best first.
        var localizations: [Int] = []
        var preference: Int?
        var decision: Decision = .none
        /// The pt_PT preference and the pt_BR localization Apple's Portuguese rule passed over.
        var passedOverPortuguese: PortugueseMatch?
    }

    /// A pt_PT preference's reach of a pt_BR localization.
    struct PortugueseMatch: Hashable, Sendable {
        var preference: Int
        var localization: Int
    }

    /// A name's interned forms (`-1` for a name no localization has).
    struct Forms: Sendable {
        var base: Int32
        var normalized: Int32
        var language: Int32
        var group: Int32
    }

    let availableNames: [String]
    let available: [AppleLocaleIDInfo]
    let chains: [[[UInt8]]]
    private let forms: [Forms]
    private let chainIDs: [[Int32]]
    private let hasRegion: [Bool]
    private let names: [[UInt8]: Int32]
    private let refused: Forms
    private let special: (ptPT: Int32, ptBR: Int32, zh: Int32, zhHantHK: Int32, zhHantTW: Int32)
    private let zxx: Int?

    init(availableNames: [String]) {
        self.availableNames = availableNames
        available = availableNames.map(AppleLocaleIDInfo.init)
        chains = available.map { AppleParentChain.entries($0.normalized, penalized: true) }
        var names: [[UInt8]: Int32] = [:]
        func intern(_ name: [UInt8]) -> Int32 {
            if let id = names[name] { return id }
            let id = Int32(names.count)
            names[name] = id
            return id
        }
        refused = Forms(base: intern([]), normalized: intern([]), language: intern([]), group: intern([]))
        special = (
            intern(Array("pt_PT".utf8)), intern(Array("pt_BR".utf8)), intern(Array("zh".utf8)),
            intern(Array("zh_Hant_HK".utf8)), intern(Array("zh_Hant_TW".utf8))
        )
        forms = available.map {
            Forms(
                base: intern($0.base), normalized: intern($0.normalized), language: intern($0.language),
                group: intern($0.group))
        }
        chainIDs = chains.map { $0.map(intern) }
        hasRegion = available.map(\.hasRegion)
        zxx = availableNames.firstIndex { $0.utf8.elementsEqual("zxx".utf8) }
        self.names = names
    }

    private func forms(of info: AppleLocaleIDInfo) -> Forms {
        Forms(
            base: names[info.base] ?? -1, normalized: names[info.normalized] ?? -1,
            language: names[info.language] ?? -1, group: names[info.group] ?? -2)
    }

    func match(_ preferenceNames: [String]) -> Outcome {
        var preferences: [(info: AppleLocaleIDInfo, forms: Forms)?] = Array(
            repeating: nil, count: preferenceNames.count)
        var failed = false
        /// `initBaseNames` of a preference under ualoc's shared error status.
        func preference(_ index: Int) -> (info: AppleLocaleIDInfo, forms: Forms) {
            if let known = preferences[index] { return known }
            let info = failed ? AppleLocaleIDInfo.refused : AppleLocaleIDInfo(preferenceNames[index])
            if info.isMalformed { failed = true }
            let known = (info, forms(of: info))
            preferences[index] = known
            return known
        }
        // ualoc reads the first localization under a refused first preference's error: empty.
        var firstRefused = false
        func candidate(_ slot: Int) -> Forms { slot == 0 && firstRefused ? refused : forms[slot] }
        func chain(_ slot: Int) -> [Int32] { slot == 0 && firstRefused ? [refused.normalized] : chainIDs[slot] }
        var result: Int?
        var resultScore = 999
        var portuguese: PortugueseMatch?
        var outcome = Outcome()
        var meeting = (0, 0)
        var tied: [Int] = []
        for index in preferenceNames.indices where result == nil {
            let (wantedInfo, wanted) = preference(index)
            var wantedChain: [Int32]?
            for slot in forms.indices {
                if slot == 0, index == 0, failed { firstRefused = true }
                if failed || index == 0 && (available[slot].isMalformed || firstRefused && slot == 0) {
                    failed = false
                    continue
                }
                let info = candidate(slot)
                if resultScore > -1, wanted.base == info.base {
                    result = slot
                    resultScore = -1
                    outcome.decision = .sameName(normalizedOnly: false)
                } else if resultScore > 0, wanted.normalized == info.normalized {
                    result = slot
                    resultScore = 0
                    outcome.decision = .sameName(normalizedOnly: true)
                } else if resultScore > 0, wanted.group == info.group {
                    if wantedChain == nil {
                        wantedChain = AppleParentChain.entries(wantedInfo.normalized, penalized: false).map {
                            names[$0] ?? -1
                        }
                    }
                    let other = chain(slot)
                    for (step, entry) in wantedChain!.enumerated() where entry >= 0 {
                        for (otherStep, otherEntry) in other.enumerated() where entry == otherEntry {
                            if wanted.normalized == special.ptPT, info.normalized == special.ptBR {
                                portuguese = PortugueseMatch(preference: index, localization: slot)
                                continue
                            }
                            let score = step + otherStep + (wanted.language == info.language ? 0 : 1)
                            if score < resultScore {
                                resultScore = score
                                result = slot
                                meeting = (step, otherStep)
                                tied = []
                            } else if score == resultScore, result != slot, !tied.contains(slot) {
                                tied.append(slot)
                            }
                        }
                    }
                    if result != nil, resultScore > 0 {
                        outcome.decision = .chain(
                            preferenceStep: meeting.0, localizationStep: meeting.1, tiedLater: tied)
                    }
                }
            }
            if result != nil { outcome.preference = index }
        }
        if let first = result, resultScore > 0, !(first == 0 && firstRefused), hasRegion[first],
            candidate(first).language != special.zh
        {
            let language = candidate(first).language
            search: for index in preferenceNames.indices {
                let wanted = preference(index).forms
                guard wanted.language == language else { continue }
                for slot in forms.indices
                where wanted.base == candidate(slot).base || wanted.normalized == candidate(slot).normalized {
                    if slot != first || index != outcome.preference {
                        outcome.decision = .sameLanguageLater(
                            first: first, firstPreference: outcome.preference ?? index)
                        outcome.preference = index
                    }
                    result = slot
                    break search
                }
            }
        }
        if result == nil, let portuguese {
            result = portuguese.localization
            outcome.preference = portuguese.preference
            outcome.decision = .portuguese
        } else if let portuguese, result != portuguese.localization {
            outcome.passedOverPortuguese = portuguese
        }
        if let result {
            outcome.localizations = [result]
            let resultChain = chain(result)
            for (step, entry) in resultChain.enumerated() where step != 1 || resultChain[0] != resultChain[1] {
                for slot in forms.indices where slot != result {
                    let normalized = candidate(slot).normalized
                    if entry == special.zhHantHK && normalized == special.zhHantTW || entry == normalized {
                        outcome.localizations.append(slot)
                    }
                }
            }
        } else if let zxx {
            outcome.localizations = [zxx]
            outcome.decision = .noLinguisticContent
        }
        return outcome
    }
}
