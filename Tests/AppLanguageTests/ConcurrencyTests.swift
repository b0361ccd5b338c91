import AppLanguage
import Dispatch
import Foundation
import LanguageTags
import Testing

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

    @Test func observersEndOnTheLastSnapshot() {
        let decisions = deviceLists.map { policy.resolve(ResolutionContext(deviceLanguages: $0)) }
        let context = EffectiveLocaleContext(decision: decisions[0], formatting: FormattingPreferences(region: nil))
        let seen = Locked([EffectiveLocaleContext.Snapshot]())
        let observation = context.observe { snapshot in seen.withLock { $0.append(snapshot) } }
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<40 {
                context.apply(decisions[(worker * 3 + round) % decisions.count])
                _ = context.current
            }
        }
        let last = seen.withLock { $0.last }
        if let last { #expect(last == context.current, "the last delivery is the current snapshot") }
        observation.cancel()
        context.apply(decisions[1] == context.current.decision ? decisions[2] : decisions[1])
        let count = seen.withLock { $0.count }
        context.apply(decisions[3])
        #expect(seen.withLock { $0.count } == count, "no delivery after cancel")
    }
}
