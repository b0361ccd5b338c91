internal import AppLanguage
internal import Foundation
internal import LanguageTags
internal import WireDocuments

extension Command {
    /// `langpolicy resolve`: one app-language decision.
    static let resolve = Command(
        name: "resolve", abstract: "Decide the app language from saved, per-app and device preferences.",
        help: ResolveCommand.help, flags: ["--json", "--explain"],
        options: ["--policy", "--saved", "--system", "--device", "--accept-language"],
        run: ResolveCommand.run)
}

enum ResolveCommand {
    static let help = """
        Usage: langpolicy resolve [--policy FILE] [--saved TAG] [--system TAGS] (--device TAGS | --accept-language HEADER)
                                  [--json] [--explain]

        Decides the app language the way the app would at launch: the saved user choice (through
        the matching steps when it is no longer supported as saved, en-GB → en, flagged for
        confirmation), else the platform's per-app preference, else the device languages in order,
        else the product default. TAGS are comma-separated, in preference order.

        Options:
          --policy FILE   The policy (JSON). Default: the built-in example ('langpolicy policy example').
          --saved TAG     The user's saved choice (recorded as chosen at the Unix epoch; the date
                          plays no part in the decision).
          --system TAGS   The platform per-app preference (Android per-app locales, iOS per-app language).
          --device TAGS   The device languages.
          --accept-language HEADER
                          An HTTP Accept-Language header as the device languages (a server deciding
                          for a request): ranges by quality, q=0 and * left out, malformed entries
                          skipped and listed on stderr.
          --json          Print the decision as JSON (the keys of the decision, with its trace).
          --explain       Also print every candidate looked at and why it did or did not match.

        A malformed tag is skipped and shown in the trace, as the app would. Exit status: 0, or 2
        for a usage mistake or a policy file that cannot be read or is invalid.

        Example:
          $ langpolicy resolve --device fr-CA,en-CA,es --explain
          effective locale    fr
          requested locale    fr-CA
          source              device_preference
          match               language_and_script
          script fallback     no
          policy version      3
          needs confirmation  no
          device_preference "fr-CA": matched = fr-Latn-CA: has the language and script of supported fr, which has no region
          → fr from device_preference for "fr-CA" (match: language_and_script, policy version 3)
        """

    @Sendable static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard (arguments["--device"] == nil) != (arguments["--accept-language"] == nil) else {
            throw UsageError(description: "give --device TAGS or --accept-language HEADER (one of them)")
        }
        var device = arguments.list("--device")
        if let header = arguments["--accept-language"] {
            do {
                let parsed = try AcceptLanguage(header)
                device = parsed.languages
                for skipped in parsed.skipped { console.printError("Accept-Language: skipped \(skipped)") }
            } catch {
                throw UsageError(description: "--accept-language: \(error)")
            }
        }
        guard arguments.positionals.isEmpty else {
            throw UsageError(description: "unexpected argument '\(arguments.positionals[0])'")
        }
        CommandNotices.examplePolicy(arguments, console, verb: "decides by")
        CommandNotices.tags(arguments, ["--device", "--system"], console)
        let policy = try InputFiles.policy(arguments["--policy"])
        var saved: AppLanguageRecord?
        if let text = arguments["--saved"] {
            do {
                saved = .userChoice(
                    try LanguageTag(parsing: text), policyVersion: policy.policyVersion,
                    at: Timestamp(secondsSince1970: 0))
            } catch {
                throw UsageError(description: "--saved \"\(text)\": \(error)")
            }
        }
        let decision = policy.resolve(
            ResolutionContext(
                savedUserChoice: saved, systemAppPreference: arguments.list("--system"), deviceLanguages: device))
        if arguments.has("--json") {
            console.print(decision.jsonText(pretty: true))
            return 0
        }
        func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
        var lines = [
            "effective locale    \(decision.effectiveLocale)",
            "requested locale    \(decision.requestedLocale ?? "(none: product default)")",
            "source              \(decision.source.rawValue)",
            "match               \(decision.match.rawValue)",
            "script fallback     \(decision.scriptFallback ? "yes (approved: approvedScriptFallbacks)" : "no")",
            "policy version      \(decision.policyVersion)",
            "needs confirmation  \(yesNo(decision.needsConfirmation))",
        ]
        if arguments.has("--explain") { lines.append(decision.explanation) }
        console.print(lines.joined(separator: "\n"))
        return 0
    }
}
