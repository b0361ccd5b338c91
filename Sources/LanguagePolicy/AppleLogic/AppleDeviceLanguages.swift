internal import LanguageTags

/// The device's languages for the policy-resolved mode's device step, read so that the app's own
/// `AppleLanguages` cannot stand in for them.
///
/// `Locale.preferredLanguages` reads `AppleLanguages` for the current application
/// (swift-foundation `Locale_Cache.swift`, `preferredLanguages(forCurrentUser: false)`:
/// `CFPreferencesCopyAppValue`, which takes the app's own domain before the global one). So
/// once the app's domain holds a value (the per-app language Settings writes, or a value
/// written by code in the app), that value is all it returns, and the device's list is gone. The
/// device's languages are the global domain's `AppleLanguages`
/// (`preferredLanguages(forCurrentUser: true)` reads it); when it cannot be read,
/// `Locale.preferredLanguages` without the app domain's values.
///
/// (Declared on every platform, so that the reading is tested where the tests run.)
enum AppleDeviceLanguages {
    /// The device's languages from the global domain's `AppleLanguages` (`global`), the app
    /// domain's (`app`) and `Locale.preferredLanguages` (`preferred`).
    static func read(global: [String]?, app: [String]?, preferred: [String]) -> [String] {
        if let global, !global.isEmpty { return global }
        guard let app, !app.isEmpty else { return preferred }
        let written = Set(app.compactMap { LanguageTag($0)?.canonicalized() })
        return preferred.filter { language in
            LanguageTag(language).map { !written.contains($0.canonicalized()) } ?? true
        }
    }
}
