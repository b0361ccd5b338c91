extension ReportPage {
    /// Each built artifact: what ships (the locales it holds) and what installs on a device,
    /// then its findings.
    func writeArtifacts(_ html: inout HTML) {
        section("artifacts", "Artifacts: what ships and what installs", &html) { html in
            for (index, artifact) in artifacts.enumerated() {
                let id = "artifact-\(index)"
                html.element("section", ["id": id, "aria-labelledby": "\(id)-h", "data-section": "artifact"]) { html in
                    html.element("h3", ["id": "\(id)-h"], text: "\(artifact.name) (\(artifact.kind))")
                    table(
                        "\(id)-locales", caption: "Locales in the artifact", &html,
                        columns: ["Locale", "Where", "Ships", "Installs"]
                    ) { html in
                        for locale in artifact.locales {
                            html.element("tr", ["data-locale": locale.folder]) { html in
                                html.element(
                                    "th", ["scope": "row"], text: locale.locale.isEmpty ? "(default)" : locale.locale)
                                html.element("td", text: locale.folder)
                                html.element(
                                    "td", ["class": locale.ships ? "ok" : "differs"], text: locale.ships ? "yes" : "no")
                                html.element("td", text: locale.installs ?? "always, with the app")
                            }
                        }
                    }
                    findings(id, artifact.findings, &html)
                }
            }
        }
    }
}
