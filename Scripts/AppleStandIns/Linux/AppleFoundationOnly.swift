// CI-ONLY STAND-IN, never shipped: the declarations of Apple's Foundation that the
// `LanguagePolicy` module uses and Linux Foundation lacks, compiled into that module for the Linux
// behaviour runs only (Scripts/typecheck-apple.sh): the Apple-target compile takes them from the
// stand-in SDK (Scripts/AppleStandIns/Foundation.swiftinterface), with the same signatures:
//   https://developer.apple.com/documentation/foundation/localizedstringresource/init(_:table:locale:bundle:comment:)-69k32
//   https://developer.apple.com/documentation/foundation/localizedstringresource/bundledescription
//   https://developer.apple.com/documentation/swift/string/localizationvalue
//   https://developer.apple.com/documentation/foundation/localizedstringresource/init(stringliteral:)
//   https://developer.apple.com/documentation/swift/string/init(localized:)
// Modelled behaviour: a resource keeps the locale and bundle it was made with (its `locale` and
// `bundle` properties), which is what the SwiftUI check reads; `String(localized:)` looks the
// key up "in the locale" of the resource (Apple's page: alter the resource's `locale` to
// localize in a different locale), modelled as the `.lproj` the package's model of Apple's
// bundle matching picks for the locale's language, the key itself when it is missing. Plural
// forms and interpolated values are not modelled (a key is its literal text).
public import Foundation
internal import LanguageTags

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
public struct LocalizedStringResource: Sendable, ExpressibleByStringInterpolation {
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

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(stringLiteral: value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
}

extension String {
    /// The resource's string in its locale (see the model's note above).
    public init(localized resource: LocalizedStringResource) {
        let bundle: Bundle? =
            switch resource.bundle {
            case .main: .main
            case .forClass(let type): Bundle(for: type)
            case .atURL(let url): Bundle(url: url)
            }
        guard let bundle, let language = try? LanguageTag(resource.locale).withoutExtensions else {
            self = resource.key
            return
        }
        let name = resource.table ?? "Localizable"
        let folder = BundleScan(bundle, language: language).folders.first { $0.tables.contains(name) }
        self = folder?.bundle.localizedString(forKey: resource.key, value: resource.key, table: name) ?? resource.key
    }
}
