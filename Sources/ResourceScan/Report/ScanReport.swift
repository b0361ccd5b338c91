/// What a scan found, checked against a policy: the inventory, and each section's findings
/// (errors first): one section per Apple bundle (``ResourceInventory/appleBundles``) and per
/// Android app module (``ResourceInventory/androidApps``). ``text`` is for people, ``json``
/// for tools (`Schemas/scan-report.schema.json`).
///
/// ```swift
/// let report = try ResourceInventory(scanning: ["app"], assumingDevelopmentLanguage: "en").check(against: .example)
/// report.hasErrors                         // whether `langpolicy scan` exits with 1
/// report.findings.filter { $0.code == .missingLocale }.map(\.message)
/// print(report.text)
/// ```
package struct ScanReport: Sendable {
    /// The resources scanned.
    package let inventory: ResourceInventory
    /// Each Apple bundle's findings, errors first, in the order of ``ResourceInventory/appleBundles``.
    package let bundleFindings: [[ScanFinding]]
    /// Each Android section's findings, errors first, in the order of ``ResourceInventory/androidApps``.
    package let moduleFindings: [[ScanFinding]]

    init(inventory: ResourceInventory, bundleFindings: [[ScanFinding]], moduleFindings: [[ScanFinding]]) {
        self.inventory = inventory
        self.bundleFindings = bundleFindings.map(Self.bySeverity)
        self.moduleFindings = moduleFindings.map(Self.bySeverity)
    }

    /// The Apple sections' findings, one bundle after another.
    package var appleFindings: [ScanFinding] { bundleFindings.flatMap { $0 } }

    /// The Android sections' findings, one module after another.
    package var androidFindings: [ScanFinding] { moduleFindings.flatMap { $0 } }

    /// Every finding, Apple's then Android's.
    package var findings: [ScanFinding] { appleFindings + androidFindings }

    /// Whether any finding is an error.
    package var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// The number of findings of `severity`.
    package func count(_ severity: ScanFinding.Severity) -> Int { findings.count { $0.severity == severity } }

    /// Findings sorted by severity, in their order within one.
    private static func bySeverity(_ findings: [ScanFinding]) -> [ScanFinding] {
        findings.enumerated().sorted { ($0.element.severity, $0.offset) < ($1.element.severity, $1.offset) }.map(
            \.element)
    }

    /// A percentage as the reports print it: `97.5%`, `100%`.
    static func percent(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value))%" : "\(value)%"
    }
}
