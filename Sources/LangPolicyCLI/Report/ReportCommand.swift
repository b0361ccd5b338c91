internal import AppLanguage
internal import Foundation
internal import LanguageTags
internal import PlatformModels
internal import ResourceScan

extension Command {
    /// `langpolicy report`: the release report as one HTML page.
    static let report = Command(
        name: "report", abstract: "Write the release report: one self-contained HTML page.",
        help: ReportCommand.help, flags: ["--strict"],
        options: ["--policy", "--population", "--min-complete", "--dev-only-table", "--output", "--artifact"],
        run: ReportCommand.run)
}

enum ReportCommand {
    static let help = """
        Usage: langpolicy report [--policy FILE] [PATH...] [--artifact FILE[,FILE...]]
                                 [--population FILE|built-in] -o FILE
                                 [--min-complete N] [--strict] [--dev-only-table NAME[,NAME...]]

        Writes one HTML page a team looks at before a release, self-contained (inline CSS and
        SVG, no script, nothing fetched: it opens from a file and as a CI artifact), readable on
        a phone and on paper:

          Policy           the supported locales, aliases, language defaults and version;
          Platform matrix  device languages down (each supported locale, then the population's
                           lists of the policy's languages, most people first), the policy's
                           decision, Apple's localization and Android's folder across, each
                           marked agrees or differs, with the platform's rule and the fixes;
          People           the population's disagreements weighted by people (the built-in
                           population's are estimated from CLDR's territory data) and by lists;
          Apps             with DIR: each Apple bundle and Android app module as 'scan' reads
                           it: its locales with completeness bars, what each platform loads for
                           every supported locale, and the findings by severity with their paths;
          Artifacts        with a built APK, App Bundle, split set, .app or .ipa among the
                           PATHs (or --artifact): each locale it holds, whether it ships and
                           when a device installs it, and its findings (drift from the sources).

        With DIR, the matrix uses what the app ships (its first Apple bundle's localizations, its
        first Android module's folders); without, the names Xcode and Android Studio give the
        policy's locales.

        Options:
          --policy FILE        The policy (JSON). Default: the built-in example.
          --population FILE    Device lists as for 'langpolicy platforms --population' (JSON lines,
                               with "people" from your analytics), or built-in (the default).
          -o, --output FILE    Where to write the page ('-' for standard output).
          --artifact FILE, --min-complete N, --strict, --dev-only-table NAME
                               As for 'langpolicy scan'.

        Exit status: 0 when the page is written; 1 when a DIR has nothing to scan, or has a
        strings file the scan cannot read (the page is written, and each file named on stderr
        with the reason); 2 for a usage mistake or a file that cannot be read or written.

        Example:
          $ langpolicy report --policy policy.json ios/MyApp android -o .build/report/report.html
          wrote .build/report/report.html (212 KB): 8 locales, 424 device lists, 2 app sections, 3 errors
        """

    @Sendable static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard let output = arguments["--output"] else { throw UsageError(description: "give -o FILE") }
        var options = ScanOptions(strict: arguments.has("--strict"))
        if let text = arguments["--min-complete"] {
            guard let value = Double(text), (0...100).contains(value) else {
                throw UsageError(description: "--min-complete takes a percentage from 0 to 100, not '\(text)'")
            }
            options.minimumCompleteness = value
        }
        CommandNotices.examplePolicy(arguments, console, verb: "reports on")
        let policy = try InputFiles.policy(arguments["--policy"])
        let scan: ScanReport? =
            arguments.positionals.isEmpty && arguments.list("--artifact").isEmpty
            ? nil
            : try ScanCommand.inventory(
                arguments.positionals, artifacts: arguments.list("--artifact"), policy: policy,
                developmentOnlyTables: arguments.list("--dev-only-table")
            ).check(against: policy, options: options)
        let source = arguments["--population"] ?? "built-in"
        let population = try PlatformsCommand.population(source)
        let page = try Self.page(
            policy: policy, policySource: arguments["--policy"] ?? "the built-in example policy", scan: scan,
            population: population,
            populationSource: source == "built-in" ? "The built-in population (CLDR \(cldrVersion))" : source)
        let html = page.render()
        // The page shows the errors; a file the scan could not read also fails the command.
        let status: Int32 = scan.map { ScanCommand.reportsUnreadableFiles($0.inventory, console) } == true ? 1 : 0
        if output == "-" {
            console.print(html)
            return status
        }
        do {
            try Data(html.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            throw InputFileError(
                description: "\(output): cannot write the report: \(InputFiles.reason(forWriting: output))")
        }
        var summary =
            "wrote \(output) (\((html.utf8.count + 1023) / 1024) KB): \(policy.supportedLocales.count) locales, "
            + "\(page.matrix.rows.count) device lists"
        if let scan {
            let sections = scan.inventory.appleBundles.count + scan.inventory.androidApps.count
            summary += ", \(sections) app section\(sections == 1 ? "" : "s"), \(scan.count(.error)) errors"
        }
        console.print(summary)
        return status
    }

    /// The page for a policy, an optional scan and a population.
    static func page(
        policy: AppLanguagePolicy, policySource: String, scan: ScanReport?, population: DevicePopulation,
        populationSource: String
    ) throws(InputFileError) -> ReportPage {
        let (setup, setupSource) = try Self.setup(policy: policy, scan: scan)
        let check = PlatformCheck(policy: policy, setup: setup)
        return ReportPage(
            policy: policy, policySource: policySource,
            matrix: PlatformMatrix(check: check, population: population, setupSource: setupSource),
            population: check.populationReport(population), populationSource: populationSource, scan: scan,
            artifacts: scan.map(ReportArtifact.from) ?? [], cldrVersion: cldrVersion)
    }

    /// What the app ships: as scanned (the first Apple bundle, the first Android module), else
    /// named after the policy.
    static func setup(policy: AppLanguagePolicy, scan: ScanReport?) throws(InputFileError) -> (
        PlatformSetup, String
    ) {
        let apple = scan?.inventory.apple
        let android = scan?.inventory.android
        if apple != nil || android != nil,
            let setup = try? PlatformSetup(
                policy: policy, appleLocalizations: apple?.localizationNames,
                appleDevelopmentRegion: apple?.developmentLanguage.tag.description,
                androidFolders: android?.loadableQualifiers, androidDefaultLanguage: android?.defaultLanguage.tag)
        {
            var parts: [String] = []
            if let apple {
                parts.append("Apple as scanned (\(apple.bundle.name), \(apple.localizationNames.count) localizations)")
            }
            if let android {
                parts.append("Android as scanned (\(android.module.name), \(android.loadableQualifiers.count) folders)")
            }
            if apple == nil { parts.append("Apple named after the policy") }
            if android == nil { parts.append("Android named after the policy") }
            return (setup, parts.joined(separator: "; "))
        }
        do {
            return (
                try PlatformSetup(policy: policy),
                "named after the policy's locales, as Xcode and Android Studio name them"
            )
        } catch {
            throw InputFileError(description: "the policy's locales make no Android folders: \(error)")
        }
    }
}
