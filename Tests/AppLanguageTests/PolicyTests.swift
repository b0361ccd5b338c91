import AppLanguage
import Foundation
import LanguageTags
import TestSupport
import Testing

@Suite struct PolicyTests {
    func policy(_ json: String) throws(PolicyError) -> AppLanguagePolicy {
        try AppLanguagePolicy(json: json)
    }

    @Test func loadsTheBriefsExample() throws {
        let policy = try policy(
            """
            { "supportedLocales": ["en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"],
              "productDefault": "en", "aliases": { "en-AU": "en-GB", "en-NZ": "en-GB", "sr-Cyrl": "sr-Latn" },
              "approvedScriptFallbacks": ["sr-Cyrl"],
              "languageDefaults": { "pt": "pt-BR" }, "policyVersion": 3 }
            """)
        #expect(policy == AppLanguagePolicy.example)
        #expect(
            policy.supportedLocales.map(\.description) == [
                "en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn",
            ])
        #expect(policy.aliases.map(\.key.description) == ["en-AU", "en-NZ", "sr-Cyrl"])
        #expect(try AppLanguagePolicy(json: policy.json) == policy, "JSON round trip")
    }

    @Test func canonicalizesItsTags() throws {
        let policy = try policy(
            #"{"supportedLocales": ["iw", "EN_gb", "sh"], "productDefault": "he", "policyVersion": 0}"#)
        #expect(policy.supportedLocales.map(\.description) == ["he", "en-GB", "sr-Latn"])
        #expect(policy.productDefault.description == "he")
    }

    @Test(arguments: [
        ("[]", "$: expected an object, found []"),
        (#"{"productDefault": "en", "policyVersion": 1}"#, "$.supportedLocales: required key is missing"),
        (#"{"supportedLocales": ["en"], "policyVersion": 1}"#, "$.productDefault: required key is missing"),
        (#"{"supportedLocales": ["en"], "productDefault": "en"}"#, "$.policyVersion: required key is missing"),
        (
            #"{"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1, "alias": {}}"#,
            "$.alias: unknown key (allowed: aliases, approvedScriptFallbacks, languageDefaults, policyVersion, productDefault, schemaVersion, supportedLocales)"
        ),
        (
            #"{"supportedLocales": "en", "productDefault": "en", "policyVersion": 1}"#,
            #"$.supportedLocales: expected an array of strings, found "en""#
        ),
        (
            #"{"supportedLocales": ["en", 7], "productDefault": "en", "policyVersion": 1}"#,
            "$.supportedLocales[1]: expected a string, found 7"
        ),
        (
            #"{"supportedLocales": ["en", "en--GB"], "productDefault": "en", "policyVersion": 1}"#,
            #"$.supportedLocales[1]: "en--GB" is not a language tag: empty subtag at offset 3"#
        ),
        (
            #"{"supportedLocales": ["en-u-ca-gregory"], "productDefault": "en", "policyVersion": 1}"#,
            #"""
            $.supportedLocales[0]: "en-u-ca-gregory" has extensions or private use, which language matching ignores; remove them
            $.productDefault: "en" is not one of supportedLocales
            """#
        ),
        (
            #"{"supportedLocales": [], "productDefault": "en", "policyVersion": 1}"#,
            "$.supportedLocales: the list is empty"
        ),
        (
            #"{"supportedLocales": ["in", "id"], "productDefault": "id", "policyVersion": 1}"#,
            #"$.supportedLocales[1]: "id" is the same locale as $.supportedLocales[0] after canonicalization"#
        ),
        (
            #"{"supportedLocales": ["en"], "productDefault": "fr", "policyVersion": 1}"#,
            #"$.productDefault: "fr" is not one of supportedLocales"#
        ),
        (
            #"{"supportedLocales": ["en", "en-GB"], "productDefault": "en", "aliases": {"en-AU": "en-NZ"}, "policyVersion": 1}"#,
            #"$.aliases["en-AU"]: target "en-NZ" is not one of supportedLocales"#
        ),
        (
            #"{"supportedLocales": ["en", "en-GB"], "productDefault": "en", "aliases": {"en-GB": "en"}, "policyVersion": 1}"#,
            #"$.aliases["en-GB"]: the alias key is itself supported (as "en-GB"), so the alias could never apply"#
        ),
        (
            #"{"supportedLocales": ["en", "en-GB"], "productDefault": "en", "aliases": {"en-US": "en-GB"}, "policyVersion": 1}"#,
            #"$.aliases["en-US"]: the alias key is itself supported (as "en"), so the alias could never apply"#
        ),
        (
            #"{"supportedLocales": ["en", "en-GB"], "productDefault": "en", "aliases": {"en-AU": "en-GB", "en-au": "en"}, "policyVersion": 1}"#,
            #"$.aliases["en-au"]: covers the same requests as $.aliases["en-AU"] (the same key after canonicalization and likely subtags)"#
        ),
        (
            #"{"supportedLocales": ["en"], "productDefault": "en", "aliases": {"fr": 3}, "policyVersion": 1}"#,
            #"$.aliases.fr: expected a string, found 3"#
        ),
        (
            #"{"supportedLocales": ["en", "pt-BR"], "productDefault": "en", "languageDefaults": {"pt-PT": "pt-BR"}, "policyVersion": 1}"#,
            #"$.languageDefaults["pt-PT"]: a language default's key must be a language ("pt") or a language and script ("zh-Hant")"#
        ),
        (
            #"{"supportedLocales": ["en", "pt-BR"], "productDefault": "en", "languageDefaults": {"pt": "pt-PT"}, "policyVersion": 1}"#,
            #"$.languageDefaults.pt: target "pt-PT" is not one of supportedLocales"#
        ),
        (
            #"{"supportedLocales": ["en", "pt-BR"], "productDefault": "en", "languageDefaults": {"es": "pt-BR"}, "policyVersion": 1}"#,
            #"$.languageDefaults.es: target "pt-BR" has another language or script than its key"#
        ),
        (
            #"{"supportedLocales": ["en", "sr-Latn"], "productDefault": "en", "languageDefaults": {"sr-Cyrl": "sr-Latn"}, "policyVersion": 1}"#,
            #"$.languageDefaults["sr-Cyrl"]: target "sr-Latn" has another language or script than its key"#
        ),
        (
            #"{"supportedLocales": ["en"], "productDefault": "en", "policyVersion": -1}"#,
            "$.policyVersion: expected an integer from 0 to 2^53 - 1, found -1"
        ),
        (
            #"{"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1.5}"#,
            "$.policyVersion: expected an integer from 0 to 2^53 - 1, found 1.5"
        ),
        // Read exactly as written: 2^53 + 1 is not rounded to 2^53, and is out of range.
        (
            #"{"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 9007199254740993}"#,
            "$.policyVersion: expected an integer from 0 to 2^53 - 1, found 9007199254740993"
        ),
        // The file format's version, not the policy's: a newer format is refused, not guessed at.
        (
            #"{"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1, "schemaVersion": 2}"#,
            "$.schemaVersion: expected an integer from 1 to 1, found 2"
        ),
        (
            #"{"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1, "schemaVersion": "1"}"#,
            #"$.schemaVersion: expected an integer from 1 to 1, found "1""#
        ),
    ])
    func rejectsBadPoliciesNamingPathAndValue(_ json: String, _ expected: String) {
        #expect {
            try policy(json)
        } throws: { error in
            "\(error)" == expected
        }
    }

    /// Every policy the package writes carries the file format's version; a file without it is
    /// read as version 1.
    @Test func policiesCarryTheirFormatsVersion() throws {
        let written = AppLanguagePolicy.example.json
        #expect(written.contains(#""schemaVersion" : 1"#))
        #expect(try AppLanguagePolicy(json: written) == .example)
        let withoutVersion = #"{"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1}"#
        #expect(try AppLanguagePolicy(json: withoutVersion).supportedLocales == ["en"])
    }

    /// `lint` of a file with five mistakes names all five, each with its path, in the order of
    /// the policy's keys, in one pass.
    @Test func everyProblemIsReportedNotOnlyTheFirst() {
        let json = #"""
            { "supportedLocales": ["en", "xx-!!", "en-GB", "iw", "he"],
              "productDefault": "fr",
              "aliases": { "en-AU": "en-NZ" },
              "policyVersion": "3" }
            """#
        #expect {
            try policy(json)
        } throws: { error in
            guard let error = error as? PolicyError else { return false }
            return error.problems.map(\.path.description) == [
                "$.supportedLocales[1]", "$.supportedLocales[4]", "$.productDefault", #"$.aliases["en-AU"]"#,
                "$.policyVersion",
            ]
        }
    }

    /// Found in review: a version JSON cannot carry exactly was accepted from Swift, and the
    /// policy and its records were written rounded. The largest version reads back as written.
    @Test func policyVersionsAreThoseJSONCarriesExactly() throws {
        let largest = AppLanguagePolicy.maximumPolicyVersion
        #expect {
            try AppLanguagePolicy(supportedLocales: ["en"], productDefault: "en", policyVersion: largest + 1)
        } throws: { error in
            "\(error)" == "$.policyVersion: expected an integer from 0 to 2^53 - 1, found \(largest + 1)"
        }
        let policy = try AppLanguagePolicy(supportedLocales: ["en"], productDefault: "en", policyVersion: largest)
        #expect(try AppLanguagePolicy(json: policy.json) == policy)
        let record = AppLanguageRecord.userChoice(policy.productDefault, policyVersion: largest, at: .now)
        #expect(try AppLanguageRecord(jsonText: record.jsonText()) == record)
    }

    @Test func rejectsRepeatedKeysInTheFile() {
        #expect {
            try policy(#"{"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1, "policyVersion": 7}"#)
        } throws: { error in
            "\(error)" == #"$: the key "policyVersion" appears twice"#
        }
    }

    @Test func reportsInvalidJSON() {
        #expect {
            try policy("{ \"supportedLocales\": [")
        } throws: { error in
            "\(error)" == "not valid JSON: unexpected end of text at line 1, column 24"
        }
    }

    @Test func isCodableForAnAppsRemoteConfiguration() throws {
        struct RemoteConfiguration: Codable, Equatable {
            let languagePolicy: AppLanguagePolicy
            let featureFlag: Bool
        }
        let configuration = RemoteConfiguration(languagePolicy: .example, featureFlag: true)
        let data = try JSONEncoder().encode(configuration)
        #expect(try JSONDecoder().decode(RemoteConfiguration.self, from: data) == configuration)
        let broken = Data(
            #"{"featureFlag": true, "languagePolicy": {"supportedLocales": ["en"], "productDefault": "fr", "policyVersion": 1}}"#
                .utf8)
        #expect(throws: PolicyError.self) { try JSONDecoder().decode(RemoteConfiguration.self, from: broken) }
    }

    /// Thousands of locales and aliases, and as many device languages, are checked, indexed,
    /// linted and matched in linear time. Searching the lists instead cost n²: 8,000 locales
    /// with 8,000 aliases took 23 s to build, 15 s to lint and 9 s to resolve 8,000 device
    /// languages against, in a debug build.
    @Test func largePoliciesAreBuiltLintedAndMatchedInLinearTime() throws {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var seen: Set<LanguageTag> = []
        var tags: [String] = []
        for second in letters.prefix(20) {
            for third in letters {
                for region in letters.prefix(2).flatMap({ first in letters.map { "\(first)\($0)" } })
                where tags.count < 18_000 {
                    let text = "q\(second)\(third)-" + region.uppercased()
                    if let tag = LanguageTag(text), seen.insert(tag.canonicalized()).inserted { tags.append(text) }
                }
            }
        }
        #expect(tags.count == 18_000)
        /// `count` supported locales, as many aliases to them and as many device languages,
        /// the last an alias.
        func input(_ count: Int) -> (supported: [String], aliases: [String: String], device: [String]) {
            let supported = Array(tags.prefix(count))
            let aliases = Dictionary(uniqueKeysWithValues: zip(tags.dropFirst(count).prefix(count), supported))
            let device = Array(tags.suffix(count)) + [aliases.keys.sorted()[17]]
            return (supported, aliases, device)
        }
        var decisions: [(AppLanguageDecision, expected: String?)] = []
        let growth = try LinearTime.measure(size: 750, input: input) { input in
            let policy = try AppLanguageTests.policy(
                supported: input.supported, productDefault: input.supported[0], aliases: input.aliases,
                policyVersion: 1)
            #expect(policy.lint().isEmpty)
            decisions.append(
                (policy.resolve(ResolutionContext(deviceLanguages: input.device)), input.aliases[input.device.last!]))
        }
        #expect(growth.isLinear, "\(growth)")
        for (decision, expected) in decisions {
            #expect(decision.match == .alias && decision.effectiveLocale.description == expected)
        }
    }

    @Test func lintWarnsAboutLikelyMistakes() throws {
        let policy = try AppLanguagePolicy(
            supportedLocales: ["en-GB", "en-US", "fr-FR", "fr-CA", "fr", "es-ES", "es-MX", "sr-Latn", "pt", "pt-BR"],
            productDefault: "en-US", aliases: ["sr-Cyrl": "sr-Latn"], languageDefaults: ["es": "es-ES"],
            policyVersion: 1)
        let warnings = policy.lint().map(\.description)
        #expect(warnings.contains { $0.hasPrefix("en-Latn is served by en-GB, en-US but has no language default") })
        #expect(!warnings.contains { $0.hasPrefix("fr-Latn") }, "fr (no region) serves other French regions")
        #expect(!warnings.contains { $0.hasPrefix("es-Latn") }, "a language default covers Spanish")
        #expect(
            warnings.contains {
                $0 == "$.supportedLocales: pt-BR is the same locale as pt after likely subtags and is never chosen"
            })
        #expect(
            warnings.contains { $0.contains("sr-Cyrl → sr-Latn changes the script") && $0.contains("nothing approves") }
        )
        #expect(AppLanguagePolicy.example.lint() == [.aliasCrossesScripts(key: "sr-Cyrl", target: "sr-Latn")])
    }

    /// An alias whose target has another script than its key's maximized one (`zh-US` is
    /// `zh-Hant-US`) is unapproved until `approvedScriptFallbacks` names its key; an approval of
    /// nothing is a warning; the approvals read back from the policy's own JSON.
    @Test func aScriptFallbackNeedsItsApproval() throws {
        let text =
            #"{"supportedLocales": ["en", "zh-Hans", "zh-Hant"], "productDefault": "en", "#
            + #""aliases": {"zh-US": "zh-Hans", "zh-SG": "zh-Hans"}, "policyVersion": 1"#
        let unapproved = try AppLanguagePolicy(json: text + "}")
        #expect(unapproved.lint() == [.unapprovedScriptFallback(key: "zh-US", target: "zh-Hans")])
        #expect(
            unapproved.lint().first?.description
                == #"$.aliases["zh-US"]: zh-US → zh-Hans changes the script (zh-US is zh-Hant-US) and nothing "#
                + #"approves it; remove the alias, or approve it by adding "zh-US" to approvedScriptFallbacks"#)
        let approved = try AppLanguagePolicy(json: text + #", "approvedScriptFallbacks": ["zh-us", "fr"]}"#)
        #expect(approved.approvedScriptFallbacks == ["fr", "zh-US"])
        #expect(
            approved.lint() == [
                .aliasCrossesScripts(key: "zh-US", target: "zh-Hans"), .approvalWithoutScriptFallback("fr"),
            ])
        #expect(try AppLanguagePolicy(json: approved.json) == approved)
        #expect(approved != unapproved)
        #expect(!unapproved.json.contains("approvedScriptFallbacks"), "an empty list is not written")
        #expect(throws: PolicyError.self) {
            try AppLanguagePolicy(json: text + #", "approvedScriptFallbacks": "zh-US"}"#)
        }
    }

    /// Well-formed is not a language: a code no registry assigns is a warning with the codes
    /// one typing slip away, wherever the policy names it; an alias from it changes no script.
    @Test func anUnknownLanguageIsAWarning() throws {
        let policy = try AppLanguagePolicy(
            json: #"{"supportedLocales": ["en", "xx-QQ"], "productDefault": "en", "aliases": {"qq-ZZ": "en"}, "#
                + #""policyVersion": 1}"#)
        #expect(
            policy.lint().map(\.description) == [
                #"$.supportedLocales[1]: xx-QQ has the language code xx, which no language has (the IANA language "#
                    + "subtag registry assigns none); did you mean xh?",
                #"$.aliases["qq-ZZ"]: qq-ZZ has the language code qq, which no language has (the IANA language "#
                    + "subtag registry assigns none); did you mean sq, or qu?",
            ])
        #expect(AppLanguagePolicy.example.lint().allSatisfy { if case .unknownLanguage = $0 { false } else { true } })
    }

    /// A language default covers its target's script only, as in matching: `sr` → `sr-Latn`
    /// serves no Cyrillic request, so Serbian in Cyrillic by region still has no default.
    @Test func aLanguageDefaultSilencesTheWarningForItsTargetsScriptOnly() throws {
        let policy = try AppLanguagePolicy(
            supportedLocales: ["en", "sr-Latn-RS", "sr-Latn-ME", "sr-Cyrl-RS", "sr-Cyrl-BA"], productDefault: "en",
            languageDefaults: ["sr": "sr-Latn-RS"], policyVersion: 1)
        let warnings = policy.lint().map(\.description)
        #expect(
            warnings.contains {
                $0.hasPrefix("sr-Cyrl is served by sr-Cyrl-RS, sr-Cyrl-BA but has no language default")
            })
        #expect(!warnings.contains { $0.hasPrefix("sr-Latn") })
    }
}

@Suite struct PolicyRuleOrderTests {
    func policy(aliases: String) throws -> AppLanguagePolicy {
        try AppLanguagePolicy(
            json:
                #"{"supportedLocales": ["de", "fr", "it"], "productDefault": "de", "aliases": \#(aliases), "policyVersion": 1}"#
        )
    }

    /// Found by FuzzPolicy: rules were ordered by their keys as written, so two spellings of one
    /// policy matched differently, and a policy did not read back equal from its own JSON.
    @Test func ruleOrderDependsOnlyOnTheCanonicalKeys() throws {
        let lower = try policy(aliases: #"{"de-ch": "fr", "de-CH-1996": "it"}"#)
        let upper = try policy(aliases: #"{"de-CH": "fr", "de-CH-1996": "it"}"#)
        #expect(lower == upper)
        #expect(try AppLanguagePolicy(json: lower.json) == lower)
        let context = ResolutionContext(deviceLanguages: ["de-CH-1996"])
        #expect(lower.resolve(context).effectiveLocale == upper.resolve(context).effectiveLocale)
        #expect(lower.resolve(context).effectiveLocale.description == "it", "the alias with the variant wins")
        #expect(lower.resolve(ResolutionContext(deviceLanguages: ["de-CH"])).effectiveLocale.description == "fr")
        let deprecated = try policy(aliases: #"{"de-QU": "fr", "de-CH": "it"}"#)
        #expect(deprecated.aliases.map(\.key.description) == ["de-CH", "de-EU"])
        #expect(try AppLanguagePolicy(json: deprecated.json) == deprecated)
    }
}
