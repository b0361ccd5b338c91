internal import InputLanguage
internal import LanguageTags

/// The `langpolicy detect` report of one text (Schemas/detect-report.schema.json, version 2;
/// declared in Schemas/Documents/detect-report.json): what the declaration's computed members
/// read, and the report in words.
extension DetectReport {
    /// The candidate the margin was measured against, for a decision that compared candidates.
    var rival: LanguageTag? { comparison.rival }
    /// The best candidate's score minus the rival's.
    var margin: Int? { comparison.margin }
    /// The margin the rule requires over the rival.
    var requiredMargin: Int? { comparison.required }

    /// The rival, margin and required margin of a decision that compared candidates.
    private var comparison: (rival: LanguageTag?, margin: Int?, required: Int?) {
        switch report.decision {
        case .belowMargin(let rival, let margin, let required): (rival, margin.fixedPoint, required.fixedPoint)
        case .margin(let rival, let margin, let required): (rival, margin?.fixedPoint, required?.fixedPoint)
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
