internal import TranslationText

/// The translated-text checks a scan runs per value (TranslationText): aapt2's reading of a
/// string value, Java's `Formatter` against the default, CoreFoundation's parse against the
/// default, and plural rules (a locale's rules built, a category selected).
enum TextBenchmarks {
    /// Default values and translations as the fixture apps write them, good and broken.
    static let android: [(String, String)] = [
        ("%1$s sent %2$d photos", "%1$s a envoyé %2$d photos"), ("%d segundos", "% segundos"),
        ("%1$s and %2$s", "%2$s y %1$s"), (#"Don\'t show <b>%1$s</b> again"#, #"Ne plus afficher <b>%1$s</b>"#),
        ("%1$d%% off", "%1$d% af"), ("%s view", "dîtina % s"), ("No format here", "Pas de format"),
        (#"Count: <xliff:g id="n">%1$d</xliff:g> items"#, #"Nombre : <xliff:g id="n">%1$d</xliff:g> éléments"#),
    ]
    static let apple: [(String, String)] = [
        ("%@ has %lld posts", "%@ a %lld messages"), ("%lld new posts", "%@ nouveaux messages"),
        ("%@ posts", "% publicacions"), ("%1$@ and %2$@", "%2$@ y %1$@"), ("No format", "Pas de format"),
    ]

    static func run() {
        var checksum = Checksum()
        let values = android.map { pair in
            (
                (try? AndroidStringValue(xml: pair.0)) ?? AndroidStringValue(compiled: pair.0),
                (try? AndroidStringValue(xml: pair.1)) ?? AndroidStringValue(compiled: pair.1)
            )
        }
        for (base, translation) in values {
            for finding in FormatCheck.android(default: base, translation: translation) {
                checksum.add(finding.userGets)
            }
        }
        for (base, translation) in apple {
            for finding in FormatCheck.apple(default: base, translation: translation) { checksum.add(finding.userGets) }
        }
        benchmark("text-aapt2-read", operations: android.count * 2, extra: "checksum=\(checksum.hex)") {
            var count = 0
            for (base, translation) in android {
                count &+= (try? AndroidStringValue(xml: base))?.text.utf8.count ?? 0
                count &+= (try? AndroidStringValue(xml: translation))?.text.utf8.count ?? 0
            }
            return count
        }
        benchmark("text-format-check-android", operations: values.count) {
            values.reduce(0) { $0 &+ FormatCheck.android(default: $1.0, translation: $1.1).count }
        }
        benchmark("text-format-check-apple", operations: apple.count) {
            apple.reduce(0) { $0 &+ FormatCheck.apple(default: $1.0, translation: $1.1).count }
        }
        let locales = ["fr", "ru", "ar", "pl", "cs", "pt-PT", "ja", "cy"]
        benchmark("text-plural-rules-build", operations: locales.count) {
            locales.reduce(0) { $0 &+ PluralRules(locale: $1).integerCategories.count }
        }
        let russian = PluralRules(locale: "ru")
        benchmark("text-plural-category", operations: 1000) {
            (0..<1000).reduce(0) { $0 &+ russian.category(for: $1).rawValue.count }
        }
    }
}
