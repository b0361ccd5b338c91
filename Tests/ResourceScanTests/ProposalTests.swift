import AppLanguage
import LanguageTags
import PlatformModels
import TestSupport
import Testing

@testable import ResourceScan

/// A policy proposed from what an app ships: its locales, the development language as the
/// default, the language defaults and aliases a lint would suggest.
@Suite("Proposing a policy from resources")
struct ProposalTests {
    static func proposal(_ directories: [String]) throws -> PolicyProposal {
        try PolicyProposal(inventory: ResourceInventory(scanning: directories, assumingDevelopmentLanguage: "en"))
    }

    @Test func takesTheLocalesWithStringsAndTheDevelopmentLanguage() throws {
        let proposal = try Self.proposal([InventoryTests.xcode, InventoryTests.gradle])
        #expect(proposal.policy.productDefault == "en")
        // zh-hans.lproj and values-zh are one locale once maximized, and two folders each
        // platform loads: both are kept.
        #expect(
            proposal.policy.supportedLocales.map(\.description) == [
                "en", "de", "es", "fil", "fr", "he", "id", "pt-BR", "sr", "sr-Latn", "zh", "zh-Hans", "zh-TW",
            ])
        // The Gradle project's localeFilters strip values-de, values-en-rGB and values-pt-rBR: en-GB is
        // left out (de and pt-BR stay, for the Xcode project ships them).
        #expect(
            proposal.notes.suffix(3).map { String($0.prefix { $0 != "(" }) } == [
                "kept de, which other localizations ship, though the build's locale filters ",
                "left out values-en-rGB of :app: the build's locale filters ",
                "kept pt-BR, which other localizations ship, though the build's locale filters ",
            ])
        #expect(
            Array(proposal.notes.dropLast(3)) == [
                "left out values-es-r419: aapt2 rejects r419, which is no qualifier it knows at that place; a numeric "
                    + "region needs the b+ form: values-b+es+419",
                "left out values-en-rXA: en-XA is Android's pseudo-locale (accented English), for testing",
                "left out qqq.lproj: qqq is a private-use language code (translatewiki.net's message documentation), "
                    + "no app language",
                "left out values-qqq: qqq is a private-use language code (translatewiki.net's message documentation), "
                    + "no app language",
                "left out values-und: und is the undetermined language, no app language",
                "left out values-ji: it has no strings",
                "kept zh-Hans (zh-hans.lproj) beside zh: one locale once maximized, which the policy decides as zh; "
                    + "each is a folder the platform loads (--prune keeps one)",
            ])
        // Its lint says what the note says.
        #expect(
            proposal.policy.lint().map(\.description) == [
                "$.supportedLocales: zh-Hans is the same locale as zh after likely subtags and is never chosen"
            ])
        // Asked to prune, it keeps the first and says so.
        let pruned = try PolicyProposal(
            inventory: ResourceInventory(
                scanning: [InventoryTests.xcode, InventoryTests.gradle], assumingDevelopmentLanguage: "en"),
            prune: true)
        #expect(!pruned.policy.supportedLocales.contains("zh-Hans"))
        #expect(pruned.notes.contains("left out zh-hans.lproj (--prune): zh-Hans is zh once maximized"))
        #expect(pruned.policy.lint().isEmpty)
    }

    /// Issue 28, item 4: the proposal is the app's — not a `Settings.bundle`'s or a package's
    /// locales (before: Kit's de was proposed), not a folder the build's filters strip (before:
    /// proposed, then an error when the app was scanned with the proposal).
    @Test func proposesWhatTheAppShipsOnly() throws {
        let tree = try SectionTests.twoAppsAndABundleTree()
        let apple = try Self.proposal([tree.path + "/ios"])
        #expect(apple.policy.supportedLocales.map(\.description) == ["en", "fr"])
        #expect(
            apple.notes == [
                "nothing declares the development language: en is the default",
                "left out Kit's de.lproj: a bundle of its own that follows the app's language, not one of the app's "
                    + "languages",
            ])
        let phone = try Self.proposal([tree.path + "/android/phone", tree.path + "/android/core"])
        #expect(phone.policy.supportedLocales.map(\.description) == ["en", "fr"])
        #expect(phone.notes.last?.hasPrefix("left out values-de of phone: the build's locale filters") == true)
    }

    /// Issue 28, item 4: `values-diq`, `-mhr`, `-pnb` and `-sh` are proposed in CLDR's form
    /// (zza, chm, lah, sr-Latn), which Android's folder matching does not share: said, no longer
    /// silently (`values-iw`, which Android reads as `he`, needs no word).
    @Test func saysWhenCLDRsFormIsNotTheFoldersOnAndroid() throws {
        let strings = "<resources><string name=\"a\">a</string></resources>"
        let tree = try TemporaryTree(
            Dictionary(
                uniqueKeysWithValues: ["values", "values-diq", "values-mhr", "values-pnb", "values-sh", "values-iw"].map
                {
                    ("app/src/main/res/\($0)/strings.xml", strings)
                }))
        let proposal = try Self.proposal([tree.path])
        #expect(
            proposal.policy.supportedLocales.map(\.description) == ["en", "chm", "he", "lah", "sr-Latn", "zza"])
        let renamed = proposal.notes.filter { $0.hasPrefix("proposed ") }.map { $0.prefix { $0 != ":" } }
        #expect(
            renamed == [
                "proposed chm for values-mhr", "proposed lah for values-pnb", "proposed sr-Latn for values-sh",
                "proposed zza for values-diq",
            ])
    }

    @Test func proposesLanguageDefaultsAndTheAliasesEveryPlatformAgreesOn() throws {
        // Apple's parent map sends en-AU, en-IN… to en-GB, and so does Android's tree where
        // values/ is not English of a US-like region.
        let tree = try TemporaryTree([
            "ios/App.xcodeproj/project.pbxproj": "{ objects = { 1 = { developmentRegion = en; }; }; }",
            "ios/en.lproj/Localizable.strings": #""a" = "A";"#,
            "ios/en-GB.lproj/Localizable.strings": #""a" = "A";"#,
            "ios/pt-BR.lproj/Localizable.strings": #""a" = "A";"#,
            "ios/pt-PT.lproj/Localizable.strings": #""a" = "A";"#,
        ])
        let policy = try Self.proposal([tree.path]).policy
        #expect(policy.supportedLocales.map(\.description) == ["en", "en-GB", "pt-BR", "pt-PT"])
        #expect(policy.languageDefaults.map { "\($0.key) \($0.target)" } == ["pt pt-BR"])
        let aliases = Dictionary(
            uniqueKeysWithValues: policy.aliases.map { ($0.key.description, $0.target.description) })
        #expect(aliases["en-AU"] == "en-GB")
        #expect(aliases["en-IN"] == "en-GB")
        #expect(aliases["en-CA"] == nil)
        #expect(aliases["pt-AO"] == "pt-PT")
        #expect(policy.lint().isEmpty)
    }

    @Test(.requires(PinnedData.has(FixtureAppTests.tusky), PinnedData.missing(FixtureAppTests.tusky)))
    func proposesForTusky() throws {
        let proposal = try Self.proposal([try PinnedData.url(FixtureAppTests.tusky).path])
        #expect(proposal.notes.contains("nothing declares the development language: en is the default"))
        #expect(proposal.policy.supportedLocales.first == "en")
        #expect(proposal.policy.languageDefaults.map { "\($0.key) \($0.target)" }.contains("zh-Hant zh-TW"))
    }

    /// Every locale of CLDR's likely subtags (each side of each of its 7738 entries, those that
    /// name a language), as device tags.
    static func cldrLocales() throws -> [LanguageTag] {
        let text = try PinnedData.text("cldr/likelySubtags.xml")
        var tags: Set<String> = []
        for line in text.split(separator: "\n") where line.contains("<likelySubtag ") {
            for attribute in ["from=\"", "to=\""] {
                guard let start = line.range(of: attribute) else { continue }
                let value = line[start.upperBound...].prefix { $0 != "\"" }
                tags.insert(value.replacingOccurrences(of: "_", with: "-"))
            }
        }
        return tags.sorted().compactMap { LanguageTag($0) }.filter { !$0.language.isUndetermined }
    }

    /// The property the proposal promises: for every supported-locale set of the fixture apps
    /// and every CLDR locale as the device's language, the decision keeps the device's
    /// maximized script whenever the app supports a locale of that language and script
    /// (`zh-Hant-US` gets `zh-Hant`, never `zh-Hans` by a proposed alias).
    @Test(
        .requires(PinnedData.has(FixtureAppTests.kiwix), PinnedData.missing(FixtureAppTests.kiwix)),
        arguments: [
            FixtureAppTests.kiwix, FixtureAppTests.iceCubes, FixtureAppTests.newPipe, FixtureAppTests.tusky,
        ])
    func proposalNeverCrossesTheDevicesScript(app: String) throws {
        let policy = try Self.proposal([try PinnedData.url(app).path]).policy
        let scripts = Set(policy.supportedLocales.compactMap { $0.maximized() }.map { "\($0.language)-\($0.script!)" })
        let devices = try Self.cldrLocales()
        #expect(devices.count > 7000)
        var checked = 0
        for device in devices {
            guard let maximal = device.maximized(), let script = maximal.script,
                scripts.contains("\(maximal.language)-\(script)")
            else { continue }
            checked += 1
            let decision = policy.resolve(deviceLanguages: [device])
            #expect(
                decision.effectiveLocale.maximized()?.script == script,
                "\(app): \(device) (\(maximal)) gets \(decision.effectiveLocale) by \(decision.match)")
        }
        #expect(checked > 100)
        // No alias the proposal makes changes the script, so lint finds nothing to approve.
        #expect(!policy.lint().contains { if case .unapprovedScriptFallback = $0 { true } else { false } })
    }

    /// `policy from-resources | lint` leaves no policy edit: every language default and alias
    /// lint's platform check would suggest is in the proposal ("pt": "pt-BR" where pt-BR is
    /// Portuguese's only locale, "nb": "nb-NO", en-DG → en-GB), and lint warns about none of
    /// the rules it made.
    @Test(
        .requires(PinnedData.has(FixtureAppTests.kiwix), PinnedData.missing(FixtureAppTests.kiwix)),
        arguments: [
            FixtureAppTests.kiwix, FixtureAppTests.iceCubes, FixtureAppTests.newPipe, FixtureAppTests.tusky,
        ])
    func lintLeavesNoPolicyEditInTheProposal(app: String) throws {
        let policy = try Self.proposal([try PinnedData.url(app).path]).policy
        let edits = try PlatformCheck(policy: policy).lint().filter { warning in
            let fix = warning.remedy?.description ?? ""
            return fix.hasSuffix("to the policy") || fix.hasSuffix("in the policy")
        }
        #expect(edits.map(\.description) == [], "\(app)")
        let rules = policy.lint().filter {
            switch $0 {
            case .unreachableLocale: false
            default: true
            }
        }
        #expect(rules == [], "\(app)")
    }
}
