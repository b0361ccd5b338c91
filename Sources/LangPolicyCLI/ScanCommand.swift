internal import AppLanguage
internal import ResourceScan

extension Command {
    /// `langpolicy scan DIR…`: an app's resources against the policy.
    static let scan = Command(
        name: "scan", abstract: "Check an app's Xcode and Android resources against the policy.",
        help: ScanCommand.help, flags: ["--json", "--strict"],
        options: ["--policy", "--min-complete", "--dev-only-table", "--format", "--artifact"],
        run: ScanCommand.run)
}

enum ScanCommand {
    static let help = """
        Usage: langpolicy scan PATH... [--artifact FILE[,FILE...]] [--policy FILE] [--min-complete N]
                               [--strict] [--dev-only-table NAME[,NAME...]] [--json | --format text|json|sarif]

        Reads the localization resources of the apps under the directories, one section per
        Apple bundle (the app, each extension, framework, Settings bundle and Swift package
        resource bundle, from the folders and the Xcode project's targets) and per Android
        application module with the library modules it depends on: .lproj folders (.strings in
        UTF-8, UTF-16 or as an XML property list, .stringsdict), String Catalogs (.xcstrings),
        the Xcode project's developmentRegion and knownRegions; res/values*/ XML files of the
        source sets a release build ships (not src/test, src/androidTest, src/debug), the locale
        config the manifest names (android:localeConfig), resources.properties, and the Gradle
        settings the build applies (build files, apply from, subprojects/allprojects, buildSrc
        and build-logic convention plugins, variables of the same file): localeFilters,
        resourceConfigurations, generateLocaleConfig, bundle.language.enableSplit, minSdk. A value
        only Gradle can compute is reported, never ignored; one no file read gives (minSdk,
        languageSplits without a build file) is null in the JSON, its reason in notRead. Folder names are read as each
        platform reads them (pt-br.lproj, zh_TW.lproj; values-b+sr+Latn, values-iw); Base.lproj,
        values/, pseudo-locales, und and private-use codes (qqq) are no app languages.

        What the build ships: aapt2's -c, as aapt2 applies localeFilters: a folder is kept for
        an entry of its own locale, or when it names a language alone (and the script) of an
        entry; a language entry keeps no regional folder (nb strips values-nb-rNO). Each Android
        folder's 'ships' says so. Strings aapt2 removes (no default value, a value for a locale
        only) are findings too.

        Then checks them against the policy: each supported locale has resources on each
        platform, and the platform's own selection (the Apple and Android models) loads them for
        a device set to that locale; completeness; resources the policy does not support;
        knownRegions and the locale config against the policy and the folders; and an App
        Bundle's language splits, which install only a device's system languages (an error for
        a policy of several locales, with both fixes).

        Counting: a key is a string resource name (per table on Apple: .strings and .stringsdict
        of one name share one) or a catalog key; a locale has a key when it has a value for it (a
        catalog value only in the state translated; a plural only with every plural category
        its own language needs, by CLDR); translatable="false", tools:ignore="MissingTranslation",
        shouldTranslate: false keys, arrays of references only and --dev-only-table tables are
        not counted; the development language's keys are the reference for missing.

        \(artifactHelp)

        Options:
          --artifact FILE[,FILE...]
                             A built app to read beside the sources (drift), as if given as PATHs.
          --policy FILE      The policy (JSON). Default: the built-in example.
          --min-complete N   A supported locale whose resources have less than N percent of the
                             development language's keys is an error.
          --strict           Resources and list entries for locales the policy does not support
                             are errors, not warnings.
          --dev-only-table NAME[,NAME...]
                             Tables that exist in the development language only, by design
                             (Untranslated for Untranslated.strings or .xcstrings, untranslated
                             for values/untranslated.xml): counted nowhere.
          --json             Print the scan report as JSON: schemaVersion, apple (one section per
                             bundle) and android (one per app module), each with its origin
                             (sources or artifact), locales (folder, locale, canonical, keys,
                             missing, ships, ...) and findings (severity, code, message, path,
                             line); artifacts (kind, paths, parts or bundles).
          --format sarif     Print a SARIF 2.1.0 log instead: each finding a result with its code as
                             the rule, level, message and file (and line where known; a finding
                             about something missing points at the policy file's supported locale),
                             for GitHub code scanning, GitLab and other viewers.

        Exit status: 0, or 1 when any finding is an error or a DIR has nothing to scan (an
        empty folder, or none at that path), 2 for a usage mistake, a file given as DIR, an
        artifact or a policy that cannot be read.

        Example:
          $ langpolicy scan ios/MyApp android/app --min-complete 95
          Apple: MyApp (app): development language en (developmentRegion, ios/MyApp.xcodeproj/project.pbxproj)
            localization  locale   keys  missing  complete  review
            en.lproj      en         40        0      100%       0
            fr.lproj      fr         38        2       95%       0
            sr.lproj      sr         40        0      100%       0
            error: sr-Latn: no localization serves sr-Latn on Apple: ...
          ...
        """

    @Sendable static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard !arguments.positionals.isEmpty || arguments["--artifact"] != nil else {
            throw UsageError(description: "give at least one DIR or artifact")
        }
        var options = ScanOptions(strict: arguments.has("--strict"))
        if let text = arguments["--min-complete"] {
            guard let value = Double(text), (0...100).contains(value) else {
                throw UsageError(description: "--min-complete takes a percentage from 0 to 100, not '\(text)'")
            }
            options.minimumCompleteness = value
        }
        let format = try OutputFormat.of(arguments)
        CommandNotices.examplePolicy(arguments, console)
        let policy = try InputFiles.policy(arguments["--policy"])
        let report = try inventory(
            arguments.positionals, artifacts: arguments.list("--artifact"), policy: policy,
            developmentOnlyTables: arguments.list("--dev-only-table")
        ).check(against: policy, options: options)
        switch format {
        case .text: console.print(report.text)
        case .json: console.print(report.json)
        case .sarif:
            console.print(
                SARIFLog.scan(report, policyPath: arguments["--policy"], directories: arguments.positionals).text)
        }
        return report.hasErrors ? 1 : 0
    }

    /// Prints an error for each file under the scanned directories that could not be read (its
    /// path and the reader's reason) and says whether there was one: a command that proposes or
    /// writes from the resources stops (exit status 1) rather than drop a localization.
    static func reportsUnreadableFiles(_ inventory: ResourceInventory, _ console: Console) -> Bool {
        let files = inventory.unreadableFiles
        for file in files { console.printError("error: \(file): the localization is not read") }
        return !files.isEmpty
    }

    /// The resources under `directories`: a file given as a directory is an ``InputFileError``
    /// (exit status 2); a directory with nothing to scan, the scan's own error (exit status 1).
    static func inventory(
        _ directories: [String], policy: AppLanguagePolicy, developmentOnlyTables: [String] = []
    ) throws -> ResourceInventory {
        do {
            return try ResourceInventory(
                scanning: directories, assumingDevelopmentLanguage: policy.productDefault,
                developmentOnlyTables: developmentOnlyTables)
        } catch .notADirectory(let path) {
            throw InputFileError(description: ResourceScanError.notADirectory(path).description)
        }
    }
}
