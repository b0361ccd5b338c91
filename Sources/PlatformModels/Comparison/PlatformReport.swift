package import AppLanguage
internal import WireDocuments

/// A comparison with, for each platform that disagrees, what would remove the disagreement:
/// what `langpolicy platforms` prints for one context.
///
/// ```swift
/// let report = try PlatformCheck(policy: policy).report(ResolutionContext(deviceLanguages: ["en-AU"]))
/// report.comparison.apple.shown   // "en-GB"
/// report.appleRemedies            // [approve the alias en-AU → en-GB in the policy, …]
/// print(report.jsonText)          // the platform report document (Schemas/platform-report.schema.json)
/// ```
package struct PlatformReport: Sendable {
    /// The decision and what each platform shows.
    package let comparison: PlatformComparison
    /// What would make Apple show the decision (empty when it does).
    package let appleRemedies: [PlatformRemedy]
    /// What would make Android show the decision (empty when it does).
    package let androidRemedies: [PlatformRemedy]

    /// The report as one line of JSON.
    package var jsonText: String {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.text
    }
}

extension PlatformCheck {
    /// The comparison for `context` and the remedies of each disagreement.
    package func report(_ context: ResolutionContext) -> PlatformReport {
        let comparison = compare(context)
        return PlatformReport(
            comparison: comparison, appleRemedies: remedies(for: comparison, on: .apple),
            androidRemedies: remedies(for: comparison, on: .android))
    }
}
