internal import LanguagePolicy
internal import LanguagePolicyBridge
internal import LanguageTags
internal import WireDocuments

extension Command {
    /// `langpolicy tag TAG…`: canonical, maximal and minimal forms, subtags and names.
    static let tag = Command(
        name: "tag", abstract: "Parse language tags: canonical, maximal and minimal forms, subtags, names.",
        help: TagCommand.help, flags: ["--json"], options: ["--display-language"], run: TagCommand.run)
}

enum TagCommand {
    static let help = """
        Usage: langpolicy tag [--json] [--display-language TAG] TAG...

        Parses each BCP 47 tag (any case, '-' or '_') and prints its CLDR \(cldrVersion) canonical
        form, its maximal form (Add Likely Subtags), its minimal form (Remove Likely Subtags,
        favoring the region), the canonical tag's language, script and region, and its name in
        itself and in the display language.

        Options:
          --json                    One JSON object per tag and line, with the keys input,
                                    canonical, maximal, minimal, language, script, region
                                    (null when absent), or input and error.
          --display-language TAG    The language of the second name (default: en).

        A malformed tag prints its error (on stderr, or as "error" in JSON) and the exit status
        is 1. A tag CLDR has no likely subtags for (qaa) has no maximal or minimal form.

        Example:
          $ langpolicy tag zh_hant_hk iw
          zh_hant_hk
            canonical  zh-Hant-HK
            maximal    zh-Hant-HK
            minimal    zh-HK
            language   zh, script Hant, region HK
            names      繁體中文（香港） / Chinese, Traditional (Hong Kong)
          ...
        """

    @Sendable static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError(description: "give at least one TAG") }
        let displayText = arguments["--display-language"] ?? "en"
        let displayLanguage: LanguageTag
        do {
            displayLanguage = try LanguageTag(parsing: displayText)
        } catch {
            throw UsageError(description: "--display-language \"\(displayText)\": \(error)")
        }
        var status: Int32 = 0
        for input in arguments.positionals {
            let report = TagReport(input)
            if report.error != nil { status = 1 }
            if arguments.has("--json") {
                console.print(report.jsonText())
                continue
            }
            guard let canonical = report.canonical.flatMap({ LanguageTag($0) }) else {
                console.printError("\(input): \(report.error ?? "malformed")")
                continue
            }
            let names = [canonical.endonym, canonical.displayName(in: displayLanguage)].map { $0 ?? "(no name)" }
            console.print(
                """
                \(input)
                  canonical  \(canonical)
                  maximal    \(report.maximal ?? "(no likely subtags in CLDR)")
                  minimal    \(report.minimal ?? "(no likely subtags in CLDR)")
                  language   \(canonical.language), script \(report.script ?? "none"), region \(report.region ?? "none")
                  names      \(names.joined(separator: " / "))
                """)
        }
        return status
    }
}

let cldrVersion = LanguageTag.cldrVersion
