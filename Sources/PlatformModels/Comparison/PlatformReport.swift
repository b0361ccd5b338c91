package import AppLanguage
package import WireDocuments

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
    /// The document's schema version.
    package static let schemaVersion = 1

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

extension PlatformReport: JSONWritable {
    /// `agrees` (`apple`, `android`), `android`, `apple`, `context`, `policy` (the decision
    /// document), `schemaVersion`.
    package func write(to writer: inout JSONWriter) {
        let comparison = comparison
        writer.object { writer in
            writer.key("agrees")
            writer.object { writer in
                writer.key("android")
                writer.bool(comparison.android.agrees)
                writer.key("apple")
                writer.bool(comparison.apple.agrees)
            }
            writer.key("android")
            writer.object { writer in
                writer.key("deviceLocale")
                writer.string(comparison.android.deviceLocale?.description)
                writer.key("explanation")
                writer.string(comparison.android.resolution.description)
                writer.key("folder")
                writer.string(comparison.android.folder)
                writer.key("folderLocale")
                writer.string(comparison.android.folderLocale?.description)
                writer.key("remedies")
                writer.array { writer in for remedy in androidRemedies { remedy.write(to: &writer) } }
            }
            writer.key("apple")
            writer.object { writer in
                writer.key("explanation")
                writer.string(comparison.apple.resolution.reason.description)
                writer.key("localizations")
                writer.array { writer in for name in comparison.apple.localizations { writer.string(name) } }
                writer.key("remedies")
                writer.array { writer in for remedy in appleRemedies { remedy.write(to: &writer) } }
                writer.key("searchList")
                writer.array { writer in for name in comparison.apple.resolution.searchList { writer.string(name) } }
                writer.key("shown")
                writer.string(comparison.apple.shown)
                writer.key("shownLocale")
                writer.string(comparison.apple.shownLocale?.description)
            }
            writer.key("context")
            comparison.context.write(to: &writer)
            writer.key("policy")
            comparison.decision.write(to: &writer, trace: false)
            writer.key("schemaVersion")
            writer.int(Self.schemaVersion)
        }
    }
}

extension PlatformRemedy: JSONWritable {
    /// `description`, `from` and `to` (for names and aliases), `kind`, `remedies` (for
    /// `all_of`).
    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("description")
            writer.string(description)
            switch self {
            case .addLanguageDefault(let language, let to):
                writer.key("from")
                writer.string(language.description)
                writer.key("kind")
                writer.string(kind)
                writer.key("to")
                writer.string(to.description)
            case .approveAlias(let from, let to):
                writer.key("from")
                writer.string(from.description)
                writer.key("kind")
                writer.string(kind)
                writer.key("to")
                writer.string(to.description)
            case .nameAppleLocalization(let from, let to), .nameAndroidFolder(let from, let to):
                writer.key("from")
                writer.string(from)
                writer.key("kind")
                writer.string(kind)
                writer.key("to")
                writer.string(to)
            case .allOf(let remedies):
                writer.key("kind")
                writer.string(kind)
                writer.key("remedies")
                writer.array { writer in for remedy in remedies { remedy.write(to: &writer) } }
            case .policyResolvedMode, .applyDecisionAsAppLocale:
                writer.key("kind")
                writer.string(kind)
            }
        }
    }
}

extension ResolutionContext {
    /// `deviceLanguages`, `savedUserChoice` (a record or null), `systemAppPreference`.
    func write(to writer: inout JSONWriter) {
        writer.object { writer in
            writer.key("deviceLanguages")
            writer.array { writer in for language in deviceLanguages { writer.string(language) } }
            writer.key("savedUserChoice")
            if let savedUserChoice { savedUserChoice.write(to: &writer) } else { writer.null() }
            writer.key("systemAppPreference")
            writer.array { writer in for language in systemAppPreference { writer.string(language) } }
        }
    }
}
