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
        /// UIKit's.
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
                context: context, coordinator: coordinator,
                foreground: AppleProcessKind(infoDictionary: Bundle.main.infoDictionary).foregroundNotification,
                platformLanguages: { (environment.systemAppPreference, environment.deviceLanguages) },
                storeFailed: storeFailed)
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
    }
#endif
