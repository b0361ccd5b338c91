internal import PlatformModels

/// One configuration as aapt2's configuration filter (`ConfigFilter.cpp`) compares it: the
/// fields of a `ResTable_config`, grouped by the `CONFIG_*` bit that `diff` sets when they
/// differ. A folder's comes from its name; a `-c` entry's from the spellings aapt2 accepts
/// there (``init(filterEntry:)``).
///
/// ```swift
/// let entry = AndroidFilterConfig(filterEntry: "fr_CA")
/// entry?.locale?.region                        // "CA"
/// AndroidFilterConfig(filterEntry: "en-US")    // nil: aapt2's "invalid config"
/// ```
package struct AndroidFilterConfig: Hashable {
    /// A group of fields `ResTable_config::diff` reports as one bit.
    enum Axis: Hashable, CaseIterable {
        case mobileCountryCode, mobileNetworkCode, locale, layoutDirection, smallestWidth, screenSize
        case screenLayout, roundScreen, colorMode, orientation, uiMode, density, touchscreen
        case keyboardHidden, keyboard, navigation, version

        /// The group a qualifier's field belongs to.
        init(_ kind: AndroidQualifier.Kind) {
            switch kind {
            case .mobileCountryCode: self = .mobileCountryCode
            case .mobileNetworkCode: self = .mobileNetworkCode
            case .layoutDirection: self = .layoutDirection
            case .smallestWidth: self = .smallestWidth
            case .availableWidth, .availableHeight, .screenDimensions: self = .screenSize
            case .screenSize, .screenAspect: self = .screenLayout
            case .roundScreen: self = .roundScreen
            case .wideColorGamut, .highDynamicRange: self = .colorMode
            case .orientation: self = .orientation
            case .uiMode, .nightMode: self = .uiMode
            case .density: self = .density
            case .touchscreen: self = .touchscreen
            case .keyboardAvailability, .navigationKeyAvailability: self = .keyboardHidden
            case .primaryTextInput: self = .keyboard
            case .primaryNavigation: self = .navigation
            case .platformVersion: self = .version
            }
        }
    }

    /// The locale fields: lower-case language and variant, upper-case region, title-case
    /// script (only a named one: aapt2 computes none when it parses).
    struct Locale: Hashable {
        var language: String
        var region: String?
        var script: String?
        var variant: String?
    }

    /// The locale, if any.
    private(set) var locale: Locale?
    /// The other qualifiers, by kind, as written (lower-cased).
    private(set) var qualifiers: [AndroidQualifier.Kind: String] = [:]

    private init(locale: Locale) { self.locale = locale }

    /// The configuration of a folder (or of a `-c` entry written as folder qualifiers).
    init(_ folder: AndroidResourceFolder) {
        if let locale = folder.locale, let language = locale.language {
            self.locale = Locale(
                language: language, region: locale.region, script: locale.scriptIsExplicit ? locale.script : nil,
                variant: locale.variant)
        }
        for qualifier in folder.otherQualifiers where qualifier.text != "any" {
            qualifiers[qualifier.kind] = qualifier.text
        }
    }

    /// A `-c` entry as aapt2's `link` reads it: first as a filter locale (`LocaleValue::
    /// InitFromFilterString`: `_`-separated, `fr`, `fr_CA`, `zh_Hant_TW`, `es_419`), else as
    /// folder qualifiers (`ConfigDescription::Parse`: `fr-rCA`, `b+sr+Latn`, `night`); nil
    /// where both refuse it, as aapt2 does (`en-US`, `zh-Hant`, `es-r419`).
    package init?(filterEntry text: String) {
        if let locale = Self.filterLocale(text) {
            self.init(locale: locale)
        } else if let folder = try? AndroidResourceFolder(qualifiers: text) {
            self.init(folder)
        } else {
            return nil
        }
    }

    /// The axes on which the configuration is not the default one.
    var axes: Set<Axis> {
        Set(qualifiers.keys.map(Axis.init)).union(locale == nil ? [] : [.locale])
    }

    /// The axes on which the two differ (`ResTable_config::diff`).
    func differences(from other: Self) -> Set<Axis> {
        var axes: Set<Axis> = locale == other.locale ? [] : [.locale]
        for kind in Set(qualifiers.keys).union(other.qualifiers.keys) where qualifiers[kind] != other.qualifiers[kind] {
            axes.insert(Axis(kind))
        }
        return axes
    }

    /// The width of `sw<N>dp`, if set.
    var smallestWidth: Int? {
        qualifiers[.smallestWidth].flatMap { Int($0.dropFirst(2).dropLast(2)) }
    }

    /// `LocaleValue::InitFromFilterString`: a language of 2–3 letters, then a region (two
    /// letters or three digits), a script (four letters) or a variant (4–8 characters), then a
    /// region after a script or a variant, then a variant; at most four parts.
    private static func filterLocale(_ text: String) -> Locale? {
        let parts = text.lowercased().split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        guard let language = parts.first, (2...3).contains(language.utf8.count), language.utf8.allSatisfy(isLetter)
        else { return nil }
        var locale = Locale(language: language)
        guard parts.count > 1 else { return locale }
        let second = parts[1]
        if isRegion(second) {
            locale.region = second.uppercased()
        } else if second.utf8.count == 4, second.utf8.allSatisfy(isLetter) {
            locale.script = second.prefix(1).uppercased() + second.dropFirst()
        } else if (4...8).contains(second.utf8.count) {
            locale.variant = second
        } else {
            return nil
        }
        guard parts.count > 2 else { return locale }
        let third = parts[2]
        if isRegion(third), locale.script != nil {
            locale.region = third.uppercased()
        } else if (4...8).contains(third.utf8.count) {
            locale.variant = third
        } else {
            return nil
        }
        guard parts.count > 3 else { return locale }
        guard parts.count == 4, (4...8).contains(parts[3].utf8.count) else { return nil }
        locale.variant = parts[3]
        return locale
    }

    private static func isRegion(_ part: String) -> Bool {
        part.utf8.count == 2 && part.utf8.allSatisfy(isLetter) || part.utf8.count == 3 && part.utf8.allSatisfy(isDigit)
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
}
