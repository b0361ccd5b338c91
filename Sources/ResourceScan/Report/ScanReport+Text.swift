extension ScanReport {
    /// The report for people: per Apple bundle and per Android app module, where the
    /// development language comes from, a table of its locales (keys, missing, untranslated,
    /// broken, complete, needing review; for Android whether the build ships the folder), and
    /// its findings; then the totals.
    ///
    /// ```swift
    /// print(report.text)
    /// // Apple: App (app): development language en (developmentRegion, App.xcodeproj/project.pbxproj)
    /// //   localization  locale   keys  missing  untranslated  broken  complete  review
    /// //   en.lproj      en         12        0             0       0      100%       0
    /// //   …
    /// //   error: sr-Latn: no localization serves sr-Latn on Apple: …
    /// // Android: :app (application): values/ is en-US (unqualifiedResLocale)
    /// //   locale filters: en, fr (app/build.gradle.kts)
    /// //   folder         locale  keys  missing  untranslated  broken  complete  review  ships
    /// //   …
    /// // 3 errors, 5 warnings, 2 notes
    /// ```
    package var text: String {
        var lines: [String] = []
        for (apple, findings) in zip(inventory.appleBundles, bundleFindings) {
            let language = apple.developmentLanguage
            let source =
                switch language.source {
                case .developmentRegion: "developmentRegion, \(apple.projectFile ?? "")"
                case .bundleDevelopmentRegion: "CFBundleDevelopmentRegion"
                default: language.source.rawValue
                }
            let place = apple.bundle.path.map { ", \($0)" } ?? ""
            lines.append(
                "Apple: \(apple.bundle.name) (\(apple.bundle.kind.rawValue)\(place)): development language "
                    + "\(language.tag) (\(source))")
            lines += Self.table(apple.locales, firstColumn: "localization", ships: false) + findings.map { "  \($0)" }
        }
        for (android, findings) in zip(inventory.androidApps, moduleFindings) {
            let language = android.defaultLanguage
            let libraries =
                android.module.libraries.isEmpty ? "" : "; with \(android.module.libraries.joined(separator: ", "))"
            let kind = android.origin.isArtifact ? "built: \(android.module.path)" : android.module.kind.rawValue
            lines.append(
                "Android: \(android.module.name) (\(kind)\(libraries)): values/ is "
                    + "\(language.tag) (\(language.source.rawValue))")
            if !android.localeFilters.isEmpty {
                lines.append(
                    "  locale filters: \(android.localeFilters.joined(separator: ", ")) "
                        + "(\(android.filterFiles.joined(separator: ", ")))")
            }
            lines += Self.table(android.locales, firstColumn: "folder", ships: true)
            if !android.configurations.isEmpty {
                let folders = android.configurations.map { "\($0.resource.folder) (\($0.entries))" }
                lines.append("  configuration folders, not locales (strings): \(folders.joined(separator: ", "))")
            }
            lines += findings.map { "  \($0)" }
        }
        func count(_ severity: ScanFinding.Severity) -> String {
            let number = self.count(severity)
            return "\(number) \(severity.rawValue)\(number == 1 ? "" : "s")"
        }
        lines.append([count(.error), count(.warning), count(.note)].joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    /// The locales as aligned columns.
    private static func table(_ locales: [ScannedLocale], firstColumn: String, ships: Bool) -> [String] {
        var rows = [
            [firstColumn, "locale", "keys", "missing", "untranslated", "broken", "complete", "review"]
                + (ships ? ["ships"] : [])
        ]
        for locale in locales {
            let resource = locale.resource
            let counts = locale.counts
            let what = resource.kind == .locale ? resource.locale?.description ?? "" : "(\(resource.kind.rawValue))"
            rows.append(
                [
                    resource.folder, what, "\(counts.keys)", counts.missing.map(String.init) ?? "-",
                    "\(counts.untranslated)", "\(locale.broken)", counts.complete.map(percent) ?? "-",
                    "\(counts.needsReview)",
                ] + (ships ? [locale.ships ? "yes" : "no"] : []))
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  "
                + row.enumerated().map { column, cell in
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    return column < 2 ? cell + padding : padding + cell
                }.joined(separator: "  ").trimmingTrailingSpaces
        }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
