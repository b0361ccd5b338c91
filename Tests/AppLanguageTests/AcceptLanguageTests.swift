import AppLanguage
import Testing

@Suite struct AcceptLanguageTests {
    @Test(arguments: [
        ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", ["fr-CH", "fr", "en", "de"]),
        ("en;q=0.5, ja, zh-Hant;q=0.5", ["ja", "en", "zh-Hant"]),
        ("  DE-de ;  Q=1.000 ,,en-US;q=0", ["DE-de"]),
        ("", []),
        ("*", []),
        ("sr-Latn-RS, sr;q=0.001", ["sr-Latn-RS", "sr"]),
    ])
    func ordersByQualityKeepingTheHeadersOrderForTies(_ header: String, _ expected: [String]) throws {
        #expect(try AcceptLanguage(header).languages == expected)
    }

    @Test func theWildcardAcceptsAnyLanguageWithoutNamingOne() throws {
        #expect(try AcceptLanguage("fr, *;q=0.1").acceptsAnyLanguage)
        #expect(!(try AcceptLanguage("fr, *;q=0").acceptsAnyLanguage))
        #expect(!(try AcceptLanguage("fr").acceptsAnyLanguage))
    }

    @Test func malformedEntriesAreSkippedAndReported() throws {
        let header = try AcceptLanguage("en;q=2, e n, ;q=0.5, fr;level=1, de;q=0.1234, x-y-1, ja")
        #expect(header.languages == ["x-y-1", "ja"])
        #expect(
            header.skipped.map(\.description) == [
                #""en;q=2": "2" is not a quality from 0 to 1 with at most 3 decimals"#,
                #""e n": not a language range"#,
                #"";q=0.5": no language range"#,
                #""fr;level=1": the parameter "level=1" is not a quality (q=0.8)"#,
                #""de;q=0.1234": "0.1234" is not a quality from 0 to 1 with at most 3 decimals"#,
            ])
    }

    @Test func headersPastTheLimitsAreRefused() {
        #expect(throws: AcceptLanguageError.tooLong(bytes: 5000)) {
            try AcceptLanguage(String(repeating: "a", count: 5000))
        }
        #expect(throws: AcceptLanguageError.tooManyEntries(65)) {
            try AcceptLanguage(Array(repeating: "en", count: 65).joined(separator: ","))
        }
    }

    /// A service decides as the app does: the synced choice first, then the header's order.
    @Test func aServiceDecidesAsTheAppDoes() throws {
        let header = try AcceptLanguage("zh-HK, en;q=0.8")
        let policy = AppLanguagePolicy.example
        #expect(policy.resolve(ResolutionContext(deviceLanguages: header.languages)).effectiveLocale == "zh-Hant")
        let synced = AppLanguageRecord.userChoice("es", policyVersion: 3, at: .now)
        let decision = policy.resolve(ResolutionContext(savedUserChoice: synced, deviceLanguages: header.languages))
        #expect(decision.effectiveLocale == "es" && decision.source == .savedUserChoice)
    }
}
