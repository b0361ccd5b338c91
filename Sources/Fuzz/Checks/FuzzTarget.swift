/// The fuzz targets: one for each kind of input the package accepts. Each runs one input
/// through the public entry point and checks the invariants of whatever it accepts.
///
/// The executable `Fuzz` runs any of them: a libFuzzer target when built by `Scripts/fuzz.sh`
/// (with `-DFUZZING`, the target named by `LANGPOLICY_FUZZ_TARGET`), a replayer of files
/// otherwise (`Fuzz Tags FILE…`); `FuzzRegressionTests`
/// runs every file of `Fuzz/Corpus/<name>` and `Fuzz/Regressions/<name>` through ``check(_:)``.
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// `LanguageTag(parsing:)`, then canonicalize, maximize and minimize.
    case tags = "Tags"
    /// `AppLanguagePolicy(json:)`, then resolving device lists with the policy.
    case policy = "Policy"
    /// App decision tables and input decision tables, loaded as `langpolicy check` loads them.
    case tables = "Tables"
    /// The stored `AppLanguageState` (and a bare `AppLanguageRecord`) as the stores decode them.
    case store = "Store"
    /// `InputContext(json:)`, then the input-language hint and its Android hint list.
    case inputContext = "InputContext"
    /// The C ABI `langpolicy_*` functions: the first byte picks one, the rest is the request.
    case cInterface = "CInterface"
    /// The statistical language identifier and the conversation tracker (``IdentifierFuzzCheck``):
    /// arbitrary UTF-8, huge inputs, invalid scalars.
    case identifier = "Identifier"
    /// The built-artifact readers (``ArtifactChecks``): ZIP archives with DEFLATE and CRC-32,
    /// `resources.arsc`, protobuf (`resources.pb`, `BundleConfig.pb`), property lists (binary,
    /// XML, `.strings` text) and Android binary XML.
    case artifactZip = "ArtifactZip"
    case artifactResourceTable = "ArtifactResourceTable"
    case artifactProtobuf = "ArtifactProtobuf"
    case artifactPropertyList = "ArtifactPropertyList"
    case artifactBinaryXML = "ArtifactBinaryXML"
    /// A whole built app scanned (``ArtifactAppChecks``): an APK (its manifest, resource table
    /// and the locale config the manifest names), an App Bundle or an `.ipa`, read, counted,
    /// checked against the example policy and written as the scan report.
    case artifactApp = "ArtifactApp"
    /// The readers of the files an app's contributors write (``ResourceScanChecks``): Android
    /// values files, locale configs, manifests, `.strings`, `.stringsdict`, String Catalogs,
    /// `project.pbxproj`, Gradle files (and their entries as `aapt2 -c` filters), version
    /// catalogs, `am get-config` locale qualifiers.
    case sourceValues = "SourceValues"
    case sourceLocaleConfig = "SourceLocaleConfig"
    case sourceManifest = "SourceManifest"
    case sourceStrings = "SourceStrings"
    case sourceStringsDict = "SourceStringsDict"
    case sourceStringCatalog = "SourceStringCatalog"
    case sourceXcodeProject = "SourceXcodeProject"
    case sourceGradle = "SourceGradle"
    case sourceVersionCatalog = "SourceVersionCatalog"
    case sourceDeviceLocale = "SourceDeviceLocale"
    /// What `langpolicy report` and `--format sarif` read and write (``ReportChecks``): the line
    /// index of a JSON document, a policy's spelling notes, the page's escaping of any text.
    case report = "Report"
    /// A translated value's text (``TranslationTextChecks``): aapt2's reading and Java's
    /// `Formatter` (`TextJavaFormat`), CoreFoundation's format parse (`TextAppleFormat`), CLDR's
    /// plural rules and operands (`TextPluralRules`).
    case textJavaFormat = "TextJavaFormat"
    case textAppleFormat = "TextAppleFormat"
    case textPluralRules = "TextPluralRules"
    /// The scan's text checks of a value against its default (``ScanTextChecks``).
    case scanText = "ScanText"

    /// Runs one input through the target's entry point and checks its invariants.
    ///
    /// - Throws: ``InvariantViolation`` for the first invariant that does not hold.
    package func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        switch self {
        case .tags: try TagChecks.check(input)
        case .policy: try PolicyChecks.check(input)
        case .tables: try TableChecks.check(input)
        case .store: try StoreChecks.check(input)
        case .inputContext: try InputContextChecks.check(input)
        case .cInterface: try CInterfaceChecks.check(input)
        case .identifier: try IdentifierFuzzCheck.check(input)
        case .artifactZip: try ArtifactChecks.check(.zip, input)
        case .artifactResourceTable: try ArtifactChecks.check(.resourceTable, input)
        case .artifactProtobuf: try ArtifactChecks.check(.protobuf, input)
        case .artifactPropertyList: try ArtifactChecks.check(.propertyList, input)
        case .artifactBinaryXML: try ArtifactChecks.check(.binaryXML, input)
        case .artifactApp: try ArtifactAppChecks.check(input)
        case .sourceValues: try ResourceScanChecks.check(.values, input)
        case .sourceLocaleConfig: try ResourceScanChecks.check(.localeConfig, input)
        case .sourceManifest: try ResourceScanChecks.check(.manifest, input)
        case .sourceStrings: try ResourceScanChecks.check(.strings, input)
        case .sourceStringsDict: try ResourceScanChecks.check(.stringsDict, input)
        case .sourceStringCatalog: try ResourceScanChecks.check(.stringCatalog, input)
        case .sourceXcodeProject: try ResourceScanChecks.check(.xcodeProject, input)
        case .sourceGradle: try ResourceScanChecks.check(.gradle, input)
        case .sourceVersionCatalog: try ResourceScanChecks.check(.versionCatalog, input)
        case .sourceDeviceLocale: try ResourceScanChecks.check(.deviceLocale, input)
        case .report: try ReportChecks.check(input)
        case .textJavaFormat: try TranslationTextChecks.check(.java, input)
        case .textAppleFormat: try TranslationTextChecks.check(.apple, input)
        case .textPluralRules: try TranslationTextChecks.check(.plurals, input)
        case .scanText: try ScanTextChecks.check(input)
        }
    }

    /// ``check(_:)`` on bytes held in an array.
    package func check(_ input: [UInt8]) throws(InvariantViolation) {
        try input.withUnsafeBufferPointer { (buffer) throws(InvariantViolation) in try check(buffer) }
    }

    /// The body of `LLVMFuzzerTestOneInput`: ``check(_:)``, stopping the process with the
    /// violation's description when an invariant does not hold.
    package func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        do {
            try check(UnsafeBufferPointer(start: size > 0 ? data : nil, count: size))
        } catch {
            fatalError("Fuzz \(rawValue): \(error)")
        }
        return 0
    }
}
