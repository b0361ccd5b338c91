internal import Foundation
internal import InputLanguage
internal import WireDocuments

extension Command {
    /// `langpolicy input FILE`: the keyboard language hint a field context resolves to.
    static let input = Command(
        name: "input", abstract: "Resolve a field's keyboard language hint from a JSON field context.",
        help: InputCommand.help, flags: ["--json"], run: InputCommand.run)
}

enum InputCommand {
    static let help = """
        Usage: langpolicy input [--json] FILE

        Reads a field context as JSON from FILE ('-' for standard input) and prints the
        keyboard language hint it resolves to: the tags, the evidence they came from, the list
        to pass to Android's setImeHintLocales, and the evidence that had to be skipped
        (malformed tags, or tags that name no language, such as und-JP).

        The context:
          {"field":   {"contract": "content_bound", "kind": "text", "explicitLanguage": null},
           "record":  {"contentLanguage": "ja-JP"},
           "session": {"recentStableLanguages": [], "effectiveAppLocale": "en"}}

        contract: content_bound, conversation_informed, interface_bound or language_neutral.
        kind: text (the default), number, date, phone, password, email or url; only text
        fields get a hint. "record" and "session" may be left out; any unknown key is an error.

        The first admissible evidence wins, in this order: the field's explicit language, the
        record's content language (content_bound, conversation_informed), up to two recent
        stable conversation languages (conversation_informed), the effective app locale
        (interface_bound). Sources: explicit, record, conversation, interface,
        no_admissible_evidence.

        Options:
          --json    One JSON object with the keys tags, source, androidHintLocales (null:
                    clear the hint) and skippedEvidence (each with source, value and reason).

        Exit status: 0 whether or not there is a hint; 2 when FILE cannot be read or parsed
        (the message names the JSON path of the bad value).

        Example:
          $ langpolicy input catalog-title.json
          tags     ja-JP
          source   record
          android  ja-JP
        """

    @Sendable static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(description: "give exactly one FILE")
        }
        let data = try readInput(path)
        let context: InputContext
        do {
            context = try InputContext(json: JSONElement.parse(bytes: data))
        } catch {
            throw InputFileError(description: "\(path): \(error)")
        }
        let resolution = context.resolve()
        let android = AndroidHintList(resolution.hint)
        if arguments.has("--json") {
            console.print(resolution.jsonText())
            return 0
        }
        let tags = resolution.hint.tags.map(\.description).joined(separator: ", ")
        console.print("tags     \(tags.isEmpty ? "none" : tags)")
        console.print("source   \(resolution.hint.source.rawValue)")
        console.print("android  \(android?.languageTags ?? "null (clear the hint)")")
        for skipped in resolution.skippedEvidence {
            console.print("skipped  \(skipped)")
        }
        return 0
    }

    /// The bytes of FILE, or of standard input for `-`.
    static func readInput(_ path: String) throws(InputFileError) -> Data {
        if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        return try InputFiles.data(path)
    }
}
