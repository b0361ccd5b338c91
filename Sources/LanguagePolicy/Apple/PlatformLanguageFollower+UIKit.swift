// `UIApplication.willEnterForegroundNotification` exists on iOS, tvOS, Mac Catalyst and
// visionOS, not on watchOS.
#if canImport(UIKit) && !os(watchOS)
    internal import AppLanguage
    internal import Foundation
    internal import UIKit

    extension PlatformLanguageFollower {
        /// Follows the device for `context` while the app runs: `Locale.autoupdatingCurrent`'s
        /// formatting preferences on each `NSLocale.currentLocaleDidChangeNotification`, and
        /// `environment`'s languages read again on each `willEnterForegroundNotification`.
        ///
        /// ```swift
        /// let environment = AppleLanguageEnvironment(mode: .policyResolved)
        /// let follower = PlatformLanguageFollower(context: context, coordinator: coordinator, environment: environment)
        /// ```
        public convenience init(
            context: EffectiveLocaleContext, coordinator: AppLanguageCoordinator, environment: AppleLanguageEnvironment,
            storeFailed: @escaping @Sendable (AppLanguageStoreError) -> Void = { _ in }
        ) {
            self.init(
                context: context, coordinator: coordinator, foreground: UIApplication.willEnterForegroundNotification,
                platformLanguages: { (environment.systemAppPreference, environment.deviceLanguages) },
                storeFailed: storeFailed)
        }
    }
#endif
