import AppLanguage
import LanguagePolicy
import LanguageTags
import Synchronization
import Testing

/// A small name table, so the selector's behaviour is tested apart from ICU's data.
struct TableNames: LanguageNaming {
    let names: [String: String] = [
        "en|en": "English", "en-GB|en-GB": "English (UK)", "fr|fr": "français", "es|es": "español",
        "zh-Hans|zh-Hans": "中文（简体）", "zh-Hant|zh-Hant": "中文（繁體）", "pt-BR|pt-BR": "português (Brasil)",
        "sr-Latn|sr-Latn": "srpski (latinica)", "fr|sr-Latn": "francuski", "sr-Latn|fr": "serbe (latin)",
    ]

    func name(of tag: LanguageTag, in displayLanguage: LanguageTag) -> String? { names["\(tag)|\(displayLanguage)"] }
}

@Suite struct SelectorAndContextTests {
    let policy = AppLanguagePolicy.example

    @Test func listsEveryLanguageByEndonymWithTheCurrentOneMarked() {
        let decision = policy.resolve(ResolutionContext(deviceLanguages: ["sr-Cyrl"]))
        let selector = LanguageSelector(policy: policy, decision: decision, names: TableNames())
        #expect(
            selector.options.map(\.endonym) == [
                "English", "English (UK)", "español", "français", "português (Brasil)", "srpski (latinica)", "中文（简体）",
                "中文（繁體）",
            ])
        #expect(selector.current?.locale.description == "sr-Latn")
        #expect(selector.current?.isScriptFallback == true, "the approved script fallback is shown")
        #expect(selector.options.first { $0.locale.description == "fr" }?.localizedName == "francuski")
        #expect(selector.options.filter(\.isCurrent).count == 1)
        #expect(selector.confirmation == nil)
    }

    @Test func carriesTheConfirmationOfAnUnsupportedSavedChoice() throws {
        let saved = AppLanguageRecord.userChoice(
            try LanguageTag(parsing: "de"), policyVersion: 2, at: .init(secondsSince1970: 0))
        let decision = policy.resolve(ResolutionContext(savedUserChoice: saved, deviceLanguages: ["fr"]))
        let selector = LanguageSelector(policy: policy, decision: decision, names: TableNames())
        #expect(selector.confirmation?.savedChoice == saved)
        #expect(selector.current?.locale.description == "fr")
    }

    @Test func keepsLanguageApartFromFormatting() throws {
        let decision = policy.resolve(ResolutionContext(deviceLanguages: ["fr-CA"]))
        let context = EffectiveLocaleContext(
            decision: decision,
            formatting: FormattingPreferences(deviceLocale: try LanguageTag(parsing: "en-US-u-hc-h23-ca-gregory")))
        #expect(context.current.language.description == "fr")
        #expect(context.current.formatting.description == "fr-US-u-ca-gregory-hc-h23")
        #expect(context.current.acceptLanguage == "fr")
    }

    @Test(arguments: [
        ("en-GB", "en-GB, en;q=0.9"), ("zh-Hant", "zh-Hant"), ("pt-BR", "pt-BR, pt;q=0.9"), ("sr-Latn", "sr-Latn"),
    ])
    func acceptLanguageNeverChangesTheScript(_ effective: String, _ expected: String) throws {
        let decision = policy.resolve(ResolutionContext(deviceLanguages: [effective]))
        #expect(decision.effectiveLocale.description == effective)
        let context = EffectiveLocaleContext(decision: decision, formatting: FormattingPreferences(region: nil))
        #expect(context.current.acceptLanguage == expected)
        #expect(context.current.formatting == decision.effectiveLocale)
    }

    /// A `@MainActor` consumer (a formatter cache, a view model) follows the context's
    /// snapshots from another actor's changes: the current one first, then each change, in order.
    /// It takes the stream before its task runs, so nothing has to wait for the task to start.
    @Test func aMainActorConsumerReceivesUpdatesInOrder() async {
        let context = EffectiveLocaleContext(
            decision: policy.resolve(ResolutionContext(deviceLanguages: ["fr"])),
            formatting: FormattingPreferences(region: nil))
        let cache = FormatterCache()
        let updates = context.snapshots()
        let following = Task { @MainActor in
            for await snapshot in updates {
                cache.rebuild(for: snapshot)
                if cache.rebuilt.count == 4 { break }
            }
        }
        await Task.detached {
            context.apply(policy.resolve(ResolutionContext(deviceLanguages: ["fr"])))  // the same: no change
            context.apply(policy.resolve(ResolutionContext(deviceLanguages: ["es"])))
            context.apply(FormattingPreferences(region: LanguageTag.Region("MX")))
            context.apply(policy.resolve(ResolutionContext(deviceLanguages: ["zh-TW"])))
        }.value
        await following.value
        #expect(await cache.rebuilt == ["fr", "es", "es-MX", "zh-Hant-MX"])
    }

    /// A follower's stream ends when its context goes away: a service or a test that follows a
    /// context to the end of its work finishes its task instead of leaking it.
    @Test func theSnapshotsEndWhenTheContextGoesAway() async {
        let policy = AppLanguagePolicy.example
        var context: EffectiveLocaleContext? = EffectiveLocaleContext(
            decision: policy.resolve(ResolutionContext(deviceLanguages: ["fr"])),
            formatting: FormattingPreferences(region: nil))
        let updates = context!.snapshots()
        let following = Task {
            var seen: [String] = []
            for await snapshot in updates { seen.append(snapshot.language.description) }
            return seen
        }
        context?.apply(policy.resolve(ResolutionContext(deviceLanguages: ["es"])))
        context = nil
        #expect(await following.value == ["fr", "es"], "the loop ends after the last snapshot")
    }

    /// A follower that holds its context (so the context cannot go away first) ends when the
    /// context is finished; a stream taken afterwards gives the current snapshot and ends.
    @Test func theSnapshotsEndWhenTheContextIsFinished() async {
        let policy = AppLanguagePolicy.example
        let context = EffectiveLocaleContext(
            decision: policy.resolve(ResolutionContext(deviceLanguages: ["fr"])),
            formatting: FormattingPreferences(region: nil))
        let updates = context.snapshots()
        let following = Task {
            var seen: [String] = []
            for await snapshot in updates { seen.append("\(snapshot.language)/\(context.current.language)") }
            return seen
        }
        context.apply(policy.resolve(ResolutionContext(deviceLanguages: ["es"])))
        context.finish()
        let seen = await following.value
        #expect(seen.count == 2 && seen.last?.hasPrefix("es/") == true, "\(seen)")
        context.apply(policy.resolve(ResolutionContext(deviceLanguages: ["zh-TW"])))
        #expect(context.current.language == "zh-Hant")
        var late: [String] = []
        for await snapshot in context.snapshots() { late.append(snapshot.language.description) }
        #expect(late == ["zh-Hant"])
    }

    /// A policy prints what it holds, not its index.
    @Test func aPolicyPrintsWhatItHolds() throws {
        let policy = try AppLanguagePolicy(
            supportedLocales: ["en", "en-GB", "pt-BR"], productDefault: "en", aliases: ["en-AU": "en-GB"],
            languageDefaults: ["pt": "pt-BR"], policyVersion: 3)
        #expect(
            policy.description
                == "AppLanguagePolicy v3: supports en, en-GB, pt-BR (default en); aliases en-AU → en-GB; "
                + "language defaults pt → pt-BR")
        #expect("\(policy)" == policy.description)
    }
}

/// What an app keeps on the main actor and rebuilds when the locale changes.
@MainActor final class FormatterCache {
    private(set) var rebuilt: [String] = []

    func rebuild(for snapshot: EffectiveLocaleContext.Snapshot) { rebuilt.append(snapshot.formatting.description) }
}
