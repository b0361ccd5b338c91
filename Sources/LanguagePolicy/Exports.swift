// `import LanguagePolicy` gives a Swift app the whole package on Foundation's types: tags
// (with `Locale`), app-language decisions, keyboard hints, and the conveniences of this module.
@_exported import AppLanguage
@_exported import EffectiveLocale
@_exported import InputLanguage
@_exported import LanguageTags
@_exported import LanguageTagsFoundation
