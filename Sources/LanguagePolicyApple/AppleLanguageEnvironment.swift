#if canImport(Darwin) || LANGUAGEPOLICY_APPLE_TYPECHECK
    import AppLanguage
    import Foundation

    /// How the resolver's device step is collected on Apple platforms.
    ///
    /// - ``platformResolved``: the device step takes `Bundle.main.preferredLocalizations`,
    ///   already matched by Apple's own rules, so the decision agrees with the strings the
    ///   bundle loads: the usual choice for an iOS-only app; the decision may differ from Android's.
    /// - ``policyResolved``: the device step takes `Locale.preferredLanguages` through the
    ///   package's matcher, so iOS, Android and servers decide identically; the app must
    ///   then route string lookup through the effective locale (the bundle on its own would
    ///   follow Apple's matching).
    ///
    /// In both modes the iOS per-app language (Settings › App › Language) is the platform
    /// per-app preference.
    public enum AppleContextMode: String, Sendable, Hashable {
        case platformResolved
        case policyResolved
    }

    /// Collects the resolver's context from the Apple platform: the per-app language and the
    /// device languages, as ``AppleContextMode`` says. It reads; every decision is
    /// `AppLanguagePolicy.resolve(_:)`'s.
    ///
    /// ```swift
    /// let environment = AppleLanguageEnvironment(mode: .policyResolved)
    /// let state = try store.load()
    /// let decision = policy.resolve(environment.context(savedUserChoice: state.userChoice))
    /// ```
    public struct AppleLanguageEnvironment: @unchecked Sendable {
        /// The collection mode.
        public let mode: AppleContextMode
        /// The app's bundle (`Bundle.main`).
        public let bundle: Bundle
        /// The app's defaults (`UserDefaults.standard`), where iOS keeps the per-app language.
        public let defaults: UserDefaults

        /// An environment collecting in `mode` from `bundle` and `defaults`.
        public init(mode: AppleContextMode, bundle: Bundle = .main, defaults: UserDefaults = .standard) {
            self.mode = mode
            self.bundle = bundle
            self.defaults = defaults
        }

        /// The iOS per-app language: `AppleLanguages` in the app's own defaults domain (not the
        /// global one, which holds the device languages). Empty when the user has not set one.
        public var perAppLanguages: [String] {
            guard let identifier = bundle.bundleIdentifier,
                let languages = defaults.persistentDomain(forName: identifier)?["AppleLanguages"] as? [String]
            else { return [] }
            return languages
        }

        /// The device step's languages for ``mode``. `Base`, the development localization's
        /// folder name, is not a language and is left out.
        public var deviceLanguages: [String] {
            switch mode {
            case .platformResolved: bundle.preferredLocalizations.filter { $0 != "Base" }
            case .policyResolved: Locale.preferredLanguages
            }
        }

        /// The resolver's context: the saved choice the app loaded, then the platform.
        public func context(savedUserChoice: AppLanguageRecord?) -> ResolutionContext {
            ResolutionContext(
                savedUserChoice: savedUserChoice, systemAppPreference: perAppLanguages, deviceLanguages: deviceLanguages
            )
        }
    }
#endif
