// A service choosing an email's language with the app's own policy file, from the user's
// synced record and the request's Accept-Language header: the same decision the app makes.
import Foundation
import LanguagePolicy

let policy = try AppLanguagePolicy(
    json: #"""
        { "supportedLocales": ["en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"],
          "productDefault": "en", "aliases": { "en-AU": "en-GB", "sr-Cyrl": "sr-Latn" },
          "approvedScriptFallbacks": ["sr-Cyrl"], "languageDefaults": { "pt": "pt-BR" }, "policyVersion": 3 }
        """#)

/// The language of an email to a user: their synced choice, else their browser's languages.
func emailLanguage(syncedPayload: String?, acceptLanguage: String) throws -> AppLanguageDecision {
    let header = try AcceptLanguage(acceptLanguage)
    for skipped in header.skipped { print("  skipped \(skipped)") }
    let choice = try syncedPayload.map { try AppLanguageSyncPayload(json: $0).userChoice } ?? nil
    return policy.resolve(ResolutionContext(savedUserChoice: choice, deviceLanguages: header.languages))
}

var state = AppLanguageState()
state.setUserChoice(
    try LanguageTag(parsing: "pt-BR"), policyVersion: 3, at: try Timestamp(iso8601: "2026-09-03T09:00:00Z"))
let synced = state.syncPayload.json

for (payload, header) in [
    (nil, "zh-HK, zh;q=0.9, en;q=0.8"), (nil, "pt-PT;q=0.9, en;q=0.5"), (synced, "en-US, en;q=0.9"),
    (nil, "de-CH, de;q=0.9, *;q=0.1"), (nil, "e n, fr-CA;q=0.8"),
] {
    let decision = try emailLanguage(syncedPayload: payload, acceptLanguage: header)
    print(
        "\(header) \(payload == nil ? "" : "+ synced choice ")→ \(decision.effectiveLocale) (\(decision.source.rawValue), \(decision.match.rawValue))"
    )
}

// A tag typed by hand goes through the failable initializer, literal or not: a typo is nil,
// never a crash (LanguageTag has no string-literal conformance).
print("typo: \(LanguageTag("zh-Hant-TW-x").map(\.description) ?? "not a language tag")")
