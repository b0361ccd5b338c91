import LanguageTags

/// The window behind ``ConversationLanguageTracker``: the last messages' languages and the
/// stable languages they make, under ``ConversationStabilityRule``.
struct StabilityWindow: Sendable {
    /// The stable languages, most recently used first.
    private(set) var stableLanguages: [ContentLocale] = []
    /// The window's messages, oldest first; nil for a message without a language.
    private var messages: [Entry?] = []
    /// Keys of recently seen tags, most recent last, so that Add Likely Subtags runs once
    /// per tag rather than once per message.
    private var recentKeys: [Entry] = []

    /// A message's language and what identifies that language across tags.
    private struct Entry: Sendable {
        let tag: LanguageTag
        let key: LanguageKey
    }

    /// Language and script after Add Likely Subtags (as declared when CLDR has no data).
    private struct LanguageKey: Hashable, Sendable {
        let language: LanguageTag.Language
        let script: LanguageTag.Script?

        init(_ tag: LanguageTag) {
            let maximal = tag.maximized() ?? tag
            language = maximal.language
            script = maximal.script
        }
    }

    private static let remembered = 8

    /// Adds a message with language `tag`, or with no language (nil), then recomputes the
    /// stable languages.
    mutating func append(_ tag: LanguageTag?) {
        let entry = tag.map { Entry(tag: $0, key: key(for: $0)) }
        messages.append(entry)
        if messages.count > ConversationStabilityRule.window { messages.removeFirst() }
        stableLanguages = computeStableLanguages()
    }

    private mutating func key(for tag: LanguageTag) -> LanguageKey {
        if let index = recentKeys.lastIndex(where: { $0.tag == tag }) {
            return recentKeys[index].key
        }
        let key = LanguageKey(tag)
        recentKeys.append(Entry(tag: tag, key: key))
        if recentKeys.count > Self.remembered { recentKeys.removeFirst() }
        return key
    }

    /// Keys with at least the minimum occurrences, in order of their latest message, newest
    /// first, at most the maximum; each reported as the tag of its latest message.
    private func computeStableLanguages() -> [ContentLocale] {
        var stable: [ContentLocale] = []
        for position in messages.indices.reversed() {
            guard let entry = messages[position],
                !messages[(position + 1)...].contains(where: { $0?.key == entry.key })
            else { continue }
            let occurrences = messages.reduce(0) { $0 + ($1?.key == entry.key ? 1 : 0) }
            guard occurrences >= ConversationStabilityRule.minimumOccurrences else { continue }
            stable.append(ContentLocale(entry.tag))
            if stable.count == ConversationStabilityRule.maximumLanguages { break }
        }
        return stable
    }
}
