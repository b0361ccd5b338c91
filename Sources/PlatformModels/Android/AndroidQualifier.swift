/// A resource-folder qualifier other than the locale (`night`, `v31`, `land`, `sw600dp`…), as
/// Android's aapt2 reads it: each kind may appear once, in the order of ``Kind``'s cases
/// (Android's "qualifier precedence" table), the mobile codes before the locale and the
/// others after it.
///
/// ```swift
/// let folder = try AndroidResourceFolder(parsing: "values-fr-night-v21")
/// folder.otherQualifiers.map(\.kind)   // [.nightMode, .platformVersion]
/// ```
package struct AndroidQualifier: Hashable, Sendable, CustomStringConvertible {
    /// What the qualifier selects on, in the order aapt2 requires.
    package enum Kind: Int, CaseIterable, Hashable, Sendable, Comparable {
        /// `mcc310`.
        case mobileCountryCode
        /// `mnc004`.
        case mobileNetworkCode
        /// `ldltr`, `ldrtl`.
        case layoutDirection
        /// `sw600dp`.
        case smallestWidth
        /// `w720dp`.
        case availableWidth
        /// `h720dp`.
        case availableHeight
        /// `small`, `normal`, `large`, `xlarge`.
        case screenSize
        /// `long`, `notlong`.
        case screenAspect
        /// `round`, `notround`.
        case roundScreen
        /// `widecg`, `nowidecg`.
        case wideColorGamut
        /// `highdr`, `lowdr`.
        case highDynamicRange
        /// `port`, `land`, `square`.
        case orientation
        /// `car`, `desk`, `television`, `appliance`, `watch`, `vrheadset`.
        case uiMode
        /// `night`, `notnight`.
        case nightMode
        /// `ldpi` … `xxxhdpi`, `nodpi`, `anydpi`, `480dpi`.
        case density
        /// `notouch`, `finger`, `stylus`.
        case touchscreen
        /// `keysexposed`, `keyshidden`, `keyssoft`.
        case keyboardAvailability
        /// `nokeys`, `qwerty`, `12key`.
        case primaryTextInput
        /// `navexposed`, `navhidden`.
        case navigationKeyAvailability
        /// `nonav`, `dpad`, `trackball`, `wheel`.
        case primaryNavigation
        /// `640x480` (larger first).
        case screenDimensions
        /// `v21`.
        case platformVersion

        /// Whether `lhs` comes before `rhs` in a folder name.
        ///
        /// ```swift
        /// AndroidQualifier.Kind.nightMode < .platformVersion   // true: values-night-v21
        /// ```
        package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The kind of a qualifier (lower-cased) as aapt2's parsers read it, or nil when none
        /// takes it. (`any`, the wildcard, fits every kind: ``AndroidResourceFolder`` handles it.)
        static func of(_ text: String) -> Kind? {
            if let kind = words[text] { return kind }
            let bytes = Array(text.utf8)
            if let digits = number(bytes, after: "mcc") {
                return digits.count == 3 && Int(digits) != 0 ? .mobileCountryCode : nil
            }
            if let digits = number(bytes, after: "mnc") {
                return (1...3).contains(digits.count) ? .mobileNetworkCode : nil
            }
            if dimension(bytes, prefix: "sw") { return .smallestWidth }
            if dimension(bytes, prefix: "w") { return .availableWidth }
            if dimension(bytes, prefix: "h") { return .availableHeight }
            if isDensity(text) { return .density }
            if isScreenDimensions(bytes) { return .screenDimensions }
            if let digits = number(bytes, after: "v"), !digits.isEmpty { return .platformVersion }
            return nil
        }

        /// The qualifiers that are fixed words.
        private static let words: [String: Kind] = {
            let lists: [(Kind, [String])] = [
                (.layoutDirection, ["ldltr", "ldrtl"]), (.screenSize, ["small", "normal", "large", "xlarge"]),
                (.screenAspect, ["long", "notlong"]), (.roundScreen, ["round", "notround"]),
                (.wideColorGamut, ["widecg", "nowidecg"]), (.highDynamicRange, ["highdr", "lowdr"]),
                (.orientation, ["port", "land", "square"]),
                (.uiMode, ["desk", "car", "television", "appliance", "watch", "vrheadset"]),
                (.nightMode, ["night", "notnight"]),
                (.density, ["anydpi", "nodpi", "ldpi", "mdpi", "tvdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]),
                (.touchscreen, ["notouch", "stylus", "finger"]),
                (.keyboardAvailability, ["keysexposed", "keyshidden", "keyssoft"]),
                (.primaryTextInput, ["nokeys", "qwerty", "12key"]),
                (.navigationKeyAvailability, ["navexposed", "navhidden"]),
                (.primaryNavigation, ["nonav", "dpad", "trackball", "wheel"]),
            ]
            return Dictionary(uniqueKeysWithValues: lists.flatMap { kind, words in words.map { ($0, kind) } })
        }()

        /// The digits after `prefix` when `bytes` is `prefix` and digits only.
        private static func number(_ bytes: [UInt8], after prefix: String) -> String? {
            let prefix = Array(prefix.utf8)
            guard bytes.starts(with: prefix) else { return nil }
            let digits = bytes.dropFirst(prefix.count)
            return digits.allSatisfy(isDigit) ? String(decoding: digits, as: UTF8.self) : nil
        }

        /// `prefix`, at least one digit, `dp`.
        private static func dimension(_ bytes: [UInt8], prefix: String) -> Bool {
            guard bytes.count > prefix.utf8.count + 2, bytes.suffix(2).elementsEqual("dp".utf8) else { return false }
            return number(Array(bytes.dropLast(2)), after: prefix).map { !$0.isEmpty } ?? false
        }

        /// A number of dots per inch other than 0 (`480dpi`).
        private static func isDensity(_ text: String) -> Bool {
            guard text.hasSuffix("dpi") else { return false }
            let digits = text.dropLast(3)
            return digits.utf8.allSatisfy(isDigit) && (Int(digits) ?? 1) != 0 && !digits.isEmpty
        }

        /// `WIDTHxHEIGHT`, width at least height (as Android's 16-bit fields hold them); aapt2
        /// also takes an empty height.
        private static func isScreenDimensions(_ bytes: [UInt8]) -> Bool {
            guard let x = bytes.firstIndex(of: 0x78), x > 0 else { return false }
            let width = bytes[..<x]
            let height = bytes[(x + 1)...]
            guard width.allSatisfy(isDigit), height.allSatisfy(isDigit) else { return false }
            func value(_ digits: ArraySlice<UInt8>) -> UInt16 {
                UInt16(truncatingIfNeeded: digits.reduce(0) { ($0 &* 10) &+ Int($1 - 0x30) })
            }
            return value(width) >= value(height)
        }

        private static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    }

    /// What the qualifier selects on.
    package let kind: Kind
    /// The qualifier as Android reads it (lower-cased): `night`, `sw600dp`, `v21`.
    package let text: String

    /// The qualifier as Android reads it.
    ///
    /// ```swift
    /// try AndroidResourceFolder(parsing: "values-NIGHT").otherQualifiers[0].description   // "night"
    /// ```
    package var description: String { text }
}
