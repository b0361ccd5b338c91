/// What advisory UI to show for the input mode, per editing scope: the helper follows the
/// advice, and the explanation appears at most once per scope, not on every focus.
///
/// Feed it the latest ``InputModeAdvice`` on focus and on every input-mode change.
///
/// ```swift
/// var presentation = InputHelpPresentation(scope: "product-1234")
/// presentation.update(adviseOnInputMode(expected: japanese, active: englishKeyboard))
/// presentation.showsHelper, presentation.showsExplanation   // true, true
/// presentation.dismissExplanation()
/// presentation.update(adviseOnInputMode(expected: japanese, active: englishKeyboard))
/// presentation.showsHelper, presentation.showsExplanation   // true, false
/// ```
public struct InputHelpPresentation: Hashable, Sendable {
    /// Where the scope's one explanation stands.
    public enum Explanation: Hashable, Sendable {
        /// Not shown yet in this scope.
        case notShown
        /// On screen.
        case showing
        /// Shown and then dismissed, or withdrawn because the advice went away: not again in
        /// this scope.
        case done
    }

    /// The current scope.
    public private(set) var scope: EditingScope
    /// The explanation's state in this scope.
    public private(set) var explanation: Explanation = .notShown
    /// Whether the advisory helper is offered.
    public private(set) var showsHelper = false

    /// The state for a new `scope`: nothing shown yet.
    public init(scope: EditingScope) {
        self.scope = scope
    }

    /// Whether the explanation is on screen.
    public var showsExplanation: Bool { explanation == .showing }

    /// Takes the latest advice: the helper follows it; the explanation appears with the
    /// first advice to offer help in the scope and is withdrawn when the advice goes away.
    public mutating func update(_ advice: InputModeAdvice) {
        showsHelper = advice.offersHelp
        switch (explanation, advice.offersHelp) {
        case (.notShown, true): explanation = .showing
        case (.showing, false): explanation = .done
        default: break
        }
    }

    /// The user dismissed the explanation; it does not come back in this scope.
    public mutating func dismissExplanation() {
        if explanation == .showing { explanation = .done }
    }

    /// Moves to `scope`; a different scope may show its own explanation once.
    public mutating func enter(_ scope: EditingScope) {
        guard scope != self.scope else { return }
        self.scope = scope
        explanation = .notShown
        showsHelper = false
    }
}
