// CI-ONLY STAND-IN, never shipped: the two declarations of Apple's Foundation that the
// `LanguagePolicy` module uses and Linux Foundation lacks, compiled into that module for the Linux
// behaviour runs only (Scripts/typecheck-apple.sh): the Apple-target compile takes them from the
// stand-in SDK (Scripts/AppleStandIns/Foundation.swiftinterface), with the same signatures:
//   https://developer.apple.com/documentation/foundation/localizedstringresource/init(_:table:locale:bundle:comment:)-69k32
//   https://developer.apple.com/documentation/foundation/localizedstringresource/bundledescription
//   https://developer.apple.com/documentation/swift/string/localizationvalue
// Modelled behaviour: a resource keeps the locale and bundle it was made with (its `locale` and
// `bundle` properties), which is what the SwiftUI check reads.
public import Foundation

extension String {
    /// A localization key and default value, written as an interpolated string.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        public struct StringInterpolation: StringInterpolationProtocol {
            var text = ""
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { text += literal }
            public mutating func appendInterpolation(_ string: String) { text += string }
            public mutating func appendInterpolation(_ value: Int) { text += "\(value)" }
        }

        let key: String
        public init(stringLiteral value: String) { key = value }
        public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }
    }
}

/// A reference to a localizable string: its key, table, bundle and the locale it resolves in.
public struct LocalizedStringResource: Sendable {
    /// Where the resource's table is: the main bundle, a class's bundle, or a bundle's URL.
    public enum BundleDescription: Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)
    }

    public let key: String
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        key = keyAndValue.key
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }
}
