#if canImport(Darwin)
    internal import AppLanguage
    public import Foundation
    internal import PlatformModels

    /// Collects the resolver's context from the Apple platform: the per-app language and the
    /// device languages, as ``AppleContextMode`` says. It reads, and never writes, the
    /// platform's settings; every decision is `AppLanguagePolicy.resolve(_:)`'s.
    ///
    /// Launch through ``launch(_:at:)``: iOS keeps Settings › App › Language apart from the
    /// app's own choice, so the launch records the setting beside the choice, and a setting the
    /// user changed since the last launch becomes their choice (otherwise an older in-app choice
    /// would keep the app's strings on the old pick while system UI and `InfoPlist.strings`
    /// follow the new one). A value code in the app writes there while it runs (a legacy in-app
    /// switcher, an SDK) is not the user's: ``PlatformLanguageFollower`` notes it
    /// (``systemAppLanguageNow``), and the next launch keeps the in-app choice.
    ///
    /// ```swift
    /// let environment = AppleLanguageEnvironment(mode: .policyResolved)
    /// let launch = environment.launch(coordinator)
    /// let context = EffectiveLocaleContext(
    ///     decision: launch.decision, formatting: FormattingPreferences(deviceLocale: .autoupdatingCurrent))
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

        /// The iOS per-app language (Settings › App › Language): the first element of
        /// `AppleLanguages` in the app's own defaults domain (not the global one, which holds the
        /// device languages), taken only when `preferredLocalizations` shows what Apple's matching
        /// picks for it (``PerAppLanguageReading``).
        public var systemAppLanguage: PerAppLanguageReading {
            PerAppLanguageReading(
                appleLanguages: appDomainAppleLanguages, preferredLocalizations: bundle.preferredLocalizations,
                localizations: bundle.localizations, developmentRegion: developmentRegion)
        }

        /// `AppleLanguages` in the app's own defaults domain as it is now; nil when it has none.
        private var appDomainAppleLanguages: [String]? {
            bundle.bundleIdentifier.flatMap { defaults.persistentDomain(forName: $0)?["AppleLanguages"] as? [String] }
        }

        /// The first element of the app domain's `AppleLanguages` as it is now, nil when none:
        /// what ``PlatformLanguageFollower`` compares with what the launch saw, since a value that
        /// changes while the app runs was written by code in the app (iOS relaunches an app whose
        /// language the user changes in Settings).
        public var systemAppLanguageNow: String? { appDomainAppleLanguages?.first }

        /// The platform's per-app preference for the resolver: the per-app language alone, or
        /// nothing.
        public var systemAppPreference: [String] { systemAppLanguage.language.map { [$0] } ?? [] }

        /// Info.plist's `CFBundleDevelopmentRegion` (read from the dictionary:
        /// `developmentLocalization` traps on Linux Foundation when the key is absent).
        private var developmentRegion: String? {
            (bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        }

        /// The device step's languages for ``mode``. `Base`, the development localization's
        /// folder name, is not a language and is left out. In the policy-resolved mode, the
        /// global domain's `AppleLanguages`, not `Locale.preferredLanguages`, which returns the
        /// app domain's value once there is one (a value written by code in the app would
        /// otherwise decide in the same process; `AppleDeviceLanguages`).
        public var deviceLanguages: [String] {
            switch mode {
            case .platformResolved: bundle.preferredLocalizations.filter { $0 != "Base" }
            case .policyResolved:
                AppleDeviceLanguages.read(
                    global: defaults.persistentDomain(forName: UserDefaults.globalDomain)?["AppleLanguages"]
                        as? [String],
                    app: appDomainAppleLanguages, preferred: Locale.preferredLanguages)
            }
        }

        /// The resolver's context: the saved choice the app loaded, then the platform.
        public func context(savedUserChoice: AppLanguageRecord?) -> ResolutionContext {
            ResolutionContext(
                savedUserChoice: savedUserChoice, systemAppPreference: systemAppPreference,
                deviceLanguages: deviceLanguages)
        }

        /// Launches `coordinator` with the platform's languages, the per-app language recorded
        /// beside the choice (`AppLanguageCoordinator.launch(systemAppLanguage:deviceLanguages:at:)`:
        /// a setting changed since the last launch is the user's newer choice). A per-app value
        /// the bundle does not show (``PerAppLanguageReading/disagrees(written:shown:)``) is
        /// neither recorded nor used.
        public func launch(_ coordinator: AppLanguageCoordinator, at date: Timestamp = .now)
            -> AppLanguageCoordinator.Launch
        {
            switch systemAppLanguage {
            case .notSet: coordinator.launch(systemAppLanguage: nil, deviceLanguages: deviceLanguages, at: date)
            case .language(let language):
                coordinator.launch(systemAppLanguage: language, deviceLanguages: deviceLanguages, at: date)
            case .disagrees:
                coordinator.launch(systemAppPreference: [], deviceLanguages: deviceLanguages, at: date)
            }
        }

        /// The decision for the platform's languages read again (the app returned to the
        /// foreground), from `coordinator`'s stored state.
        public func platformPreferencesChanged(_ coordinator: AppLanguageCoordinator)
            throws(AppLanguageStoreError) -> AppLanguageDecision
        {
            try coordinator.platformPreferencesChanged(
                systemAppPreference: systemAppPreference, deviceLanguages: deviceLanguages)
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
                policy: policy, localizations: bundle.localizations, developmentRegion: developmentRegion)
            let context = ResolutionContext(
                savedUserChoice: savedUserChoice, systemAppPreference: systemAppPreference,
                deviceLanguages: AppleLanguageEnvironment(mode: .policyResolved, bundle: bundle, defaults: defaults)
                    .deviceLanguages)
            let shown = bundle.preferredLocalizations.first { $0 != "Base" }
            guard let event = check.divergence(context, shown: shown, appVersion: appVersion) else { return nil }
            sink.record(event)
            return event
        }
    }
#endif
