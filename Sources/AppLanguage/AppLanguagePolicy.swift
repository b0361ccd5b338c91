import LanguageTags

/// The product's language policy: which locales the app supports, its default, the aliases
/// and language defaults the product has approved, and a version that changes with them.
///
/// A policy is validated when made: every tag is well-formed and canonicalized, the default,
/// alias targets and language-default targets are supported, no two supported locales are the
/// same after canonicalization, and no alias key is itself supported. Load one from the JSON
/// app teams write with ``init(json:)``.
///
/// ```swift
/// let policy = try AppLanguagePolicy(
///     supportedLocales: ["en", "en-GB", "fr", "zh-Hans", "zh-Hant", "pt-BR"],
///     productDefault: "en",
///     aliases: ["en-AU": "en-GB"],
///     languageDefaults: ["pt": "pt-BR"],
///     policyVersion: 3)
/// let decision = policy.resolve(ResolutionContext(deviceLanguages: ["zh-HK", "en"]))
/// decision.effectiveLocale   // zh-Hant
/// ```
public struct AppLanguagePolicy: Sendable {
    /// The supported locales, canonicalized, in the policy's order.
    public var supportedLocales: [LanguageTag] { index.tags }
    /// The locale used when no preference matches.
    public var productDefault: LanguageTag { index.productDefault }
    /// Approved aliases, key → supported target, in the order of the canonical keys.
    public var aliases: [(key: LanguageTag, target: LanguageTag)] { index.aliasPairs }
    /// Approved language defaults, language (or language and script) → supported target, in
    /// the order of the canonical keys.
    public var languageDefaults: [(key: LanguageTag, target: LanguageTag)] { index.languageDefaultPairs }
    /// The policy's version; raise it when the supported set or the rules change.
    public var policyVersion: Int { index.policyVersion }

    /// The largest policy version, 2⁵³ − 1: JSON readers (doubles) carry every whole number up
    /// to it exactly and no larger one (9007199254740993 reads as …992), so a version reads
    /// back as written.
    public static let maximumPolicyVersion = (1 << 53) - 1

    /// Everything, in one immutable object: copying a policy is one reference.
    let index: MatchIndex

    /// A policy from tags given as strings; throws the first problem found.
    public init(
        supportedLocales: [String], productDefault: String, aliases: [String: String] = [:],
        languageDefaults: [String: String] = [:], policyVersion: Int
    ) throws(PolicyError) {
        func parse(_ text: String, at path: @autoclosure () -> String) throws(PolicyError) -> LanguageTag {
            let tag: LanguageTag
            do {
                tag = try LanguageTag(parsing: text)
            } catch {
                throw .malformedTag(path: path(), value: text, error: error)
            }
            guard tag.extensions.isEmpty, tag.privateUse.isEmpty else {
                throw .extensionsNotAllowed(path: path(), value: text)
            }
            let canonical = tag.canonicalized()
            guard canonical.namesLanguage else { throw .namesNoLanguage(path: path(), value: text) }
            return canonical
        }
        guard (0...Self.maximumPolicyVersion).contains(policyVersion) else {
            throw .invalidPolicyVersion(found: "\(policyVersion)")
        }
        guard !supportedLocales.isEmpty else { throw .noSupportedLocales }

        // Lookups by tag and by key, not searches of the list: a policy of n locales and
        // rules is checked in linear time.
        var supported: [LanguageTag] = []
        var positions: [LanguageTag: Int] = [:]
        for (position, text) in supportedLocales.enumerated() {
            let tag = try parse(text, at: "supportedLocales[\(position)]")
            if let earlier = positions[tag] {
                throw .duplicateSupportedLocale(
                    path: "supportedLocales[\(position)]", value: text,
                    sameAs: "supportedLocales[\(earlier)] \"\(supportedLocales[earlier])\"")
            }
            positions[tag] = position
            supported.append(tag)
        }
        let supportedKeys = supported.map { MatchKey(canonical: $0) }
        var firstPositions: [LocaleIdentity: Int] = [:]
        for position in supported.indices.reversed() {
            firstPositions[LocaleIdentity(supportedKeys[position], supported[position].variants)] = position
        }

        let defaultTag = try parse(productDefault, at: "productDefault")
        guard positions[defaultTag] != nil else { throw .unsupportedProductDefault(productDefault) }

        var aliasPairs: [(key: LanguageTag, target: LanguageTag)] = []
        var aliasPaths: [AliasIdentity: String] = [:]
        for (keyText, targetText) in aliases.sorted(by: { $0.key < $1.key }) {
            let path = "aliases[\"\(keyText)\"]"
            let key = try parse(keyText, at: path)
            let target = try parse(targetText, at: path)
            let keyMatch = MatchKey(canonical: key)
            let identity = AliasIdentity(key)
            if let earlier = aliasPaths[identity] { throw .duplicateAlias(path: path, sameAs: earlier) }
            aliasPaths[identity] = path
            if let shadow = firstPositions[LocaleIdentity(keyMatch, key.variants)] {
                throw .aliasSourceIsSupported(path: path, supported: supportedLocales[shadow])
            }
            guard positions[target] != nil else { throw .unsupportedAliasTarget(path: path, target: targetText) }
            aliasPairs.append((key, target))
        }

        var defaultPairs: [(key: LanguageTag, target: LanguageTag)] = []
        var defaultPaths: [LanguageTag: String] = [:]
        for (keyText, targetText) in languageDefaults.sorted(by: { $0.key < $1.key }) {
            let path = "languageDefaults[\"\(keyText)\"]"
            let key = try parse(keyText, at: path)
            if let earlier = defaultPaths[key] { throw .duplicateLanguageDefault(path: path, sameAs: earlier) }
            defaultPaths[key] = path
            let target = try parse(targetText, at: path)
            guard key.region == nil, key.variants.isEmpty, !key.language.isUndetermined else {
                throw .invalidLanguageDefaultKey(path: path)
            }
            guard let targetIndex = positions[target] else {
                throw .unsupportedLanguageDefaultTarget(path: path, target: targetText)
            }
            let targetKey = supportedKeys[targetIndex]
            guard targetKey.language == key.language.packed, key.script == nil || key.script?.packed == targetKey.script
            else {
                throw .languageDefaultMismatch(path: path, target: targetText)
            }
            defaultPairs.append((key, target))
        }

        // Rules in the order of their canonical keys, however they are written (`de-ch`,
        // `de-CH`, a deprecated `de-QU`): ``aliases`` and ``languageDefaults`` list them so, and
        // a policy reads back equal from its own JSON.
        aliasPairs = aliasPairs.map { ($0.key.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        defaultPairs = defaultPairs.map { ($0.key.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        self.index = MatchIndex(
            supported: supported, productDefault: defaultTag, aliases: aliasPairs, languageDefaults: defaultPairs,
            policyVersion: policyVersion)
    }
}

extension AppLanguagePolicy: Equatable {
    public static func == (lhs: AppLanguagePolicy, rhs: AppLanguagePolicy) -> Bool {
        lhs.supportedLocales == rhs.supportedLocales && lhs.productDefault == rhs.productDefault
            && lhs.aliases.elementsEqual(rhs.aliases, by: { $0 == $1 })
            && lhs.languageDefaults.elementsEqual(rhs.languageDefaults, by: { $0 == $1 })
            && lhs.policyVersion == rhs.policyVersion
    }
}

/// What an alias key covers: its scope and the maximized subtags that scope compares, so that
/// `en-AU` and `en-Latn-AU` are the same key.
private struct AliasIdentity: Hashable {
    let scope: MatchIndex.Scope
    let key: MatchKey
    let variants: [LanguageTag.Variant]

    init(_ tag: LanguageTag) {
        scope = MatchIndex.Scope(tag)
        let maximal = MatchKey(canonical: tag)
        switch scope {
        case .locale: key = maximal
        case .languageAndScript: key = maximal.languageAndScript
        case .language: key = maximal.languageOnly
        }
        variants = tag.variants
    }
}
