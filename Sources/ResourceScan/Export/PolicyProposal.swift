package import AppLanguage
internal import LanguageTags
internal import PlatformModels

/// A policy proposed from what an app ships, for a team adopting the package
/// (`langpolicy policy from-resources`):
///
/// - supported locales: every resource locale with strings on any platform scanned (canonical
///   tags, one per locale), the development language first: the app's and its extensions'
///   bundles (not a `Settings.bundle` or a package's), the Android folders the build ships
///   (not those its locale filters strip); two that are one locale once
///   maximized (`pt` and `pt-BR`, each a folder the platform loads) are both kept, so that
///   nothing written from the policy drops a shipped localization, unless `prune` asks to keep
///   one;
/// - product default: the development language (Apple's `developmentRegion` or catalog
///   source language, else Android's `unqualifiedResLocale`, else `en`);
/// - language defaults where `lint` would warn that regional variants have none: the variant
///   of the language's likely region (CLDR), else the first;
/// - aliases where every platform scanned agrees on another supported locale than the policy
///   would decide, for a device set to a language of several supported locales with any
///   ISO 3166 region (Apple's parent map sends `en-AU` to `en-GB`: so would the policy), never
///   to a target of another script than the device's maximized one (`zh-US` is `zh-Hant-US`:
///   no alias sends it to `zh-Hans`; only a person approves a script fallback).
///
/// Then every policy edit `langpolicy lint`'s platform check would suggest for it (a language
/// default, an alias that keeps the script), so that its lint leaves none. What it leaves out
/// (no app language, no strings) or assumes is in ``notes``.
///
/// ```swift
/// let inventory = try ResourceInventory(scanning: ["app"], assumingDevelopmentLanguage: "en")
/// let proposal = try PolicyProposal(inventory: inventory)
/// proposal.policy.supportedLocales   // [en, en-GB, fr, …]
/// proposal.policy.aliases            // [(en-AU, en-GB), …]
/// ```
package struct PolicyProposal: Sendable {
    /// The proposed policy (version 1).
    package let policy: AppLanguagePolicy
    /// What was left out or assumed, in words.
    package let notes: [String]

    /// Proposes a policy for `inventory`'s resources; with `prune`, of several shipped locales
    /// that are one once maximized only the first is supported (the note says which).
    ///
    /// - Throws: `PolicyError` when the resources give no usable policy (no locale at all).
    package init(inventory: ResourceInventory, prune: Bool = false) throws(PolicyError) {
        var notes: [String] = []
        let productDefault = Self.productDefault(inventory, notes: &notes)
        var supported = [productDefault]
        let (scanned, stripped) = Self.appLocales(inventory, notes: &notes)
        for locale in scanned.sorted(by: {
            ($0.resource.canonical?.description ?? "") < ($1.resource.canonical?.description ?? "")
        }) {
            let resource = locale.resource
            guard resource.kind == .locale, locale.entries > 0, let canonical = resource.canonical else {
                if resource.kind != .base, resource.kind != .defaultResources, resource.kind != .configuration {
                    let why = resource.kind == .locale ? "it has no strings" : resource.note ?? resource.kind.rawValue
                    notes.append(
                        resource.kind == .unreadable ? "left out \(why)" : "left out \(resource.folder): \(why)")
                }
                continue
            }
            if let note = Self.renaming(locale) { notes.append(note) }
            guard !supported.contains(canonical) else { continue }
            if let same = supported.first(where: { LocaleRelation.isSame(canonical, as: $0) }) {
                let note =
                    prune
                    ? "left out \(resource.folder) (--prune): \(canonical) is \(same) once maximized"
                    : "kept \(canonical) (\(resource.folder)) beside \(same): one locale once maximized, which the "
                        + "policy decides as \(same); each is a folder the platform loads (--prune keeps one)"
                if !notes.contains(note) { notes.append(note) }
                if prune { continue }
            }
            supported.append(canonical)
        }
        for (locale, module, filters) in stripped {
            let folder = "\(locale.resource.folder) of \(module)"
            if let tag = locale.resource.canonical, supported.contains(tag) {
                notes.append(
                    "kept \(tag), which other localizations ship, though the build's locale filters (\(filters)) strip "
                        + "\(folder) from every APK and bundle")
            } else {
                notes.append(
                    "left out \(folder): the build's locale filters (\(filters)) strip it from every APK and bundle")
            }
        }
        let withDefaults = try AppLanguagePolicy(
            supportedLocales: supported, productDefault: productDefault,
            languageDefaults: Self.languageDefaults(supported, productDefault: productDefault), policyVersion: 1)
        var aliases = Self.aliases(for: withDefaults, inventory: inventory)
        var defaults = Dictionary(uniqueKeysWithValues: withDefaults.languageDefaults.map { ($0.key, $0.target) })
        var proposed = try AppLanguagePolicy(
            supportedLocales: supported, productDefault: productDefault, aliases: aliases,
            languageDefaults: defaults, policyVersion: 1)
        // Every policy edit `langpolicy lint` would then suggest (a language default, an alias
        // to the same script), until it suggests none: its platform check, run as lint runs it.
        for _ in 0..<4 where supported.count <= PlatformCheck.warningLocaleLimit {
            guard let warnings = try? PlatformCheck(policy: proposed).lint() else { break }
            var changed = false
            for remedy in warnings.compactMap(\.remedy).flatMap(Self.policyEdits) {
                switch remedy {
                case .addLanguageDefault(let language, let target) where defaults[language] == nil:
                    defaults[language] = target
                    changed = true
                case .approveAlias(let key, let target)
                where aliases[key] == nil && key.maximized()?.script == target.maximized()?.script:
                    aliases[key] = target
                    changed = true
                default: break
                }
            }
            guard changed else { break }
            proposed = try AppLanguagePolicy(
                supportedLocales: supported, productDefault: productDefault, aliases: aliases,
                languageDefaults: defaults, policyVersion: 1)
        }
        policy = proposed
        self.notes = notes
    }

    /// The locales of the app's own bundles (the app and its extensions) and of the Android
    /// folders the build ships: a `Settings.bundle`, a Swift package's or a framework's bundle
    /// follows the app's language and says nothing of which the app supports, and a folder the
    /// build's locale filters strip reaches no device. Each locale left out is noted.
    private static func appLocales(_ inventory: ResourceInventory, notes: inout [String]) -> (
        locales: [ScannedLocale], stripped: [(locale: ScannedLocale, module: String, filters: String)]
    ) {
        let isApp = inventory.appleBundles.map { $0.bundle.kind == .app || $0.bundle.kind == .appExtension }
        let appTags = Set(
            zip(inventory.appleBundles, isApp).filter(\.1).flatMap(\.0.locales).compactMap(\.resource.canonical))
        var locales: [ScannedLocale] = []
        var stripped: [(locale: ScannedLocale, module: String, filters: String)] = []
        for (apple, isApp) in zip(inventory.appleBundles, isApp) {
            guard isApp else {
                let names = apple.locales.filter { locale in
                    guard locale.resource.kind == .locale, locale.entries > 0, let tag = locale.resource.canonical
                    else {
                        return false
                    }
                    return !appTags.contains(tag)
                }
                .map(\.resource.folder)
                if !names.isEmpty {
                    notes.append(
                        "left out \(apple.bundle.name)'s \(names.joined(separator: ", ")): a bundle of its own that follows "
                            + "the app's language, not one of the app's languages")
                }
                continue
            }
            locales += apple.locales
        }
        for android in inventory.androidApps {
            for locale in android.locales {
                guard locale.ships || locale.resource.kind != .locale || locale.entries == 0 else {
                    stripped.append((locale, android.module.name, android.filterFiles.joined(separator: ", ")))
                    continue
                }
                locales.append(locale)
            }
        }
        return (locales, stripped)
    }

    /// The policy edits of a remedy: itself, or those among several changes all needed when
    /// every one of them is a policy edit.
    private static func policyEdits(_ remedy: PlatformRemedy) -> [PlatformRemedy] {
        switch remedy {
        case .addLanguageDefault, .approveAlias: [remedy]
        case .allOf(let remedies):
            remedies.allSatisfy { policyEdits($0) == [$0] } ? remedies : []
        default: []
        }
    }

    /// What a proposal of an Android folder's locale in CLDR's canonical form means, when
    /// Android matches the folder by another language (`values-diq` is CLDR's `zza`, `values-sh`
    /// its `sr-Latn`; Android, as bundletool and the JDK, keeps `diq` and `sh`): the policy
    /// decides the canonical locale, which that folder never serves. Nil when Android's matching
    /// (`AndroidResourceMatcher`) serves the canonical locale from the folder (`values-iw` for
    /// `he`, `values-tl` for `fil`), and for Apple folders.
    private static func renaming(_ locale: ScannedLocale) -> String? {
        let resource = locale.resource
        guard resource.folder.hasPrefix("values-"), let written = resource.locale,
            let canonical = resource.canonical, written.language != canonical.language,
            let matcher = try? AndroidResourceMatcher(folderNames: ["values", resource.folder]),
            matcher.resolve(deviceLocales: [canonical]).folder?.locale == nil
        else { return nil }
        return
            "proposed \(canonical) for \(resource.folder): CLDR writes \(written) as \(canonical) and the policy decides "
            + "\(canonical), but Android matches the folder as written, so a decision of \(canonical) loads values/ "
            + "there; rename the folder for \(canonical) ('langpolicy platforms' names it)"
    }

    /// The development language of the platforms scanned, else `en`.
    private static func productDefault(_ inventory: ResourceInventory, notes: inout [String]) -> LanguageTag {
        let apple = inventory.apple.map(\.developmentLanguage).flatMap { $0.source == .assumed ? nil : $0.tag }
        let android = inventory.android.map(\.defaultLanguage).flatMap { $0.source == .assumed ? nil : $0.tag }
        if let apple, let android, !LocaleRelation.isSame(apple, as: android) {
            notes.append("the Apple development language is \(apple), values/ is \(android): \(apple) is the default")
        }
        guard let language = apple ?? android else {
            notes.append("nothing declares the development language: en is the default")
            return LanguageTag(language: LanguageTag.Language("en")!)
        }
        return language.canonicalized()
    }

    /// A language default for each language (and script) of several regional variants and
    /// none without a region: the variant of the likely region, else the first.
    private static func languageDefaults(_ supported: [LanguageTag], productDefault: LanguageTag) -> [LanguageTag:
        LanguageTag]
    {
        var groups: [LanguageTag: [LanguageTag]] = [:]
        var regionless: Set<LanguageTag> = []
        for tag in supported {
            guard let maximal = tag.maximized() else { continue }
            let key = LanguageTag(language: maximal.language, script: maximal.script)
            if tag.region == nil { regionless.insert(key) } else { groups[key, default: []].append(tag) }
        }
        var defaults: [LanguageTag: LanguageTag] = [:]
        for (key, variants) in groups where variants.count > 1 && !regionless.contains(key) {
            let likely = key.maximized()?.region
            let target =
                variants.first { LocaleRelation.isSame($0, as: productDefault) }
                ?? variants.first { $0.maximized()?.region == likely } ?? variants[0]
            let language = LanguageTag(language: key.language)
            defaults[language.maximized()?.script == key.script ? language : key] = target
        }
        return defaults
    }

    /// Aliases for device locales where every platform scanned shows another supported locale
    /// than `policy` decides.
    private static func aliases(for policy: AppLanguagePolicy, inventory: ResourceInventory) -> [LanguageTag:
        LanguageTag]
    {
        let apple = inventory.apple.map(AppleSelection.init)
        let android = inventory.android.map(AndroidSelection.init)
        var counts: [LanguageTag.Language: Int] = [:]
        for locale in policy.supportedLocales { counts[locale.language, default: 0] += 1 }
        var aliases: [LanguageTag: LanguageTag] = [:]
        for (language, count) in counts.sorted(by: { $0.key.description < $1.key.description }) where count > 1 {
            for region in regions {
                let device = LanguageTag(language: language, region: LanguageTag.Region(region))
                guard !policy.supportedLocales.contains(where: { LocaleRelation.isSame(device, as: $0) }) else {
                    continue
                }
                var shown: [LanguageTag?] = []
                if let apple { shown.append(apple.shown(for: device).locale.flatMap(apple.tag(of:))) }
                if let android { shown.append(android.loaded(for: device).locale?.resource.locale) }
                let targets = shown.map { tag in
                    tag.flatMap { tag in policy.supportedLocales.first { LocaleRelation.isSame(tag, as: $0) } }
                }
                guard let target = targets.first ?? nil, targets.allSatisfy({ $0 == target }),
                    policy.resolve(deviceLanguages: [device]).effectiveLocale != target,
                    let script = device.maximized()?.script, target.maximized()?.script == script
                else { continue }
                aliases[device] = target
            }
        }
        return aliases
    }

    /// ISO 3166-1's two-letter region codes, and Latin America (419).
    private static let regions: [String] =
        """
        AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ
        CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO
        FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE
        JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO
        MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW
        PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM
        TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW 419
        """.split(whereSeparator: \.isWhitespace).map(String.init)
}
