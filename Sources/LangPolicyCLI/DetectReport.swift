internal import InputLanguage
internal import WireDocuments

/// The `langpolicy detect` report of one text (Schemas/detect-report.schema.json, version 2).
enum DetectReport {
    static func jsonText(_ report: LanguageIdentificationReport, text: String) -> String {
        var writer = JSONWriter()
        writer.object { writer in
            writer.key("candidates")
            writer.array { writer in
                for candidate in report.candidates {
                    writer.object { writer in
                        writer.key("language")
                        writer.string(candidate.language.description)
                        writer.key("named")
                        writer.bool(candidate.isNamed)
                        writer.key("score")
                        writer.int(candidate.score.fixedPoint)
                    }
                }
            }
            writer.key("decision")
            writer.string(report.decision.name)
            writer.key("language")
            writer.string(report.identification.language?.description)
            writer.key("letters")
            writer.int(report.letters)
            let (rival, margin, required) = comparison(report.decision)
            writer.key("margin")
            if let margin { writer.int(margin) } else { writer.null() }
            writer.key("requiredMargin")
            if let required { writer.int(required) } else { writer.null() }
            writer.key("rival")
            writer.string(rival)
            writer.key("schemaVersion")
            writer.int(2)
            writer.key("scripts")
            writer.array { writer in
                for script in report.identification.scripts { writer.string(script.description) }
            }
            writer.key("text")
            writer.string(text)
        }
        return writer.text
    }

    /// The rival, margin and required margin of a decision that compared candidates.
    static func comparison(_ decision: LanguageIdentificationReport.Decision) -> (String?, Int?, Int?) {
        switch decision {
        case .belowMargin(let rival, let margin, let required):
            (rival.description, margin.fixedPoint, required.fixedPoint)
        case .margin(let rival, let margin, let required):
            (rival?.description, margin?.fixedPoint, required?.fixedPoint)
        default: (nil, nil, nil)
        }
    }

    static func decisionText(_ report: LanguageIdentificationReport) -> String {
        let letters = report.letters > 0 ? " (\(report.letters) letters)" : ""
        switch report.decision {
        case .script: return "script: the script names the language"
        case .noLetters: return "no letters"
        case .noMajorityScript: return "no script holds more than half of the letters"
        case .hanVariant(let script): return "Han without kana or Hangul, Unihan's variants say \(script)\(letters)"
        case .hanUnclear: return "Han without kana or Hangul, variants unclear or too few letters\(letters)"
        case .noLanguageForScript(let script): return "no language of the model is written in \(script)"
        case .tooShort(let count, let required): return "too short: \(count) letters, needs \(required)"
        case .unnamedLanguage(let language): return "the best candidate, \(language), is never named\(letters)"
        case .belowMargin(let rival, let margin, let required):
            return "below margin: \(nats(margin)) nats over \(rival), needs \(nats(required))\(letters)"
        case .margin(let rival?, let margin?, let required?):
            return "margin: \(nats(margin)) nats over \(rival), needs \(nats(required))\(letters)"
        case .margin: return "margin: the only language of its script\(letters)"
        }
    }

    /// Nats with two decimals (`12.31`, `-0.50`).
    static func nats(_ value: Nats) -> String { value.decimals }
}
