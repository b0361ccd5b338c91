/// What an `AndroidManifest.xml` says of an app's locales: the locale config it names
/// (`<application android:localeConfig="@xml/locale_config">`, which Android 13 reads for its
/// per-app language list) and the string resources it refers to (`android:label=
/// "@string/app_name"`), which bundletool keeps in the base APK when they have no default.
///
/// ```swift
/// let manifest = try AndroidManifestFile(bytes: Array("""
///     <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example">
///         <application android:label="@string/app_name" android:localeConfig="@xml/locale_config"/>
///     </manifest>
///     """.utf8))
/// manifest.localeConfig     // "locale_config"
/// manifest.stringReferences // ["app_name"]
/// ```
package struct AndroidManifestFile: Hashable, Sendable {
    /// The `@xml/` resource `android:localeConfig` names, without `@xml/`; nil without one.
    package let localeConfig: String?
    /// The line of `android:localeConfig`, if set.
    package let localeConfigLine: Int?
    /// The `@string/` resources of any attribute, in order, each once.
    package let stringReferences: [String]

    /// Reads the bytes of a manifest (UTF-8 or UTF-16 XML).
    ///
    /// - Throws: `ResourceFileError` for malformed XML or a root other than `<manifest>`.
    package init(bytes: [UInt8]) throws(ResourceFileError) {
        let text = try XMLText.utf8(bytes)
        (localeConfig, localeConfigLine, stringReferences) = try text.withUnsafeBufferPointer {
            buffer throws(ResourceFileError) in
            var scanner = XMLScanner(buffer)
            var config: String?
            var configLine: Int?
            var references: [String] = []
            while let event = try scanner.next() {
                guard case .start(let element, let attributes) = event else { continue }
                if scanner.depth == 1, element != "manifest" {
                    throw .syntax(line: 1, message: "the root element is <\(element)>, not <manifest>")
                }
                for attribute in attributes {
                    if attribute.name == "android:localeConfig", element == "application" {
                        config =
                            attribute.value.hasPrefix("@xml/") ? String(attribute.value.dropFirst(5)) : attribute.value
                        configLine = XMLText.line(of: scanner.position, in: buffer)
                    } else if attribute.value.hasPrefix("@string/") {
                        let name = String(attribute.value.dropFirst(8))
                        if !references.contains(name) { references.append(name) }
                    }
                }
            }
            return (config, configLine, references)
        }
    }
}
