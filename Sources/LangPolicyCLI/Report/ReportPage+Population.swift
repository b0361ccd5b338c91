internal import PlatformModels

extension ReportPage {
    /// The population: agreement per platform by people and by lists, then each disagreement
    /// group, most people first, with its people (share and bar), lists, device languages and
    /// fixes.
    func writePopulation(_ html: inout HTML) {
        section("population", "People who meet a disagreement", &html) { html in
            let estimated = population.isEstimated
            html.element("p") { html in
                html.text(
                    "\(populationSource): \(population.lists) device lists, "
                        + "\(PopulationFigures.number(population.people, estimated: estimated)) people"
                        + (estimated
                            ? " (estimated from CLDR's territory data: a territory's population times the share "
                                + "speaking the language; a person speaking several languages counts once for each)."
                            : " (as counted in the population file)."))
            }
            table(
                "population-agreement", caption: "Agreement with the policy, weighted by people and by lists", &html,
                columns: ["Platform", estimated ? "People (estimated)" : "People", "Lists"]
            ) { html in
                for platform in platforms {
                    html.element("tr") { html in
                        html.element("th", ["scope": "row"], text: platform.description)
                        html.element("td") { html in
                            Self.bar(
                                population.share(agreeingOn: platform), &html,
                                label: PopulationFigures.people(
                                    population.agreeing(on: platform), share: population.share(agreeingOn: platform),
                                    estimated: estimated))
                        }
                        html.element("td") { html in
                            Self.bar(
                                population.listShare(agreeingOn: platform), &html,
                                label: "\(population.agreeingLists(on: platform)) of \(population.lists) "
                                    + "(\(PopulationFigures.percent(population.listShare(agreeingOn: platform))))")
                        }
                    }
                }
            }
            let disagreements = shownDisagreements
            guard !disagreements.isEmpty else {
                html.element(
                    "p", ["class": "empty"],
                    text: platforms.count == 1
                        ? "\(platforms[0]) agrees with the policy for every list."
                        : "Both platforms agree with the policy for every list.")
                return
            }
            table(
                "population-disagreements", caption: "Disagreements, most people first", &html,
                columns: ["Platform shows", "Policy decides", "People", "Lists", "Device languages", "Fixes"]
            ) { html in
                for (index, group) in disagreements.enumerated() {
                    html.element("tr", ["data-disagreement": "\(index)"]) { html in
                        html.element("th", ["scope": "row"]) { html in
                            html.text(
                                "\(group.platform): \(PlatformRemedy.shownName(group.platformChoice, on: group.platform))"
                            )
                        }
                        html.element("td", text: group.policyLocale.description)
                        html.element("td") { html in
                            Self.bar(
                                group.share, &html,
                                label: PopulationFigures.people(group.people, share: group.share, estimated: estimated))
                        }
                        html.element(
                            "td", ["class": "num"], text: PopulationFigures.lists(group.lists, share: group.listShare))
                        html.element("td", text: PlatformRemedy.listed(group.deviceLanguages, limit: 12))
                        html.element("td") { html in
                            html.element("p", text: "Why: \(group.explanation)")
                            if group.remedies.isEmpty {
                                html.element("p", text: "No single change found.")
                            } else {
                                html.element("ul") { html in
                                    for remedy in group.remedies { html.element("li", text: remedy.description) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

extension PlatformRemedy {
    /// `a, b, c and 4 more`.
    static func listed(_ items: [String], limit: Int) -> String {
        guard items.count > limit else { return items.joined(separator: ", ") }
        return items.prefix(limit).joined(separator: ", ") + " and \(items.count - limit) more"
    }
}
