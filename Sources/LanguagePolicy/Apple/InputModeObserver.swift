#if canImport(UIKit)
    internal import Foundation
    internal import InputLanguage
    public import UIKit

    /// Watches the active input mode of one text view and turns it into advice and the
    /// scope's one explanation (`InputHelpPresentation`). It only observes:
    /// nothing here sets, or could set, the input mode.
    ///
    /// ```swift
    /// let observer = InputModeObserver(textView: titleField, scope: "product-1234") { presentation in
    ///     transliterationButton.isHidden = !presentation.showsHelper
    ///     explanationBanner.isHidden = !presentation.showsExplanation
    /// }
    /// observer.expected = try ContentLocale(parsing: "ja-JP")
    /// ```
    @MainActor
    public final class InputModeObserver {
        /// The content's expected language; setting it re-evaluates the advice.
        public var expected: ContentLocale? {
            didSet { evaluate() }
        }
        /// Whether a hardware keyboard is attached (for example from `GCKeyboard.coalesced`);
        /// with one, the software keyboard's state says nothing and no advice is given.
        public var hardwareKeyboardAttached = false {
            didSet { evaluate() }
        }
        /// The presentation state after the latest evaluation.
        public private(set) var presentation: InputHelpPresentation

        private weak var textView: UIResponder?
        private let onChange: (InputHelpPresentation) -> Void
        // Written once in init, read in deinit, which has exclusive access.
        nonisolated(unsafe) private var observation: NSObjectProtocol?

        /// Observes the input mode of `textView` within `scope`, calling `onChange` with each new
        /// presentation state.
        public init(
            textView: UIResponder, scope: EditingScope, onChange: @escaping (InputHelpPresentation) -> Void
        ) {
            self.textView = textView
            self.onChange = onChange
            presentation = InputHelpPresentation(scope: scope)
            observation = NotificationCenter.default.addObserver(
                forName: UITextInputMode.currentInputModeDidChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.evaluate() }
            }
        }

        deinit {
            if let observation { NotificationCenter.default.removeObserver(observation) }
        }

        /// Re-reads the active input mode (call on focus; input-mode changes call it).
        public func evaluate() {
            let active = InputMode(
                primaryLanguage: textView?.textInputMode?.primaryLanguage,
                hardwareKeyboardAttached: hardwareKeyboardAttached)
            presentation.update(adviseOnInputMode(expected: expected, active: active))
            onChange(presentation)
        }

        /// The user dismissed the explanation: it does not return in this scope.
        public func dismissExplanation() {
            presentation.dismissExplanation()
            onChange(presentation)
        }

        /// A new editing scope (another record or conversation).
        public func enter(_ scope: EditingScope) {
            presentation.enter(scope)
            evaluate()
        }
    }
#endif
