extension ScanReport {
    /// The report for people: per platform, where the development language comes from, a
    /// table of its locales (keys, missing, complete, needing review), and its findings; then
    /// the totals.
    ///
    /// ```swift
    /// print(report.text)
    /// // Apple: development language en (developmentRegion, App.xcodeproj/project.pbxproj)
    /// //   folder       locale   keys  missing  complete  review
    /// //   en.lproj     en         12        0      100%       0
    /// //   …
    /// //   error: sr-Latn: no localization serves sr-Latn on Apple: …
    /// // 3 errors, 5 warnings, 2 notes
    /// ```
    public var text: String {
        var lines: [String] = []
        if let apple = inventory.apple {
            let language = apple.developmentLanguage
            let source =
                language.source == .developmentRegion
                ? "developmentRegion, \(apple.projectFile ?? "")" : "\(language.source.rawValue)"
            lines.append("Apple: development language \(language.tag) (\(source))")
            lines += Self.table(apple.locales, firstColumn: "localization") + appleFindings.map { "  \($0)" }
        }
        if let android = inventory.android {
            let language = android.defaultLanguage
            lines.append("Android: values/ is \(language.tag) (\(language.source.rawValue))")
            lines += Self.table(android.locales, firstColumn: "folder") + androidFindings.map { "  \($0)" }
        }
        if inventory.apple == nil && inventory.android == nil {
            lines.append(
                "no Apple or Android localization resources in \(inventory.directories.joined(separator: ", "))")
        }
        func count(_ severity: ScanFinding.Severity) -> String {
            let number = self.count(severity)
            return "\(number) \(severity.rawValue)\(number == 1 ? "" : "s")"
        }
        lines.append([count(.error), count(.warning), count(.note)].joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    /// The locales as aligned columns.
    private static func table(_ locales: [ScannedLocale], firstColumn: String) -> [String] {
        var rows = [[firstColumn, "locale", "keys", "missing", "complete", "review"]]
        for locale in locales {
            let resource = locale.resource
            let counts = locale.counts
            let what = resource.kind == .locale ? resource.locale?.description ?? "" : "(\(resource.kind.rawValue))"
            rows.append([
                resource.folder, what, "\(counts.keys)", counts.missing.map(String.init) ?? "-",
                counts.complete.map(percent) ?? "-", "\(counts.needsReview)",
            ])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max()! }
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
