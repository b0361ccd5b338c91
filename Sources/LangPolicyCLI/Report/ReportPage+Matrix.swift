internal import AppLanguage
internal import PlatformModels

extension ReportPage {
    /// The platform matrix: device languages down; the policy's decision, Apple's localization
    /// and Android's folder across; each platform cell marked agrees or differs (colour and
    /// words), its rule and first fix on hover, and every disagreement's rule and fixes in the
    /// row after it.
    func writeMatrix(_ html: inout HTML) {
        section("matrix", "Platform matrix", &html) { html in
            let rows = matrix.rows
            let counts = platforms.map { platform in
                "\(platform) \(platform == .apple ? "shows" : "loads") the policy's locale for "
                    + "\(rows.count { $0.comparison.agrees(on: platform) })"
            }
            html.element("p") { html in
                html.text(
                    "\(rows.count) device language lists: \(counts.joined(separator: ", ")). What the app ships: "
                        + "\(matrix.setupSource).")
            }
            let differing = rows.indices.filter { index in
                platforms.contains { !rows[index].comparison.agrees(on: $0) }
            }
            if !differing.isEmpty {
                html.element("p") { html in
                    html.text("Lists where a platform differs: ")
                    for (position, index) in differing.enumerated() {
                        if position > 0 { html.text(", ") }
                        html.element(
                            "a", ["href": "#m\(index)"],
                            text: rows[index].comparison.context.deviceLanguages.joined(separator: ", "))
                    }
                }
            }
            table(
                "platform-matrix", caption: "What each platform shows for a device set to these languages", &html,
                columns: ["Device languages", "Policy decides"]
                    + platforms.map { $0 == .apple ? "Apple shows" : "Android loads" }, className: "matrix"
            ) { html in
                for (index, row) in rows.enumerated() { writeRow(row, index: index, &html) }
            }
        }
    }

    private func writeRow(_ row: PlatformMatrix.Row, index: Int, _ html: inout HTML) {
        let comparison = row.comparison
        let device = comparison.context.deviceLanguages.joined(separator: ", ")
        let apple = (
            PlatformRemedy.shownName(comparison.apple.shown, on: .apple), comparison.apple.agrees,
            comparison.apple.resolution.reason.description, row.appleRemedies
        )
        let android = (
            PlatformRemedy.shownName(comparison.android.folder, on: .android), comparison.android.agrees,
            comparison.android.resolution.description, row.androidRemedies
        )
        html.element("tr", ["id": "m\(index)", "data-device": device]) { html in
            html.element("th", ["scope": "row"], text: device)
            html.element("td") { html in
                html.text(comparison.decision.effectiveLocale.description)
                html.element("span", ["class": "source"], text: Self.sourceName(comparison.decision.source))
            }
            for (platform, (name, agrees, rule, remedies)) in [(Platform.apple, apple), (.android, android)]
            where platforms.contains(platform) {
                let hover = rule + (remedies.first.map { "\nFix: \($0)" } ?? "")
                html.element("td", ["class": agrees ? "ok" : "differs", "title": hover]) { html in
                    html.text(name)
                    Self.verdict(agrees, &html)
                }
            }
        }
        guard platforms.contains(where: { !comparison.agrees(on: $0) }) else { return }
        html.element("tr", ["class": "why", "data-for": "m\(index)"]) { html in
            html.element("td", ["colspan": "\(2 + platforms.count)"]) { html in
                for (platform, outcome) in [(Platform.apple, apple), (.android, android)]
                where platforms.contains(platform) && !outcome.1 {
                    html.element("p") { html in
                        html.element("strong", text: "\(platform): ")
                        html.text(outcome.2)
                        html.text(
                            outcome.3.isEmpty
                                ? ". No single change found."
                                : ". Fix: " + outcome.3.map(\.description).joined(separator: "; or "))
                    }
                }
            }
        }
    }
}

extension ReportPage {
    /// Where a decision came from, in two words at most.
    static func sourceName(_ source: SelectionSource) -> String {
        switch source {
        case .savedUserChoice: "saved choice"
        case .systemAppPreference: "per-app setting"
        case .devicePreference: "device"
        case .productDefault: "product default"
        }
    }
}

extension PlatformRemedy {
    /// What a platform shows, named as the report prints it (`en-GB.lproj`, `values/`, nothing).
    static func shownName(_ choice: String?, on platform: Platform) -> String {
        switch (platform, choice) {
        case (_, nil): "nothing"
        case (.apple, let name?): "\(name).lproj"
        case (.android, let qualifier?): qualifier.isEmpty ? "values/" : "values-\(qualifier)"
        }
    }
}
