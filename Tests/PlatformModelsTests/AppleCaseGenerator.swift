import TestSupport

/// Random but realistic inputs for Apple's matcher: the localizations apps ship (regional
/// English, Spanish and Portuguese, the Chinese scripts and regions, Serbian scripts,
/// Norwegian, legacy codes and legacy English-name folders, `Base`, lowercase names) and
/// device language lists (legacy names, underscores, regions and scripts, `-u-` extensions,
/// duplicates, empty and malformed entries).
///
/// ```swift
/// var random = SeededRandom(seed: 1)
/// let app = AppleCaseGenerator.localizations(using: &random)   // ["Base", "en", "pt-BR", "zh_TW"]
/// let device = AppleCaseGenerator.preferences(using: &random)  // ["pt-PT", "en-GB-u-rg-gbzzzz"]
/// ```
enum AppleCaseGenerator {
    static let appLocalizations = [
        "en", "en-GB", "en-AU", "en-IN", "en-CA", "en_US", "en-001", "fr", "fr-CA", "fr-FR", "fr-CH", "de", "de-AT",
        "de-CH", "es", "es-419", "es-MX", "es-ES", "es-US", "es-AR", "pt", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant",
        "zh_TW", "zh-HK", "zh_CN", "zh-hans", "zh-hant", "zh-Hant-HK", "zh-MO", "zh-SG", "yue", "yue-Hant", "yue-Hans",
        "sr", "sr-Latn", "sr-Cyrl", "sr-ME", "nb", "no", "nn", "he", "iw", "id", "in", "fil", "tl", "hi", "hi-Latn",
        "ar", "ars", "ja", "ko", "it", "it-CH", "nl", "nl-BE", "ru", "uk", "pl", "tr", "th", "vi", "ms", "ca", "cs",
        "da", "fi", "el", "hu", "ro", "ro-MD", "mo", "sk", "sv", "hr", "bs", "sl", "fa", "ur", "bn", "kk", "uz-Latn",
        "az", "wuu", "zxx", "English", "French", "German", "Japanese", "Spanish", "Italian", "Dutch", "Portuguese",
        "Chinese", "Norwegian", "Base", "en-gb", "pt-br", "pt_PT", "zh-tw", "es_MX", "en-AU", "en-NZ", "en-ZA",
        "en-SG", "en-IE", "ar-SA", "sh", "cmn", "prs",
    ]
    static let deviceLanguages = [
        "en", "en", "en", "fr", "de", "es", "pt", "zh", "zh", "yue", "sr", "nb", "nn", "no", "he", "iw", "id", "in",
        "fil", "tl", "hi", "ar", "ars", "ja", "ko", "it", "nl", "ru", "uk", "pl", "tr", "th", "ms", "ca", "ro", "mo",
        "sv", "da", "fi", "el", "fa", "ur", "sh", "wuu", "cmn", "haw", "tlh", "English", "english", "Spanish", "und",
    ]
    static let scripts = ["Latn", "Hans", "Hant", "Cyrl", "Arab", "latn", "HANT", "Deva"]
    static let regions = [
        "US", "GB", "AU", "IN", "CA", "NZ", "IE", "ZA", "SG", "HK", "MO", "TW", "CN", "FR", "CH", "BE", "DE", "AT",
        "ES", "MX", "AR", "CO", "419", "001", "150", "BR", "PT", "AO", "RS", "ME", "BA", "NO", "IL", "ID", "PH", "SA",
        "EG", "JP", "KR", "IT", "NL", "RU", "UA", "MD", "us", "gb", "KZ", "PK", "IR", "AF", "ZZ", "USA",
    ]
    static let extensions = [
        "-u-rg-gbzzzz", "-u-nu-latn", "-u-ca-buddhist", "-u-co-phonebk", "-u-fw-mon", "-u-hc-h23-ms-uksystem",
        "-x-private", "-u-ca", "-a-bc",
    ]
    static let malformed = [
        "", "", "_US", "-US", "en-", "-", "en--US", "en__US", "x", "12", "en US", "Default@2x", "root", "e-US",
        "en.UTF-8", "toolongxxxlanguage", "i-klingon", "art-lojban", "zh-yue-HK", "en-US-fonipa", "zh_Hant_TW_X",
        "x-foo", "en-x-lvariant-posix", "eng", "fra_FRA", "yue-HK", "en_US@rg=gbzzzz",
    ]

    /// Pieces of ICU's stranger inputs: three-letter codes ICU shortens, legacy tags, POSIX
    /// charsets and `@` variants, ICU's private-use variants, over-long languages.
    static let oddPieces = [
        "en", "zh", "und", "root", "eng", "fra", "USA", "GBR", "TWN", "sgn", "zh-min-nan", "x", "u", "t", "Hant",
        "Latn", "419", "001", "POSIX", "lvariant", "@calendar=x", ".UTF-8", "@2x", "-u-ca-x", "_", "-", "i", "yue",
        "hmn", "ks", "ur", "pa", "zh_US", "AQ", "XA", "ZZ", "Zzzz", "abcdefghijkl",
    ]
    static let oddCharacters = Array("aeinrstuxzAENSUX0129_-_-_-@.=")

    /// An odd entry: pieces joined, or random characters.
    static func odd(using random: inout SeededRandom) -> String {
        if random.chance(1, in: 2) {
            let separator = random.pick(["-", "_", ""])
            return (0..<random.int(1...4)).map { _ in random.pick(oddPieces) }.joined(separator: separator)
        }
        return random.text(random.int(0...14), from: oddCharacters)
    }

    /// An app's localizations: 1 to 25 names, in random order, sometimes a duplicate or a
    /// malformed folder name.
    static func localizations(using random: inout SeededRandom) -> [String] {
        var names: [String] = []
        for _ in 0..<random.int(1...25) {
            if random.chance(1, in: 25) {
                names.append(random.chance(1, in: 3) ? odd(using: &random) : random.pick(malformed))
            } else if random.chance(1, in: 8) {
                names.append(preference(using: &random))
            } else {
                names.append(random.pick(appLocalizations))
            }
        }
        return names
    }

    /// A device's language list: 1 to 5 entries.
    static func preferences(using random: inout SeededRandom) -> [String] {
        (0..<random.int(1...5)).map { _ in
            guard random.chance(1, in: 15) else { return preference(using: &random) }
            return random.chance(1, in: 3) ? odd(using: &random) : random.pick(malformed)
        }
    }

    /// One device language: a language, often a region, sometimes a script or an extension,
    /// in random case and with `-` or `_`.
    static func preference(using random: inout SeededRandom) -> String {
        var parts = [random.pick(deviceLanguages)]
        if random.chance(1, in: 5) { parts.append(random.pick(scripts)) }
        if random.chance(2, in: 3) { parts.append(random.pick(regions)) }
        var tag = parts.joined(separator: random.chance(1, in: 4) ? "_" : "-")
        if random.chance(1, in: 10) { tag += random.pick(extensions) }
        if random.chance(1, in: 20) { tag = random.chance(1, in: 2) ? tag.lowercased() : tag.uppercased() }
        return tag
    }

    /// A list as the exact oracle reads it: items joined by `,`, percent-encoded.
    static func oracleList(_ items: [String]) -> String {
        items.map { item in
            item.utf8.map { byte in
                switch byte {
                case UInt8(ascii: "%"), UInt8(ascii: ","), UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                    String(format: "%%%02X", byte)
                default: String(UnicodeScalar(byte))
                }
            }.joined()
        }.joined(separator: ",")
    }
}
