internal import AppLanguage
internal import LanguageTags
internal import PlatformModels
internal import WireDocuments

extension Bridge {
    /// The language selector's model (`LanguageSelector`) for the decision a request describes,
    /// with names the caller supplies: the core ships no name data (the JNI library stays small,
    /// and Android's `Locale.getDisplayName` has CLDR's names on the device).
    ///
    /// Request: `policy` or `policyId`; `systemAppPreference`, `deviceLanguages` and either
    /// `savedUserChoice` or `state` (the stored state document); `names` (optional): a supported
    /// locale's tag → `{"endonym": "Français", "localized": "French"}`, its name in itself and in
    /// the interface language (the decision's effective locale), either null or absent when
    /// unknown. Answer: `options` (each `locale`, `endonym` — the tag when no name is given —,
    /// `localizedName` — null when unknown or the same as the endonym —, `isCurrent`,
    /// `isScriptFallback`), `interfaceLanguage` and `confirmation`. Options are sorted by
    /// endonym as the core sorts names everywhere: case-insensitive Unicode scalar order, the
    /// same on every platform (not a locale's collation; re-sort with `java.text.Collator` to
    /// follow one). With `installedLanguages` (as for ``androidLocalePlan(_:)``, with its
    /// optional `folders` and `defaultLanguage`), the answer also has `notInstalled`: the options'
    /// locales whose strings ship in a language split that is not installed, so that picking
    /// one would show another folder until it is (`notInstalledLocales(of:policy:options:)`).
    ///
    /// ```swift
    /// Bridge.languageSelector(#"{"policyId": "policy-…", "deviceLanguages": ["fr-CA"], "names": {"fr": {"endonym": "français", "localized": null}}}"#)
    /// // {"confirmation":null,"interfaceLanguage":"fr","options":[{"endonym":"en","isCurrent":false,…},…],"schemaVersion":1}
    /// ```
    package static func languageSelector(_ request: String) -> String {
        answer(request, keys: decisionContextKeys + ["defaultLanguage", "folders", "installedLanguages", "names"]) {
            request in
            let policy = try policy(of: request)
            let decision = policy.resolve(try decisionContext(of: request))
            let names = try SuppliedNames(request.optional("names"), interfaceLanguage: decision.effectiveLocale)
            let selector = LanguageSelector(policy: policy, decision: decision, names: names)
            let notInstalled = try notInstalledLocales(
                of: request, policy: policy, options: selector.options.map(\.locale))
            return SelectorAnswer(notInstalled: notInstalled, selector: selector).jsonText()
        }
    }
}

extension Bridge {
    /// Of `options`, the locales a user's pick of which would be ``AndroidLocalePlan/notInstalled``
    /// on the device the request describes; nil when the request gives no `installedLanguages`.
    static func notInstalledLocales(of request: JSONFields, policy: AppLanguagePolicy, options: [LanguageTag])
        throws -> [LanguageTag]?
    {
        guard let installed = try installedLanguages(of: request) else { return nil }
        let planner = try androidPlanner(of: request, policy: policy)
        let device = try ResolutionContext(members: request).deviceLanguages
        return options.filter { locale in
            let pick = AppLanguageRecord.userChoice(
                locale, policyVersion: policy.policyVersion, at: Timestamp(secondsSince1970: 0))
            let context = ResolutionContext(savedUserChoice: pick, deviceLanguages: device)
            return planner.plan(context, installedLanguages: installed).notInstalled == true
        }
    }
}

/// The names a selector request supplies, as `LanguageNaming`: a locale's endonym, and its
/// name in the interface language; no name in any other language.
struct SuppliedNames: LanguageNaming {
    private var endonyms: [LanguageTag: String] = [:]
    private var localized: [LanguageTag: String] = [:]
    private let interfaceLanguage: LanguageTag

    /// The names of `element` (an object of tag → names, or nil for none), the localized ones
    /// in `interfaceLanguage`.
    init(_ element: JSONElement?, interfaceLanguage: LanguageTag) throws(DocumentError) {
        self.interfaceLanguage = interfaceLanguage
        guard let fields = try element?.object(allowing: nil) else { return }
        var keys: [LanguageTag: String] = [:]
        for key in fields.keys {
            let member = try fields.required(key)
            let tag: LanguageTag
            do {
                tag = try LanguageTag(parsing: key).canonicalized()
            } catch {
                throw DocumentError(path: member.path, .malformedTag(key, error))
            }
            if let other = keys.updateValue(key, forKey: tag) {
                throw member.invalid("\(JSONQuoting.quoted(key)) names the same locale as \(JSONQuoting.quoted(other))")
            }
            let names = try member.object(allowing: ["endonym", "localized"])
            endonyms[tag] = try names.optional("endonym")?.string()
            localized[tag] = try names.optional("localized")?.string()
        }
    }

    func name(of tag: LanguageTag, in displayLanguage: LanguageTag) -> String? {
        if displayLanguage == tag { return endonyms[tag] }
        return displayLanguage == interfaceLanguage ? localized[tag] : nil
    }
}
