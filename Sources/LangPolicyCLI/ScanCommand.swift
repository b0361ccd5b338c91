internal import AppLanguage
internal import ResourceScan

extension Command {
    /// `langpolicy scan DIR…`: an app's resources against the policy.
    static let scan = Command(
        name: "scan", abstract: "Check an app's Xcode and Android resources against the policy.",
        help: ScanCommand.help, flags: ["--json", "--strict"], options: ["--policy", "--min-complete"],
        run: ScanCommand.run)
}

enum ScanCommand {
    static let help = """
        Usage: langpolicy scan DIR... [--policy FILE] [--min-complete N] [--strict] [--json]

        Reads the localization resources of one app under the directories: Apple .lproj folders
        (.strings in UTF-8 or UTF-16, .stringsdict), String Catalogs (.xcstrings) and the Xcode
        project's developmentRegion and knownRegions; Android res/values*/ XML files,
        res/xml/locales_config.xml, resources.properties and the Gradle build's localeFilters,
        resourceConfigurations and generateLocaleConfig. Folder names are read as each platform
        reads them (pt-br.lproj, zh_TW.lproj, English.lproj; values-b+sr+Latn, values-iw);
        Base.lproj, values/, pseudo-locales, und and private-use codes (qqq) are no app languages.

        Then checks them against the policy: each supported locale has resources on each
        platform, and the platform's own selection (the Apple and Android models) loads them for
        a device set to that locale; completeness; resources the policy does not support;
        knownRegions and the locale config against the policy and the folders.

        Counting: a key is a string resource name (per table on Apple: .strings and .stringsdict
        of one name share one) or a catalog key; a locale has a key when it has a value for it (a
        catalog value only in the state translated; a plural only with every form the development
        language has); translatable="false" and shouldTranslate: false keys are not counted; the
        development language's keys are the reference for missing.

        Options:
          --policy FILE      The policy (JSON). Default: the built-in example.
          --min-complete N   A supported locale whose resources have less than N percent of the
                             development language's keys is an error.
          --strict           Resources and list entries for locales the policy does not support
                             are errors, not warnings.
          --json             Print the scan report as JSON: schemaVersion, apple and android (null
                             when absent), each with its locales (folder, locale, canonical, keys,
                             missing, ...) and findings (severity, code, message, path).

        Exit status: 0, or 1 when any finding is an error, 2 for a usage mistake, a directory or
        policy that cannot be read.

        Example:
          $ langpolicy scan ios/MyApp android/app --min-complete 95
          Apple: development language en (developmentRegion, ios/MyApp.xcodeproj/project.pbxproj)
            localization  locale   keys  missing  complete  review
            en.lproj      en         40        0      100%       0
            fr.lproj      fr         38        2       95%       0
            sr.lproj      sr         40        0      100%       0
            error: sr-Latn: no localization serves sr-Latn on Apple: ...
          ...
        """

    @Sendable static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError(description: "give at least one DIR") }
        var options = ScanOptions(strict: arguments.has("--strict"))
        if let text = arguments["--min-complete"] {
            guard let value = Double(text), (0...100).contains(value) else {
                throw UsageError(description: "--min-complete takes a percentage from 0 to 100, not '\(text)'")
            }
            options.minimumCompleteness = value
        }
        let policy = try InputFiles.policy(arguments["--policy"])
        let report = try inventory(arguments.positionals, policy: policy).check(against: policy, options: options)
        console.print(arguments.has("--json") ? report.json : report.text)
        return report.hasErrors ? 1 : 0
    }

    /// The resources under `directories`; a path that is no directory is an ``InputFileError``.
    static func inventory(_ directories: [String], policy: AppLanguagePolicy) throws(InputFileError)
        -> ResourceInventory
    {
        do {
            return try ResourceInventory(scanning: directories, assumingDevelopmentLanguage: policy.productDefault)
        } catch {
            throw InputFileError(description: error.description)
        }
    }
}
