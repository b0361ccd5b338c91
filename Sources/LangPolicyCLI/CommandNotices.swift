internal import LanguageTags

/// What a command tells a new user on standard error before its output: that it runs on the
/// built-in example policy, and which tags given on the command line it cannot read.
enum CommandNotices {
    /// The first line of a command run without `--policy`: it checks against the built-in
    /// example, and how to get the app's own policy.
    static func examplePolicy(_ arguments: Arguments, _ console: Console, verb: String = "checks against") {
        guard arguments["--policy"] == nil else { return }
        console.printError(
            "note: no --policy given: \(verb) the built-in example policy ('langpolicy policy example'); "
                + "propose your app's own with 'langpolicy policy from-resources DIR...'")
    }

    /// Each tag of the comma-separated `options` that is not a language tag (reported as
    /// skipped, as the app would skip it) or not in canonical form (reported as read), one line
    /// each; never dropped silently.
    static func tags(_ arguments: Arguments, _ options: [String], _ console: Console) {
        for option in options where arguments[option] != nil {
            for text in arguments.list(option) {
                do {
                    let tag = try LanguageTag(parsing: text)
                    let canonical = tag.canonicalized().description
                    if canonical != text {
                        console.printError("note: \(option): \"\(text)\" is read as \(canonical)")
                    }
                } catch {
                    console.printError(
                        "warning: \(option): \"\(text)\" is not a language tag (\(error)); it is skipped, as the app skips it"
                    )
                }
            }
        }
    }
}
