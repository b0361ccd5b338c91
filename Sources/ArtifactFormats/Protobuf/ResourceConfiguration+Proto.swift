/// `Configuration.proto`'s fields as `ResTable_config`'s: the enums (UNSET = 0) mapped to the
/// values Android stores, the locale read from its BCP 47 tag as aapt2 writes it.
extension ResourceConfiguration {
    /// Sets field `field` (other than the locale, 3, and the product, 25) from its value.
    mutating func set(protoField field: Int, _ value: UInt32) throws(ArtifactError) {
        let small = UInt8(truncatingIfNeeded: min(value, 255))
        let short = UInt16(truncatingIfNeeded: min(value, 0xFFFF))
        switch field {
        case 1: mcc = short
        case 2: mnc = short
        case 4: screenLayout = screenLayout & ~0xC0 | (small & 3) << 6
        case 5: screenWidth = short
        case 6: screenHeight = short
        case 7: screenWidthDp = short
        case 8: screenHeightDp = short
        case 9: smallestScreenWidthDp = short
        case 10: screenLayout = screenLayout & ~0x0F | small & 0x0F
        // LONG = 1, NOTLONG = 2 in the proto; SCREENLONG_YES = 2, NO = 1 in ResTable_config.
        case 11: screenLayout = screenLayout & ~0x30 | (small == 1 ? 2 : small == 2 ? 1 : small & 3) << 4
        case 12: screenLayout2 = screenLayout2 & ~0x03 | (small == 1 ? 2 : small == 2 ? 1 : small & 3)
        case 13: colorMode = colorMode & ~0x03 | (small == 1 ? 2 : small == 2 ? 1 : small & 3)
        case 14: colorMode = colorMode & ~0x0C | (small == 1 ? 2 : small == 2 ? 1 : small & 3) << 2
        case 15: orientation = small
        case 16: uiMode = uiMode & ~0x0F | small & 0x0F
        case 17: uiMode = uiMode & ~0x30 | (small == 1 ? 2 : small == 2 ? 1 : small & 3) << 4
        case 18: density = short
        // NOTOUCH = 1, STYLUS = 2, FINGER = 3: the same numbers as ResTable_config.
        case 19: touchscreen = small
        case 20: inputFlags = inputFlags & ~0x03 | small & 0x03
        case 21: keyboard = small
        case 22: inputFlags = inputFlags & ~0x0C | (small & 3) << 2
        case 23: navigation = small
        case 24: sdkVersion = short
        default: if value != 0 { hasUnknownFields = true }
        }
    }

    /// Sets the locale from a BCP 47 tag (`fr-CA`, `sr-Latn`, `es-419`, `b+` forms never
    /// appear here): language, then a 4-letter script, a 2-letter or 3-digit region, then a
    /// variant of 5–8 characters (or 4 starting with a digit).
    mutating func setLocale(bcp47 tag: String) {
        let parts = tag.split(separator: "-").map(String.init)
        guard let first = parts.first else { return }
        language = first.lowercased()
        for part in parts.dropFirst() {
            let digits = part.utf8.allSatisfy { $0 &- 0x30 < 10 }
            if part.count == 4, script.isEmpty, region.isEmpty, !digits, variant.isEmpty {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if (part.count == 2 && !digits) || (part.count == 3 && digits), region.isEmpty, variant.isEmpty {
                region = part.uppercased()
            } else if variant.isEmpty {
                variant = part.lowercased()
            }
        }
    }
}
