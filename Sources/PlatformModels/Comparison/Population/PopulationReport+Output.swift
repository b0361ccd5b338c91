internal import AppLanguage
public import LanguagePolicyInternals

extension PopulationReport: CustomStringConvertible {
    /// The report in words: agreement per platform, then each disagreement.
    public var description: String {
        var lines = ["\(lists) device lists, \(devices) devices"]
        for platform in Platform.allCases {
            let agreeing = agreeing(on: platform)
            let percent = devices == 0 ? 100 : (Double(agreeing) * 1000 / Double(devices)).rounded() / 10
            lines.append("\(platform) agrees on \(agreeing) of \(devices) devices (\(percent)%)")
        }
        if !disagreements.isEmpty {
            lines.append("")
            lines.append("Disagreements, most devices first:")
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
                writer.key("android")
                writer.int(androidAgreeing)
                writer.key("apple")
                writer.int(appleAgreeing)
            }
            writer.key("devices")
            writer.int(devices)
            writer.key("disagreements")
            writer.array { writer in for disagreement in disagreements { disagreement.write(to: &writer) } }
            writer.key("lists")
            writer.int(lists)
            writer.key("schemaVersion")
            writer.int(Self.schemaVersion)
        }
    }

    /// The report as JSON text.
    public func jsonText(pretty: Bool) -> String {
        var writer = JSONWriter(pretty: pretty)
        write(to: &writer)
        return writer.text
    }
}

extension PopulationDisagreement: JSONWritable {
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("count")
            writer.int(count)
            writer.key("deviceLanguages")
            writer.array { writer in for language in deviceLanguages { writer.string(language) } }
            writer.key("examples")
            writer.array { writer in for example in examples { example.write(to: &writer) } }
            writer.key("explanation")
            writer.string(explanation)
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
            writer.double((share * 10000).rounded() / 10000)
        }
    }
}
