internal import LanguageTags

extension LanguageTag {
    /// The language and script after Add Likely Subtags (`zh-TW` → zh, Hant), or as
    /// canonicalized when CLDR has no likely subtags for the tag: what two tags must share to
    /// be typed with the same keyboards.
    var likelyLanguageAndScript: (language: Language, script: Script?) {
        guard let maximal = maximized() else {
            let canonical = canonicalized()
            return (canonical.language, canonical.script)
        }
        return (maximal.language, maximal.script)
    }
}
