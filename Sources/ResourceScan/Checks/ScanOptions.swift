package import LanguageTags

/// How strictly a scan checks the resources against the policy.
///
/// ```swift
/// let options = ScanOptions(minimumCompleteness: 95, strict: true)
/// ```
package struct ScanOptions: Hashable, Sendable {
    /// The share of the development language's keys (in percent) below which a supported
    /// locale's resources are an error (`--min-complete`); nil: completeness is reported only.
    package var minimumCompleteness: Double?
    /// Whether resources and list entries for locales the policy does not support are errors
    /// (`--strict`) rather than warnings.
    package var strict: Bool
    /// The system languages of the device that the App Bundle check describes (which language
    /// splits it installs): by default `[fr-CA, en-US]`.
    package var exampleDevice: [LanguageTag]

    /// Options as given; by default completeness is only reported and unsupported locales
    /// are warnings.
    package init(minimumCompleteness: Double? = nil, strict: Bool = false, exampleDevice: [LanguageTag]? = nil) {
        self.minimumCompleteness = minimumCompleteness
        self.strict = strict
        self.exampleDevice =
            exampleDevice ?? ["fr-CA", "en-US"].compactMap { LanguageTag($0) }
    }

    /// The severity of something the policy does not support.
    var unsupportedSeverity: ScanFinding.Severity { strict ? .error : .warning }
}
