public import LanguageTags
public import WireDocuments

/// Why a policy cannot be used: every problem found, not only the first, each naming the JSON
/// path of the offending value (`$.aliases["en-AU"]`) and the value, because app teams write
/// policies by hand and fix them in one pass.
///
/// ```swift
/// do {
///     _ = try AppLanguagePolicy(json: #"{"supportedLocales": ["en", "xx-!"], "productDefault": "fr", "policyVersion": 3}"#)
/// } catch {
///     print(error)
///     // $.supportedLocales[1]: "xx-!" is not a language tag: …
///     // $.productDefault: "fr" is not one of supportedLocales
/// }
/// ```
public struct PolicyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every problem found, in document order (at least one).
    public let problems: [Problem]

    /// An error of `problems`, which must not be empty.
    public init(_ problems: [Problem]) {
        precondition(!problems.isEmpty, "a policy error has at least one problem")
        self.problems = problems
    }

    /// One problem per line.
    public var description: String { problems.map(\.description).joined(separator: "\n") }

    /// One thing wrong with a policy, and where.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// The text is not JSON, or a value has the wrong type, or a key is missing, unknown
        /// or repeated.
        case document(DocumentError)
        /// A value that is not a well-formed language tag.
        case malformedTag(path: DocumentPath, value: String, error: LanguageTagError)
        /// A tag with extensions or private use, which language matching ignores.
        case extensionsNotAllowed(path: DocumentPath, value: String)
        /// A tag that names no language (`und`, `und-TW`, `mul`): a policy speaks of languages.
        case namesNoLanguage(path: DocumentPath, value: String)
        /// `supportedLocales` is empty.
        case noSupportedLocales(path: DocumentPath)
        /// Two supported locales are the same tag after canonicalization (`iw` and `he`).
        case duplicateSupportedLocale(path: DocumentPath, value: String, sameAs: DocumentPath)
        /// `productDefault` is not one of `supportedLocales`.
        case unsupportedProductDefault(path: DocumentPath, value: String)
        /// Two alias keys cover the same requests (`en-AU` and `en-Latn-AU`, or the same tag
        /// after canonicalization).
        case duplicateAlias(path: DocumentPath, sameAs: DocumentPath)
        /// An alias key that is itself supported, so the alias could never apply.
        case aliasSourceIsSupported(path: DocumentPath, supported: String)
        /// An alias whose target is not one of `supportedLocales`.
        case unsupportedAliasTarget(path: DocumentPath, target: String)
        /// Two `languageDefaults` keys are the same after canonicalization.
        case duplicateLanguageDefault(path: DocumentPath, sameAs: DocumentPath)
        /// A `languageDefaults` key that is not a language or a language and script.
        case invalidLanguageDefaultKey(path: DocumentPath)
        /// A `languageDefaults` target that is not one of `supportedLocales`.
        case unsupportedLanguageDefaultTarget(path: DocumentPath, target: String)
        /// A `languageDefaults` target of another language or script than its key.
        case languageDefaultMismatch(path: DocumentPath, target: String)
        /// `policyVersion` is not an integer from 0 to ``AppLanguagePolicy/maximumPolicyVersion``.
        case invalidPolicyVersion(path: DocumentPath, found: String)

        /// Where the problem is.
        public var path: DocumentPath {
            switch self {
            case .document(let error): error.path
            case .malformedTag(let path, _, _), .extensionsNotAllowed(let path, _), .namesNoLanguage(let path, _),
                .noSupportedLocales(let path), .duplicateSupportedLocale(let path, _, _),
                .unsupportedProductDefault(let path, _), .duplicateAlias(let path, _),
                .aliasSourceIsSupported(let path, _), .unsupportedAliasTarget(let path, _),
                .duplicateLanguageDefault(let path, _), .invalidLanguageDefaultKey(let path),
                .unsupportedLanguageDefaultTarget(let path, _), .languageDefaultMismatch(let path, _),
                .invalidPolicyVersion(let path, _):
                path
            }
        }

        /// What is wrong, without the path (a document error's own description).
        public var message: String {
            switch self {
            case .document(let error): "\(error)"
            case .malformedTag(_, let value, let error): "\"\(value)\" is not a language tag: \(error)"
            case .extensionsNotAllowed(_, let value):
                "\"\(value)\" has extensions or private use, which language matching ignores; remove them"
            case .namesNoLanguage(_, let value):
                "\"\(value)\" names no language (und, mul, zxx, mis, or a region or script alone)"
            case .noSupportedLocales: "the list is empty"
            case .duplicateSupportedLocale(_, let value, let sameAs):
                "\"\(value)\" is the same locale as \(sameAs) after canonicalization"
            case .unsupportedProductDefault(_, let value): "\"\(value)\" is not one of supportedLocales"
            case .duplicateAlias(_, let sameAs):
                "covers the same requests as \(sameAs) (the same key after canonicalization and likely subtags)"
            case .aliasSourceIsSupported(_, let supported):
                "the alias key is itself supported (as \"\(supported)\"), so the alias could never apply"
            case .unsupportedAliasTarget(_, let target):
                "target \"\(target)\" is not one of supportedLocales"
            case .duplicateLanguageDefault(_, let sameAs):
                "the same key as \(sameAs) after canonicalization"
            case .invalidLanguageDefaultKey:
                "a language default's key must be a language (\"pt\") or a language and script (\"zh-Hant\")"
            case .unsupportedLanguageDefaultTarget(_, let target):
                "target \"\(target)\" is not one of supportedLocales"
            case .languageDefaultMismatch(_, let target):
                "target \"\(target)\" has another language or script than its key"
            case .invalidPolicyVersion(_, let found):
                "expected an integer from 0 to 2^53 - 1, found \(found)"
            }
        }

        /// `path: message`, or a document error's own description.
        public var description: String {
            if case .document(let error) = self { return "\(error)" }
            return "\(path): \(message)"
        }
    }
}
