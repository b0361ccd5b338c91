internal import PlatformModels

/// The language targeting of an APK of an App Bundle (bundletool's `LanguageTargeting` proto):
/// the languages it is for (`config.fr` is for `fr`; a fused split for several), or, for a
/// fallback split, only the alternatives it stands in for (`config.other_lang` of assets); an
/// APK with neither is untargeted (the base).
///
/// ```swift
/// let french = LanguageTargeting(values: ["fr"])
/// LanguageTargeting.untargeted.isUntargeted   // true
/// ```
struct LanguageTargeting: Hashable, Sendable {
    /// The languages the APK is for.
    var values: Set<String> = []
    /// The languages a fallback APK stands in for (with no ``values``).
    var alternatives: Set<String> = []

    /// No language targeting: the base APK, installed on every device.
    static let untargeted = LanguageTargeting()

    var isUntargeted: Bool { values.isEmpty && alternatives.isEmpty }
}

/// Which language APKs bundletool installs on a device (`LanguageMatcher`): the device's
/// languages are those of its **system** locale list (`DeviceSpec.supported_locales`, not a
/// per-app language), each as ``SplitLanguage`` files it; an APK for languages matches when
/// one of them is the device's (so every matching language is installed), a fallback when its
/// alternatives do not cover all the device's languages, an untargeted one always.
///
/// ```swift
/// let device = LanguageSplitMatcher(deviceLocales: ["fr-CA", "en-US"])
/// device.matches(LanguageTargeting(values: ["de"]))   // false: no config.de on this device
/// ```
struct LanguageSplitMatcher: Sendable {
    /// The device's languages.
    let deviceLanguages: Set<String>

    init(deviceLocales: [String]) {
        deviceLanguages = Set(deviceLocales.map(SplitLanguage.of))
    }

    func matches(_ targeting: LanguageTargeting) -> Bool {
        if targeting.isUntargeted { return true }
        if !targeting.values.isEmpty { return !targeting.values.isDisjoint(with: deviceLanguages) }
        return !targeting.alternatives.isSuperset(of: deviceLanguages)
    }
}
