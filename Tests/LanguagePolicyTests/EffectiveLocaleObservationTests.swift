import Foundation
import LanguagePolicy
import TestSupport
import Testing

/// Issue 18's observation trap: a follower that takes its stream inside a task starts only when
/// the task runs, and a stream that repeats an unchanged locale makes followers rebuild for
/// nothing. The stream starts at the call and yields what followers read.
@Suite struct EffectiveLocaleObservationTests {
    let policy = AppLanguagePolicy.example

    func decision(_ device: String) -> AppLanguageDecision {
        policy.resolve(ResolutionContext(deviceLanguages: [device]))
    }

    /// Changes applied between taking the stream and iterating it are all seen, in order, after
    /// the snapshot current at the call.
    @Test func aChangeAppliedBeforeIteratingIsSeen() async {
        let context = EffectiveLocaleContext(decision: decision("fr"), formatting: FormattingPreferences(region: nil))
        let updates = context.snapshots()
        context.apply(decision("es"))
        context.apply(FormattingPreferences(region: LanguageTag.Region("MX")))
        context.apply(decision("zh-TW"))
        let seen = await Task { @MainActor in
            var seen: [String] = []
            for await snapshot in updates {
                seen.append(snapshot.formatting.description)
                if seen.count == 4 { break }
            }
            return seen
        }.value
        #expect(seen == ["fr", "es", "es-MX", "zh-Hant-MX"])
    }

    /// A decision that changes only the confirmation (the saved choice is no longer supported,
    /// the same locale comes from the device) yields nothing; `current` has it.
    @Test func aConfirmationOnlyChangeYieldsNothing() async throws {
        let saved = AppLanguageRecord.userChoice("de", policyVersion: 2, at: Timestamp(secondsSince1970: 0))
        let confirming = policy.resolve(ResolutionContext(savedUserChoice: saved, deviceLanguages: ["fr"]))
        let plain = decision("fr")
        try #require(confirming.needsConfirmation && !plain.needsConfirmation)
        try #require(confirming.effectiveLocale == plain.effectiveLocale && confirming != plain)
        let context = EffectiveLocaleContext(decision: confirming, formatting: FormattingPreferences(region: nil))
        let updates = context.snapshots()
        context.apply(plain)
        #expect(context.current.decision == plain, "current holds the latest decision")
        context.apply(decision("es"))
        var seen: [AppLanguageDecision] = []
        for await snapshot in updates {
            seen.append(snapshot.decision)
            if seen.count == 2 { break }
        }
        #expect(seen.map(\.effectiveLocale.description) == ["fr", "es"], "no repeated fr")
        #expect(seen.first == confirming)
    }

    /// Only changes of a locale reach followers, and in the order they were applied.
    @Test func onlyLocaleChangesArriveInOrder() async {
        let devices = ["fr", "fr-CA", "es", "es", "xx", "ja-JP", "en-AU", "en-GB", "zh-HK", "zh-TW", "pt", "fr"]
        let context = EffectiveLocaleContext(decision: decision("fr"), formatting: FormattingPreferences(region: nil))
        let updates = context.snapshots()
        var expected = ["fr"]
        for device in devices {
            context.apply(decision(device))
            let language = context.current.language.description
            if language != expected.last { expected.append(language) }
        }
        var seen: [String] = []
        for await snapshot in updates {
            seen.append(snapshot.language.description)
            if seen.count == expected.count { break }
        }
        #expect(seen == expected)
        #expect(expected.count >= 6, "the devices change the locale \(expected.count - 1) times")
    }

    /// The documentation shows followers that take their stream before the task: no README,
    /// DocC or doc-comment example calls `snapshots()` inside a `Task`.
    @Test func noExampleSubscribesInsideATask() throws {
        let root = PinnedData.repository
        var files = ["README.md", "Docs-draft-ios-README.md"].map(root.appendingPathComponent)
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        let sources = FileManager.default.enumerator(
            at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
        while let url = sources?.nextObject() as? URL {
            if ["md", "swift"].contains(url.pathExtension) { files.append(url) }
        }
        var offenders: [String] = []
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            for block in Self.taskBlocks(in: text) where block.contains("snapshots()") {
                offenders.append("\(url.lastPathComponent): \(block.prefix(80))")
            }
        }
        #expect(files.count > 50)
        #expect(offenders.isEmpty, "\(offenders)")
    }

    /// The bodies of `Task { … }` and `Task.detached { … }` in `text`, braces matched.
    static func taskBlocks(in text: String) -> [Substring] {
        var blocks: [Substring] = []
        var rest = text[...]
        while let found = rest.range(of: "Task") {
            rest = rest[found.upperBound...]
            var open = rest.startIndex
            if rest.hasPrefix(".detached") { open = rest.index(open, offsetBy: ".detached".count) }
            while open < rest.endIndex, rest[open] == " " { open = rest.index(after: open) }
            guard open < rest.endIndex, rest[open] == "{" else { continue }
            var depth = 0
            var index = open
            while index < rest.endIndex {
                if rest[index] == "{" { depth += 1 }
                if rest[index] == "}" {
                    depth -= 1
                    if depth == 0 { break }
                }
                index = rest.index(after: index)
            }
            blocks.append(rest[open..<index])
        }
        return blocks
    }
}
