internal import AppLanguage
package import LanguageTags

extension PlatformCheck {
    /// The changes that would make `platform` show what the policy decides for the
    /// comparison's context, smallest first, each applied (`applying(_:)`) and run on that
    /// context: a language default the policy lacks (one entry for the requested language,
    /// whatever the region, as `policy from-resources` proposes), an approved alias (to a supported locale of the same language and likely script that the
    /// platform shows, when the other platform does not start disagreeing), the decided
    /// locale's localization or folder under another name of the same locale, and the platform
    /// option that applies the decision (with the decided locale's localization or folder
    /// added, where the option alone is not enough). Empty when the platform agrees.
    ///
    /// ```swift
    /// let check = try PlatformCheck(policy: policy)
    /// check.remedies(for: check.compare(ResolutionContext(deviceLanguages: ["en-AU"])), on: .apple)
    /// // [approve the alias en-AU → en-GB in the policy, load strings for the decided locale …]
    /// ```
    package func remedies(for comparison: PlatformComparison, on platform: Platform) -> [PlatformRemedy] {
        guard !comparison.agrees(on: platform) else { return [] }
        var remedies: [PlatformRemedy] = []
        if let fallback = languageDefault(for: comparison, on: platform),
            let after = applying(fallback)?.compare(comparison.context), after.agrees(on: platform),
            after.agrees(on: platform.other) || !comparison.agrees(on: platform.other)
        {
            remedies.append(fallback)
        }
        if let alias = alias(for: comparison, on: platform),
            let after = applying(alias)?.compare(comparison.context), after.agrees(on: platform),
            after.agrees(on: platform.other) || !comparison.agrees(on: platform.other)
        {
            remedies.append(alias)
        }
        if let name = names(for: comparison, on: platform).first(where: { fixes($0, comparison, on: platform) }) {
            remedies.append(name)
        }
        let option: PlatformRemedy = platform == .apple ? .policyResolvedMode : .applyDecisionAsAppLocale
        if fixes(option, comparison, on: platform) {
            remedies.append(option)
        } else if let added = addedName(for: comparison.decision.effectiveLocale, on: platform) {
            // Applying the decision needs the decided locale's own resources: on Apple a
            // localization of it, on Android a folder (values/ has no language for Android).
            let both = PlatformRemedy.allOf([added, option])
            if fixes(both, comparison, on: platform) { remedies.append(both) }
        }
        return remedies
    }

    /// The decided locale's localization or folder added under the name Xcode or Android
    /// Studio gives it; nil when the app has it under that name (Apple: under any name).
    private func addedName(for effective: LanguageTag, on platform: Platform) -> PlatformRemedy? {
        switch platform {
        case .apple:
            let has = setup.appleLocalizations.contains {
                setup.appleLocales[$0]??.isSameLocale(as: effective) ?? false
            }
            return has ? nil : .nameAppleLocalization(from: nil, to: effective.xcodeLocalizationName)
        case .android:
            guard let folder = effective.androidQualifier, !setup.androidFolders.contains(folder) else { return nil }
            return .nameAndroidFolder(from: nil, to: folder)
        }
    }

    /// This check with `remedy` applied: the policy, the setup or the options changed; nil when
    /// the change cannot be made (a policy that does not accept the alias, a name Android does
    /// not read).
    ///
    /// ```swift
    /// check.applying(.approveAlias(from: "en-AU", to: "en-GB"))?.policy.aliases
    /// ```
    package func applying(_ remedy: PlatformRemedy) -> PlatformCheck? {
        switch remedy {
        case .addLanguageDefault(let language, let to):
            var defaults = Dictionary(uniqueKeysWithValues: policy.languageDefaults.map { ($0.key, $0.target) })
            guard defaults[language] == nil else { return nil }
            defaults[language] = to
            guard
                let changed = try? AppLanguagePolicy(
                    supportedLocales: policy.supportedLocales, productDefault: policy.productDefault,
                    aliases: Dictionary(uniqueKeysWithValues: policy.aliases.map { ($0.key, $0.target) }),
                    languageDefaults: defaults, approvedScriptFallbacks: policy.approvedScriptFallbacks,
                    policyVersion: policy.policyVersion)
            else { return nil }
            return with(policy: changed)
        case .approveAlias(let from, let to):
            var aliases = Dictionary(uniqueKeysWithValues: policy.aliases.map { ($0.key, $0.target) })
            aliases[from] = to
            guard
                let changed = try? AppLanguagePolicy(
                    supportedLocales: policy.supportedLocales, productDefault: policy.productDefault,
                    aliases: aliases,
                    languageDefaults: Dictionary(
                        uniqueKeysWithValues: policy.languageDefaults.map { ($0.key, $0.target) }),
                    approvedScriptFallbacks: policy.approvedScriptFallbacks, policyVersion: policy.policyVersion)
            else { return nil }
            return with(policy: changed)
        case .nameAppleLocalization(let from, let to):
            var localizations = setup.appleLocalizations
            if let from, let index = localizations.firstIndex(of: from) {
                localizations[index] = to
            } else {
                localizations.append(to)
            }
            return with(setup: setup.replacing(appleLocalizations: localizations))
        case .nameAndroidFolder(let from, let to):
            var folders = setup.androidFolders
            if let from, let index = folders.firstIndex(of: from) {
                folders[index] = to
            } else {
                folders.append(to)
            }
            return (try? setup.replacing(androidFolders: folders)).map(with(setup:))
        case .policyResolvedMode:
            var options = options
            options.appleLoadsDecidedLocale = true
            return with(options: options)
        case .applyDecisionAsAppLocale:
            var options = options
            options.androidAppliesDecision = true
            return with(options: options)
        case .allOf(let remedies):
            var check: PlatformCheck? = self
            for remedy in remedies { check = check?.applying(remedy) }
            return check
        }
    }

    private func fixes(_ remedy: PlatformRemedy, _ comparison: PlatformComparison, on platform: Platform) -> Bool {
        applying(remedy)?.compare(comparison.context).agrees(on: platform) ?? false
    }

    /// A language default from the requested locale's language (with its script when that is
    /// not the language's likely one: `sr-Latn`) to the supported locale of that language and
    /// script that the platform shows, when the policy has no default for it and no supported
    /// locale of the language and script without a region (a missing default, as `langpolicy
    /// lint` warns of); never to another script.
    private func languageDefault(for comparison: PlatformComparison, on platform: Platform) -> PlatformRemedy? {
        let decision = comparison.decision
        // A request the policy matched, or (no match: the product default) the first one.
        let context = comparison.context
        let request =
            decision.source == .productDefault
            ? (context.systemAppPreference.first ?? context.deviceLanguages.first) : decision.requestedLocale
        guard decision.source != .savedUserChoice, let shown = comparison.locale(on: platform),
            let target = policy.supportedLocales.first(where: { $0.isSameLocale(as: shown) }),
            let text = request,
            let requested = (try? LanguageTag(parsing: text))?.canonicalized().withoutExtensions,
            requested.language == target.language, Self.sameLikelyScript(requested, target),
            let script = requested.maximized()?.script
        else { return nil }
        let bare = LanguageTag(language: requested.language)
        let key = bare.maximized()?.script == script ? bare : LanguageTag(language: requested.language, script: script)
        guard key != target, !policy.languageDefaults.contains(where: { $0.key == key }),
            !policy.supportedLocales.contains(where: {
                $0.region == nil && $0.language == requested.language && $0.maximized()?.script == script
            })
        else { return nil }
        return .addLanguageDefault(language: key, to: target)
    }

    /// An alias from the requested locale to the supported locale of the same language that
    /// the platform shows: never to another language, and never to another script (the
    /// scripts of both, maximized: zh-HK is Hant, zh-Hans is not; sr-Latn-RS is Latn, sr is
    /// Cyrl), since converting across scripts is the team's explicit choice, not a fix.
    private func alias(for comparison: PlatformComparison, on platform: Platform) -> PlatformRemedy? {
        let decision = comparison.decision
        guard decision.source == .devicePreference || decision.source == .systemAppPreference,
            let shown = comparison.locale(on: platform),
            let target = policy.supportedLocales.first(where: { $0.isSameLocale(as: shown) }),
            let text = decision.requestedLocale,
            let requested = (try? LanguageTag(parsing: text))?.canonicalized().withoutExtensions,
            requested != target, requested.language == target.language,
            Self.sameLikelyScript(requested, target),
            !policy.aliases.contains(where: { $0.key == requested })
        else { return nil }
        return .approveAlias(from: requested, to: target)
    }

    /// Whether both tags have the same script once maximized (likely subtags; a tag CLDR
    /// knows no likely script for keeps its own, if any).
    static func sameLikelyScript(_ lhs: LanguageTag, _ rhs: LanguageTag) -> Bool {
        (lhs.maximized()?.script ?? lhs.script) == (rhs.maximized()?.script ?? rhs.script)
    }

    /// The decided locale's localization or folder under each other name of the same locale
    /// (added when the app has none; on Android also when only values/ serves it, since
    /// values/ has no language for Android).
    private func names(for comparison: PlatformComparison, on platform: Platform) -> [PlatformRemedy] {
        let effective = comparison.decision.effectiveLocale
        let names = Self.alternativeNames(of: effective)
        switch platform {
        case .apple:
            let current = setup.appleLocalizations.first {
                setup.appleLocales[$0]??.isSameLocale(as: effective) ?? false
            }
            return names.map(\.xcodeLocalizationName).filter { $0 != current }.map {
                .nameAppleLocalization(from: current, to: $0)
            }
        case .android:
            let current = setup.androidFolders.first {
                !$0.isEmpty && Self.locale(ofFolder: $0)?.isSameLocale(as: effective) ?? false
            }
            let qualifiers = names.compactMap(\.androidQualifier)
            return (qualifiers + qualifiers.compactMap(Self.legacyQualifier)).filter { $0 != current }.map {
                .nameAndroidFolder(from: current, to: $0)
            }
        }
    }

    /// The names a locale goes by: as written, minimized favoring the region or the script,
    /// and maximized (`zh-Hant`, `zh-TW`, `zh-Hant-TW`).
    static func alternativeNames(of tag: LanguageTag) -> [LanguageTag] {
        var names = [tag]
        for name in [tag.minimized(favoring: .region), tag.minimized(favoring: .script), tag.maximized()] {
            if let name, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The qualifier with the legacy language code Android Studio writes for Hebrew, Indonesian
    /// and Yiddish (`iw-rIL` for `he-rIL`: Java's `Locale` kept `iw`, `in` and `ji`, and
    /// Android matches resources by them); nil for another language or a `b+` name.
    static func legacyQualifier(_ qualifier: String) -> String? {
        let codes = ["he": "iw", "id": "in", "yi": "ji"]
        let language = qualifier.prefix { $0 != "-" }
        guard let legacy = codes[String(language)] else { return nil }
        return legacy + qualifier.dropFirst(language.count)
    }

    static func locale(ofFolder qualifier: String) -> LanguageTag? {
        (try? AndroidResourceFolder(qualifiers: qualifier))?.locale?.languageTag
    }
}

extension Platform {
    /// The other platform.
    var other: Platform { self == .apple ? .android : .apple }
}

extension PlatformComparison {
    /// Whether `platform` shows the effective locale.
    package func agrees(on platform: Platform) -> Bool { platform == .apple ? apple.agrees : android.agrees }

    /// The locale `platform` shows strings for.
    package func locale(on platform: Platform) -> LanguageTag? {
        platform == .apple ? apple.shownLocale : android.folderLocale
    }
}
