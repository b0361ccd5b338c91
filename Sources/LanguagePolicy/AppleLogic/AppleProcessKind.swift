/// The kind of process the package runs in on an Apple platform, which decides the notification
/// that says the user is back: `UIApplication` posts `willEnterForegroundNotification` in an app,
/// and an app extension (a widget, a share sheet, a keyboard) has no `UIApplication` of its own,
/// so it never receives it; Foundation posts `NSExtensionHostWillEnterForeground` there instead
/// (Apple's page for it: "posted when the extension's host app begins running in the
/// foreground", iOS 8.2, tvOS 9, watchOS 2, visionOS 1).
///
/// A bundle is an app extension when its Info.plist has the `NSExtension` dictionary (Apple's
/// Information Property List reference, "NSExtension": the keys that describe an app
/// extension), or `EXAppExtensionAttributes` for an ExtensionKit extension.
///
/// (Declared on every platform, so that the choice is tested where the tests run.)
enum AppleProcessKind: Sendable, Hashable {
    /// An app: `UIApplication.willEnterForegroundNotification` reaches it.
    case application
    /// An app extension: `NSExtensionHostWillEnterForeground` reaches it.
    case appExtension

    /// The kind of the process whose main bundle's Info.plist is `infoDictionary`.
    init(infoDictionary: [String: Any]?) {
        let extensionKeys = ["NSExtension", "EXAppExtensionAttributes"]
        self = extensionKeys.contains { infoDictionary?[$0] != nil } ? .appExtension : .application
    }
}
