/// How the resolver's device step is collected on Apple platforms.
///
/// - ``platformResolved``: the device step takes `Bundle.main.preferredLocalizations`,
///   already matched by Apple's own rules, so the decision agrees with the strings the
///   bundle loads: the usual choice for an iOS-only app; the decision may differ from Android's.
///   ``AppleLanguageEnvironment/reportDivergence(from:savedUserChoice:to:appVersion:)`` tells
///   a team where the policy would have decided otherwise.
/// - ``policyResolved``: the device step takes `Locale.preferredLanguages` through the
///   package's matcher, so iOS, Android and servers decide identically; the app then routes
///   string lookup through the effective locale, `snapshot.strings(in: .main)` (the bundle
///   on its own would follow Apple's matching of the device languages).
///
/// In both modes the iOS per-app language (Settings › App › Language) is the platform
/// per-app preference. The mode also says what the app applies itself: in the policy-resolved
/// mode the layout direction follows the effective locale (``EffectiveLocaleContext/Snapshot/layoutDirection(in:bundle:)``),
/// because iOS sets it from the bundle's own matching, which the decision may not follow.
///
/// (Declared on every platform, so that the decisions the Apple adapters apply are tested
/// where the tests run.)
public enum AppleContextMode: String, Sendable, Hashable {
    /// The device step is what Apple's bundle matching already chose.
    case platformResolved
    /// The device step is the device's languages through the package's matcher.
    case policyResolved
}
