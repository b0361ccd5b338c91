// `import LanguagePolicy` gives a Swift app the whole package on Foundation's types: tags
// (with `Locale`), app-language decisions, keyboard hints, what each platform loads, and the
// conveniences and adapters of this module.
@_exported public import AppLanguage
@_exported public import InputLanguage
@_exported public import LanguageTags
@_exported public import PlatformModels
