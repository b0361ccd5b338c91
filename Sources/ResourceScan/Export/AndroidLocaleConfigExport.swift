package import AppLanguage

/// The policy's supported locales as Android 13's per-app language list,
/// `res/xml/locales_config.xml`: one `<locale android:name="…"/>` per locale, in the policy's
/// order, named as Android's `LocaleConfig` reads them (BCP 47 tags: `zh-Hant`, `sr-Latn`,
/// `pt-BR`), so that the policy is the one source of what the app offers.
///
/// ```swift
/// let export = AndroidLocaleConfigExport(policy: .example)
/// export.locales   // ["en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"]
/// print(export.xml)
/// // <?xml version="1.0" encoding="utf-8"?>
/// // <locale-config xmlns:android="http://schemas.android.com/apk/res/android">
/// //     <locale android:name="en"/>
/// // …
/// ```
package struct AndroidLocaleConfigExport: Hashable, Sendable {
    /// The `android:name` of each entry.
    package let locales: [String]

    /// The list for `policy`.
    package init(policy: AppLanguagePolicy) {
        locales = policy.supportedLocales.map(\.description)
    }

    /// The file's text.
    package var xml: String {
        ([
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
            "<locale-config xmlns:android=\"http://schemas.android.com/apk/res/android\">",
        ]
            + locales.map { "    <locale android:name=\"\($0)\"/>" } + ["</locale-config>"]).joined(separator: "\n")
    }
}
