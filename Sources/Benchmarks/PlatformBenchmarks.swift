import AppLanguage
import LanguageTags
import PlatformModels

/// `Benchmarks platforms`: the policy's decision beside Apple's and Android's selection.
enum PlatformBenchmarks {
    static func run() throws {
        let policy = try AppLanguagePolicy(
            supportedLocales: ResolveBenchmarks.builtInSupported.map { try LanguageTag(parsing: $0) },
            productDefault: tag("en"), policyVersion: 1)
        let check = try PlatformCheck(policy: policy)
        let contexts = ResolveBenchmarks.builtInWorkload().map { ResolutionContext(deviceLanguages: $0.preferences) }
        var checksum = Checksum()
        for context in contexts {
            let comparison = check.compare(context)
            checksum.add("\(comparison.apple.shown ?? "-") \(comparison.android.folder ?? "-")")
        }
        // One context through the policy and both platforms' models (a 30-locale policy).
        benchmark("platforms-compare", operations: contexts.count, rounds: 5, extra: "checksum=\(checksum.hex)") {
            contexts.reduce(0) { sum, context in
                let comparison = check.compare(context)
                return sum &+ (comparison.apple.agrees ? 1 : 0) &+ (comparison.android.agrees ? 2 : 0)
            }
        }
        // A population report of 100,000 device lists, remedies included.
        let population = DevicePopulation(
            entries: ResolveBenchmarks.builtInWorkload(count: 100_000).map {
                DevicePopulation.Entry(context: ResolutionContext(deviceLanguages: $0.preferences))
            })
        let report = check.populationReport(population)
        benchmark(
            "platforms-population-100k", operations: 1, rounds: 3,
            extra:
                "disagreements=\(report.disagreements.count) apple=\(report.appleAgreeing) android=\(report.androidAgreeing)"
        ) {
            check.populationReport(population).disagreements.count
        }
    }
}
