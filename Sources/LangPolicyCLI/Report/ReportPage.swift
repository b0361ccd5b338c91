internal import AppLanguage
internal import LanguageTags
internal import PlatformModels
internal import ResourceScan

/// The release report: one self-contained HTML page (inline CSS and SVG, no script, nothing
/// fetched) with the policy, the platform matrix, the population's disagreements weighted by
/// people, each scanned app section and each built artifact. Every value from a file is
/// escaped (``HTML``).
struct ReportPage {
    /// The policy, and where it came from (a path, or the built-in example).
    let policy: AppLanguagePolicy
    let policySource: String
    /// The device lists compared, each with the fixes for a platform that disagrees.
    let matrix: PlatformMatrix
    let population: PopulationReport
    /// Where the population came from, in words.
    let populationSource: String
    let scan: ScanReport?
    let artifacts: [ReportArtifact]
    /// The CLDR version, for the page's footer.
    let cldrVersion: String

    /// The page.
    func render() -> String {
        var html = HTML()
        html.raw("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        // No request may leave the page: no scripts, styles or images from anywhere else.
        html.raw(
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">"
        )
        html.element("title", text: "Language policy report — \(title)")
        html.raw("<style>\(ReportStyle.css)</style></head><body>")
        html.element("header", ["class": "page"]) { html in
            html.element("h1", text: "Language policy report")
            html.element("p", ["class": "lead"]) { html in
                html.text("\(title): policy version \(policy.policyVersion), \(policy.supportedLocales.count) locales")
                // Everything the page shows is counted: lint's findings on the policy and the
                // platforms' disagreements too.
                let lint = policy.lint()
                html.text(
                    "; lint: "
                        + [SARIFLog.Level.error, .warning, .note].map { level in
                            Self.counted(lint.count { $0.level == level }, level.rawValue)
                        }.joined(separator: ", "))
                html.text("; " + Self.counted(shownDisagreements.count, "platform disagreement"))
                if let scan {
                    html.text(
                        "; " + Self.counted(scan.inventory.appleBundles.count, "Apple bundle") + ", "
                            + Self.counted(scan.inventory.androidApps.count, "Android module") + ": "
                            + [ScanFinding.Severity.error, .warning, .note].map {
                                Self.counted(scan.count($0), $0.rawValue)
                            }.joined(separator: ", "))
                }
            }
            html.element("nav", ["aria-label": "Sections"]) { html in
                html.element("ul") { html in
                    for (id, name) in sections {
                        html.element("li") { html in html.element("a", ["href": "#\(id)"], text: name) }
                    }
                }
            }
        }
        html.raw("<main>")
        writePolicy(&html)
        writeMatrix(&html)
        writePopulation(&html)
        if let scan { writeApps(scan, &html) }
        if !artifacts.isEmpty { writeArtifacts(&html) }
        html.raw("</main>")
        html.element("footer") { html in
            html.text(
                "Written by langpolicy report (CLDR \(cldrVersion)). The platforms' choices are the package's models of "
                    + "Apple's bundle matching and Android's resource selection; people are \(population.isEstimated ? "estimates" : "as counted")."
            )
        }
        html.raw("</body></html>\n")
        return html.page
    }

    /// The platforms the page shows: those the scan found (an Android-only app gets no Apple
    /// column), else both.
    var platforms: [Platform] {
        guard let inventory = scan?.inventory, inventory.apple != nil || inventory.android != nil else {
            return Platform.allCases
        }
        return Platform.allCases.filter { $0 == .apple ? inventory.apple != nil : inventory.android != nil }
    }

    /// The population's disagreements on the platforms shown.
    var shownDisagreements: [PopulationDisagreement] {
        population.disagreements.filter { platforms.contains($0.platform) }
    }

    private var title: String { scan?.inventory.directories.joined(separator: ", ") ?? policySource }

    private var sections: [(String, String)] {
        var sections = [("policy", "Policy"), ("matrix", "Platform matrix"), ("population", "People")]
        if scan != nil { sections.append(("apps", "Apps")) }
        if !artifacts.isEmpty { sections.append(("artifacts", "Artifacts")) }
        return sections
    }

    /// A section with its heading, the heading naming it for assistive technology.
    func section(_ id: String, _ heading: String, _ html: inout HTML, _ body: (inout HTML) -> Void) {
        html.element("section", ["id": id, "aria-labelledby": "\(id)-h"]) { html in
            html.element("h2", ["id": "\(id)-h"], text: heading)
            body(&html)
        }
    }

    /// A table in a region that scrolls sideways on a narrow screen.
    func table(
        _ id: String, caption: String, _ html: inout HTML, columns: [String], className: String? = nil,
        rows: (inout HTML) -> Void
    ) {
        html.element("div", ["class": "scroll", "role": "region", "aria-labelledby": "\(id)-c", "tabindex": "0"]) {
            html in
            html.element("table", ["id": id, "class": className]) { html in
                html.element("caption", ["id": "\(id)-c"], text: caption)
                html.element("thead") { html in
                    html.element("tr") { html in
                        for column in columns { html.element("th", ["scope": "col"], text: column) }
                    }
                }
                html.element("tbody", [:], rows)
            }
        }
    }

    /// A bar of `share` (0…1) with its percentage in words beside it: the bar is decoration.
    static func bar(_ share: Double, _ html: inout HTML, label: String? = nil) {
        let width = (max(0, min(1, share)) * 1000).rounded() / 10
        html.raw(
            "<span class=\"meter\"><svg class=\"bar\" viewBox=\"0 0 100 8\" width=\"80\" height=\"8\" "
                + "aria-hidden=\"true\" focusable=\"false\"><rect class=\"track\" width=\"100\" height=\"8\"/>"
                + "<rect class=\"fill\" width=\"\(width)\" height=\"8\"/></svg>")
        html.element("span", text: label ?? PopulationFigures.percent(share))
        html.raw("</span>")
    }

    /// `1 error`, `3 errors`.
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// A verdict in words and by colour: `✓ agrees` or `✗ differs`.
    static func verdict(_ agrees: Bool, _ html: inout HTML) {
        html.element("span", ["class": "verdict"], text: agrees ? "✓ agrees" : "✗ differs")
    }
}
