internal import AppLanguage
internal import InputLanguage
internal import LanguagePolicyBridge
internal import LanguagePolicyInternals

extension Command {
    /// `langpolicy detect TEXT`: what the portable identifier sees in a text.
    static let detect = Command(
        name: "detect", abstract: "Show the scripts of a text and the language they name, if any.",
        help: DetectCommand.help, flags: ["--json"], run: DetectCommand.run)
}

enum DetectCommand {
    static let help = """
        Usage: langpolicy detect [--json] TEXT

        Prints what the package's portable identifier sees in TEXT (quote it): the scripts of
        its letters, most used first, and the language they name, or "unknown".

        The identifier reads Unicode \(UnicodeScriptIdentifier.unicodeVersion) script data and Unihan variants. It names a
        language only where the script makes it unambiguous (kana: ja, Hangul: ko, Thai: th,
        Greek: el, Hebrew: he, Georgian: ka, Armenian: hy, and a few more), and only when that
        script holds more than half of the letters. It never names a Latin-script language,
        nor a language for Han text without kana or Hangul (Chinese, Japanese and Korean share
        Han): that text's script reads Hant or Hans when Unihan's variant evidence is clear,
        else Hani.

        Options:
          --json    One JSON object with the keys text, scripts and language (null: unknown).

        Exit status: 0, whether or not a language is named; 2 for a usage mistake.

        Example:
          $ langpolicy detect "こんにちは、世界"
          scripts   Hira, Hani
          language  ja
        """

    @Sendable static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 1, let text = arguments.positionals.first else {
            throw UsageError(description: "give exactly one TEXT (quote it when it has spaces)")
        }
        let seen = UnicodeScriptIdentifier().identify(text)
        let scripts = seen.scripts.map(\.description)
        if arguments.has("--json") {
            var writer = JSONWriter()
            writer.object { writer in
                writer.key("language")
                writer.string(seen.language?.description)
                writer.key("schemaVersion")
                writer.int(1)
                writer.key("scripts")
                writer.array { writer in
                    for script in scripts { writer.string(script) }
                }
                writer.key("text")
                writer.string(text)
            }
            console.print(writer.text)
            return 0
        }
        console.print("scripts   \(scripts.isEmpty ? "none (no letters)" : scripts.joined(separator: ", "))")
        console.print("language  \(seen.language?.description ?? "unknown")")
        return 0
    }
}
