import AppLanguage
import Foundation
import LanguageTags
import TestSupport
import Testing

/// The resolver's invariants over generated policies and contexts. Every case comes from a
/// seeded generator; a failure message names the seed and the case number, so that the case
/// can be rebuilt and debugged.
@Suite struct ResolverPropertyTests {
    /// Locales a policy may support.
    static let supportable = [
        "en", "en-GB", "en-US", "en-IN", "fr", "fr-CA", "es", "es-419", "es-MX", "es-ES", "pt-BR", "pt-PT", "pt",
        "zh-Hans", "zh-Hant", "zh-HK", "zh-TW", "sr-Latn", "sr-Cyrl", "sr", "de", "de-CH", "de-CH-1996", "ja", "ko",
        "ar", "he", "nb", "fil", "yue", "yue-Hans", "hy", "ru", "it", "nl",
    ]
    /// What devices and platforms hand over: supportable locales, their aliases and regional
    /// forms, languages no policy here supports, tags that name no language, malformed text.
    static let requestable =
        supportable + [
            "iw", "sh", "in", "id", "tl", "no", "zh", "zh-CN", "zh-SG", "zh-MO", "en-AU", "en-NZ", "en-CA", "pt-AO",
            "fr-BE", "fr-CH", "sr-ME", "sr-Latn-RS", "sr-Cyrl-BA", "es-AR", "mo", "ro", "ja-JP", "cmn", "zh_hant_hk",
            "und", "und-TW", "und-Hant", "mul", "zxx", "x-private", "qaa", "tlh", "i-klingon", "en--US", "", "e",
            "fr-u-ca-gregory", "de-1901", "de-CH-1901", "en-GB-oed", "yue-Hant", "art-lojban", "emoji", "hy-arevmda",
            "sgn-BE-FR", "EN-gb", "en-x-twain", "tr", "ku", "sw",
        ]

    /// A policy drawn at random, valid by construction or discarded: 1–7 supported locales, a
    /// default among them, 0–3 aliases and 0–2 language defaults.
    static func policy(using random: inout SeededRandom) -> AppLanguagePolicy {
        while true {
            var supported: [String] = []
            for text in supportable.shuffled(using: &random).prefix(random.int(1...7)) { supported.append(text) }
            var aliases: [String: String] = [:]
            for _ in 0..<random.pick([0, 1, 2, 3]) {
                aliases[random.pick(requestable.filter { !$0.contains("-u-") && !$0.contains("-x-") })] =
                    random.pick(supported)
            }
            var defaults: [String: String] = [:]
            for _ in 0..<random.pick([0, 0, 1, 2]) {
                let target = random.pick(supported)
                guard let maximal = (try? LanguageTag(parsing: target))?.maximized() else { continue }
                let key =
                    random.chance(1, in: 2)
                    ? maximal.language.description : "\(maximal.language)-\(maximal.script?.description ?? "Latn")"
                defaults[key] = target
            }
            if let policy = try? AppLanguageTests.policy(
                supported: supported, productDefault: random.pick(supported), aliases: aliases,
                languageDefaults: defaults, policyVersion: random.int(0...9))
            {
                return policy
            }
        }
    }

    /// A requested locale: mostly from ``requestable``, sometimes any well-formed tag.
    static func requested(using random: inout SeededRandom) -> String {
        random.chance(1, in: 5) ? TagGenerator.tag(using: &random) : random.pick(requestable)
    }

    /// A saved record: none, the user's pick (of a locale `policy` supports, half the time), or
    /// an automatic result.
    static func saved(for policy: AppLanguagePolicy, using random: inout SeededRandom) -> AppLanguageRecord? {
        guard random.chance(2, in: 3) else { return nil }
        let picked =
            random.chance(1, in: 2) ? random.pick(policy.supportedLocales.map(\.description)) : random.pick(supportable)
        guard let tag = try? LanguageTag(parsing: picked) else { return nil }
        let date = Timestamp(secondsSince1970: Int64(random.int(0...1_000_000)))
        if random.chance(4, in: 5) { return .userChoice(tag, policyVersion: random.int(0...9), at: date) }
        return AppLanguageRecord(
            requestedLocale: tag.description, effectiveLocale: tag,
            source: random.pick([.devicePreference, .systemAppPreference, .productDefault]), policyVersion: 1,
            chosenAt: date)
    }

    static func context(for policy: AppLanguagePolicy, using random: inout SeededRandom) -> ResolutionContext {
        ResolutionContext(
            savedUserChoice: saved(for: policy, using: &random),
            systemAppPreference: (0..<random.pick([0, 0, 1, 2])).map { _ in requested(using: &random) },
            deviceLanguages: (0..<random.int(0...5)).map { _ in requested(using: &random) })
    }

    /// The same context gives the same decision, byte for byte, whether the tags come as text or
    /// parsed; the effective locale is always one of the supported locales.
    @Test func decisionsAreDeterministicAndAlwaysSupported() {
        let seed: UInt64 = 0x5EED_0101
        var random = SeededRandom(seed: seed)
        for number in 0..<400 {
            let policy = Self.policy(using: &random)
            let context = Self.context(for: policy, using: &random)
            let decision = policy.resolve(context)
            let again = policy.resolve(context)
            #expect(again == decision, "seed \(seed), case \(number)")
            #expect(again.jsonText() == decision.jsonText(), "seed \(seed), case \(number)")
            #expect(policy.supportedLocales.contains(decision.effectiveLocale), "seed \(seed), case \(number)")
            #expect(decision.policyVersion == policy.policyVersion)
            let system = context.systemAppPreference.compactMap { LanguageTag($0) }
            let device = context.deviceLanguages.compactMap { LanguageTag($0) }
            if system.count == context.systemAppPreference.count && device.count == context.deviceLanguages.count {
                let fromTags = policy.resolve(
                    savedUserChoice: context.savedUserChoice, systemAppPreference: system, deviceLanguages: device)
                #expect(fromTags.effectiveLocale == decision.effectiveLocale, "seed \(seed), case \(number)")
                #expect(fromTags.source == decision.source && fromTags.match == decision.match)
                #expect(fromTags.trace.map(\.outcome) == decision.trace.map(\.outcome), "seed \(seed), case \(number)")
            }
        }
    }

    /// A saved explicit choice that still matches a supported locale exactly decides, whatever
    /// the platform and device say; one that matches by another step decides with that locale,
    /// kept and flagged for confirmation; one that matches nothing is kept, needs confirmation,
    /// and the next source decides; an automatic record never decides.
    @Test func anExplicitChoiceDecidesThroughTheMatchingSteps() {
        let seed: UInt64 = 0x5EED_0102
        var random = SeededRandom(seed: seed)
        var wins = 0
        var replaced = 0
        var confirmations = 0
        for number in 0..<800 {
            let policy = Self.policy(using: &random)
            let context = Self.context(for: policy, using: &random)
            let decision = policy.resolve(context)
            let label = "seed \(seed), case \(number): \(context)"
            guard let saved = context.savedUserChoice else {
                #expect(decision.source != .savedUserChoice && !decision.needsConfirmation, "\(label)")
                continue
            }
            guard saved.isExplicit else {
                #expect(decision.source != .savedUserChoice && !decision.needsConfirmation, "\(label)")
                #expect(decision.trace.first?.outcome == .notAnExplicitChoice(saved.source), "\(label)")
                continue
            }
            let canonical = saved.effectiveLocale.canonicalized()
            if let exact = policy.match(canonical), exact.step == .exact {
                wins += 1
                #expect(decision.source == .savedUserChoice, "\(label)")
                #expect(decision.effectiveLocale == exact.effective && decision.match == .exact, "\(label)")
                #expect(decision.requestedLocale == saved.requestedLocale && !decision.needsConfirmation, "\(label)")
                #expect(decision.trace.count == 1, "nothing else is examined: \(label)")
                if policy.supportedLocales.contains(canonical) {
                    #expect(decision.effectiveLocale.maximized() == canonical.maximized(), "\(label)")
                }
            } else if let replacement = policy.match(canonical) {
                replaced += 1
                #expect(
                    decision.source == .savedUserChoice, "the closest supported locale, never another source: \(label)")
                #expect(
                    decision.effectiveLocale == replacement.effective && decision.match == replacement.step, "\(label)")
                #expect(decision.confirmation?.reason == .savedChoiceReplaced, "\(label)")
                #expect(decision.confirmation?.savedChoice == saved, "the choice is kept, unchanged: \(label)")
            } else {
                confirmations += 1
                #expect(!policy.supportedLocales.contains(canonical), "\(label)")
                #expect(decision.source != .savedUserChoice, "\(label)")
                #expect(decision.confirmation?.reason == .savedChoiceUnsupported, "\(label)")
                #expect(decision.confirmation?.savedChoice == saved, "the choice is kept, unchanged: \(label)")
            }
        }
        #expect(
            wins > 100 && confirmations > 100 && replaced > 10,
            "every kind of saved choice is generated: \(wins), \(replaced), \(confirmations)")
    }

    /// A tag the resolver's own trace calls unsupported (`no_match`, `malformed` or
    /// `names_no_language`: it matches no supported locale at any step), inserted anywhere in
    /// the device or platform list, changes nothing but the trace, which gains its step exactly
    /// where it was examined. A tag that is not itself supported but matches through an alias
    /// (or a script or language-default step) is not unsupported: such tags do change results,
    /// and the test checks that the generator produces them, so that the definition is not
    /// vacuous.
    @Test func anUnsupportedTagAnywhereChangesNothingButTheTrace() {
        let seed: UInt64 = 0x5EED_0103
        var random = SeededRandom(seed: seed)
        var unsupportedInserted = 0
        var changedBy: [MatchStep: Int] = [:]
        for number in 0..<500 {
            let policy = Self.policy(using: &random)
            let context = Self.context(for: policy, using: &random)
            let decision = policy.resolve(context)
            let candidate = Self.requested(using: &random)
            let verdict = policy.resolve(ResolutionContext(deviceLanguages: [candidate])).trace[0]
            let intoDevice = random.chance(1, in: 2)
            let list = intoDevice ? context.deviceLanguages : context.systemAppPreference
            let position = random.int(0...list.count)
            var changed = context
            if intoDevice {
                changed.deviceLanguages.insert(candidate, at: position)
            } else {
                changed.systemAppPreference.insert(candidate, at: position)
            }
            let after = policy.resolve(changed)
            let label = "seed \(seed), case \(number): \(candidate) at \(position) of \(list) in \(changed)"
            guard case .matched(let match) = verdict.outcome else {
                unsupportedInserted += 1
                #expect(after.effectiveLocale == decision.effectiveLocale, "\(label)")
                #expect(after.source == decision.source && after.match == decision.match, "\(label)")
                #expect(after.requestedLocale == decision.requestedLocale, "\(label)")
                #expect(after.scriptFallback == decision.scriptFallback, "\(label)")
                #expect(after.confirmation == decision.confirmation, "\(label)")
                // Where the candidate lands in the trace, if the resolver gets to it: a list is
                // reached unless an earlier source decided, and read up to its deciding entry.
                let source: SelectionSource = intoDevice ? .devicePreference : .systemAppPreference
                let reached =
                    decision.source != .savedUserChoice
                    && (!intoDevice || [.devicePreference, .productDefault].contains(decision.source))
                let examinedInList = decision.trace.filter { $0.source == source }.count
                var trace = decision.trace
                if reached && (decision.source != source || position < examinedInList) {
                    let step = TraceStep(
                        source: source, requested: verdict.requested, canonical: verdict.canonical,
                        outcome: verdict.outcome)
                    let offset =
                        (context.savedUserChoice == nil ? 0 : 1) + (intoDevice ? context.systemAppPreference.count : 0)
                    trace.insert(step, at: offset + position)
                }
                #expect(after.trace == trace, "\(label)")
                continue
            }
            if after != decision { changedBy[match.step, default: 0] += 1 }
        }
        #expect(unsupportedInserted > 200)
        #expect(changedBy[.alias, default: 0] > 0, "an alias match changes results: \(changedBy)")
        #expect(changedBy[.exact, default: 0] > 0 && changedBy[.languageAndScript, default: 0] > 0, "\(changedBy)")
    }

    /// ``AppLanguagePolicy/match(_:)`` gives what its documented ladder gives, computed here the
    /// plain way (a scan of the supported locales and rules at each step), for larger generated
    /// policies with variants and many aliases: the index finds the same first hit.
    @Test func matchingFollowsTheDocumentedLadder() {
        let seed: UInt64 = 0x5EED_0105
        var random = SeededRandom(seed: seed)
        let variantForms = [
            "de-1996", "de-CH-1996", "de-1901", "ca-ES-valencia", "sl-rozaj", "sl-rozaj-biske", "hy-arevela",
            "en-oxendict", "en-GB-oxendict", "sr-Latn-ekavsk", "fr-1694acad", "es-valencia",
        ]
        var steps: [MatchStep: Int] = [:]
        for number in 0..<200 {
            var supported = Array(
                Set((0..<random.int(3...25)).map { _ in random.pick(Self.supportable + variantForms) }))
            supported.sort()
            var aliases: [String: String] = [:]
            for _ in 0..<random.int(0...10) {
                aliases[
                    random.pick(Self.requestable.filter { !$0.contains("-u-") && !$0.contains("-x-") } + variantForms)] =
                    random.pick(supported)
            }
            var defaults: [String: String] = [:]
            for _ in 0..<random.int(0...3) {
                let target = random.pick(supported)
                guard let maximal = (try? LanguageTag(parsing: target))?.maximized(), maximal.variants.isEmpty else {
                    continue
                }
                defaults[random.chance(1, in: 2) ? "\(maximal.language)" : "\(maximal.language)-\(maximal.script!)"] =
                    target
            }
            guard
                let policy = try? AppLanguageTests.policy(
                    supported: supported, productDefault: supported[0], aliases: aliases,
                    languageDefaults: defaults, policyVersion: 1)
            else { continue }
            for _ in 0..<20 {
                let text = random.chance(1, in: 3) ? random.pick(variantForms) : Self.requested(using: &random)
                guard let tag = LanguageTag(text) else { continue }
                let match = policy.match(tag)
                let expected = Self.ladder(policy, tag)
                let label = "seed \(seed), case \(number): \(text) against \(supported), \(aliases), \(defaults)"
                #expect(match?.effective == expected?.effective, "\(label)")
                #expect(match?.step == expected?.step && match?.rule == expected?.rule, "\(label)")
                if let step = match?.step { steps[step, default: 0] += 1 }
            }
        }
        #expect(
            MatchStep.allCases.allSatisfy { $0 == .noMatch || steps[$0, default: 0] >= 10 }, "every step hit: \(steps)")
    }

    /// The matching ladder of ``AppLanguagePolicy/match(_:)``, step by step, by scanning.
    static func ladder(
        _ policy: AppLanguagePolicy, _ tag: LanguageTag
    ) -> (effective: LanguageTag, step: MatchStep, rule: LanguageTag?)? {
        let request = tag.canonicalized()
        guard request.namesLanguage else { return nil }
        func key(_ tag: LanguageTag) -> LanguageTag {
            let maximal = tag.maximized() ?? tag.canonicalized()
            return LanguageTag(language: maximal.language, script: maximal.script, region: maximal.region)
        }
        func languageAndScript(_ tag: LanguageTag) -> LanguageTag {
            LanguageTag(language: key(tag).language, script: key(tag).script)
        }
        func covers(_ rule: LanguageTag) -> Bool {
            guard rule.variants.isEmpty || rule.variants == request.variants else { return false }
            if rule.region != nil { return key(rule) == key(request) }
            if rule.script != nil { return languageAndScript(rule) == languageAndScript(request) }
            return rule.language == key(request).language
        }
        /// Rules from the most specific scope (a region, then a script, then a language), within
        /// a scope a key with variants before one without, then in key order.
        func ordered(_ rules: [(key: LanguageTag, target: LanguageTag)]) -> [(key: LanguageTag, target: LanguageTag)] {
            func rank(_ key: LanguageTag) -> Int {
                (key.region != nil ? 0 : key.script != nil ? 2 : 4) + (key.variants.isEmpty ? 1 : 0)
            }
            return rules.enumerated().sorted { (rank($0.element.key), $0.offset) < (rank($1.element.key), $1.offset) }
                .map(\.element)
        }
        if let exact = policy.supportedLocales.first(where: {
            key($0) == key(request) && $0.variants == request.variants
        }) {
            return (exact, .exact, nil)
        }
        if let alias = ordered(policy.aliases).first(where: { covers($0.key) }) {
            return (alias.target, .alias, alias.key)
        }
        if let script = policy.supportedLocales.first(where: {
            $0.region == nil && languageAndScript($0) == languageAndScript(request)
                && $0.variants.allSatisfy(request.variants.contains)
        }) {
            return (script, .languageAndScript, nil)
        }
        if let fallback = ordered(policy.languageDefaults).first(where: {
            covers($0.key) && key($0.target).script == key(request).script
        }) {
            return (fallback.target, .languageDefault, fallback.key)
        }
        return nil
    }

    /// The trace names every candidate the resolver examined, in order, and no other: the saved
    /// record, then the platform list and the device list up to the one that decided (all of
    /// them when the product default decides). Only the deciding candidate matched, and each
    /// step says what ``AppLanguagePolicy/match(_:)`` says of that candidate alone.
    @Test func theTraceNamesEveryCandidateExamined() {
        let seed: UInt64 = 0x5EED_0104
        var random = SeededRandom(seed: seed)
        for number in 0..<400 {
            let policy = Self.policy(using: &random)
            let context = Self.context(for: policy, using: &random)
            let decision = policy.resolve(context)
            let label = "seed \(seed), case \(number): \(context)"
            var expected: [(SelectionSource, String)] = []
            if let saved = context.savedUserChoice {
                expected.append((.savedUserChoice, saved.effectiveLocale.description))
            }
            if decision.source != .savedUserChoice {
                var lists = [
                    (SelectionSource.systemAppPreference, context.systemAppPreference),
                    (.devicePreference, context.deviceLanguages),
                ]
                if decision.source == .systemAppPreference { lists.removeLast() }
                for (source, list) in lists {
                    var examined = list
                    if source == decision.source, let requested = decision.requestedLocale,
                        let position = list.firstIndex(of: requested)
                    {
                        examined = Array(list[...position])
                    }
                    expected += examined.map { (source, $0) }
                }
            }
            #expect(decision.trace.map(\.source) == expected.map(\.0), "\(label)")
            #expect(decision.trace.map(\.requested) == expected.map(\.1), "\(label)")
            for (index, step) in decision.trace.enumerated() where step.source != .savedUserChoice {
                let isLast = index == decision.trace.count - 1
                switch step.outcome {
                case .matched(let match):
                    #expect(isLast && decision.source == step.source, "only the deciding candidate matches: \(label)")
                    #expect(match.effective == decision.effectiveLocale && match.step == decision.match, "\(label)")
                    #expect(policy.match(try! LanguageTag(parsing: step.requested)) == match, "\(label)")
                case .malformed(let error):
                    #expect(throws: error) { try LanguageTag(parsing: step.requested) }
                case .noMatch:
                    #expect(policy.match(try! LanguageTag(parsing: step.requested)) == nil, "\(label)")
                case .namesNoLanguage:
                    #expect(!(try! LanguageTag(parsing: step.requested)).canonicalized().namesLanguage, "\(label)")
                case .notAnExplicitChoice, .savedChoiceUnsupported:
                    Issue.record("a saved-record outcome for a requested locale: \(label)")
                }
            }
        }
    }
}
