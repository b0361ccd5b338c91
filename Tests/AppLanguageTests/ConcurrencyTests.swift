import AppLanguage
import Dispatch
import Foundation
import LanguagePolicy
internal import LanguagePolicyInternals
import LanguageTags
import Testing
import WireDocuments

/// Shared values used from many threads at once, as apps and servers use them; run under
/// `swift test --sanitize=thread` (Scripts/test-sanitizers.sh) these also check for data races.
@Suite struct ConcurrencyTests {
    let policy = AppLanguagePolicy.example
    let deviceLists: [[String]] = [
        ["fr-CA", "en-CA"], ["zh-HK"], ["sr-Latn-RS", "de"], ["pt", "es"], ["en-AU"], ["xx"], ["ja-JP", "en"],
    ]

    @Test func onePolicyResolvesTheSameOnEveryThread() {
        let serial = deviceLists.map { policy.resolve(ResolutionContext(deviceLanguages: $0)) }
        let results = Locked(Array(repeating: [AppLanguageDecision](), count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            var mine: [AppLanguageDecision] = []
            for round in 0..<50 {
                let list = deviceLists[(worker + round) % deviceLists.count]
                let decision = policy.resolve(ResolutionContext(deviceLanguages: list))
                _ = decision.trace.map(\.explanation)  // the trace is replayed lazily: read it too
                mine.append(decision)
            }
            results.withLock { $0[worker] = mine }
        }
        for (worker, decisions) in results.withLock({ $0 }).enumerated() {
            for (round, decision) in decisions.enumerated() {
                #expect(decision == serial[(worker + round) % deviceLists.count])
            }
        }
    }

    @Test func anExplicitChoiceSurvivesConcurrentLaunches() throws {
        let store = InMemoryAppLanguageStore()
        let coordinator = AppLanguageCoordinator(policy: policy, store: store, sink: nil, appVersion: "1")
        let spanish = try LanguageTag(parsing: "es")
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<30 {
                let date = Timestamp(secondsSince1970: Int64(worker * 100 + round))
                if worker == 0 && round == 10 {
                    #expect(throws: Never.self) { try coordinator.choose(spanish, at: date) }
                } else {
                    _ = coordinator.launch(
                        systemAppPreference: [], deviceLanguages: deviceLists[round % deviceLists.count], at: date)
                }
            }
        }
        let state = store.load()
        #expect(state.userChoice?.effectiveLocale == spanish, "automatic writes never replace the choice")
        let launch = coordinator.launch(systemAppPreference: [], deviceLanguages: ["fr"])
        #expect(launch.decision.effectiveLocale == spanish)
    }

    @Test func theCounterLosesNoEvent() {
        let counter = DecisionCounter()
        let decision = policy.resolve(ResolutionContext(deviceLanguages: ["fr-CA"]))
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<250 { counter.record(DecisionEvent(decision, appVersion: "1")) }
        }
        #expect(counter.counts.values.reduce(0, +) == 2000)
        #expect(counter.share(of: .init(source: decision.source, match: decision.match)) == 1)
    }

    /// Changes applied from many threads at once reach every follower in one order, ending on
    /// the current snapshot; a follower that stops following receives nothing more.
    @Test func followersSeeOneOrderEndingOnTheCurrentSnapshot() async {
        let decisions = deviceLists.map { policy.resolve(ResolutionContext(deviceLanguages: $0)) }
        let context = EffectiveLocaleContext(decision: decisions[0], formatting: FormattingPreferences(region: nil))
        let first = context.snapshots()
        let second = context.snapshots()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<40 {
                context.apply(decisions[(worker * 3 + round) % decisions.count])
                _ = context.current
            }
        }
        let current = context.current
        // A last change that nothing else applies marks the end of what the threads applied.
        let sentinel = policy.resolve(ResolutionContext(deviceLanguages: ["es"]))
        #expect(sentinel.effectiveLocale != current.language, "the sentinel changes the locale")
        context.apply(sentinel)
        /// Reads `stream` up to the sentinel.
        func seen(_ stream: EffectiveLocaleContext.Snapshots) async -> [EffectiveLocaleContext.Snapshot] {
            var seen: [EffectiveLocaleContext.Snapshot] = []
            for await snapshot in stream {
                seen.append(snapshot)
                if snapshot.decision == sentinel { break }
            }
            return seen
        }
        let firstSeen = await seen(first)
        let secondSeen = await seen(second)
        #expect(firstSeen == secondSeen, "every follower sees one order")
        // Followers get what they read: the last change of a locale the threads applied comes
        // before the sentinel (a later decision for the same locales is current, not delivered).
        #expect(
            firstSeen.dropLast().last?.language == current.language,
            "the threads' last locale comes before the sentinel")
        #expect(
            zip(firstSeen, firstSeen.dropFirst()).allSatisfy { $0.language != $1.language },
            "only changes of a locale are delivered")
    }
}
