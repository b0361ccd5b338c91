#if canImport(Darwin) || LANGUAGEPOLICY_APPLE_TYPECHECK
    internal import AppLanguage
    public import Foundation
    internal import PlatformModels

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

        /// In the platform-resolved mode: when the localization the bundle shows
        /// (`preferredLocalizations`) is not what `policy` decides from the same preferences
        /// (the device's `Locale.preferredLanguages` through the package's matcher), records a
        /// `PlatformDivergenceEvent` in `sink` and returns it. Nil when they agree, and in the
        /// policy-resolved mode, where strings follow the decision.
        ///
        /// ```swift
        /// let environment = AppleLanguageEnvironment(mode: .platformResolved)
        /// environment.reportDivergence(from: policy, savedUserChoice: state.userChoice, to: counter, appVersion: "5.2")
        /// counter.divergences   // [en-GB→en: 1] on an en-AU device, a policy without the alias
        /// ```
        @discardableResult
        public func reportDivergence(
            from policy: AppLanguagePolicy, savedUserChoice: AppLanguageRecord?, to sink: any DecisionSink,
            appVersion: String
        ) -> PlatformDivergenceEvent? {
            guard mode == .platformResolved else { return nil }
            let check = AppleDivergenceCheck(
                policy: policy, localizations: bundle.localizations, developmentRegion: bundle.developmentLocalization)
            let context = ResolutionContext(
                savedUserChoice: savedUserChoice, systemAppPreference: perAppLanguages,
                deviceLanguages: Locale.preferredLanguages)
            let shown = bundle.preferredLocalizations.first { $0 != "Base" }
            guard let event = check.divergence(context, shown: shown, appVersion: appVersion) else { return nil }
            sink.record(event)
            return event
        }
    }
#endif
