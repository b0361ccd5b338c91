import Foundation
import LanguageTags
import TestSupport
import Testing

@testable import PlatformModels

/// One rule for which language split a locale is in (``SplitLanguage``, bundletool's key:
/// JDK 17's `Locale.getLanguage()`), asked by the scan's model of bundletool and by the locale
/// plan's installed folders alike. The plan once keyed splits by CLDR's canonical language, which
/// parts from bundletool wherever a CLDR language alias is not one of the JDK's three: `tl`
/// (CLDR: `fil`), `sh` (`sr-Latn`), `mo` (`ro`) and every other alias of CLDR 46 found below.
@Suite("Android: one rule for the language split")
struct SplitLanguageRuleTests {
    /// CLDR 46's language aliases whose key is a language subtag alone (`tl` → `fil`).
    static func languageAliases() throws -> [(key: String, replacement: String)] {
        let text = try PinnedData.text("cldr/supplementalMetadata.xml")
        let pattern = try NSRegularExpression(pattern: #"<languageAlias type="([a-z]{2,3})" replacement="([^"]+)""#)
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { match in
            guard let key = Range(match.range(at: 1), in: text), let replacement = Range(match.range(at: 2), in: text)
            else { return nil }
            return (String(text[key]), String(text[replacement]).replacingOccurrences(of: "_", with: "-"))
        }
    }

    /// For every alias whose canonical language is not its split's, an app with a folder for the
    /// alias and one for its replacement installs only the folder in the split the device has.
    @Test(
        .requires(PinnedData.has("cldr/supplementalMetadata.xml"), PinnedData.missing("cldr/supplementalMetadata.xml")))
    func installedFoldersFollowTheSplitNotCLDRsAliases() throws {
        var parted: [String] = []
        for (key, replacement) in try Self.languageAliases() {
            guard let alias = LanguageTag(key), let target = LanguageTag(replacement),
                let canonical = alias.canonicalized().language.description as String?,
                canonical != SplitLanguage.of(key), SplitLanguage.of(replacement) != SplitLanguage.of(key)
            else { continue }
            let targetFolder = target.language.description
            guard (try? AndroidResourceFolder(qualifiers: key)) != nil,
                (try? AndroidResourceFolder(qualifiers: targetFolder)) != nil,
                let folders = try? AndroidAppFolders(qualifiers: ["", key, targetFolder], defaultLanguage: "en")
            else { continue }
            parted.append(key)
            let installed = folders.installed([alias]).qualifiers
            #expect(installed.contains(key), "\(key): its own folder is in config.\(SplitLanguage.of(key))")
            #expect(
                !installed.contains(targetFolder),
                "\(key): values-\(targetFolder) is in config.\(SplitLanguage.of(replacement)), not installed")
        }
        // Where the two rules parted: the aliases the issue names are among them.
        #expect(Set(["tl", "sh", "mo"]).isSubset(of: parted), "parted on \(parted)")
        #expect(parted.count >= 20, "CLDR 46 has many more language aliases than the JDK's three")
    }

    @Test func theJDKsThreeLegacyCodesJoinTheirSplits() throws {
        let folders = try AndroidAppFolders(qualifiers: ["", "iw", "in", "ji", "tl", "fil"], defaultLanguage: "en")
        #expect(folders.installed([try LanguageTag(parsing: "he")]).qualifiers == ["", "iw"])
        #expect(folders.installed([try LanguageTag(parsing: "id")]).qualifiers == ["", "in"])
        #expect(folders.installed([try LanguageTag(parsing: "fil")]).qualifiers == ["", "fil"])
        #expect(folders.installed([try LanguageTag(parsing: "tl")]).qualifiers == ["", "tl"])
    }
}
