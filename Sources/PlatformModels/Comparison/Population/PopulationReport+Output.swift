internal import AppLanguage
package import WireDocuments

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

extension PopulationReport: JSONWritable {
    /// The population report document (`Schemas/population-report.schema.json`).
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("agreeing")
            writer.object { writer in
                for platform in [Platform.android, .apple] {
                    writer.key(platform.rawValue)
                    writer.object { writer in
                        writer.key("lists")
                        writer.int(agreeingLists(on: platform))
                        writer.key("people")
                        writer.int(agreeing(on: platform))
                    }
                }
            }
            writer.key("disagreements")
            writer.array { writer in for disagreement in disagreements { disagreement.write(to: &writer) } }
            writer.key("estimated")
            writer.bool(isEstimated)
            writer.key("lists")
            writer.int(lists)
            writer.key("people")
            writer.int(people)
            writer.key("schemaVersion")
            writer.int(Self.schemaVersion)
        }
    }

    /// The report as JSON text.
    package func jsonText(pretty: Bool) -> String {
        var writer = JSONWriter(pretty: pretty)
        write(to: &writer)
        return writer.text
    }
}

extension PopulationDisagreement: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("deviceLanguages")
            writer.array { writer in for language in deviceLanguages { writer.string(language) } }
            writer.key("examples")
            writer.array { writer in for example in examples { example.write(to: &writer) } }
            writer.key("explanation")
            writer.string(explanation)
            writer.key("listShare")
            writer.double((listShare * 10000).rounded() / 10000)
            writer.key("lists")
            writer.int(lists)
            writer.key("people")
            writer.int(people)
            writer.key("platform")
            writer.string(platform.rawValue)
            writer.key("platformChoice")
            writer.string(platformChoice)
            writer.key("platformLocale")
            writer.string(platformLocale?.description)
            writer.key("policyLocale")
            writer.string(policyLocale.description)
            writer.key("remedies")
            writer.array { writer in for remedy in remedies { remedy.write(to: &writer) } }
            writer.key("share")
            writer.double((share * 1_000_000).rounded() / 1_000_000)
        }
    }
}
