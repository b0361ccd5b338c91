import AppLanguage
import LanguagePolicyInternals
import TestSupport
import Testing

@testable import PlatformModels

/// Population files, and reports that account for every device once per platform.
@Suite("Platforms: population reports")
struct PopulationTests {
    @Test func readsListsAndObjects() throws {
        let population = try DevicePopulation(
            jsonLines: """
                ["fr-CA", "en-CA"]

                {"device": ["pt-PT", "en"], "system": ["pt-BR"], "count": 120}
                """)
        #expect(population.entries.count == 2)
        #expect(population.entries[0] == .init(context: ResolutionContext(deviceLanguages: ["fr-CA", "en-CA"])))
        #expect(population.entries[1].count == 120)
        #expect(population.entries[1].context.systemAppPreference == ["pt-BR"])
    }

    @Test(arguments: [
        (#"["fr", 3]"#, "line 1: $[1]: expected a string, found 3"),
        (
            "[]\n{\"device\": [\"fr\"], \"count\": 0}",
            "line 2: $.count: expected an integer from 1 to 2147483647, found 0"
        ),
        (#"{"devices": ["fr"]}"#, "line 1: $.devices: unknown key (allowed: count, device, system)"),
        ("[\"fr\"]\n[\"fr\"", "line 2: not valid JSON: unexpected end of text at line 1, column 6"),
    ])
    func namesTheBadLine(text: String, message: String) {
        #expect(throws: DevicePopulationError.self) { try DevicePopulation(jsonLines: text) }
        #expect((try? DevicePopulation(jsonLines: text)) == nil)
        do {
            _ = try DevicePopulation(jsonLines: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func accountsForEveryDeviceOncePerPlatform() throws {
        let check = try PlatformCheck(policy: .example)
        var entries = DevicePopulation.builtIn.entries
        entries[0] = .init(context: entries[0].context, count: 1000)
        let report = check.populationReport(DevicePopulation(entries: entries))
        #expect(report.lists == entries.count)
        #expect(report.devices == entries.count - 1 + 1000)
        for platform in Platform.allCases {
            let disagreeing = report.disagreements.filter { $0.platform == platform }.reduce(0) { $0 + $1.count }
            #expect(report.agreeing(on: platform) + disagreeing == report.devices)
        }
        #expect(report.disagreements.map(\.count) == report.disagreements.map(\.count).sorted(by: >))
        #expect(Set(report.disagreements).count == report.disagreements.count)
    }

    /// A disagreement is the platform, the decided locale, the platform's choice and what removes
    /// it, never the device: the example policy's built-in report is a handful of groups, the
    /// regional English devices one group per platform with one alias remedy for all of them.
    @Test func groupsAcrossDeviceLanguages() throws {
        let check = try PlatformCheck(policy: .example)
        let report = check.populationReport(.builtIn)
        #expect(report.disagreements.count == 8)
        for platform in Platform.allCases {
            let languages = report.disagreements.filter { $0.platform == platform }.flatMap(\.deviceLanguages)
            #expect(Set(languages).count == languages.count, "a device language in two \(platform) groups")
        }
        let english = try #require(report.disagreements.first { $0.platform == .apple && $0.platformChoice == "en-GB" })
        #expect(english.policyLocale == "en")
        #expect(english.count == 79)
        #expect(english.deviceLanguages.count == 79)
        #expect(english.examples.count == PopulationDisagreement.exampleLimit)
        #expect(english.examples.map { $0.deviceLanguages[0] } == Array(english.deviceLanguages.prefix(3)))
        let aliases = try #require(english.remedies.first)
        guard case .allOf(let each) = aliases else {
            Issue.record("expected one remedy with an alias per device language, got \(aliases)")
            return
        }
        #expect(each.compactMap(\.aliasSource).map(\.description) == english.deviceLanguages)
        #expect(
            aliases.description.hasPrefix("approve the aliases en-AG, en-AI, en-AT, en-BB, en-BE and 74 more → en-GB"))
        let text = report.description
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("  e.g. ") }.count == report.disagreements.count)
    }

    @Test func everyGroupRemedyRemovesItsDisagreementForEveryExample() throws {
        let policy = try AppLanguagePolicy(
            supportedLocales: ["en", "en-GB", "es", "es-MX", "pt-BR", "zh-Hant", "sr", "sr-Latn"], productDefault: "en",
            policyVersion: 1)
        for check in [try PlatformCheck(policy: .example), try PlatformCheck(policy: policy)] {
            for disagreement in check.populationReport(.builtIn).disagreements {
                for remedy in disagreement.remedies {
                    let changed = try #require(check.applying(remedy))
                    for example in disagreement.examples {
                        #expect(changed.compare(example).agrees(on: disagreement.platform), "\(remedy) on \(example)")
                    }
                }
            }
        }
    }

    @Test func isTheSameEveryRun() throws {
        let check = try PlatformCheck(policy: .example)
        let first = check.populationReport(.builtIn).jsonText(pretty: false)
        #expect(check.populationReport(.builtIn).jsonText(pretty: false) == first)
        SchemaSamples.record(first, as: "population-report")
    }

    @Test func theBuiltInPopulationCoversTheMajorLanguages() {
        let first = Set(DevicePopulation.builtIn.entries.compactMap { $0.context.deviceLanguages.first })
        for locale in [
            "en-US", "en-AU", "fr-FR", "es-MX", "es-419", "pt-BR", "zh-CN", "zh-TW", "zh-HK", "ja-JP",
            "ar-EG", "hi-IN", "ru-RU", "sr-RS", "sr-ME", "af-ZA",
        ] {
            #expect(first.contains(locale), "\(locale)")
        }
    }
}
