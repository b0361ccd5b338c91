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

        /// The string for `resource` in the effective locale: the key, default value and table as
        /// written, looked up in ``sourceBundle`` with ``displayLocale`` as the resource's locale,
        /// which (Apple's `String(localized:)` page: the resource's locale is the one it
        /// localizes in) chooses the localization, formats the interpolated numbers and picks the
        /// plural forms in the effective language. Xcode's String Catalog extraction reads a
        /// literal passed where a `LocalizedStringResource` is expected, so the keys of a UIKit
        /// screen written this way reach the catalog, which ``localizedString(forKey:value:table:)``'s
        /// plain `String` keys never do.
        ///
        /// Prefer it to `String(localized:bundle:)` with ``bundle``: that initializer's `locale`
        /// defaults to `.current`, the device's language, so a French decision on an English
        /// device would read French words with English plural forms and numbers.
        ///
        /// ```swift
        /// let strings = context.strings(in: .main)
        /// title.text = strings.string("color")                      // "Colour" for an en-GB decision
        /// badge.text = strings.string("\(count) new messages")       // Russian forms for ru: 1, 2, 5, 21
        /// ```
        public func string(_ resource: LocalizedStringResource) -> String {
            String(localized: localized(resource))
        }

        /// `resource` to be resolved in the effective locale: its key, default value and table as
        /// written, ``displayLocale`` as its locale and ``sourceBundle`` as its bundle (what
        /// ``string(_:)`` looks up; for APIs that take a resource).
        ///
        /// ```swift
        /// Text(strings.localized("color"))   // SwiftUI, whatever the environment's locale
        /// ```
        public func localized(_ resource: LocalizedStringResource) -> LocalizedStringResource {
            var resolved = resource
            resolved.locale = displayLocale
            resolved.bundle = bundleDescription
            return resolved
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
