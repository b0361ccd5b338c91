internal import AppLanguage
public import Foundation
internal import LanguagePolicyInternals
internal import WireDocuments

/// Keeps an ``EffectiveLocaleContext`` following the device while the app runs: when the
/// device's locale changes (`NSLocale.currentLocaleDidChangeNotification`: the user changed the
/// region, 24-hour time, the first weekday, units, the calendar), the context takes the new
/// formatting preferences; when the app returns to the foreground (a notification the
/// platform's adapter names: UIKit's `willEnterForegroundNotification` in an app, Foundation's
/// `NSExtensionHostWillEnterForeground` in an app extension), the platform's
/// languages are read again and the coordinator's decision for them is applied. The context
/// hands followers only what changed a locale, so a notification that changes nothing is free.
///
/// ```swift
/// let follower = PlatformLanguageFollower(
///     context: context, coordinator: coordinator, foreground: UIApplication.willEnterForegroundNotification,
///     platformLanguages: { (environment.systemAppPreference, environment.deviceLanguages) })
/// // keep `follower` for as long as the app runs
/// ```
///
/// On Apple platforms with UIKit, `PlatformLanguageFollower(context:coordinator:environment:)`
/// fills in the notification and the reading.
public final class PlatformLanguageFollower: Sendable {
    /// The context followed.
    public let context: EffectiveLocaleContext
    /// The coordinator deciding for the platform's languages.
    public let coordinator: AppLanguageCoordinator
    private let deviceLocale: @Sendable () -> Locale
    private let platformLanguages: @Sendable () -> (systemAppPreference: [String], deviceLanguages: [String])
    private let storeFailed: @Sendable (AppLanguageStoreError) -> Void
    private let center: NotificationCenter
    private let observers = Locked([any NSObjectProtocol]())

    /// Follows the device for `context` until released: `deviceLocale` is read on each locale
    /// change (`Locale.autoupdatingCurrent` by default), `platformLanguages` on each `foreground`
    /// notification (none: no re-reading); a store failure on the way is handed to `storeFailed`
    /// and the context keeps its decision.
    public init(
        context: EffectiveLocaleContext, coordinator: AppLanguageCoordinator, foreground: Notification.Name?,
        platformLanguages: @escaping @Sendable () -> (systemAppPreference: [String], deviceLanguages: [String]),
        deviceLocale: @escaping @Sendable () -> Locale = { .autoupdatingCurrent },
        storeFailed: @escaping @Sendable (AppLanguageStoreError) -> Void = { _ in },
        center: NotificationCenter = .default
    ) {
        self.context = context
        self.coordinator = coordinator
        self.deviceLocale = deviceLocale
        self.platformLanguages = platformLanguages
        self.storeFailed = storeFailed
        self.center = center
        var names = [NSLocale.currentLocaleDidChangeNotification]
        if let foreground { names.append(foreground) }
        let tokens = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                if notification.name == NSLocale.currentLocaleDidChangeNotification {
                    self?.deviceLocaleChanged()
                } else {
                    self?.enteredForeground()
                }
            }
        }
        observers.withLock { $0 = tokens }
    }

    deinit {
        for observer in observers.withLock({ $0 }) { center.removeObserver(observer) }
    }

    /// The device's locale changed: the context takes its formatting preferences.
    public func deviceLocaleChanged() {
        context.apply(FormattingPreferences(deviceLocale: deviceLocale()))
    }

    /// The app is in the foreground again: the platform's languages are read again, and the
    /// decision they lead to is applied (with the device's formatting preferences, read again
    /// too).
    public func enteredForeground() {
        let (system, device) = platformLanguages()
        do {
            context.apply(
                try coordinator.platformPreferencesChanged(systemAppPreference: system, deviceLanguages: device))
        } catch {
            storeFailed(error)
        }
        deviceLocaleChanged()
    }
}
