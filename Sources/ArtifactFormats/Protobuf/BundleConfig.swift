/// What an app bundle's `BundleConfig.pb` (bundletool's `config.proto`) says about
/// languages: the bundletool version (`bundletool{2 version}`), whether language splits are
/// made (`optimizations{1 splits_config{1 split_dimension{1 value, 2 negate}}}`, value
/// `LANGUAGE` = 3), the resources pinned to the base (`master_resources{1 resource_ids,
/// 2 resource_names}`) and `locales{1 inject_locale_config}`.
///
/// ```swift
/// // {"optimizations":{"splitsConfig":{"splitDimension":[{"value":"LANGUAGE","negate":true}]}}}
/// let config = try BundleConfig(bytes: [0x12, 0x08, 0x0A, 0x06, 0x0A, 0x04, 0x08, 0x03, 0x10, 0x01])
/// config.languageSplit   // .disabled
/// ```
package struct BundleConfig: Hashable, Sendable {
    /// Whether bundletool splits the APKs by language.
    package enum LanguageSplit: String, Hashable, Sendable {
        /// A `LANGUAGE` dimension with `negate = false`: one `config.<lang>` split per language.
        case enabled
        /// `negate = true` (Gradle's `language { enableSplit = false }`): every language stays
        /// in the base APK.
        case disabled
        /// No `LANGUAGE` dimension: bundletool's default, which splits.
        case unspecified
    }

    /// The bundletool version that built the bundle (`1.15.6`), empty if not stated.
    package let bundletoolVersion: String
    /// Whether the APKs are split by language.
    package let languageSplit: LanguageSplit
    /// Resource ids kept in the base APK in every language.
    package let masterResourceIDs: [UInt32]
    /// Resource names kept in the base APK in every language.
    package let masterResourceNames: [String]
    /// Whether bundletool writes a `locales_config.xml` from the base module's locales.
    package let injectsLocaleConfig: Bool

    /// Reads `BundleConfig.pb`.
    ///
    /// - Throws: ``ArtifactError`` (format `.bundleConfig`) for malformed wire data.
    package init(bytes: [UInt8]) throws(ArtifactError) {
        var config = ProtobufReader(bytes, format: .bundleConfig)
        var version = ""
        var split = LanguageSplit.unspecified
        var ids: [UInt32] = []
        var names: [String] = []
        var inject = false
        while let (field, _) = try config.next() {
            guard [1, 2, 4, 9].contains(field), var message = try config.message() else {
                if ![1, 2, 4, 9].contains(field) { try config.skip() }
                continue
            }
            while let (inner, type) = try message.next() {
                switch (field, inner) {
                case (1, 2): version = try message.string() ?? ""
                case (2, 1):
                    guard let splits = try message.message() else { continue }
                    split = try Self.languageSplit(splits) ?? split
                case (4, 1):
                    if type == .lengthDelimited {
                        // Packed repeated int32.
                        let range = try message.lengthDelimited()
                        var packed = ProtobufReader(Array(bytes[range]), format: .bundleConfig)
                        while packed.position < packed.end {
                            ids.append(UInt32(truncatingIfNeeded: try packed.varint()))
                        }
                    } else if let id = try message.integer() {
                        ids.append(UInt32(truncatingIfNeeded: id))
                    }
                case (4, 2): names.append(try message.string() ?? "")
                case (9, 1): inject = (try message.integer() ?? 0) != 0
                default: try message.skip()
                }
            }
        }
        bundletoolVersion = version
        languageSplit = split
        masterResourceIDs = ids
        masterResourceNames = names
        injectsLocaleConfig = inject
    }

    /// The language setting of a `SplitsConfig`, nil when it has no `LANGUAGE` dimension.
    private static func languageSplit(_ message: ProtobufReader) throws(ArtifactError) -> LanguageSplit? {
        var splits = message
        var result: LanguageSplit?
        while let (field, _) = try splits.next() {
            guard field == 1, var dimension = try splits.message() else {
                if field != 1 { try splits.skip() }
                continue
            }
            var value: UInt64 = 0
            var negate = false
            while let (inner, _) = try dimension.next() {
                switch inner {
                case 1: value = try dimension.integer() ?? 0
                case 2: negate = (try dimension.integer() ?? 0) != 0
                default: try dimension.skip()
                }
            }
            if value == 3 { result = negate ? .disabled : .enabled }
        }
        return result
    }
}
