extension AndroidFolderChoice {
    /// Why `winner` beats `other` for ``device``, in words, the winner's name first.
    func explanation(
        of preference: AndroidLocalePreference, winner: AndroidResourceFolder, other: AndroidResourceFolder
    ) -> String {
        let (w, o) = (Self.name(winner), Self.name(other))
        let locale = winner.locale ?? .unspecified
        switch preference {
        case .hasLanguage: return "\(w), which has \(device)'s language where \(o) has none"
        case .usEnglishPrefersDefault:
            return
                "\(w), which Android takes for en-US (apps keep US English there) over \(o), English of another region"
        case .usEnglishPrefersEnglish: return "\(w), English without a region or for US, which beats values/ for en-US"
        case .usLikeEnglishPrefersDefault:
            return "\(w) (US English), which beats \(o): \(device) is close to US English (its parents reach en "
                + "before en-001) and \(o) is not"
        case .usLikeEnglishPrefersEnglish:
            return "\(w), which beats values/: \(device) and \(w) are both close to US English (their parents reach en "
                + "before en-001)"
        case .region(let rule, let standIn):
            return regionExplanation(
                rule, standIn: standIn, winner: w, locale: locale, other: o, otherLocale: other.locale)
        case .matchingVariant: return "\(w), which has \(device)'s variant where \(o) has not"
        case .matchingNumberingSystem: return "\(w), which has \(device)'s numbering system where \(o) has not"
        case .identicalLanguage: return "\(w), which has \(device)'s own language code where \(o) has an equivalent one"
        }
    }

    private func regionExplanation(
        _ rule: AndroidRegionPreference, standIn: Bool, winner w: String, locale: AndroidLocale, other o: String,
        otherLocale: AndroidLocale?
    ) -> String {
        let standing = standIn ? "\(locale) stands in for es-419, which is" : "it is"
        switch rule {
        case .ancestor where !standIn && locale.packedRegion == device.packedRegion:
            return "\(w), which has \(device)'s own region and beats \(o)"
        case .ancestor where !standIn: return "\(w), which is an ancestor of \(device) and beats \(o)"
        case .ancestor: return "\(w), which beats \(o): \(standing) an ancestor of \(device)"
        case .nearerInTree: return "\(w), which beats \(o): \(standing) nearer to \(device) in Android's parent tree"
        case .representative:
            return "\(w), which beats \(o), as near to \(device): \(locale) is a representative locale of its language"
        case .lowerRegionCode:
            let (mine, theirs) = (locale.region ?? "none", otherLocale?.region ?? "none")
            return "\(w), which beats \(o): as near to \(device) and as representative, the lower region code wins "
                + "(\(mine) before \(theirs); two letters before three digits)"
        }
    }
}
