// CI-ONLY STAND-IN, never shipped: the declarations of Apple's Foundation that LanguagePolicy
// uses and Linux Foundation lacks, with the signatures Apple documents (Foundation reference:
// `LocalizedStringResource.init(_:table:locale:bundle:comment:)`, iOS 16; `String.LocalizationValue`;
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
    public var locale: Locale

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle,
        comment: StaticString? = nil
    ) {
        self.locale = locale
    }
}
