// CI-ONLY STAND-IN, never shipped: the declarations of Apple's Foundation that LanguagePolicy
// uses and Linux Foundation lacks, with the signatures Apple documents (Foundation reference:
// `LocalizedStringResource.init(_:table:locale:bundle:comment:)` taking a `BundleDescription`,
// iOS 16, and `LocalizedStringResource.BundleDescription`'s cases; `String.LocalizationValue`;
// `String.init(localized:)` taking a resource). It says nothing about how they behave.
import Foundation

extension String {
    /// A localization key and default value, written as an interpolated string.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        public struct StringInterpolation: StringInterpolationProtocol {
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) {}
            public mutating func appendInterpolation<T>(_ value: T) {}
        }

        public init(stringLiteral value: String) {}
        public init(stringInterpolation: StringInterpolation) {}
    }

    /// The string a resource resolves to, in its locale.
    public init(localized resource: LocalizedStringResource) { fatalError("stand-in") }
}

/// A reference to a localizable string: its key, table, bundle and the locale it resolves in.
public struct LocalizedStringResource: Sendable {
    /// Where the resource's table is: the main bundle, a class's bundle, or a bundle's URL.
    public enum BundleDescription: @unchecked Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)
    }

    public var locale: Locale
    public var bundle: BundleDescription

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.locale = locale
        self.bundle = bundle
    }
}
