import LanguageTags

/// Why a policy cannot be used. Every case names the JSON key (as a path such as
/// `aliases["en-AU"]`) and the offending value, because app teams write policies by hand.
///
/// ```swift
/// do {
///     _ = try AppLanguagePolicy(json: Data(#"{"supportedLocales": ["en"], "productDefault": "fr"}"#.utf8))
/// } catch {
///     print(error)   // productDefault: "fr" is not one of supportedLocales
/// }
/// ```
public enum PolicyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not JSON.
    case invalidJSON(String)
    /// The document is not a JSON object.
    case notAnObject(found: String)
    /// A required key is absent.
    case missingKey(String)
    /// A key the policy format does not have (a typo, usually).
    case unknownKey(String)
    /// A value of the wrong JSON type.
    case wrongType(path: String, expected: String, found: String)
    /// A value that is not a well-formed language tag.
    case malformedTag(path: String, value: String, error: LanguageTagError)
    /// A tag with extensions or private use, which language matching ignores.
    case extensionsNotAllowed(path: String, value: String)
    /// A tag that names no language (`und`, `und-TW`, `mul`): a policy speaks of languages.
    case namesNoLanguage(path: String, value: String)
    /// Two `languageDefaults` keys are the same after canonicalization.
    case duplicateLanguageDefault(path: String, sameAs: String)
    /// `supportedLocales` is empty.
    case noSupportedLocales
    /// Two supported locales are the same tag after canonicalization (`iw` and `he`).
    case duplicateSupportedLocale(path: String, value: String, sameAs: String)
    /// `productDefault` is not one of `supportedLocales`.
    case unsupportedProductDefault(String)
    /// Two alias keys cover the same requests (`en-AU` and `en-Latn-AU`, or the same tag
    /// after canonicalization).
    case duplicateAlias(path: String, sameAs: String)
    /// An alias key that is itself supported, so the alias could never apply.
    case aliasSourceIsSupported(path: String, supported: String)
    /// An alias whose target is not one of `supportedLocales`.
    case unsupportedAliasTarget(path: String, target: String)
    /// A `languageDefaults` key that is not a language or a language and script.
    case invalidLanguageDefaultKey(path: String)
    /// A `languageDefaults` target that is not one of `supportedLocales`.
    case unsupportedLanguageDefaultTarget(path: String, target: String)
    /// A `languageDefaults` target of another language or script than its key.
    case languageDefaultMismatch(path: String, target: String)
    /// `policyVersion` is not an integer from 0 to ``AppLanguagePolicy/maximumPolicyVersion``.
    case invalidPolicyVersion(found: String)

    public var description: String {
        switch self {
        case .invalidJSON(let reason): "the policy is not valid JSON: \(reason)"
        case .notAnObject(let found): "the policy must be a JSON object, not \(found)"
        case .missingKey(let key): "missing key \"\(key)\""
        case .unknownKey(let key):
            "unknown key \"\(key)\" (a policy has supportedLocales, productDefault, aliases, languageDefaults, policyVersion)"
        case .wrongType(let path, let expected, let found): "\(path): expected \(expected), found \(found)"
        case .malformedTag(let path, let value, let error): "\(path): \"\(value)\" is not a language tag: \(error)"
        case .extensionsNotAllowed(let path, let value):
            "\(path): \"\(value)\" has extensions or private use, which language matching ignores; remove them"
        case .namesNoLanguage(let path, let value):
            "\(path): \"\(value)\" names no language (und, mul, zxx, mis, or a region or script alone)"
        case .duplicateLanguageDefault(let path, let sameAs):
            "\(path): the same key as \(sameAs) after canonicalization"
        case .noSupportedLocales: "supportedLocales: the list is empty"
        case .duplicateSupportedLocale(let path, let value, let sameAs):
            "\(path): \"\(value)\" is the same locale as \(sameAs) after canonicalization"
        case .unsupportedProductDefault(let value): "productDefault: \"\(value)\" is not one of supportedLocales"
        case .duplicateAlias(let path, let sameAs):
            "\(path): covers the same requests as \(sameAs) (the same key after canonicalization and likely subtags)"
        case .aliasSourceIsSupported(let path, let supported):
            "\(path): the alias key is itself supported (as \"\(supported)\"), so the alias could never apply"
        case .unsupportedAliasTarget(let path, let target):
            "\(path): target \"\(target)\" is not one of supportedLocales"
        case .invalidLanguageDefaultKey(let path):
            "\(path): a language default's key must be a language (\"pt\") or a language and script (\"zh-Hant\")"
        case .unsupportedLanguageDefaultTarget(let path, let target):
            "\(path): target \"\(target)\" is not one of supportedLocales"
        case .languageDefaultMismatch(let path, let target):
            "\(path): target \"\(target)\" has another language or script than its key"
        case .invalidPolicyVersion(let found): "policyVersion: expected an integer from 0 to 2^53 - 1, found \(found)"
        }
    }
}
