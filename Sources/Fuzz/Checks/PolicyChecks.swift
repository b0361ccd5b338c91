internal import AppLanguage
internal import LanguageTags
internal import WireDocuments

/// The policy target: the input through `AppLanguagePolicy(json:)`; a policy that loads is
/// written back to JSON and read again, then resolves a set of contexts built from its own tags
/// and from realistic device lists.
///
/// Invariants checked:
/// - A rejected policy gets an error with a message.
/// - `AppLanguagePolicy(json: policy.json)` is the same policy.
/// - For every context: the decision is deterministic, its `effectiveLocale` is one of the
///   supported locales, its explanation and JSON form exist, and the JSON parses.
/// - No preferences: the product default. A supported locale asked for on the device matches
///   exactly; an alias key matches through itself or a more specific alias; a still-supported
///   saved choice wins with a locale that maximizes the same.
enum PolicyChecks {
    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let policy: AppLanguagePolicy
        do {
            policy = try AppLanguagePolicy(json: input)
        } catch {
            try require(
                !error.problems.isEmpty && error.problems.allSatisfy { !$0.message.isEmpty },
                "a policy error without a message")
            return
        }
        try checkRoundTrip(policy)
        try checkDecisions(policy)
    }

    /// Device lists tried with every policy: real ones, malformed tags, tags that name no
    /// language, extensions and private use.
    static let deviceLists: [[String]] = [
        [], ["fr-CA", "en-CA", "es"], ["zh-HK", "en"], ["ja-JP", "zh-TW", "en"], ["sr-Cyrl-RS", "pt-PT"],
        ["und-TW", "x-private", "en--US"], ["iw", "sh", "no", "mo"], ["en-u-ca-buddhist", "de-CH-1996"],
    ]

    private static func checkRoundTrip(_ policy: AppLanguagePolicy) throws(InvariantViolation) {
        let json = policy.json
        let reread: AppLanguagePolicy
        do {
            reread = try AppLanguagePolicy(json: json)
        } catch {
            throw InvariantViolation("the policy's own JSON \(json) does not load: \(error)")
        }
        try require(reread == policy, "the policy reads back different from its JSON \(json)")
    }

    private static func checkDecisions(_ policy: AppLanguagePolicy) throws(InvariantViolation) {
        let supported = policy.supportedLocales
        let empty = try decide(policy, ResolutionContext())
        try require(
            empty.effectiveLocale == policy.productDefault && empty.source == .productDefault,
            "no preferences decide \(empty.effectiveLocale) (\(empty.source)), not the product default")
        for list in deviceLists {
            _ = try decide(policy, ResolutionContext(deviceLanguages: list))
            _ = try decide(policy, ResolutionContext(systemAppPreference: list.reversed(), deviceLanguages: list))
        }
        for tag in supported.prefix(8) {
            let decision = try decide(policy, ResolutionContext(deviceLanguages: ["und-419", tag.description]))
            try require(
                decision.source == .devicePreference && decision.match == .exact,
                "supported \(tag) on the device matches by \(decision.match) (\(decision.source))")
            let saved = AppLanguageRecord.userChoice(
                tag, policyVersion: policy.policyVersion, at: Timestamp(secondsSince1970: 1_767_225_600))
            let kept = try decide(
                policy, ResolutionContext(savedUserChoice: saved, systemAppPreference: ["fr"], deviceLanguages: ["en"]))
            try require(
                kept.source == .savedUserChoice && sameLocale(kept.effectiveLocale, tag),
                "the saved choice \(tag) gives \(kept.effectiveLocale) (\(kept.source))")
        }
        for (key, _) in policy.aliases.prefix(8) {
            let decision = try decide(policy, ResolutionContext(deviceLanguages: [key.description]))
            try require(decision.match == .alias, "alias key \(key) matches by \(decision.match)")
            let rule = policy.match(key)?.rule
            try require(
                rule == key || rule.map { specificity($0) < specificity(key) } == true,
                "alias key \(key) is matched by the alias \(rule.map { "\($0)" } ?? "nil"), no more specific")
        }
        for (key, _) in policy.languageDefaults.prefix(8) {
            _ = try decide(policy, ResolutionContext(deviceLanguages: [key.description, "en"]))
        }
    }

    /// How specific an alias key is, the most specific lowest: a region, then a script, then
    /// the language alone; variants before none.
    private static func specificity(_ key: LanguageTag) -> (Int, Int) {
        (key.region != nil ? 0 : key.script != nil ? 1 : 2, key.variants.isEmpty ? 1 : 0)
    }

    /// Resolves `context` twice and checks what every decision must satisfy.
    private static func decide(_ policy: AppLanguagePolicy, _ context: ResolutionContext) throws(InvariantViolation)
        -> AppLanguageDecision
    {
        let decision = policy.resolve(context)
        try require(
            policy.supportedLocales.contains(decision.effectiveLocale),
            "\(context.deviceLanguages): effective locale \(decision.effectiveLocale) is not supported")
        try require(policy.resolve(context) == decision, "\(context.deviceLanguages): two decisions differ")
        try require(!decision.explanation.isEmpty, "\(context.deviceLanguages): no explanation")
        let json = decision.jsonText()
        try require((try? JSONValue.parse(json)) != nil, "\(context.deviceLanguages): decision JSON \(json) is invalid")
        return decision
    }
}

/// Whether two tags maximize to the same language, script and region (what exact matching
/// compares), or are equal when CLDR has no likely subtags for them.
func sameLocale(_ lhs: LanguageTag, _ rhs: LanguageTag) -> Bool {
    let left = lhs.canonicalized().addingLikelySubtags() ?? lhs.canonicalized()
    let right = rhs.canonicalized().addingLikelySubtags() ?? rhs.canonicalized()
    return left.language == right.language && left.script == right.script && left.region == right.region
        && left.variants == right.variants
}
