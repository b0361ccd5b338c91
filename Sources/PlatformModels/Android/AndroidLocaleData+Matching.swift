extension AndroidLocaleData {
    /// Why `folder` does not match `device`, or nil when it matches: the locale part of
    /// `ResTable_config::match`. Same (or equivalent, `tl`/`fil`) language, then the same
    /// script, the folder's computed when it names none; when either script is unknown, the
    /// folder's region must be none or the device's.
    ///
    /// ```swift
    /// let device = AndroidLocale(deviceLocale: try LanguageTag(parsing: "sr-ME"))
    /// AndroidLocaleData.cldr46.mismatch(of: try AndroidResourceFolder(parsing: "values-sr").locale!, for: device)
    /// // .otherScript (sr is Cyrl, sr-ME Latn)
    /// ```
    package func mismatch(of folder: AndroidLocale, for device: AndroidLocale) -> AndroidMismatch? {
        if folder.isUnspecified { return nil }
        guard AndroidPacking.areEquivalent(folder.packedLanguage, device.packedLanguage) else { return .otherLanguage }
        let script = device.packedScript == 0 ? 0 : matchingScript(of: folder)
        if script == 0 && (device.packedScript == 0 || !folder.scriptWasComputed) {
            return folder.packedRegion == 0 || folder.packedRegion == device.packedRegion ? nil : .otherRegion
        }
        return script == device.packedScript ? nil : .otherScript
    }

    /// The script `match` compares for a folder: the one it names (or was computed at parsing),
    /// else the one computed from its language and region; 0 when unknown.
    func matchingScript(of folder: AndroidLocale) -> UInt32 {
        if folder.packedScript != 0 || folder.scriptWasComputed { return folder.packedScript }
        return computedScript(language: folder.packedLanguage, region: folder.packedRegion)
    }

    /// Why Android prefers `folder` to `other` for `device` (both matching it), or nil when it
    /// does not: `ResTable_config::isLocaleBetterThan`.
    ///
    /// ```swift
    /// let device = AndroidLocale(deviceLocale: try LanguageTag(parsing: "en-AU"))
    /// AndroidLocaleData.cldr46.preference(
    ///     for: try AndroidResourceFolder(parsing: "values-en").locale!,
    ///     over: try AndroidResourceFolder(parsing: "values-en-rGB").locale!, device: device)
    /// // .region(.ancestor, spanishStandIn: false)
    /// ```
    package func preference(
        for folder: AndroidLocale, over other: AndroidLocale, device: AndroidLocale
    ) -> AndroidLocalePreference? {
        if device.isUnspecified || (folder.isUnspecified && other.isUnspecified) { return nil }
        guard AndroidPacking.areEquivalent(folder.packedLanguage, other.packedLanguage) else {
            return languagePreference(for: folder, over: other, device: device)
        }
        let regions = compareRegions(
            folder.packedRegion, other.packedRegion, language: device.packedLanguage, script: device.packedScript,
            region: device.packedRegion)
        if regions.order != 0 {
            return regions.order > 0 ? .region(regions.rule, spanishStandIn: regions.leftStoodIn) : nil
        }
        let variantMatches = folder.packedVariant == device.packedVariant
        if variantMatches != (other.packedVariant == device.packedVariant) {
            return variantMatches ? .matchingVariant : nil
        }
        let numberingMatches = folder.packedNumberingSystem == device.packedNumberingSystem
        if numberingMatches != (other.packedNumberingSystem == device.packedNumberingSystem) {
            return numberingMatches ? .matchingNumberingSystem : nil
        }
        if folder.packedLanguage == device.packedLanguage && other.packedLanguage != device.packedLanguage {
            return .identicalLanguage
        }
        return nil
    }

    /// One folder has the language, the other (`values/`) none: the one with the language wins,
    /// except that for US English, and English close to it, `values/` is US English.
    private func languagePreference(
        for folder: AndroidLocale, over other: AndroidLocale, device: AndroidLocale
    ) -> AndroidLocalePreference? {
        let english: UInt16 = 0x656E
        let unitedStates: UInt16 = 0x5553
        let hasLanguage = folder.packedLanguage != 0
        if device.packedLanguage == english {
            if device.packedRegion == unitedStates {
                if hasLanguage {
                    return folder.packedRegion == 0 || folder.packedRegion == unitedStates
                        ? .usEnglishPrefersEnglish : nil
                }
                return other.packedRegion == 0 || other.packedRegion == unitedStates ? nil : .usEnglishPrefersDefault
            }
            if isCloseToUSEnglish(region: device.packedRegion) {
                if hasLanguage {
                    return isCloseToUSEnglish(region: folder.packedRegion) ? .usLikeEnglishPrefersEnglish : nil
                }
                return isCloseToUSEnglish(region: other.packedRegion) ? nil : .usLikeEnglishPrefersDefault
            }
        }
        return hasLanguage ? .hasLanguage : nil
    }

    /// `localeDataIsCloseToUsEnglish`: whether the parents of English of `region` (in Latin
    /// script) reach `en` before `en-001`.
    func isCloseToUSEnglish(region: UInt16) -> Bool {
        let english = AndroidPacking.key(language: 0x656E, region: 0)
        let international = AndroidPacking.key(language: 0x656E, region: 0x8400)
        var ancestor = AndroidPacking.key(language: 0x656E, region: region)
        while ancestor != 0 {
            if ancestor == english { return true }
            if ancestor == international { return false }
            ancestor = parent(of: ancestor, script: Self.latin)
        }
        return false
    }

    static let latin: UInt32 = 0x4C61_746E

    /// The result of `localeDataCompareRegions`: `order` > 0 when the left region is better, < 0
    /// when the right one is, 0 when the same; `rule` says what decided; `leftStoodIn` whether
    /// the left one won as es-419's stand-in.
    struct RegionComparison {
        let order: Int
        let rule: AndroidRegionPreference
        let leftStoodIn: Bool
    }

    /// `localeDataCompareRegions` for two regions of the device's language.
    func compareRegions(
        _ leftRegion: UInt16, _ rightRegion: UInt16, language: UInt16, script: UInt32, region: UInt16
    ) -> RegionComparison {
        guard leftRegion != rightRegion else { return RegionComparison(order: 0, rule: .ancestor, leftStoodIn: false) }
        var left = AndroidPacking.key(language: language, region: leftRegion)
        var right = AndroidPacking.key(language: language, region: rightRegion)
        let request = AndroidPacking.key(language: language, region: region)
        // es-MX and es-US stand in for es-419 against anything but es-419 and each other.
        let usSpanish: UInt32 = 0x6573_5553
        let mexicanSpanish: UInt32 = 0x6573_4D58
        let latinAmericanSpanish: UInt32 = 0x6573_A424
        let leftIsSpecial = left == usSpanish || left == mexicanSpanish
        let rightIsSpecial = right == usSpanish || right == mexicanSpanish
        var substituted = 0
        if leftIsSpecial && !rightIsSpecial && right != latinAmericanSpanish {
            left = latinAmericanSpanish
            substituted = 1
        } else if rightIsSpecial && !leftIsSpecial && left != latinAmericanSpanish {
            right = latinAmericanSpanish
            substituted = -1
        }
        func result(_ order: Int, _ rule: AndroidRegionPreference) -> RegionComparison {
            RegionComparison(order: order, rule: rule, leftStoodIn: order > 0 && substituted == 1)
        }
        let ancestors = ancestorChain(of: request, script: script, stoppingAt: left, right)
        if ancestors.last == left { return result(1, .ancestor) }
        if ancestors.last == right { return result(-1, .ancestor) }
        let leftDistance = distance(from: left, script: script, to: ancestors)
        let rightDistance = distance(from: right, script: script, to: ancestors)
        if leftDistance != rightDistance { return result(rightDistance - leftDistance, .nearerInTree) }
        let leftIsRepresentative = isRepresentative(left, script: script)
        if leftIsRepresentative != isRepresentative(right, script: script) {
            return result(leftIsRepresentative ? 1 : -1, .representative)
        }
        return result(right < left ? -1 : 1, .lowerRegionCode)
    }

    /// `findAncestors`: `key`, its parent, … up to its language, stopping early at either stop.
    private func ancestorChain(of key: UInt32, script: UInt32, stoppingAt first: UInt32, _ second: UInt32)
        -> AncestorChain
    {
        var chain = AncestorChain()
        var ancestor = key
        repeat {
            chain.append(ancestor)
            if ancestor == first || ancestor == second { break }
            ancestor = parent(of: ancestor, script: script)
        } while ancestor != 0
        return chain
    }

    /// `findDistance`: the steps from `key` up to the first ancestor it shares with the
    /// request's chain, plus that ancestor's steps from the request.
    private func distance(from key: UInt32, script: UInt32, to requestChain: AncestorChain) -> Int {
        var count = 0
        var ancestor = key
        repeat {
            count += 1
            if let index = requestChain.firstIndex(of: ancestor) { return count + index - 1 }
            ancestor = parent(of: ancestor, script: script)
        } while ancestor != 0
        return count - 2
    }
}

/// A locale and its ancestors (at most eight: Android's deepest chain is four), without
/// allocating.
struct AncestorChain {
    private var keys: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0, 0, 0, 0)
    private(set) var count = 0

    mutating func append(_ key: UInt32) {
        precondition(count < 8, "a parent chain longer than eight locales")
        withUnsafeMutableBytes(of: &keys) { $0.storeBytes(of: key, toByteOffset: count * 4, as: UInt32.self) }
        count += 1
    }

    subscript(index: Int) -> UInt32 {
        withUnsafeBytes(of: keys) { $0.load(fromByteOffset: index * 4, as: UInt32.self) }
    }

    var last: UInt32? { count == 0 ? nil : self[count - 1] }

    func firstIndex(of key: UInt32) -> Int? { (0..<count).first { self[$0] == key } }
}
