/// The locales of a device as bundletool reads them from `adb shell am get-config`
/// (`activitymanager/LocaleParser`): folder-qualifier locales (`en-rGB` → `en-GB`, `fr`),
/// comma-separated, and `b+` ones, of which only the language and region are kept (bundletool
/// does not support scripts or variants: `b+mn+Cyrl+MN` → `mn-MN`, `b+sl+IT+nedis` → `sl-IT`).
///
/// ```swift
/// DeviceConfigLocales.locales("en-rGB,b+es+419")   // ["en-GB", "es-419"]
/// DeviceConfigLocales.locales("car")               // nil: a UI mode, not a language
/// ```
package enum DeviceConfigLocales {
    /// The locales of one locale qualifier; nil when bundletool would not read it as locales.
    package static func locales(_ qualifier: String) -> [String]? {
        var result: [String] = []
        for locale in qualifier.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            if locale.hasPrefix("b+") {
                guard let parsed = bcp47(locale.dropFirst(2).split(separator: "+", omittingEmptySubsequences: false))
                else { return nil }
                result.append(parsed)
                continue
            }
            let parts = locale.split(separator: "-", omittingEmptySubsequences: false)
            guard let language = parts.first, isLanguage(language), language.lowercased() != "car" || parts.count > 1
            else { return nil }
            if parts.count == 1 {
                result.append(String(language))
            } else if parts.count == 2, parts[1].utf8.count == 3, parts[1].first == "r",
                parts[1].dropFirst().allSatisfy({ $0.isASCII && $0.isLetter })
            {
                result.append("\(language)-\(parts[1].dropFirst())")
            } else {
                return nil
            }
        }
        return result
    }

    /// `LocaleParser.initFromBcp47Tag` and `extractRegion`.
    private static func bcp47(_ subtags: [Substring]) -> String? {
        guard let language = subtags.first else { return nil }
        var region: Substring?
        switch subtags.count {
        case 1: break
        case 2:
            switch subtags[1].count {
            case 2, 3: region = subtags[1]
            case 4...8: break
            default: return nil
            }
        case 3:
            if (2...3).contains(subtags[1].count) {
                region = subtags[1]
            } else if (2...3).contains(subtags[2].count) {
                region = subtags[2]
            } else if subtags[2].count < 4 {
                return nil
            }
        case 4: region = subtags[2]
        default: return nil
        }
        return region.map { "\(language)-\($0)" } ?? String(language)
    }

    private static func isLanguage(_ text: Substring) -> Bool {
        (2...3).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isLetter }
    }
}
