internal import AppLanguage

extension PlatformReport: CustomStringConvertible {
    /// The report side by side, in words.
    ///
    /// ```text
    /// Device languages: en-AU
    /// Policy decides:   en (device_preference: language_and_script match of en-AU)
    /// Apple shows:      en-GB.lproj — differs: Apple's parent map sends en-AU to en-GB
    /// Android loads:    values-en-rGB — differs: en-AU, the only device locale, is used …
    /// To make Apple show en:
    ///   - approve the alias en-AU → en-GB in the policy
    /// ```
    package var description: String { text(platforms: Set(Platform.allCases)) }

    /// The report of the platforms an app ships only (an Android-only app gets no Apple line
    /// and no Apple remedy).
    package func text(platforms: Set<Platform>) -> String {
        let comparison = comparison
        let context = comparison.context
        let decision = comparison.decision
        var lines = ["Device languages: \(Self.list(context.deviceLanguages))"]
        if !context.systemAppPreference.isEmpty {
            lines.append("Per-app setting:  \(Self.list(context.systemAppPreference))")
        }
        if let saved = context.savedUserChoice {
            lines.append("Saved choice:     \(saved.effectiveLocale) (only the policy sees it)")
        }
        var how = "\(decision.source.rawValue): \(decision.match.rawValue)"
        if let requested = decision.requestedLocale { how += " match of \(requested)" }
        lines.append("Policy decides:   \(decision.effectiveLocale) (\(how))")
        let apple = comparison.apple
        if platforms.contains(.apple) {
            lines.append(
                "Apple shows:      \(apple.shown.map { "\($0).lproj" } ?? "no localization") — "
                    + "\(apple.agrees ? "agrees" : "differs"): \(apple.resolution.reason)")
            if apple.localizations.count > 1 {
                lines.append(
                    "                  (Apple's ordered localizations: \(apple.localizations.joined(separator: ", ")))")
            }
        }
        let android = comparison.android
        if platforms.contains(.android) {
            lines.append(
                "Android loads:    \(android.folder.map(PlatformRemedy.folder) ?? "no folder") — "
                    + "\(android.agrees ? "agrees" : "differs"): \(android.resolution)")
        }
        for (platform, remedies) in [(Platform.apple, appleRemedies), (.android, androidRemedies)]
        where platforms.contains(platform) && !comparison.agrees(on: platform) {
            let verb = platform == .apple ? "show" : "load"
            lines.append("To make \(platform) \(verb) \(decision.effectiveLocale):")
            lines += remedies.isEmpty ? ["  - no single change found"] : remedies.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    private static func list(_ languages: [String]) -> String {
        languages.isEmpty ? "(none)" : languages.joined(separator: ", ")
    }
}
