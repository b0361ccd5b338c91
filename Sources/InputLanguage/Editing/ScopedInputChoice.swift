/// Who decides the input language in the current editing scope: the app suggests until the
/// user makes an explicit choice, then the app stops influencing input until a new scope.
///
/// suggested → user overridden → (new scope, or the user asks the app to switch) suggested.
///
/// ```swift
/// var choice = ScopedInputChoice(scope: "conversation-42")
/// choice.isOverridden                                // false: the app may suggest
/// choice.userSelected(InputMode(primaryLanguage: "en-US"))
/// choice.isOverridden                                // true: the app stays out of the way
/// choice.enter("conversation-43")                    // suggesting again
/// ```
///
/// The Android hint lifecycle (behind the bridge) keeps one and acts on its phase.
public struct ScopedInputChoice: Hashable, Sendable {
    /// The two phases of a scope.
    public enum Phase: Hashable, Sendable {
        /// The app may suggest a language.
        case suggested
        /// The user chose the input mode; the app no longer suggests anything in this scope.
        case userOverridden(InputMode)
    }

    /// The current scope.
    public private(set) var scope: EditingScope
    /// The current phase.
    public private(set) var phase: Phase = .suggested

    /// A new scope, in the suggested phase.
    public init(scope: EditingScope) {
        self.scope = scope
    }

    /// Whether the user has overridden the language in this scope.
    public var isOverridden: Bool { phase != .suggested }

    /// Records that the user explicitly chose an input mode (switched keyboards, picked a
    /// language in the keyboard's selector). A later choice replaces an earlier one.
    public mutating func userSelected(_ mode: InputMode) {
        phase = .userOverridden(mode)
    }

    /// Records that the user asked the app to switch the language (a "Reply in Japanese"
    /// button, say): the app's hint is the user's wish again, so the scope returns to the
    /// suggested phase.
    public mutating func userRequestedSuggestion() {
        phase = .suggested
    }

    /// Moves to `scope`. A different scope starts over in the suggested phase; the same scope
    /// (refocusing a field of it) changes nothing.
    public mutating func enter(_ scope: EditingScope) {
        guard scope != self.scope else { return }
        self.scope = scope
        phase = .suggested
    }
}
