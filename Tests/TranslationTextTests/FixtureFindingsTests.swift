import TestSupport
import Testing
import TranslationText

/// The format checks over the fixture apps, as the scan will run them: what they find, with
/// the crash the JVM confirms (NewPipe's Kurmanji `dîtina % s`).
@Suite struct FixtureFindingsTests {
    @Test(.requires(PinnedData.has("fixtures/apps"), PinnedData.missing("fixtures/apps")))
    func androidFindings() throws {
        var byVerdict: [TextFinding.Verdict: Int] = [:]
        var crashes: [String] = []
        var single: [String: Bool] = [:]  // locale and category → one integer selects it
        for pair in try AndroidCorpus.shared.get() where pair.formatted {
            guard let base = try? AndroidStringValue(nodes: pair.base),
                let translation = try? AndroidStringValue(nodes: pair.translation)
            else { continue }
            let plural = pair.id.contains("#")
            let category = pair.id.split(separator: "#").last.map(String.init) ?? "other"
            let key = "\(pair.locale) \(category)"
            let omits = plural && (single[key] ?? Self.selectsOneInteger(category, locale: pair.locale))
            single[key] = omits
            for finding in FormatCheck.android(
                default: base, translation: translation, isString: !plural, mayOmitArguments: omits)
            {
                byVerdict[finding.verdict, default: 0] += 1
                if finding.verdict == .crash { crashes.append("\(pair.id): \(translation.text)") }
            }
        }
        print(
            "Android fixture findings: \(byVerdict.sorted { $0.key.rawValue < $1.key.rawValue }); crashes: \(crashes)")
        #expect(crashes.contains { $0.hasSuffix("values-kmr/views#one: dîtina % s") })
    }

    /// Whether only one integer (up to 1,000) selects the category: its text may leave the
    /// number out ("one song").
    static func selectsOneInteger(_ category: String, locale: String) -> Bool {
        guard let category = PluralCategory(rawValue: category) else { return false }
        return PluralRules(locale: locale).selectsOneInteger(category)
    }

    @Test(.requires(PinnedData.has("fixtures/apps"), PinnedData.missing("fixtures/apps")))
    func appleFindings() throws {
        var byCode: [String: Int] = [:]
        var examples: [String] = []
        var single: [String: Bool] = [:]
        for pair in try AppleCorpus.pairs() {
            let category = pair.id.contains("#plural#") ? pair.id.split(separator: "#").last.map(String.init) : nil
            let findings = FormatCheck.apple(
                default: pair.base, translation: pair.translation, variablePosition: pair.variablePosition,
                mayOmitArguments: category.map { category in
                    let key = "\(pair.locale) \(category)"
                    let omits = single[key] ?? Self.selectsOneInteger(category, locale: pair.locale)
                    single[key] = omits
                    return omits
                } ?? false)
            for finding in findings {
                byCode["\(finding.verdict.rawValue) \(finding.code.rawValue)", default: 0] += 1
                if examples.count < 8 {
                    examples.append("\(pair.id): [\(pair.base)] → [\(pair.translation)]: \(finding.userGets)")
                }
            }
        }
        print("Apple fixture findings: \(byCode.sorted { $0.key < $1.key })\n" + examples.joined(separator: "\n"))
    }
}
