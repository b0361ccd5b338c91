internal import AppLanguage
internal import Foundation
internal import LanguageTags
internal import PlatformModels
internal import ResourceScan
internal import WireDocuments

extension Command {
    /// `langpolicy platforms`: the policy's decision beside what Apple and Android would show.
    static let platforms = Command(
        name: "platforms", abstract: "Compare the policy's decision with what Apple and Android would show.",
        help: PlatformsCommand.help, flags: ["--json", "--require-agreement"],
        options: [
            "--policy", "--device", "--saved", "--system", "--apple-development-region", "--android-default-language",
            "--apple-localizations", "--android-folders", "--cases", "--population", "--artifact", "--app",
        ],
        run: PlatformsCommand.run)
}

enum PlatformsCommand {
    static let help = """
        Usage: langpolicy platforms [--policy FILE] --device TAGS [--saved TAG] [--system TAGS] [--json]
               langpolicy platforms [--policy FILE] --cases FILE
               langpolicy platforms [--policy FILE] --population FILE|built-in [--json]
               … [--apple-localizations NAMES] [--apple-development-region TAG]
                 [--android-folders NAMES] [--android-default-language TAG] [--require-agreement]
                 [--artifact FILE[,FILE...] | --app DIR[,DIR...]]

        Shows, side by side, the policy's decision and what each platform would show if left to its
        own rules: Apple's bundle (the localizations Apple's matcher orders for the languages, and
        the one shown after CFBundle's backstops) and Android's resources (the device locale Android
        resolves with, and the values folder strings come from), whether each agrees with the
        policy, the platform rule that decided, and what would remove a disagreement.

        The platforms see the per-app setting (--system) followed by the device languages; the saved
        in-app choice (--saved) is the policy's alone. A platform agrees when the locale it shows
        strings for is the policy's effective locale, compared maximized.

        What the app ships, unless given, is named after the policy's locales as Xcode and Android
        Studio name them: a localization per supported locale (pt-BR.lproj, zh-Hant.lproj), and
        values/ in the product default's language plus a folder per other supported locale
        (values-pt-rBR, values-b+zh+Hant; the default language alone has no folder of its own),
        which a note on stderr says. --app DIR reads the app's own, as 'langpolicy scan' does (a
        strings file it cannot read is an error, exit status 1).

        Options:
          --policy FILE          The policy (JSON). Default: the built-in example.
          --device TAGS          The device languages, in order.
          --saved TAG            The user's saved in-app choice.
          --system TAGS          The platform per-app setting.
          --apple-localizations NAMES
                                 The bundle's localizations, in order (.lproj names without the suffix).
          --apple-development-region TAG
                                 CFBundleDevelopmentRegion. Default: the product default.
          --android-folders NAMES
                                 The values folders: values, values-fr, values-b+sr+Latn (or the
                                 qualifiers alone: fr, b+sr+Latn).
          --android-default-language TAG
                                 The language of values/. Default: the product default.
          --app DIR[,DIR...]     What the app ships, read from its sources (Xcode and Android
                                 resources, as 'langpolicy scan' reads them).
          --artifact FILE[,FILE...]
                                 What the app ships, read from built apps instead: an .apk (or several
                                 .apk files of one split set, or a folder of them), an .aab, an .ipa or
                                 an .app folder; at most one Android and one Apple app. Android's
                                 folders are its locale configurations with strings; with --device,
                                 those a device with the --device languages as its system languages
                                 installs (an App Bundle's language splits by bundletool's model, the
                                 config splits of a split set), listed before the report. Apple's
                                 localizations are those CFBundle lists for the app bundle
                                 (CFBundleLocalizations, each .lproj, the development region when
                                 Base.lproj is there), with its CFBundleDevelopmentRegion.
          --cases FILE           JSON lines {"device": [...], "saved": TAG, "system": [...],
                                 "appleLocalizations": [...], "androidFolders": [...]} (all but device
                                 optional; folders as qualifiers, "" for values/). Prints one JSON
                                 report per line.
          --population FILE      JSON lines of device lists ([...] or {"device": [...], "system": [...],
                                 "people": N}: how many people have the list, from your analytics),
                                 or built-in: the major languages' device lists from CLDR, each with
                                 its people estimated from CLDR's territory data. Prints agreement per
                                 platform and each distinct disagreement (the platform, the decided
                                 locale, what the platform shows and what would remove it, across
                                 device languages) with its people and lists (each a share), device
                                 languages and a few example device lists, most people first.
          --json                 Print JSON (Schemas/platform-report.schema.json,
                                 Schemas/population-report.schema.json).
          --require-agreement    Exit 1 on any disagreement (for CI).

        Exit status: 0; 1 with --require-agreement when a platform disagrees; 2 for a usage mistake
        or a file that cannot be read.

        Example:
          $ langpolicy platforms --device en-AU --policy en-and-en-GB.json
          Device languages: en-AU
          Policy decides:   en (device_preference: language_and_script match of en-AU)
          Apple shows:      en-GB.lproj — differs: Apple's parent map sends en-AU to en-GB
          Android loads:    values-en-rGB — differs: en-AU, the only device locale, is used without matching, …
          To make Apple show en:
            - approve the alias en-AU → en-GB in the policy
            - load strings for the decided locale (the policy-resolved mode)
        """

    @Sendable static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError(description: "unexpected argument '\(arguments.positionals[0])'")
        }
        let modes = ["--device", "--cases", "--population"].filter { arguments[$0] != nil }
        guard modes.count == 1 else {
            throw UsageError(description: "give one of --device TAGS, --cases FILE or --population FILE|built-in")
        }
        CommandNotices.examplePolicy(arguments, console, verb: "compares with")
        CommandNotices.tags(arguments, ["--device", "--system"], console)
        let policy = try InputFiles.policy(arguments["--policy"])
        let artifacts = try Self.artifacts(arguments)
        let setup: PlatformSetup
        // With --app, the platforms the app ships: an Android-only app is judged on Android only.
        var shipped = Set(Platform.allCases)
        if let artifacts {
            setup = try Self.setup(arguments, policy: policy, artifacts: artifacts)
        } else if !arguments.list("--app").isEmpty {
            for option in ["--apple-localizations", "--android-folders"] where arguments[option] != nil {
                throw UsageError(description: "\(option) and --app both say what the app ships: give one")
            }
            let inventory = try ScanCommand.inventory(arguments.list("--app"), policy: policy)
            guard !ScanCommand.reportsUnreadableFiles(inventory, console) else { return 1 }
            let source: String
            (setup, source) = try ReportCommand.setup(policy: policy, scan: inventory.check(against: policy))
            console.printError("note: what the app ships: \(source)")
            shipped = Set((inventory.apple == nil ? [] : [.apple]) + (inventory.android == nil ? [] : [.android]))
            if shipped.count == 1, let only = shipped.first {
                console.printError("note: the app ships for \(only) only: the other platform is not compared")
            }
        } else {
            setup = try Self.setup(arguments, policy: policy)
            if arguments["--apple-localizations"] == nil || arguments["--android-folders"] == nil {
                console.printError(
                    "note: what the app ships is assumed named after the policy's locales, as Xcode and Android "
                        + "Studio name them (values-he, values-id, he.lproj…); --app DIR reads the app's own")
            }
        }
        let check = PlatformCheck(policy: policy, setup: setup)
        let agrees: Bool
        if let path = arguments["--cases"] {
            agrees = try cases(path, arguments: arguments, check: check, console: console)
        } else if let source = arguments["--population"] {
            let report = check.populationReport(try population(source))
            console.print(arguments.has("--json") ? report.jsonText(pretty: true) : report.description)
            agrees = !report.disagreements.contains { shipped.contains($0.platform) }
        } else {
            let context = ResolutionContext(
                savedUserChoice: try saved(arguments["--saved"], policy: policy),
                systemAppPreference: arguments.list("--system"), deviceLanguages: arguments.list("--device"))
            let report = check.report(context)
            if let artifacts, !arguments.has("--json") { console.print(artifactLines(artifacts, arguments: arguments)) }
            console.print(arguments.has("--json") ? report.jsonText(pretty: true) : report.text(platforms: shipped))
            agrees = shipped.allSatisfy { report.comparison.agrees(on: $0) }
        }
        return arguments.has("--require-agreement") && !agrees ? 1 : 0
    }

    /// The app's setup from the options, else from the policy.
    private static func setup(
        _ arguments: Arguments, policy: AppLanguagePolicy, appleLocalizations: [String]? = nil,
        androidFolders: [String]? = nil
    ) throws -> PlatformSetup {
        let folders =
            androidFolders ?? (arguments["--android-folders"] == nil ? nil : arguments.list("--android-folders"))
        do {
            return try PlatformSetup(
                policy: policy,
                appleLocalizations: appleLocalizations
                    ?? (arguments["--apple-localizations"] == nil ? nil : arguments.list("--apple-localizations")),
                appleDevelopmentRegion: arguments["--apple-development-region"],
                androidFolders: folders?.map(qualifier),
                androidDefaultLanguage: try tag(arguments["--android-default-language"], "--android-default-language"))
        } catch let error as AndroidLocaleFolderError {
            throw UsageError(description: error.description)
        }
    }

    /// A folder's qualifiers: `values` is `""`, `values-fr` is `fr`, anything else as given.
    private static func qualifier(_ name: String) -> String {
        if name == "values" { return "" }
        return name.hasPrefix("values-") ? String(name.dropFirst("values-".count)) : name
    }

    private static func tag(_ text: String?, _ option: String) throws -> LanguageTag? {
        guard let text else { return nil }
        do {
            return try LanguageTag(parsing: text)
        } catch {
            throw UsageError(description: "\(option) \"\(text)\": \(error)")
        }
    }

    private static func saved(_ text: String?, policy: AppLanguagePolicy) throws -> AppLanguageRecord? {
        try tag(text, "--saved").map {
            .userChoice($0, policyVersion: policy.policyVersion, at: Timestamp(secondsSince1970: 0))
        }
    }

    static func population(_ source: String) throws -> DevicePopulation {
        if source == "built-in" { return .builtIn }
        let text = String(decoding: try InputFiles.data(source), as: UTF8.self)
        do {
            return try DevicePopulation(jsonLines: text)
        } catch {
            throw InputFileError(description: "\(source): \(error)")
        }
    }

    /// One JSON report per line of `path`; whether every case agrees.
    private static func cases(_ path: String, arguments: Arguments, check: PlatformCheck, console: Console) throws
        -> Bool
    {
        let text = String(decoding: try InputFiles.data(path), as: UTF8.self)
        var checks: [[String?]: PlatformCheck] = [:]
        var agrees = true
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(where: { !$0.isWhitespace }) {
            do {
                let fields = try JSONElement.parse(String(line)).object(allowing: [
                    "device", "saved", "system", "appleLocalizations", "androidFolders",
                ])
                let localizations = try fields.optional("appleLocalizations")?.strings()
                let folders = try fields.optional("androidFolders")?.strings()
                let key = [localizations?.joined(separator: "\n"), folders?.joined(separator: "\n")]
                let lineCheck: PlatformCheck
                if localizations == nil && folders == nil {
                    lineCheck = check
                } else if let cached = checks[key] {
                    lineCheck = cached
                } else {
                    lineCheck = PlatformCheck(
                        policy: check.policy,
                        setup: try setup(
                            arguments, policy: check.policy, appleLocalizations: localizations, androidFolders: folders)
                    )
                    checks[key] = lineCheck
                }
                let saved = try fields.optional("saved")?.languageTag()
                let report = lineCheck.report(
                    ResolutionContext(
                        savedUserChoice: saved.map {
                            .userChoice(
                                $0, policyVersion: check.policy.policyVersion, at: Timestamp(secondsSince1970: 0))
                        },
                        systemAppPreference: try fields.optional("system")?.strings() ?? [],
                        deviceLanguages: try fields.required("device").strings()))
                console.print(report.jsonText)
                agrees = agrees && report.comparison.agrees
            } catch let error as DocumentError {
                throw InputFileError(description: "\(path):\(index + 1): \(error)")
            } catch let error as UsageError {
                throw InputFileError(description: "\(path):\(index + 1): \(error)")
            }
        }
        return agrees
    }
}
