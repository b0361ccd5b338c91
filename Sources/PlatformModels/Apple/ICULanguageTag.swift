/// ICU's conversion of a BCP 47 tag to a locale ID (`ulocimp_forLanguageTag`), as far as a
/// base name needs it: language (the first extended language if any, `und` dropped), script,
/// region and variants (sorted, including ICU's `x-lvariant-…`), and whether extensions or
/// private use follow. Parsing stops at the first subtag out of place, as ICU's does, keeping
/// what came before; grandfathered and redundant tags are replaced first (CLDR's aliases).
///
/// ```swift
/// ICULanguageTag.localeID(Array("zh-yue-HK-u-ca-chinese".utf8))   // "yue_HK@x=y"
/// ICULanguageTag.localeID(Array("e-US".utf8))                     // [] (not a tag)
/// ```
enum ICULanguageTag {
    /// The locale ID for `tag` (keywords reduced to a placeholder `@x=y`), empty when no
    /// language tag starts it.
    static func localeID(_ tag: [UInt8]) -> [UInt8] {
        guard tag.count >= 2 else { return [] }
        let subtags = replacingLegacy(tag).split(separator: hyphen, omittingEmptySubsequences: false)
        var parsed = Parsed()
        var index = 0
        parse(subtags, &index, &parsed)
        return parsed.localeID
    }

    private struct Parsed {
        var language: [UInt8] = []
        var extendedLanguage: [UInt8] = []
        var script: [UInt8] = []
        var region: [UInt8] = []
        var variants: [[UInt8]] = []
        var hasExtensions = false
        var hasPrivateUse = false

        var localeID: [UInt8] {
            var id: [UInt8] = []
            let language = extendedLanguage.isEmpty ? self.language : extendedLanguage
            if language != Array("und".utf8) { id += language }
            if !script.isEmpty { id += [underscore] + script }
            if !region.isEmpty { id += [underscore] + region }
            if !variants.isEmpty {
                if region.isEmpty { id.append(underscore) }
                for variant in variants.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                    id += [underscore] + variant
                }
            }
            // ICU names an extension's language `und`, but not private use's.
            if hasExtensions && id.isEmpty { id += Array("und".utf8) }
            if hasExtensions || hasPrivateUse { id += Array("@x=y".utf8) }
            return id
        }
    }

    /// The subtags allowed next, as ICU's parser tracks them.
    private struct Allowed: OptionSet {
        let rawValue: Int
        static let language = Allowed(rawValue: 1)
        static let extendedLanguage = Allowed(rawValue: 2)
        static let script = Allowed(rawValue: 4)
        static let region = Allowed(rawValue: 8)
        static let variant = Allowed(rawValue: 16)
        static let singleton = Allowed(rawValue: 32)
        static let extensionValue = Allowed(rawValue: 64)
        static let privateUse = Allowed(rawValue: 128)
    }

    private static func parse(_ subtags: [ArraySlice<UInt8>], _ index: inout Int, _ parsed: inout Parsed) {
        var allowed: Allowed = [.language, .privateUse]
        var extendedCount = 0
        var privateUseVariants = false
        var singletons: Set<UInt8> = []
        var pendingExtension = false  // a singleton still waiting for its first value
        while index < subtags.count {
            let subtag = subtags[index]
            index += 1
            let length = subtag.count
            if allowed.contains(.language), (2...8).contains(length), subtag.allSatisfy(ICUChar.isLetter) {
                parsed.language = subtag.map(ICUChar.lowercased)
                allowed = [.script, .region, .variant, .singleton, .privateUse]
                if length <= 3 { allowed.insert(.extendedLanguage) }
            } else if allowed.contains(.extendedLanguage), length == 3, subtag.allSatisfy(ICUChar.isLetter) {
                if extendedCount == 0 { parsed.extendedLanguage = subtag.map(ICUChar.lowercased) }
                extendedCount += 1
                allowed = [.script, .region, .variant, .singleton, .privateUse]
                if extendedCount < 3 { allowed.insert(.extendedLanguage) }
            } else if allowed.contains(.script), length == 4, subtag.allSatisfy(ICUChar.isLetter) {
                parsed.script = [ICUChar.uppercased(subtag.first!)] + subtag.dropFirst().map(ICUChar.lowercased)
                allowed = [.region, .variant, .singleton, .privateUse]
            } else if allowed.contains(.region),
                length == 2 && subtag.allSatisfy(ICUChar.isLetter) || length == 3 && subtag.allSatisfy(ICUChar.isDigit)
            {
                parsed.region = subtag.map(ICUChar.uppercased)
                allowed = [.variant, .singleton, .privateUse]
            } else if allowed.contains(.variant), isVariant(subtag) || privateUseVariants && isPrivateUseValue(subtag) {
                let variant = subtag.map(ICUChar.uppercased)
                guard !parsed.variants.contains(variant) else { return }
                parsed.variants.append(variant)
                allowed = [.variant, .singleton, .privateUse]
            } else if allowed.contains(.singleton), length == 1, ICUChar.isAlphanumeric(subtag.first!),
                ICUChar.lowercased(subtag.first!) != UInt8(ascii: "x")
            {
                guard !pendingExtension else { return }
                guard singletons.insert(ICUChar.lowercased(subtag.first!)).inserted else { return }
                pendingExtension = true
                allowed = [.extensionValue]
            } else if allowed.contains(.extensionValue), (2...8).contains(length),
                subtag.allSatisfy(ICUChar.isAlphanumeric)
            {
                pendingExtension = false
                parsed.hasExtensions = true
                allowed = [.singleton, .extensionValue, .privateUse]
            } else if allowed.contains(.privateUse), length == 1, ICUChar.lowercased(subtag.first!) == UInt8(ascii: "x")
            {
                guard !pendingExtension, index < subtags.count else { return }
                // ICU's own `x-lvariant-…` continues with variants; other values end the tag.
                var values = 0
                while index < subtags.count {
                    let value = subtags[index]
                    index += 1
                    if value.starts(with: "lvariant".utf8) {
                        values = -1
                        break
                    }
                    guard isPrivateUseValue(value) else { break }
                    values += 1
                }
                if values < 0 {
                    privateUseVariants = true
                    allowed = [.variant]
                    continue
                }
                parsed.hasPrivateUse = values > 0
                return
            } else {
                return
            }
        }
    }

    /// The tag with a grandfathered or redundant tag at its start replaced by CLDR's
    /// replacement (`i-klingon` → `tlh`, `zh-min-nan-u-…` → `nan-u-…`).
    private static func replacingLegacy(_ tag: [UInt8]) -> [UInt8] {
        for (legacy, replacement) in AppleTableData.legacyTags
        where tag.count >= legacy.count && (tag.count == legacy.count || tag[legacy.count] == hyphen)
            && zip(tag, legacy).allSatisfy({ ICUChar.lowercased($0) == ICUChar.lowercased($1) })
        {
            return replacement + tag[legacy.count...]
        }
        return tag
    }

    private static func isVariant(_ subtag: ArraySlice<UInt8>) -> Bool {
        (5...8).contains(subtag.count) && subtag.allSatisfy(ICUChar.isAlphanumeric)
            || subtag.count == 4 && ICUChar.isDigit(subtag.first!) && subtag.allSatisfy(ICUChar.isAlphanumeric)
    }

    private static func isPrivateUseValue(_ subtag: ArraySlice<UInt8>) -> Bool {
        (1...8).contains(subtag.count) && subtag.allSatisfy(ICUChar.isAlphanumeric)
    }

    private static let hyphen = UInt8(ascii: "-")
    private static let underscore = UInt8(ascii: "_")
}
