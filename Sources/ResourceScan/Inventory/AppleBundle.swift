/// The Apple bundle a report section is about: the app, an app extension, a framework, a
/// Settings bundle or a resource bundle (a Swift package target's, a `.bundle` folder). Each
/// ships its own `.lproj` folders and is matched on its own (an extension), or after the app
/// (a framework follows the app's language), so each has its own table.
///
/// ```swift
/// let settings = inventory.appleBundles.first { $0.bundle.kind == .settingsBundle }
/// settings?.bundle.name   // "Settings"
/// ```
package struct AppleBundle: Hashable, Sendable {
    /// What the bundle is.
    package enum Kind: Hashable, Sendable, CaseIterable {
        /// The app (`com.apple.product-type.application`), or the resources of no other bundle.
        case app
        /// An app extension (widgets, share, intents…), matched on its own.
        case appExtension
        /// A framework, which follows the app's language.
        case framework
        /// `Settings.bundle`: the app's page in the Settings app.
        case settingsBundle
        /// A resource bundle: a Swift package target's, a `.bundle` folder.
        case resourceBundle

        /// The kind of an Xcode target's product type; nil for products without a bundle of
        /// localizations of their own (tests, tools, static libraries).
        init?(productType: String?) {
            switch productType ?? "" {
            case "com.apple.product-type.application", "com.apple.product-type.application.watchapp2",
                "com.apple.product-type.application.messages", "com.apple.product-type.application.watchapp2-container":
                self = .app
            case let type where type.contains("extension"): self = .appExtension
            case "com.apple.product-type.framework": self = .framework
            case "com.apple.product-type.bundle": self = .resourceBundle
            default: return nil
            }
        }
    }

    /// The bundle's name: the target's, the folder's (`Settings` of `Settings.bundle`), the
    /// package target's.
    package let name: String
    /// What it is.
    package let kind: Kind
    /// Its folder, when it has one of its own (`App/Settings.bundle`, a package target's).
    package let path: String?
}
