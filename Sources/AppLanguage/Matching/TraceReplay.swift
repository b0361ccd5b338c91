internal import LanguageTags

/// A resolver's inputs and how far it got in each list: the trace is these candidates, each
/// evaluated again by the very function that decided (``MatchIndex/outcome(of:)``).
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
                    canonical: saved.effectiveLocale.canonicalized(), outcome: index.outcome(ofSaved: saved)))
        }
        for given in system.prefix(systemExamined) { steps.append(step(given, from: .systemAppPreference)) }
        for given in device.prefix(deviceExamined) { steps.append(step(given, from: .devicePreference)) }
        return steps
    }

    private func step(_ given: GivenLocale, from source: SelectionSource) -> TraceStep {
        let outcome = index.outcome(of: given)
        let canonical: LanguageTag? =
            switch given {
            case .tag(let tag): tag.canonicalized()
            case .text(let text): (try? LanguageTag(parsing: text))?.canonicalized()
            }
        return TraceStep(source: source, given: given, canonical: canonical, outcome: outcome)
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
    /// The ladder for one requested locale: the one evaluation that deciding and explaining
    /// both use. Steps 1–5 of ``AppLanguagePolicy/match(_:)`` for a well-formed tag that names
    /// a language.
    func outcome(of given: GivenLocale) -> TraceStep.Outcome {
        switch given {
        case .tag(let tag): outcome(of: tag)
        case .text(let text): outcome(of: text)
        }
    }

    /// The ladder for a requested locale as the resolver receives it (specialized for text and
    /// for parsed tags, so that deciding wraps nothing).
    @inline(__always)
    func outcome<Requested: RequestedLocale>(of requested: Requested) -> TraceStep.Outcome {
        let tag: LanguageTag
        do {
            tag = try requested.requestedTag()
        } catch {
            return .malformed(error)
        }
        let canonical = tag.canonicalizedForMatching()
        guard canonical.namesLanguage else { return .namesNoLanguage }
        guard let match = match(MatchRequest(canonical: canonical)) else { return .noMatch }
        return .matched(match)
    }

    /// What happens to a saved record: an explicit choice goes through the same matching steps
    /// as any preference (`en-GB` → `en` once the product drops `en-GB`); only an exact match
    /// is the choice as made, and the resolver asks the user to confirm any other.
    func outcome(ofSaved saved: AppLanguageRecord) -> TraceStep.Outcome {
        guard saved.source == .savedUserChoice else { return .notAnExplicitChoice(saved.source) }
        let outcome = outcome(of: saved.effectiveLocale)
        guard case .matched = outcome else { return .savedChoiceUnsupported }
        return outcome
    }
}
