// `import LanguagePolicy` gives a Swift app what it calls, on Foundation's types: tags (with
// `Locale`), app-language decisions and their context, keyboard hints, the documents' one error,
// Apple's bundle matching (`AppleBundleLocalizations`, which `EffectiveLocalization` reports),
// and the conveniences and adapters of this module. Android planning, population reports and
// the resource scan are the command line's and the bridge's, not an app's: they stay `package`.
@_exported public import AppLanguage
@_exported public import EffectiveLocale
@_exported public import InputLanguage
@_exported public import LanguageTags
@_exported public import PlatformModels
@_exported public import WireDocuments
