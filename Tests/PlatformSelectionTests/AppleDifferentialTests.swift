import Foundation
import PlatformSelection
import TestSupport
import Testing

/// The model against Apple ICU's own `ualoc_localizationsToUse` (the toolchain's
/// `lib_FoundationICU`) on random realistic cases; `LANGPOLICY_DIFFERENTIAL_CASES` sets how
/// many (10,000 by default).
@Suite struct AppleDifferentialTests {
    static let cases = ProcessInfo.processInfo.environment["LANGPOLICY_DIFFERENTIAL_CASES"].flatMap(Int.init) ?? 10_000

    @Test(.enabled(if: PlatformOracles.appleExact.isAvailable, PlatformOracles.appleExact.unavailable))
    func sameAsApple() throws {
        var random = SeededRandom(seed: 0x5EED_A991E)
        var inputs: [(preferences: [String], available: [String])] = []
        for _ in 0..<Self.cases {
            inputs.append(
                (AppleCaseGenerator.preferences(using: &random), AppleCaseGenerator.localizations(using: &random)))
        }
        let lines = inputs.map {
            AppleCaseGenerator.oracleList($0.preferences) + "\t" + AppleCaseGenerator.oracleList($0.available)
        }
        let answers = try PlatformOracles.appleExact.run(lines)
        try #require(answers.count == inputs.count)
        var differences = 0
        for (input, answer) in zip(inputs, answers) {
            let field = answer.split(separator: "\t", omittingEmptySubsequences: false).last ?? ""
            let expected = field.split(separator: ",").compactMap { Int($0) }
            let match = AppleLocalizationMatcher(available: input.available).localizationsToUse(for: input.preferences)
            if match.indices != expected {
                differences += 1
                if differences <= 20 {
                    Issue.record(
                        "\(input.preferences) with \(input.available): Apple \(expected), model \(match.indices)")
                }
            }
        }
        #expect(differences == 0, "\(differences) of \(inputs.count) cases differ")
    }
}
