public import LanguageTags
internal import WireDocuments

/// The product's language policy: which locales the app supports, its default, the aliases
/// and language defaults the product has approved, and a version that changes with them.
///
/// A policy is validated when made: every tag is well-formed and canonicalized, the default,
/// alias targets and language-default targets are supported, no two supported locales are the
/// same after canonicalization, and no alias key is itself supported. Load one from the JSON
/// app teams write with ``init(json:)-(String)``.
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
    /// The alias keys whose change of script a person approved (`approvedScriptFallbacks`:
    /// `sr-Cyrl` → `sr-Latn` shows Latin to a person who asked for Cyrillic), canonical, sorted.
    /// An alias whose target has another script than its key's maximized one and is not listed
    /// here is an error to `langpolicy lint` and every command that reads the policy.
    public var approvedScriptFallbacks: [LanguageTag] { index.approvedScriptFallbacks }
    /// The policy's version; raise it when the supported set or the rules change.
    public var policyVersion: Int { index.policyVersion }

    /// The largest policy version, 2⁵³ − 1: JSON readers (doubles) carry every whole number up
    /// to it exactly and no larger one (9007199254740993 reads as …992), so a version reads
    /// back as written.
    public static let maximumPolicyVersion = (1 << 53) - 1

    /// Everything, in one immutable object: copying a policy is one reference.
    let index: MatchIndex

    /// A policy of `supportedLocales` (in the policy's order) with `productDefault`, approved
    /// `aliases` (a request's key → a supported target) and `languageDefaults` (a language, or a
    /// language and script → a supported target), the alias keys whose change of script is
    /// approved (`approvedScriptFallbacks`), at `policyVersion`.
    ///
    /// - Throws: ``PolicyError`` with every problem found (the paths are those of the policy's
    ///   JSON form: `$.supportedLocales[2]`, `$.aliases["en-AU"]`).
    public init(
        supportedLocales: [LanguageTag], productDefault: LanguageTag, aliases: [LanguageTag: LanguageTag] = [:],
        languageDefaults: [LanguageTag: LanguageTag] = [:], approvedScriptFallbacks: [LanguageTag] = [],
        policyVersion: Int
    ) throws(PolicyError) {
        var draft = PolicyDraft()
        let root = DocumentPath.root
        let list = root.appending("supportedLocales")
        for (position, tag) in supportedLocales.enumerated() {
            draft.supported.append(draft.entry(tag, at: .element(of: list, position)))
        }
        draft.productDefault = draft.entry(productDefault, at: .at(root.appending("productDefault")))
        for (key, target) in aliases {
            let text = key.description
            let path = root.appending("aliases").appending(text)
            draft.aliases.append((draft.entry(key, text: text, at: .at(path)), draft.entry(target, at: .at(path))))
        }
        for (key, target) in languageDefaults {
            let text = key.description
            let path = root.appending("languageDefaults").appending(text)
            draft.languageDefaults.append(
                (draft.entry(key, text: text, at: .at(path)), draft.entry(target, at: .at(path))))
        }
        let approvals = root.appending("approvedScriptFallbacks")
        for (position, key) in approvedScriptFallbacks.enumerated() {
            draft.approvedScriptFallbacks.append(draft.entry(key, at: .element(of: approvals, position)))
        }
        draft.setPolicyVersion(policyVersion, at: root.appending("policyVersion"))
        try self.init(draft)
    }

    /// The policy of a draft read from JSON or given in Swift, or every problem it has.
    init(_ draft: PolicyDraft) throws(PolicyError) {
        var draft = draft
        // Lookups by tag and by key, not searches of the list: a policy of n locales and
        // rules is checked in linear time.
        var supported: [LanguageTag] = []
        var supportedLocations: [PolicyDraft.Location] = []
        var positions: [LanguageTag: Int] = [:]
        if draft.supported.isEmpty, let path = draft.supportedPath {
            draft.problems.append(.noSupportedLocales(path: path))
        }
        for entry in draft.supported {
            guard let tag = entry.tag else { continue }
            if let earlier = positions[tag] {
                draft.problems.append(
                    .duplicateSupportedLocale(
                        path: entry.path, value: entry.text, sameAs: supportedLocations[earlier].path))
                continue
            }
            positions[tag] = supported.count
            supported.append(tag)
            supportedLocations.append(entry.location)
        }
        let supportedKeys = supported.map { MatchKey(canonical: $0) }
        var firstPositions: [LocaleIdentity: Int] = [:]
        for position in supported.indices.reversed() {
            firstPositions[LocaleIdentity(supportedKeys[position], supported[position].variants)] = position
        }

        // A tag that names a supported locale given unusably (malformed, or the list itself
        // missing or empty) is not reported again as unsupported: the first problem says it.
        let unusable = Set(draft.supported.filter { $0.tag == nil }.map(\.text))
        let listUsable = draft.supportedPath != nil && !draft.supported.isEmpty
        func isUnsupported(_ entry: PolicyDraft.Entry, _ tag: LanguageTag) -> Bool {
            positions[tag] == nil && listUsable && !unusable.contains(entry.text)
        }
        let defaultTag = draft.productDefault?.tag
        if let entry = draft.productDefault, let tag = entry.tag, isUnsupported(entry, tag) {
            draft.problems.append(.unsupportedProductDefault(path: entry.path, value: entry.text))
        }

        var aliasPairs: [(key: LanguageTag, target: LanguageTag)] = []
        var aliasPaths: [AliasIdentity: DocumentPath] = [:]
        for (keyEntry, targetEntry) in draft.aliases.sorted(by: { $0.key.text < $1.key.text }) {
            guard let key = keyEntry.tag, let target = targetEntry.tag else { continue }
            let path = keyEntry.path
            let identity = AliasIdentity(key)
            if let earlier = aliasPaths[identity] {
                draft.problems.append(.duplicateAlias(path: path, sameAs: earlier))
                continue
            }
            aliasPaths[identity] = path
            if let shadow = firstPositions[LocaleIdentity(MatchKey(canonical: key), key.variants)] {
                draft.problems.append(.aliasSourceIsSupported(path: path, supported: draft.supported[shadow].text))
                continue
            }
            guard positions[target] != nil else {
                if isUnsupported(targetEntry, target) {
                    draft.problems.append(.unsupportedAliasTarget(path: path, target: targetEntry.text))
                }
                continue
            }
            aliasPairs.append((key, target))
        }

        var defaultPairs: [(key: LanguageTag, target: LanguageTag)] = []
        var defaultPaths: [LanguageTag: DocumentPath] = [:]
        for (keyEntry, targetEntry) in draft.languageDefaults.sorted(by: { $0.key.text < $1.key.text }) {
            guard let key = keyEntry.tag else { continue }
            let path = keyEntry.path
            if let earlier = defaultPaths[key] {
                draft.problems.append(.duplicateLanguageDefault(path: path, sameAs: earlier))
                continue
            }
            defaultPaths[key] = path
            guard key.region == nil, key.variants.isEmpty, !key.language.isUndetermined else {
                draft.problems.append(.invalidLanguageDefaultKey(path: path))
                continue
            }
            guard let target = targetEntry.tag else { continue }
            guard let targetIndex = positions[target] else {
                if isUnsupported(targetEntry, target) {
                    draft.problems.append(.unsupportedLanguageDefaultTarget(path: path, target: targetEntry.text))
                }
                continue
            }
            let targetKey = supportedKeys[targetIndex]
            guard targetKey.language == key.language.packed, key.script == nil || key.script?.packed == targetKey.script
            else {
                draft.problems.append(.languageDefaultMismatch(path: path, target: targetEntry.text))
                continue
            }
            defaultPairs.append((key, target))
        }

        guard draft.problems.isEmpty, let defaultTag, let policyVersion = draft.policyVersion else {
            throw PolicyError(PolicyDraft.inDocumentOrder(draft.problems))
        }
        // Rules in the order of their canonical keys, however they are written (`de-ch`,
        // `de-CH`, a deprecated `de-QU`): ``aliases`` and ``languageDefaults`` list them so, and
        // a policy reads back equal from its own JSON.
        aliasPairs = aliasPairs.map { ($0.key.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        defaultPairs = defaultPairs.map { ($0.key.description, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        let approvals = Set(draft.approvedScriptFallbacks.compactMap(\.tag)).sorted { $0.description < $1.description }
        self.index = MatchIndex(
            supported: supported, productDefault: defaultTag, aliases: aliasPairs, languageDefaults: defaultPairs,
            approvedScriptFallbacks: approvals, policyVersion: policyVersion)
    }
}

/// A policy's parts as given (read from JSON or passed in Swift), each with its path, and the
/// problems found so far: validation adds its own and reports them all at once.
struct PolicyDraft {
    /// A tag as given, and its canonical form when it is usable in a policy.
    struct Entry {
        /// The text as given (nil for a tag given as a `LanguageTag`).
        let given: String?
        let tag: LanguageTag?
        let location: Location

        /// The tag as given, or written.
        var text: String { given ?? tag?.description ?? "" }
        /// Where it is in the policy's JSON form.
        var path: DocumentPath { location.path }
    }

    /// Where an entry is: its path, or an element of a list (put together only for a problem).
    enum Location {
        case at(DocumentPath)
        case element(of: DocumentPath, Int)

        var path: DocumentPath {
            switch self {
            case .at(let path): path
            case .element(let list, let index): list.appending(index)
            }
        }
    }

    var supported: [Entry] = []
    /// Where `supportedLocales` is, when it was given (an absent list is a problem already).
    var supportedPath: DocumentPath? = DocumentPath.root.appending("supportedLocales")
    var productDefault: Entry?
    var aliases: [(key: Entry, target: Entry)] = []
    var languageDefaults: [(key: Entry, target: Entry)] = []
    var approvedScriptFallbacks: [Entry] = []
    var policyVersion: Int?
    var problems: [PolicyError.Problem] = []

    /// The entry of a tag given as text, parsed; a problem is recorded when it is not usable.
    mutating func entry(_ text: String, at path: DocumentPath) -> Entry {
        do {
            return entry(try LanguageTag(parsing: text), text: text, at: .at(path))
        } catch {
            problems.append(.malformedTag(path: path, value: text, error: error))
            return Entry(given: text, tag: nil, location: .at(path))
        }
    }

    /// The entry of a parsed tag; a problem is recorded when it is not usable in a policy.
    mutating func entry(_ tag: LanguageTag, text: String? = nil, at location: Location) -> Entry {
        guard tag.extensions.isEmpty, tag.privateUse.isEmpty else {
            problems.append(.extensionsNotAllowed(path: location.path, value: text ?? tag.description))
            return Entry(given: text ?? tag.description, tag: nil, location: location)
        }
        let canonical = tag.canonicalized()
        guard canonical.namesLanguage else {
            problems.append(.namesNoLanguage(path: location.path, value: text ?? tag.description))
            return Entry(given: text ?? tag.description, tag: nil, location: location)
        }
        // A tag given as a tag is written only if a problem needs it.
        return Entry(given: text ?? (canonical == tag ? nil : tag.description), tag: canonical, location: location)
    }

    /// `problems` in the order of the policy's keys (`supportedLocales`, `productDefault`,
    /// `aliases`, `languageDefaults`, `approvedScriptFallbacks`, `policyVersion`, `schemaVersion`, then unknown
    /// keys), each key's in the order found.
    static func inDocumentOrder(_ problems: [PolicyError.Problem]) -> [PolicyError.Problem] {
        let order = [
            "supportedLocales", "productDefault", "aliases", "languageDefaults", "approvedScriptFallbacks",
            "policyVersion", "schemaVersion",
        ]
        // The first of the policy's keys on the path (a policy inside a request is at `$.policy`).
        func rank(_ problem: PolicyError.Problem) -> Int {
            for case .key(let key) in problem.path.components {
                if let rank = order.firstIndex(of: key) { return rank }
            }
            return problem.path.components.isEmpty ? -1 : order.count
        }
        // Within a key, by the position of the element (`supportedLocales[2]` before `[3]`).
        func position(_ problem: PolicyError.Problem) -> Int {
            for case .index(let index) in problem.path.components { return index }
            return -1
        }
        return problems.enumerated().sorted {
            (rank($0.element), position($0.element), $0.offset) < (rank($1.element), position($1.element), $1.offset)
        }.map(\.element)
    }

    /// Sets the version, or records why it is not one.
    mutating func setPolicyVersion(_ version: Int, at path: DocumentPath) {
        guard (0...AppLanguagePolicy.maximumPolicyVersion).contains(version) else {
            problems.append(.invalidPolicyVersion(path: path, found: "\(version)"))
            return
        }
        policyVersion = version
    }
}

extension AppLanguagePolicy: Equatable {
    public static func == (lhs: AppLanguagePolicy, rhs: AppLanguagePolicy) -> Bool {
        lhs.supportedLocales == rhs.supportedLocales && lhs.productDefault == rhs.productDefault
            && lhs.aliases.elementsEqual(rhs.aliases, by: { $0 == $1 })
            && lhs.languageDefaults.elementsEqual(rhs.languageDefaults, by: { $0 == $1 })
            && lhs.approvedScriptFallbacks == rhs.approvedScriptFallbacks && lhs.policyVersion == rhs.policyVersion
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
