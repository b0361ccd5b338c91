import AppLanguage
import LanguagePolicyJSON
import TestSupport
import Testing

@testable import PlatformComparison

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
