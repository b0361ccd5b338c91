import Foundation
import Testing

@testable import LanguagePolicy

/// Which notification says the user is back: `UIApplication.willEnterForegroundNotification` is
/// posted by the app's `UIApplication`, which an app extension does not have, so an extension
/// listens for Foundation's `NSExtensionHostWillEnterForeground` (Apple's page for it: "posted
/// when the extension's host app begins running in the foreground"). The process kind is read
/// from the main bundle's Info.plist, as Apple's Information Property List reference describes an
/// extension's: the `NSExtension` dictionary (`NSExtensionPointIdentifier`, …), or
/// `EXAppExtensionAttributes` for ExtensionKit.
@Suite struct AppleProcessKindTests {
    /// An app's Info.plist (as Xcode's iOS App template writes it).
    nonisolated(unsafe) static let app: [String: Any] = [
        "CFBundleIdentifier": "com.example.app", "CFBundlePackageType": "APPL",
        "UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": false],
    ]
    /// A widget extension's (Xcode's Widget Extension template) and a share extension's.
    nonisolated(unsafe) static let widget: [String: Any] = [
        "CFBundleIdentifier": "com.example.app.widget", "CFBundlePackageType": "XPC!",
        "NSExtension": ["NSExtensionPointIdentifier": "com.apple.widgetkit-extension"],
    ]
    nonisolated(unsafe) static let share: [String: Any] = [
        "CFBundlePackageType": "XPC!",
        "NSExtension": [
            "NSExtensionPointIdentifier": "com.apple.share-services",
            "NSExtensionPrincipalClass": "$(PRODUCT_MODULE_NAME).ShareViewController",
        ],
    ]
    /// An ExtensionKit extension's.
    nonisolated(unsafe) static let extensionKit: [String: Any] = [
        "CFBundlePackageType": "XPC!", "EXAppExtensionAttributes": ["EXExtensionPointIdentifier": "com.example.point"],
    ]

    @Test func anExtensionListensForItsHostsForeground() {
        #expect(AppleProcessKind(infoDictionary: Self.app) == .application)
        #expect(AppleProcessKind(infoDictionary: nil) == .application)
        #expect(AppleProcessKind(infoDictionary: Self.widget) == .appExtension)
        #expect(AppleProcessKind(infoDictionary: Self.share) == .appExtension)
        #expect(AppleProcessKind(infoDictionary: Self.extensionKit) == .appExtension)
    }
}
