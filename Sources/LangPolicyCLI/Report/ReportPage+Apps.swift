internal import AppLanguage
internal import LanguageTags
internal import PlatformModels
internal import ResourceScan

extension ReportPage {
    /// Each scanned section (an Apple bundle, an Android app module): its facts, its locales
    /// with completeness bars, what each platform loads for every supported locale, and its
    /// findings by severity with their paths.
    func writeApps(_ scan: ScanReport, _ html: inout HTML) {
        section("apps", "Apps", &html) { html in
            let inventory = scan.inventory
            if inventory.appleBundles.isEmpty && inventory.androidApps.isEmpty {
                html.element("p", ["class": "empty"], text: "No app section was found.")
            }
            let supported = policy.supportedLocales
            for (index, (apple, findings)) in zip(inventory.appleBundles, scan.bundleFindings).enumerated() {
                let id = "apple-\(index)"
                html.element("section", ["id": id, "aria-labelledby": "\(id)-h", "data-section": "apple"]) { html in
                    html.element(
                        "h3", ["id": "\(id)-h"], text: "Apple: \(apple.bundle.name) (\(apple.bundle.kind.rawValue))")
                    facts(
                        [
                            ("Path", apple.bundle.path ?? inventory.directories.joined(separator: ", ")),
                            (
                                "Development language",
                                "\(apple.developmentLanguage.tag) (\(apple.developmentLanguage.source.rawValue))"
                            ),
                            ("Project file", apple.projectFile ?? "none"),
                            ("knownRegions", apple.knownRegions?.joined(separator: ", ") ?? "not listed"),
                        ], &html)
                    locales(id, apple.locales, ships: false, &html)
                    loads(id, "Apple", supported, apple.shown(for: supported), &html)
                    self.findings(id, findings, &html)
                }
            }
            for (index, (android, findings)) in zip(inventory.androidApps, scan.moduleFindings).enumerated() {
                let id = "android-\(index)"
                html.element("section", ["id": id, "aria-labelledby": "\(id)-h", "data-section": "android"]) { html in
                    html.element(
                        "h3", ["id": "\(id)-h"],
                        text: "Android: \(android.module.name) (\(android.module.kind.rawValue))")
                    facts(
                        [
                            ("Path", android.module.path),
                            (
                                "Libraries",
                                android.module.libraries.isEmpty
                                    ? "none" : android.module.libraries.joined(separator: ", ")
                            ),
                            (
                                "values/ is",
                                "\(android.defaultLanguage.tag) (\(android.defaultLanguage.source.rawValue))"
                            ),
                            (
                                "Locale filters",
                                android.localeFilters.isEmpty
                                    ? "none: every folder ships"
                                    : "\(android.localeFilters.joined(separator: ", ")) (\(android.filterFiles.joined(separator: ", ")))"
                            ),
                            ("Locale config", android.localeConfigPath ?? "none"),
                            (
                                "minSdk",
                                android.minSdkRead.map(String.init) ?? "unknown (\(Self.notRead("minSdk", android)))"
                            ),
                            (
                                "Language splits",
                                android.languageSplitsRead.map { $0 ? "yes" : "no" }
                                    ?? "unknown (\(Self.notRead("languageSplits", android)))"
                            ),
                        ], &html)
                    locales(id, android.locales, ships: true, &html)
                    loads(id, "Android", supported, android.loaded(for: supported), &html)
                    self.findings(id, findings, &html)
                }
            }
        }
    }

    private func facts(_ facts: [(String, String)], _ html: inout HTML) {
        html.element("dl", ["class": "facts"]) { html in
            for (term, value) in facts {
                html.element("dt", text: term)
                html.element("dd", text: value)
            }
        }
    }

    private func locales(_ id: String, _ locales: [ScannedLocale], ships: Bool, _ html: inout HTML) {
        let columns =
            ["Folder", "Locale", "Keys", "Missing", "Translated", "Untranslated", "Broken", "Complete", "Needs review"]
            + (ships ? ["Ships"] : [])
        table("\(id)-locales", caption: "Locales and how complete each is", &html, columns: columns) { html in
            for locale in locales {
                let resource = locale.resource
                html.element("tr", ["data-locale": resource.folder]) { html in
                    html.element("th", ["scope": "row"], text: resource.folder)
                    html.element(
                        "td",
                        text: resource.kind == .locale
                            ? resource.locale?.description ?? "" : "(\(resource.kind.rawValue))")
                    html.element("td", ["class": "num"], text: "\(locale.counts.keys)")
                    html.element("td", ["class": "num"], text: locale.counts.missing.map(String.init) ?? "–")
                    html.element("td", ["class": "num"], text: locale.counts.translated.map(String.init) ?? "–")
                    html.element("td", ["class": "num"], text: "\(locale.counts.untranslated)")
                    html.element("td", ["class": "num"], text: "\(locale.broken)")
                    html.element("td") { html in
                        if let complete = locale.counts.complete {
                            Self.bar(complete / 100, &html, label: ScanFigures.percent(complete))
                        } else {
                            html.text("–")
                        }
                    }
                    html.element("td", ["class": "num"], text: "\(locale.counts.needsReview)")
                    if ships { html.element("td", text: locale.ships ? "yes" : "no: filtered out") }
                }
            }
        }
    }

    private func loads(
        _ id: String, _ platform: String, _ supported: [LanguageTag],
        _ shown: [(folder: String, locale: LanguageTag?)?],
        _ html: inout HTML
    ) {
        table(
            "\(id)-loads", caption: "What \(platform) loads for a device set to each supported locale", &html,
            columns: ["Supported locale", "\(platform) loads"]
        ) { html in
            for (locale, shown) in zip(supported, shown) {
                let agrees = shown?.locale?.isSameLocale(as: locale) ?? false
                html.element("tr") { html in
                    html.element("th", ["scope": "row"], text: locale.description)
                    html.element("td", ["class": agrees ? "ok" : "differs"]) { html in
                        html.text(shown?.folder ?? "nothing")
                        Self.verdict(agrees, &html)
                    }
                }
            }
        }
    }

    /// Findings grouped by severity, errors first, each with its code and path.
    func findings(_ id: String, _ findings: [ScanFinding], _ html: inout HTML) {
        html.element("h4", text: "Findings")
        guard !findings.isEmpty else {
            html.element("p", ["class": "empty"], text: "No findings.")
            return
        }
        for severity in ScanFinding.Severity.allCases {
            let group = findings.filter { $0.severity == severity }
            guard !group.isEmpty else { continue }
            html.element(
                "p", ["class": "count"], text: "\(group.count) \(severity.rawValue)\(group.count == 1 ? "" : "s")")
            html.element("ul", ["class": "findings", "aria-label": "\(severity.rawValue)s"]) { html in
                for finding in group {
                    html.element(
                        "li", ["class": severity.rawValue, "data-finding": finding.code.rawValue]
                    ) { html in
                        html.element("span", ["class": "sev"], text: severity.rawValue)
                        html.element("code", text: finding.code.rawValue)
                        html.text(" " + finding.message)
                        if let path = finding.path { html.element("span", ["class": "path"], text: path) }
                    }
                }
            }
        }
    }

    /// Why the scan did not read a value of the module (`no build file read`).
    static func notRead(_ name: String, _ android: AndroidResources) -> String {
        android.notRead.first { $0.name == name }?.reason ?? "not read"
    }
}

/// Percentages as the scan report writes them.
enum ScanFigures {
    /// `97.5%`, `100%`.
    static func percent(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int(tenths))%" : "\(tenths)%"
    }
}
