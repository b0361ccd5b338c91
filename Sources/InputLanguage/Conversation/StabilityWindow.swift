internal import LanguageTags

/// The state behind ``ConversationLanguageTracker``: the last messages' languages and the
/// reported list they maintain, under ``ConversationStabilityRule``.
package struct StabilityWindow: Sendable {
    /// The reported languages, first language first.
    private(set) var stableLanguages: [ContentLocale] = []
    /// The reported languages as entries (tag of the language's latest message, and key).
    private(set) var reported: [Entry] = []
    /// The window's messages, oldest first; nil for a message without a language.
    private(set) var messages: [Entry?] = []
    /// How many of the latest messages in a row are in the latest message's language (0 when
    /// the latest message has no language).
    private var runLength = 0
    /// Keys of recently seen tags, most recent last, so that Add Likely Subtags runs once
    /// per tag rather than once per message.
    private var recentKeys: [Entry] = []

    /// A message's language and what identifies that language across tags.
    struct Entry: Sendable {
        let tag: LanguageTag
        let key: LanguageKey
    }

    /// Language and script after Add Likely Subtags.
    struct LanguageKey: Hashable, Sendable {
        let language: LanguageTag.Language
        let script: LanguageTag.Script?

        init(_ tag: LanguageTag) {
            (language, script) = tag.likelyLanguageAndScript
        }
    }

    private static let remembered = 8

    /// An empty window.
    init() {}

    /// A window holding `messages` (oldest first) and reporting `reported`, which the caller
    /// has checked against the rule's invariants (see `ConversationLanguageTracker+JSON.swift`). The run
    /// length is the window's trailing run: the rule only asks whether it reaches
    /// ``ConversationStabilityRule/consecutiveMessagesToLead``, which is within the window.
    init(checkedMessages messages: [Entry?], reported: [Entry]) {
        self.messages = messages
        self.reported = reported
        if let last = messages.last ?? nil {
            runLength = messages.reversed().prefix { $0?.key == last.key }.count
        }
        stableLanguages = reported.map { ContentLocale($0.tag) }
    }

    /// Adds a message with language `tag`, or with no language (nil), then applies the rule:
    /// reported languages absent from the window leave; the message's language, when it is
    /// reported, takes its latest tag and moves to the front on a run; when it is not, it
    /// joins if stable (at the back if there is room, at the front on a run).
    mutating func append(_ tag: LanguageTag?) {
        let entry = tag.map { Entry(tag: $0, key: key(for: $0)) }
        if let entry, let previous = messages.last ?? nil, previous.key == entry.key {
            runLength += 1
        } else {
            runLength = entry == nil ? 0 : 1
        }
        messages.append(entry)
        if messages.count > ConversationStabilityRule.window { messages.removeFirst() }

        reported.removeAll { language in !messages.contains { $0?.key == language.key } }
        if let entry {
            let onRun = runLength >= ConversationStabilityRule.consecutiveMessagesToLead
            if let index = reported.firstIndex(where: { $0.key == entry.key }) {
                reported.remove(at: index)
                reported.insert(entry, at: onRun ? 0 : index)
            } else if occurrences(of: entry.key) >= ConversationStabilityRule.minimumOccurrences {
                if reported.count < ConversationStabilityRule.maximumLanguages {
                    reported.insert(entry, at: onRun ? 0 : reported.count)
                } else if onRun {
                    reported.remove(at: leastRecentlyUsedReportedIndex())
                    reported.insert(entry, at: 0)
                }
            }
        }
        stableLanguages = reported.map { ContentLocale($0.tag) }
    }

    private func occurrences(of key: LanguageKey) -> Int {
        messages.reduce(0) { $0 + ($1?.key == key ? 1 : 0) }
    }

    /// The reported language whose latest message is the oldest (every reported language
    /// has a message in the window).
    private func leastRecentlyUsedReportedIndex() -> Int {
        func latest(_ key: LanguageKey) -> Int { messages.lastIndex { $0?.key == key } ?? -1 }
        return reported.indices.min { latest(reported[$0].key) < latest(reported[$1].key) } ?? 0
    }

    mutating func key(for tag: LanguageTag) -> LanguageKey {
        if let index = recentKeys.lastIndex(where: { $0.tag == tag }) {
            return recentKeys[index].key
        }
        let key = LanguageKey(tag)
        recentKeys.append(Entry(tag: tag, key: key))
        if recentKeys.count > Self.remembered { recentKeys.removeFirst() }
        return key
    }
}
