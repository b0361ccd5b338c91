import LanguageTags

/// Where a decision's trace comes from: recorded steps (a decoded decision) or a replay of the
/// decision's own inputs, which the resolver keeps instead of writing the trace as it decides.
/// Matching is a pure function, so the replay gives exactly the steps the resolver took.
enum TraceSource: Sendable {
    case recorded([TraceStep])
    case replay(TraceReplay)

    var steps: [TraceStep] {
        switch self {
        case .recorded(let steps): steps
        case .replay(let replay): replay.steps()
        }
    }
}

/// A resolver's inputs and how far it got in each list.
struct TraceReplay: Sendable {
    let index: MatchIndex
    let saved: AppLanguageRecord?
    let system: Candidates
    let device: Candidates
    let systemExamined: Int
    let deviceExamined: Int

    func steps() -> [TraceStep] {
        var steps: [TraceStep] = []
        if let saved {
            steps.append(
                TraceStep(
                    source: .savedUserChoice, given: .tag(saved.effectiveLocale),
                    canonical: saved.effectiveLocale.canonicalized(), outcome: index.examine(saved: saved)))
        }
        for given in system.prefix(systemExamined) { steps.append(index.examine(given, from: .systemAppPreference)) }
        for given in device.prefix(deviceExamined) { steps.append(index.examine(given, from: .devicePreference)) }
        return steps
    }
}

/// A list of requested locales as the resolver received it.
enum Candidates: Sendable {
    case strings([String])
    case tags([LanguageTag])

    func prefix(_ count: Int) -> [GivenLocale] {
        switch self {
        case .strings(let strings): strings.prefix(count).map(GivenLocale.text)
        case .tags(let tags): tags.prefix(count).map(GivenLocale.tag)
        }
    }
}

extension MatchIndex {
    /// Steps 1–5 for one requested locale, or nil when it is malformed or matches nothing.
    func match<Requested: RequestedLocale>(_ requested: Requested) -> LocaleMatch? {
        guard let tag = try? requested.requestedTag() else { return nil }
        let canonical = tag.canonicalizedForMatching()
        guard canonical.namesLanguage else { return nil }
        return match(MatchRequest(canonical: canonical))
    }

    /// The trace step for one requested locale.
    func examine(_ given: GivenLocale, from source: SelectionSource) -> TraceStep {
        let tag: LanguageTag
        do {
            switch given {
            case .text(let text): tag = try LanguageTag(parsing: text)
            case .tag(let parsed): tag = parsed
            }
        } catch {
            return TraceStep(source: source, given: given, canonical: nil, outcome: .malformed(error))
        }
        let canonical = tag.canonicalized()
        guard canonical.namesLanguage else {
            return TraceStep(source: source, given: given, canonical: canonical, outcome: .namesNoLanguage)
        }
        guard let match = match(MatchRequest(canonical: canonical)) else {
            return TraceStep(source: source, given: given, canonical: canonical, outcome: .noMatch)
        }
        return TraceStep(
            source: source, given: given, canonical: canonical,
            outcome: .matched(
                step: match.step, effective: match.effective, rule: match.rule, scriptFallback: match.scriptFallback))
    }

    /// What happens to a saved record: an explicit choice is valid while it matches a
    /// supported locale exactly.
    func examine(saved: AppLanguageRecord) -> TraceStep.Outcome {
        guard saved.source == .savedUserChoice else { return .notAnExplicitChoice(saved.source) }
        guard let match = match(MatchRequest(canonical: saved.effectiveLocale.canonicalized())), match.step == .exact
        else { return .savedChoiceUnsupported }
        return .matched(step: .exact, effective: match.effective, rule: nil, scriptFallback: false)
    }
}
