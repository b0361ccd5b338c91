extension LanguageTag {
    /// A language subtag: two or three letters (ISO 639), five to eight letters, or `und`.
    ///
    /// Stored lowercase. Four-letter language subtags are reserved by RFC 5646 and rejected.
    ///
    /// ```swift
    /// LanguageTag.Language("EN")?.description   // "en"
    /// LanguageTag.Language("eng1")              // nil: letters only
    /// ```
    public struct Language: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The ASCII bytes, packed as ``PackedASCII`` describes (for the package's matchers).
        package let packed: UInt64

        init(packed: UInt64) { self.packed = packed }

        /// A language subtag, or nil when `text` is not 2–3 or 5–8 ASCII letters.
        public init?(_ text: some StringProtocol) {
            guard text.utf8.count != 4,
                let packed = PackedASCII.pack(
                    text, count: 2...8, isValid: ASCII.isLetter, normalize: { ASCII.lowercased($1) })
            else { return nil }
            self.packed = packed
        }

        /// `und`, the undetermined language.
        public static let undetermined = Language(packed: 0x756E_6400_0000_0000)

        /// Whether this is `und`.
        public var isUndetermined: Bool { self == .undetermined }

        /// Whether this lies in the private-use range `qaa`–`qtz`.
        public var isPrivateUse: Bool {
            PackedASCII.count(packed) == 3 && PackedASCII.byte(packed, at: 0) == 0x71
                && PackedASCII.byte(packed, at: 1) <= 0x74
        }

        public var description: String { PackedASCII.string(packed) }
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.packed < rhs.packed }
    }

    /// A script subtag: four letters (ISO 15924), stored title case (`Latn`, `Hant`).
    ///
    /// ```swift
    /// LanguageTag.Script("hant")?.description   // "Hant"
    /// ```
    public struct Script: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The ASCII bytes, packed as ``PackedASCII`` describes (for the package's matchers).
        package let packed: UInt64

        init(packed: UInt64) { self.packed = packed }

        /// A script subtag, or nil when `text` is not four ASCII letters.
        public init?(_ text: some StringProtocol) {
            guard
                let packed = PackedASCII.pack(
                    text, count: 4...4, isValid: ASCII.isLetter,
                    normalize: { $0 == 0 ? ASCII.uppercased($1) : ASCII.lowercased($1) })
            else { return nil }
            self.packed = packed
        }

        /// A script subtag from UTF-8 bytes, or nil when they are not four ASCII letters: the
        /// same as the generic initializer, for the package's readers of generated tables (a
        /// generic call from another module is not specialized, and looks up conformances at
        /// run time: about 2 µs a call).
        package init?(utf8 bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes.count == 4, bytes.allSatisfy(ASCII.isLetter) else { return nil }
            var packed: UInt64 = 0
            for (index, byte) in bytes.enumerated() {
                let normalized = index == 0 ? ASCII.uppercased(byte) : ASCII.lowercased(byte)
                packed |= UInt64(normalized) << (56 - 8 * UInt64(index))
            }
            self.packed = packed
        }

        /// `Zzzz`, the code for an unknown script.
        public static let unknown = Script(packed: 0x5A7A_7A7A_0000_0000)

        public var description: String { PackedASCII.string(packed) }
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.packed < rhs.packed }
    }

    /// A region subtag: two letters (ISO 3166-1) or three digits (UN M.49), stored uppercase.
    ///
    /// ```swift
    /// LanguageTag.Region("gb")?.description    // "GB"
    /// LanguageTag.Region("419")?.description   // "419"
    /// ```
    public struct Region: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The ASCII bytes, packed as ``PackedASCII`` describes (for the package's matchers).
        package let packed: UInt64

        init(packed: UInt64) { self.packed = packed }

        /// A region subtag, or nil when `text` is neither two letters nor three digits.
        public init?(_ text: some StringProtocol) {
            let isNumeric = text.utf8.count == 3
            guard
                let packed = PackedASCII.pack(
                    text, count: 2...3, isValid: { isNumeric ? ASCII.isDigit($0) : ASCII.isLetter($0) },
                    normalize: { ASCII.uppercased($1) })
            else { return nil }
            self.packed = packed
        }

        /// `ZZ`, the code for an unknown region.
        public static let unknown = Region(packed: 0x5A5A_0000_0000_0000)

        /// Whether this is a UN M.49 numeric code (`419`, `001`).
        public var isNumeric: Bool { ASCII.isDigit(PackedASCII.byte(packed, at: 0)) }

        public var description: String { PackedASCII.string(packed) }
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.packed < rhs.packed }
    }

    /// A variant subtag: five to eight letters or digits, or four starting with a digit.
    /// Stored lowercase.
    ///
    /// ```swift
    /// LanguageTag.Variant("1996")?.description      // "1996"
    /// LanguageTag.Variant("Valencia")?.description  // "valencia"
    /// ```
    public struct Variant: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The ASCII bytes, packed as ``PackedASCII`` describes (for the package's matchers).
        package let packed: UInt64

        init(packed: UInt64) { self.packed = packed }

        /// A variant subtag, or nil when `text` does not have a variant's shape.
        public init?(_ text: some StringProtocol) {
            let utf8 = text.utf8
            guard utf8.count >= 5 || (utf8.count == 4 && ASCII.isDigit(utf8.first!)),
                let packed = PackedASCII.pack(
                    text, count: 4...8, isValid: ASCII.isAlphanumeric,
                    normalize: { ASCII.lowercased($1) })
            else { return nil }
            self.packed = packed
        }

        public var description: String { PackedASCII.string(packed) }
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.packed < rhs.packed }
    }

    /// An extension: a singleton other than `x` followed by its subtags, all lowercase
    /// (`u-ca-japanese`, `t-ja`).
    ///
    /// ```swift
    /// let tag = try LanguageTag(parsing: "en-US-u-ca-buddhist")
    /// tag.extensions[0].singleton   // "u"
    /// tag.extensions[0].subtags     // ["ca", "buddhist"]
    /// ```
    public struct Extension: Hashable, Sendable, CustomStringConvertible {
        /// The singleton, a lowercase ASCII letter or digit other than `x`.
        public let singleton: Character
        /// The subtags after the singleton: at least one, each 2–8 lowercase letters or digits.
        public let subtags: [String]

        init(singleton: Character, subtags: [String]) {
            self.singleton = singleton
            self.subtags = subtags
        }

        /// `u-ca-japanese`.
        public var description: String { ([String(singleton)] + subtags).joined(separator: "-") }
    }
}
