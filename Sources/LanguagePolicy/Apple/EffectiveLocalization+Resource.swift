// `LocalizedStringResource` and `String.LocalizationValue` are Apple's Foundation's (iOS 16,
// macOS 13, tvOS 16, watchOS 9, visionOS 1: the package's own minimums); Linux Foundation has
// neither.
#if canImport(Darwin)
    internal import AppLanguage
    public import Foundation

    extension EffectiveLocalization {
        /// A `LocalizedStringResource` for `keyAndValue` in `table`, resolved in the effective
        /// locale: Foundation's own way to load a chosen language (the resource's `locale`
        /// chooses the localization of ``sourceBundle``, and formats its interpolations), for
        /// APIs that take a resource (`String(localized:)`, `Text`, App Intents, widgets).
        /// Its locale is ``displayLocale``: the effective locale, with the device's region for
        /// region-related formats; a plural in the string takes the effective language's rule.
        ///
        /// ```swift
        /// let strings = context.strings(in: .main)
        /// label.text = String(localized: strings.resource("\(count) new messages"))   // en-GB's plural and words
        /// ```
        public func resource(
            _ keyAndValue: String.LocalizationValue, table: String? = nil, comment: StaticString? = nil
        ) -> LocalizedStringResource {
            LocalizedStringResource(
                keyAndValue, table: table, locale: displayLocale, bundle: bundleDescription, comment: comment)
        }

        /// ``sourceBundle`` as a resource names it: `.main`, or the bundle's URL (the
        /// `BundleDescription` form every SDK since iOS 16 has; newer SDKs also take a `Bundle`).
        private var bundleDescription: LocalizedStringResource.BundleDescription {
            sourceBundle == Bundle.main ? .main : .atURL(sourceBundle.bundleURL)
        }
    }

    extension EffectiveLocaleContext.Snapshot {
        /// A `LocalizedStringResource` for `keyAndValue` in `bundle`'s `table`, resolved in this
        /// snapshot's effective locale (`strings(in:)`'s ``EffectiveLocalization/resource(_:table:comment:)``).
        public func resource(
            _ keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle = .main,
            comment: StaticString? = nil
        ) -> LocalizedStringResource {
            strings(in: bundle).resource(keyAndValue, table: table, comment: comment)
        }
    }

    extension EffectiveLocaleContext {
        /// A `LocalizedStringResource` for `keyAndValue` in `bundle`'s `table`, resolved in the
        /// current effective locale, beside ``strings(in:)``.
        ///
        /// ```swift
        /// Text(context.resource("color"))   // an en-GB decision on a US device: "Colour"
        /// ```
        public func resource(
            _ keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle = .main,
            comment: StaticString? = nil
        ) -> LocalizedStringResource {
            current.resource(keyAndValue, table: table, bundle: bundle, comment: comment)
        }
    }
#endif
