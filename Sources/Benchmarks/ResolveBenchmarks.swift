import AppLanguage
import Foundation
import LanguageTags
import WireDocuments

/// `Benchmarks resolve [--workload FILE]`: app-language decisions.
enum ResolveBenchmarks {
    /// One line of a workload file: `{"supported": [...], "preferences": [...], "default": "en"}`.
    struct WorkloadLine {
        let supported: [String]
        let preferences: [String]
        let `default`: String
    }

    struct Item {
        let policy: AppLanguagePolicy
        let preferences: [String]
        let parsed: [LanguageTag]
    }

    static func run(workload path: String?) throws {
        let lines = try path.map(readWorkload) ?? builtInWorkload()
        var policies: [String: AppLanguagePolicy] = [:]
        var items: [Item] = []
        for (number, line) in lines.enumerated() {
            let key = line.supported.joined(separator: ",") + "|" + line.default
            if policies[key] == nil {
                do {
                    policies[key] = try AppLanguagePolicy(
                        supportedLocales: line.supported.map { try LanguageTag(parsing: $0) },
                        productDefault: LanguageTag(parsing: line.default), policyVersion: 1)
                } catch {
                    throw BenchmarkError(description: "workload line \(number + 1): \(error)")
                }
            }
            items.append(
                Item(
                    policy: policies[key]!, preferences: line.preferences,
                    parsed: line.preferences.compactMap { try? LanguageTag(parsing: $0) }))
        }
        print(
            "resolve-workload: \(items.count) decisions, \(policies.count) policies\(path.map { " from \($0)" } ?? " (built in)")"
        )

        var checksum = Checksum()
        for item in items {
            checksum.add(
                item.policy.resolve(ResolutionContext(deviceLanguages: item.preferences)).effectiveLocale.description)
        }
        var parsedChecksum = Checksum()
        for item in items {
            parsedChecksum.add(item.policy.resolve(deviceLanguages: item.parsed).effectiveLocale.description)
        }
        benchmark("resolve-strings", operations: items.count, rounds: 11, extra: "checksum=\(checksum.hex)") {
            items.reduce(0) { $0 &+ Self.sink($1.policy.resolve(ResolutionContext(deviceLanguages: $1.preferences))) }
        }
        benchmark("resolve-parsed", operations: items.count, rounds: 11, extra: "checksum=\(parsedChecksum.hex)") {
            items.reduce(0) { $0 &+ Self.sink($1.policy.resolve(deviceLanguages: $1.parsed)) }
        }
        let supported = builtInSupported.compactMap { try? LanguageTag(parsing: $0) }
        let aliases = [tag("en-AU"): tag("en-GB"), tag("sr-Cyrl"): tag("sr-Latn")]
        let languageDefaults = [tag("pt"): tag("pt-BR")]
        benchmark("policy-build-30", operations: 200, rounds: 11) {
            var sink = 0
            for _ in 0..<200 {
                let policy = try? AppLanguagePolicy(
                    supportedLocales: supported, productDefault: tag("en"),
                    aliases: aliases, languageDefaults: languageDefaults, policyVersion: 1)
                sink &+= policy?.supportedLocales.count ?? 0
            }
            return sink
        }
    }

    /// A value that depends on the decision, cheap to compute, so the work is not discarded.
    static func sink(_ decision: AppLanguageDecision) -> Int {
        decision.effectiveLocale.hashValue &+ (decision.scriptFallback ? 1 : 0)
    }

    static func readWorkload(_ path: String) throws -> [WorkloadLine] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BenchmarkError(description: "cannot read \(path)")
        }
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated().compactMap {
            number, line in
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            do {
                let fields = try JSONElement.parse(String(line)).object(allowing: [
                    "default", "preferences", "supported",
                ])
                return WorkloadLine(
                    supported: try fields.required("supported").strings(),
                    preferences: try fields.required("preferences").strings(),
                    default: try fields.required("default").string())
            } catch {
                throw BenchmarkError(description: "\(path):\(number + 1): \(error)")
            }
        }
    }

    /// A 30-locale policy, as a large app ships.
    static let builtInSupported = [
        "en", "en-GB", "fr", "fr-CA", "de", "es", "es-419", "it", "pt-BR", "pt-PT", "nl", "sv", "da", "nb", "fi", "pl",
        "cs", "ru", "uk", "tr", "el", "he", "ar", "hi", "th", "vi", "id", "ja", "ko", "zh-Hans",
    ]

    /// `count` device lists of 1–4 tags drawn from device locales of many regions (seeded, so
    /// every run decides the same lists).
    static func builtInWorkload(count: Int = 10_000) -> [WorkloadLine] {
        var random = SplitMix(seed: 2026)
        let pool = tagCorpus.filter { (try? LanguageTag(parsing: $0)) != nil }
        return (0..<count).map { _ in
            let count = Int.random(in: 1...4, using: &random)
            return WorkloadLine(
                supported: builtInSupported, preferences: (0..<count).map { _ in pool.randomElement(using: &random)! },
                default: "en")
        }
    }
}

/// SplitMix64: a seeded generator, so the built-in workload is the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
