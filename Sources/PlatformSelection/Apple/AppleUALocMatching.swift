/// `ualoc_localizationsToUse` step by step (Apple ICU 76, ualoc.cpp): the first preference with
/// any match in the same language group decides; among its matches the lowest parent-chain
/// distance wins, ties keeping the earlier localization; then Apple's special cases. What
/// ICU refuses follows ualoc's error handling: a refused localization is skipped where it is
/// read first, and so is the first localization after a refused preference.
///
/// ```swift
/// let available = ["en", "en-GB"].map(AppleLocaleIDInfo.init)
/// var run = AppleUALocMatching(available: available, chains: available.map { AppleParentChain.entries($0.normalized, penalized: true) })
/// run.match(["en-AU"]).localizations   // [1, 0]: en-GB, then en
/// ```
struct AppleUALocMatching {
    /// How the result was found.
    enum Decision: Equatable {
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

    struct Outcome {
        /// Indices into the available localizations, best first.
        var localizations: [Int] = []
        var preference: Int?
        var decision: Decision = .none
        /// The pt_PT preference and the pt_BR localization Apple's Portuguese rule passed over.
        var passedOverPortuguese: (preference: Int, localization: Int)?
    }

    let available: [AppleLocaleIDInfo]
    let chains: [[[UInt8]]]
    let availableNames: [String]

    func match(_ preferenceNames: [String]) -> Outcome {
        var preferences: [AppleLocaleIDInfo?] = Array(repeating: nil, count: preferenceNames.count)
        var failed = false
        /// `initBaseNames` of a preference under ualoc's shared error status.
        func preference(_ index: Int) -> AppleLocaleIDInfo {
            if let info = preferences[index] { return info }
            let info = failed ? AppleLocaleIDInfo.refused : AppleLocaleIDInfo(preferenceNames[index])
            if info.isMalformed { failed = true }
            preferences[index] = info
            return info
        }
        var firstAvailableRefused = false
        var result: Int?
        var resultScore = 999
        var portuguese: (localization: Int, preference: Int)?
        var outcome = Outcome()
        var meeting = (0, 0)
        var tied: [Int] = []
        for index in preferenceNames.indices where result == nil {
            let wanted = preference(index)
            var chain: [[UInt8]]?
            for (slot, candidate) in available.enumerated() {
                if slot == 0, index == 0, failed { firstAvailableRefused = true }
                let info = slot == 0 && firstAvailableRefused ? AppleLocaleIDInfo.refused : candidate
                if failed || info.isMalformed && index == 0 {
                    failed = false
                    continue
                }
                if resultScore > -1, wanted.base == info.base {
                    result = slot
                    resultScore = -1
                    outcome.decision = .sameName(normalizedOnly: false)
                } else if resultScore > 0, wanted.normalized == info.normalized {
                    result = slot
                    resultScore = 0
                    outcome.decision = .sameName(normalizedOnly: true)
                } else if resultScore > 0, wanted.group == info.group {
                    let wantedChain = chain ?? AppleParentChain.entries(wanted.normalized, penalized: false)
                    chain = wantedChain
                    let candidateChain = slot == 0 && firstAvailableRefused ? [[]] : chains[slot]
                    for (step, entry) in wantedChain.enumerated() {
                        for (otherStep, other) in candidateChain.enumerated() where entry == other {
                            if wanted.normalized == Array("pt_PT".utf8), info.normalized == Array("pt_BR".utf8) {
                                portuguese = (slot, index)
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
        if let first = result, resultScore > 0, available(first, firstAvailableRefused).hasRegion,
            available(first, firstAvailableRefused).language != Array("zh".utf8)
        {
            let language = available(first, firstAvailableRefused).language
            search: for index in preferenceNames.indices {
                let wanted = preference(index)
                guard wanted.language == language else { continue }
                for slot in available.indices {
                    let info = available(slot, firstAvailableRefused)
                    if wanted.base == info.base || wanted.normalized == info.normalized {
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
        }
        if result == nil, let portuguese {
            result = portuguese.localization
            outcome.preference = portuguese.preference
            outcome.decision = .portuguese
        } else if let portuguese, result != portuguese.localization {
            outcome.passedOverPortuguese = (portuguese.preference, portuguese.localization)
        }
        if let result {
            outcome.localizations = [result]
            let chain = result == 0 && firstAvailableRefused ? [[]] : chains[result]
            for (step, entry) in chain.enumerated() where step == 0 || step != 1 || chain[0] != chain[1] {
                for slot in available.indices where slot != result {
                    let normalized = available(slot, firstAvailableRefused).normalized
                    if entry == Array("zh_Hant_HK".utf8) && normalized == Array("zh_Hant_TW".utf8)
                        || entry == normalized
                    {
                        outcome.localizations.append(slot)
                    }
                }
            }
        } else if let zxx = availableNames.firstIndex(of: "zxx") {
            outcome.localizations = [zxx]
            outcome.decision = .noLinguisticContent
        }
        return outcome
    }

    private func available(_ slot: Int, _ firstRefused: Bool) -> AppleLocaleIDInfo {
        slot == 0 && firstRefused ? .refused : available[slot]
    }
}
