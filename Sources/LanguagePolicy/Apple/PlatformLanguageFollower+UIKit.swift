// `UIApplication.willEnterForegroundNotification` exists on iOS, tvOS, Mac Catalyst and
// visionOS, not on watchOS; `NSExtensionHostWillEnterForeground` on all of them.
#if canImport(UIKit) && !os(watchOS)
    internal import AppLanguage
    internal import Foundation
    internal import UIKit

    extension PlatformLanguageFollower {
        /// Follows the device for `context` while the app runs: `Locale.autoupdatingCurrent`'s
        /// formatting preferences on each `NSLocale.currentLocaleDidChangeNotification`, and
        /// `environment`'s languages read again each time the user is back: on
        /// `UIApplication.willEnterForegroundNotification` in an app, on
        /// `NSExtensionHostWillEnterForeground` in an app extension (a widget or a share
        /// extension, whose main bundle's Info.plist has `NSExtension`), which never receives
        /// UIKit's. On those and on entering the background (`didEnterBackgroundNotification`,
        /// `NSExtensionHostDidEnterBackground`), a change of the app domain's `AppleLanguages`
        /// since launch is noted as written by code (``AppleLanguageEnvironment/systemAppLanguageNow``),
        /// so that the next launch keeps the user's in-app choice.
        ///
        /// ```swift
        /// let environment = AppleLanguageEnvironment(mode: .policyResolved)
        /// let follower = PlatformLanguageFollower(context: context, coordinator: coordinator, environment: environment)
        /// ```
        public convenience init(
            context: EffectiveLocaleContext, coordinator: AppLanguageCoordinator, environment: AppleLanguageEnvironment,
            storeFailed: @escaping @Sendable (AppLanguageStoreError) -> Void = { _ in }
        ) {
            let process = AppleProcessKind(infoDictionary: Bundle.main.infoDictionary)
            self.init(
                context: context, coordinator: coordinator, foreground: process.foregroundNotification,
                background: process.backgroundNotification,
                platformLanguages: { (environment.systemAppPreference, environment.deviceLanguages) },
                systemAppLanguageNow: { environment.systemAppLanguageNow }, storeFailed: storeFailed)
        }
    }

    extension AppleProcessKind {
        /// The notification posted when the user is back in this kind of process.
        var foregroundNotification: Notification.Name {
            switch self {
            case .application: UIApplication.willEnterForegroundNotification
            case .appExtension: .NSExtensionHostWillEnterForeground
            }
        }

        /// The notification posted when this kind of process goes to the background.
        var backgroundNotification: Notification.Name {
            switch self {
            case .application: UIApplication.didEnterBackgroundNotification
            case .appExtension: .NSExtensionHostDidEnterBackground
            }
        }
    }
#endif
