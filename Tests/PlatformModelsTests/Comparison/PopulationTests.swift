import AppLanguage
import TestSupport
import Testing
import WireDocuments

@testable import PlatformModels

/// Population files, and reports that account for every device once per platform.
@Suite("Platforms: population reports")
struct PopulationTests {
    @Test func readsListsAndObjects() throws {
        let population = try DevicePopulation(
            jsonLines: """
                ["fr-CA", "en-CA"]

                {"device": ["pt-PT", "en"], "system": ["pt-BR"], "people": 120}
                {"device": ["de"], "count": 7}
                """)
        #expect(population.entries.count == 3)
        #expect(!population.isEstimated)
        #expect(population.entries[0] == .init(context: ResolutionContext(deviceLanguages: ["fr-CA", "en-CA"])))
        #expect(population.entries[1].people == 120)
        #expect(population.entries[1].context.systemAppPreference == ["pt-BR"])
        #expect(population.entries[2].people == 7, "count is the older name of people")
    }

    @Test(arguments: [
        (#"["fr", 3]"#, "line 1: $[1]: expected a string, found 3"),
        (
            "[]\n{\"device\": [\"fr\"], \"people\": 0}",
            "line 2: $.people: expected an integer from 1 to 2147483647, found 0"
        ),
        (
            #"{"device": ["fr"], "people": 2, "count": 2}"#,
            "line 1: $.count: give people or count (its older name), not both"
        ),
        (#"{"devices": ["fr"]}"#, "line 1: $.devices: unknown key (allowed: count, device, people, system)"),
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

    @Test func accountsForEveryPersonAndListOncePerPlatform() throws {
        let check = try PlatformCheck(policy: .example)
        var entries = DevicePopulation.builtIn.entries.map { DevicePopulation.Entry(context: $0.context) }
        entries[0] = .init(context: entries[0].context, people: 1000)
        let report = check.populationReport(DevicePopulation(entries: entries))
        #expect(report.lists == entries.count)
        #expect(report.people == entries.count - 1 + 1000)
        #expect(!report.isEstimated)
        for platform in Platform.allCases {
            let disagreeing = report.disagreements.filter { $0.platform == platform }
            #expect(report.agreeing(on: platform) + disagreeing.reduce(0) { $0 + $1.people } == report.people)
            #expect(report.agreeingLists(on: platform) + disagreeing.reduce(0) { $0 + $1.lists } == report.lists)
        }
        #expect(report.disagreements.map(\.people) == report.disagreements.map(\.people).sorted(by: >))
        #expect(Set(report.disagreements).count == report.disagreements.count)
    }

    /// The built-in population weighs people, not lists: every list has its people from the
    /// territory data (India's Hindi lists outweigh Antigua's English one), the table's total is
    /// the report's, and the report orders its disagreements by people.
    @Test func theBuiltInPopulationIsWeightedByPeople() throws {
        let population = DevicePopulation.builtIn
        #expect(population.isEstimated)
        func people(_ languages: [String]) -> Int {
            population.entries.first { $0.context.deviceLanguages == languages }?.people ?? -1
        }
        #expect(people(["hi-IN"]) > 100_000_000)
        #expect(people(["en-AG"]) < 1_000_000)
        #expect(people(["hi-IN"]) > 100 * people(["en-AG"]))
        #expect(people(["zh-TW"]) == people(["zh-Hant-TW"]), "one maximized locale shares its speakers")
        #expect(population.entries.allSatisfy { $0.people >= 1 })
        let total = population.entries.reduce(0) { $0 + $1.people }
        #expect(total > 5_000_000_000 && total < 10_000_000_000)
        let report = try PlatformCheck(policy: .example).populationReport(population)
        #expect(report.people == total)
        #expect(report.isEstimated)
        #expect(report.description.contains("people (estimated from CLDR's territory data)"))
        let order = report.disagreements.map { ($0.people, $0.lists) }
        #expect(zip(order, order.dropFirst()).allSatisfy { $0 >= $1 })
        // By lists and by people the shares differ: the weighting is not a constant factor.
        #expect(report.disagreements.contains { abs($0.share - $0.listShare) > 0.01 })
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
        #expect(english.lists == 79)
        #expect(english.deviceLanguages.count == 79)
        #expect(english.deviceLanguages.first == "en-IN", "the most people first")
        #expect(english.examples.count == PopulationDisagreement.exampleLimit)
        #expect(english.examples.map { $0.deviceLanguages[0] } == Array(english.deviceLanguages.prefix(3)))
        let aliases = try #require(english.remedies.first)
        guard case .allOf(let each) = aliases else {
            Issue.record("expected one remedy with an alias per device language, got \(aliases)")
            return
        }
        #expect(each.compactMap(\.aliasSource).map(\.description) == english.deviceLanguages)
        #expect(
            aliases.description.hasPrefix("approve the aliases en-IN, en-PK, en-NG, en-DE, en-TZ and 74 more → en-GB"))
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
