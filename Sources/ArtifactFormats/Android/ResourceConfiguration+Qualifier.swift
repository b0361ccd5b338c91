/// The configuration written as Android writes it: ``qualifier`` as `ResTable_config::toString`
/// (what `aapt2 dump configurations` prints), ``folder`` as a folder name that aapt2 reads back.
extension ResourceConfiguration {
    /// The locale part of a folder name, as `appendDirLocale` writes it: `fr`, `fr-rCA`, or
    /// the `b+` form when a script, variant or numbering system is named (`b+sr+Latn`).
    /// A numeric region comes out as `es-r419`, which no folder can be named.
    package var localeQualifier: String {
        guard hasLocale else { return "" }
        guard scriptIsExplicit || !variant.isEmpty || !numberingSystem.isEmpty else {
            return region.isEmpty ? language : "\(language)-r\(region)"
        }
        var parts = ["b", language]
        if scriptIsExplicit { parts.append(script) }
        if !region.isEmpty { parts.append(region) }
        if !variant.isEmpty { parts.append(variant) }
        if !numberingSystem.isEmpty { parts += ["u", "nu", numberingSystem] }
        return parts.joined(separator: "+")
    }

    /// The folder of the configuration's locale that aapt2 reads back as this locale
    /// (`values`, `values-fr-rCA`, `values-b+sr+Latn`, `values-b+es+419` for a numeric region),
    /// as `ResourceLocale/init(androidFolder:defaultLanguage:)` reads folder names.
    package var folder: String {
        guard hasLocale else { return "values" }
        let numericRegion = region.utf8.first.map { $0 &- 0x30 < 10 } ?? false
        guard numericRegion, !localeQualifier.hasPrefix("b+") else { return "values-\(localeQualifier)" }
        return "values-b+\(language)+\(region)"
    }

    /// The whole configuration as `ResTable_config::toString` writes it (Android 10): `""` for
    /// the default, `fr-rCA`, `b+sr+Latn`, `night`, `sw600dp-v13`, `en-rGB-land-xhdpi`.
    package var qualifier: String {
        var parts: [String] = []
        if mcc != 0 { parts.append("mcc\(mcc)") }
        if mnc != 0 { parts.append("mnc\(mnc)") }
        if hasLocale { parts.append(localeQualifier) }
        let layoutDirection = screenLayout & 0xC0
        if layoutDirection != 0 {
            parts.append(Self.name(layoutDirection >> 6, ["", "ldltr", "ldrtl"], or: "layoutDir=\(layoutDirection)"))
        }
        if smallestScreenWidthDp != 0 { parts.append("sw\(smallestScreenWidthDp)dp") }
        if screenWidthDp != 0 { parts.append("w\(screenWidthDp)dp") }
        if screenHeightDp != 0 { parts.append("h\(screenHeightDp)dp") }
        let size = screenLayout & 0x0F
        if size != 0 {
            parts.append(Self.name(size, ["", "small", "normal", "large", "xlarge"], or: "screenLayoutSize=\(size)"))
        }
        let long = screenLayout & 0x30
        if long != 0 { parts.append(Self.name(long >> 4, ["", "notlong", "long"], or: "screenLayoutLong=\(long)")) }
        let round = screenLayout2 & 0x03
        if round != 0 { parts.append(Self.name(round, ["", "notround", "round"], or: "screenRound=\(round)")) }
        let gamut = colorMode & 0x03
        if gamut != 0 { parts.append(Self.name(gamut, ["", "nowidecg", "widecg"], or: "wideColorGamut=\(gamut)")) }
        let hdr = colorMode & 0x0C
        if hdr != 0 { parts.append(Self.name(hdr >> 2, ["", "lowdr", "highdr"], or: "hdr=\(hdr)")) }
        if orientation != 0 {
            parts.append(Self.name(orientation, ["", "port", "land", "square"], or: "orientation=\(orientation)"))
        }
        let uiType = uiMode & 0x0F
        if uiType != 0 {
            let names = ["", "normal", "desk", "car", "television", "appliance", "watch", "vrheadset"]
            parts.append(Self.name(uiType, names, or: "uiModeType=\(uiType)"))
        }
        let night = uiMode & 0x30
        if night != 0 { parts.append(Self.name(night >> 4, ["", "notnight", "night"], or: "uiModeNight=\(night)")) }
        if density != 0 { parts.append(densityName) }
        if touchscreen != 0 {
            parts.append(
                Self.name(touchscreen, ["", "notouch", "stylus", "finger"], or: "touchscreen=\(touchscreen)"))
        }
        let keysHidden = inputFlags & 0x03
        if keysHidden != 0 {
            parts.append(Self.name(keysHidden, ["", "keysexposed", "keyshidden", "keyssoft"], or: ""))
        }
        if keyboard != 0 {
            parts.append(Self.name(keyboard, ["", "nokeys", "qwerty", "12key"], or: "keyboard=\(keyboard)"))
        }
        let navHidden = inputFlags & 0x0C
        if navHidden != 0 {
            parts.append(
                Self.name(navHidden >> 2, ["", "navexposed", "navhidden"], or: "inputFlagsNavHidden=\(navHidden)"))
        }
        if navigation != 0 {
            let names = ["", "nonav", "dpad", "trackball", "wheel"]
            parts.append(Self.name(navigation, names, or: "navigation=\(navigation)"))
        }
        if screenWidth != 0 || screenHeight != 0 { parts.append("\(screenWidth)x\(screenHeight)") }
        if sdkVersion != 0 || minorVersion != 0 {
            parts.append("v\(sdkVersion)" + (minorVersion != 0 ? ".\(minorVersion)" : ""))
        }
        return parts.joined(separator: "-")
    }

    private var densityName: String {
        switch density {
        case 120: "ldpi"
        case 160: "mdpi"
        case 213: "tvdpi"
        case 240: "hdpi"
        case 320: "xhdpi"
        case 480: "xxhdpi"
        case 640: "xxxhdpi"
        case 0xFFFF: "nodpi"
        case 0xFFFE: "anydpi"
        default: "\(density)dpi"
        }
    }

    private static func name(_ value: UInt8, _ names: [String], or fallback: String) -> String {
        Int(value) < names.count && !names[Int(value)].isEmpty ? names[Int(value)] : fallback
    }
}
