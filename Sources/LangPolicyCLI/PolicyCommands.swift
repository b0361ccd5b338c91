internal import AppLanguage
internal import Foundation
internal import LanguageTags
internal import PlatformModels
internal import ResourceScan

extension Command {
    /// `langpolicy lint FILE`: a policy's errors and warnings.
    static let lint = Command(
        name: "lint", abstract: "Check a policy file: errors, and warnings about likely mistakes.",
        help: """
            Usage: langpolicy lint FILE [--app DIR[,DIR...]] [--without-platforms] [--format text|sarif]
                   langpolicy lint --policy FILE …

            Validates a policy file and prints its errors, or its warnings: a language and script
            served by several regional variants with no language default, a supported locale that
            another one makes unreachable; and where Apple's bundle or Android's
            resources, left to themselves, will show something other than the policy decides for
            common device languages of the policy's own languages (an app shipping a
            localization and a folder per supported locale; see 'langpolicy help platforms'),
            with the first change that removes it (for policies of up to 300 locales: the check
            grows with the square of the locales). With --app, the platforms and folders are the
            app's own, as 'langpolicy scan' reads them (a platform the app does not ship gets no
            warning, and a strings file the scan cannot read is an error, exit status 1);
            without it, each supported locale's localization and folder named as Xcode and
            Android Studio name them, which a note says. --without-platforms leaves those out.

            An alias whose target has another script than its key's maximized one (zh-US is
            zh-Hant-US, so "zh-US": "zh-Hans" turns Traditional into Simplified) is an error unless
            the policy's "approvedScriptFallbacks" names its key; every command that reads a policy
            refuses it. An approved one is a note: a script fallback the language selector shows.

            Notes name each tag written otherwise than in canonical form ("en_US" is en-US, "iw" is
            he): valid, but worth writing as the policy reads it. Platform warnings come most
            people first (the built-in population's estimates), each with its smallest fix: a
            missing language default before a rename or a platform option.

            An invalid policy prints every error it has, each with the JSON path of the bad value.
            --format sarif prints a SARIF 2.1.0 log instead (each finding a result with its rule,
            level, message and the policy file's line), for code scanning.
            Exit status: 0 for a valid policy (warnings or not), 1 for an invalid one (an
            unapproved script fallback too), 2 when the file cannot be read.

            Example:
              $ langpolicy policy example > policy.json && langpolicy lint policy.json
              warning: Android loads values-en-rGB where the policy decides en, for en-AG, en-AI, en-AT and 87 more; fix: add the folder values-en
              …
              warning: Apple shows en.lproj where the policy decides pt-BR, for pt-PT; fix: rename pt-BR.lproj to pt.lproj
              note: $.aliases["sr-Cyrl"]: sr-Cyrl → sr-Latn changes the script; it is an approved script fallback the language selector must show
              policy.json: valid policy (version 3, 8 locales), 7 warnings, 1 note
            """,
        flags: ["--without-platforms"], options: ["--policy", "--format", "--app"],
        run: LintCommand.run)

    /// `langpolicy policy example` and `langpolicy policy from-resources DIR…`.
    static let policy = Command(
        name: "policy", abstract: "Print the built-in example policy, or one proposed from an app's resources.",
        help: """
            Usage: langpolicy policy example
                   langpolicy policy from-resources DIR... [--prune]

            example          Prints the built-in example policy as JSON: the policy 'langpolicy
                             resolve' uses when no --policy is given, and a starting point for your own.
            from-resources   Proposes a policy from what the app under the directories ships (as
                             'langpolicy scan' reads it): every resource locale with strings as a
                             supported locale, the development language as the product default,
                             the language defaults and aliases a lint would suggest (where regional
                             variants have no default, and where every platform scanned shows
                             another supported locale than the policy would decide: Apple sends
                             en-AU to en-GB), never an alias to another script than the device's
                             (zh-US is zh-Hant-US: no alias sends it to zh-Hans). Every shipped localization is kept, even two that
                             are one locale once maximized (pt and pt-BR); --prune keeps the first
                             of those only. What it leaves out or assumes goes to stderr; a DIR
                             with nothing to scan, and a strings file it cannot read (each named
                             with the reader's reason), are errors (exit status 1, no proposal).

            Example:
              $ langpolicy policy example
              {
                "aliases" : {
                  "en-AU" : "en-GB",
              ...
            """,
        flags: ["--prune"],
        run: { arguments, console in
            switch arguments.positionals.first {
            case "example" where arguments.positionals.count == 1:
                console.print(AppLanguagePolicy.example.json)
            case "from-resources" where arguments.positionals.count > 1:
                let directories = Array(arguments.positionals.dropFirst())
                let english = LanguageTag(language: LanguageTag.Language("en")!)
                let inventory: ResourceInventory
                do {
                    inventory = try ResourceInventory(scanning: directories, assumingDevelopmentLanguage: english)
                } catch let error as ResourceScanError {
                    guard case .notADirectory = error else { throw error }
                    throw InputFileError(description: error.description)
                }
                guard !ScanCommand.reportsUnreadableFiles(inventory, console) else { return 1 }
                let proposal = try PolicyProposal(inventory: inventory, prune: arguments.has("--prune"))
                for note in proposal.notes { console.printError("note: \(note)") }
                console.print(proposal.policy.json)
            default:
                throw UsageError(description: "the subcommands are 'example' and 'from-resources DIR...'")
            }
            return 0
        })
}
