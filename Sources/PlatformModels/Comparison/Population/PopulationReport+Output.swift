internal import AppLanguage
internal import WireDocuments

extension PopulationReport: CustomStringConvertible {
    /// The report in words: the population, agreement per platform (by people and by lists),
    /// then each disagreement, most people first.
    package var description: String {
        let whose = isEstimated ? "estimated from CLDR's territory data" : "as counted in the population"
        var lines = [
            "\(lists) device lists, \(PopulationFigures.number(people, estimated: isEstimated)) people (\(whose))"
        ]
        for platform in Platform.allCases {
            lines.append(
                "\(platform) agrees for "
                    + PopulationFigures.people(
                        agreeing(on: platform), share: share(agreeingOn: platform), estimated: isEstimated)
                    + ", \(agreeingLists(on: platform)) of \(lists) lists "
                    + "(\(PopulationFigures.percent(listShare(agreeingOn: platform))))")
        }
        if !disagreements.isEmpty {
            lines.append("")
            lines.append("Disagreements, most people first:")
            lines += disagreements.map(\.description)
        }
        return lines.joined(separator: "\n")
    }
}

extension PopulationReport {
    /// The report as JSON text.
    package func jsonText(pretty: Bool) -> String {
        var writer = JSONWriter(pretty: pretty)
        write(to: &writer)
        return writer.text
    }
}
