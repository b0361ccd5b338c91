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
/// Given the platform's per-app language as it is now (`systemAppLanguageNow`; iOS: the app
/// domain's `AppleLanguages`), the follower also notes, on each foreground and background
/// notification, a value the app's own code wrote while it ran
/// (`AppLanguageCoordinator.systemAppLanguageWrittenByCode(_:)`): the next launch keeps the
/// user's in-app choice instead of reading it as a pick in Settings.
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
    private let systemAppLanguageNow: (@Sendable () -> String?)?
    private let storeFailed: @Sendable (AppLanguageStoreError) -> Void
    private let center: NotificationCenter
    private let observers = Locked([any NSObjectProtocol]())

    /// Follows the device for `context` until released: `deviceLocale` is read on each locale
    /// change (`Locale.autoupdatingCurrent` by default), `platformLanguages` on each `foreground`
    /// notification (none: no re-reading), `systemAppLanguageNow` on each `foreground` and
    /// `background` notification (none: no check for values written by code); a store failure
    /// on the way is handed to `storeFailed` and the context keeps its decision.
    public init(
        context: EffectiveLocaleContext, coordinator: AppLanguageCoordinator, foreground: Notification.Name?,
        background: Notification.Name? = nil,
        platformLanguages: @escaping @Sendable () -> (systemAppPreference: [String], deviceLanguages: [String]),
        systemAppLanguageNow: (@Sendable () -> String?)? = nil,
        deviceLocale: @escaping @Sendable () -> Locale = { .autoupdatingCurrent },
        storeFailed: @escaping @Sendable (AppLanguageStoreError) -> Void = { _ in },
        center: NotificationCenter = .default
    ) {
        self.context = context
        self.coordinator = coordinator
        self.deviceLocale = deviceLocale
        self.platformLanguages = platformLanguages
        self.systemAppLanguageNow = systemAppLanguageNow
        self.storeFailed = storeFailed
        self.center = center
        var names = [NSLocale.currentLocaleDidChangeNotification]
        if let foreground { names.append(foreground) }
        if let background { names.append(background) }
        let tokens = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                switch notification.name {
                case NSLocale.currentLocaleDidChangeNotification: self?.deviceLocaleChanged()
                case foreground: self?.enteredForeground()
                default: self?.noteCodeWrites()
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
        noteCodeWrites()
        let (system, device) = platformLanguages()
        do {
            context.apply(
                try coordinator.platformPreferencesChanged(systemAppPreference: system, deviceLanguages: device))
        } catch {
            storeFailed(error)
        }
        deviceLocaleChanged()
    }

    /// Notes a per-app language the app's own code wrote since launch, if it did.
    private func noteCodeWrites() {
        guard let systemAppLanguageNow else { return }
        do {
            try coordinator.systemAppLanguageWrittenByCode(systemAppLanguageNow())
        } catch {
            storeFailed(error)
        }
    }
}
