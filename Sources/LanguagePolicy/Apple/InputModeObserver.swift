// UIKit's text-input API (`UITextInputMode`, `UIResponder.textInputMode`) exists on iOS, iPadOS,
// Mac Catalyst and visionOS; Apple's reference lists no tvOS, and watchOS has no responders.
#if canImport(UIKit) && !(os(tvOS) || os(watchOS))
    internal import Foundation
    internal import InputLanguage
    public import UIKit

    /// Watches the active input mode of one text view and turns it into advice and the
    /// scope's one explanation (`InputHelpPresentation`). It only observes:
    /// nothing here sets, or could set, the input mode.
    ///
    /// It reads the mode only while the view is first responder (otherwise UIKit's mode
    /// describes no keyboard on screen), and treats a keyboard's declared language as low
    /// confidence, unknown to the advice, unless no keyboard extension can be on screen: a
    /// secure field, or ``keyboardExtensionsRefused`` (`ReportedInputMode`: UIKit's public API,
    /// `activeInputModes` included, does not tell an extension such as Gboard from the
    /// system's keyboards). An app that wants the advice refuses keyboard extensions.
    ///
    /// ```swift
    /// let observer = InputModeObserver(textView: titleField, scope: "product-1234") { presentation in
    ///     transliterationButton.isHidden = !presentation.showsHelper
    ///     explanationBanner.isHidden = !presentation.showsExplanation
    /// }
    /// observer.expected = try ContentLocale(parsing: "ja-JP")
    /// // in textViewDidBeginEditing(_:): observer.evaluate()
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
        /// Whether the app refuses keyboard extensions (its delegate's
        /// `application(_:shouldAllowExtensionPointIdentifier:)` returns false for `.keyboard`):
        /// then every keyboard is the system's, and its language is trusted.
        public var keyboardExtensionsRefused = false {
            didSet { evaluate() }
        }
        /// The presentation state after the latest evaluation.
        public private(set) var presentation: InputHelpPresentation
        /// The input mode read at the latest evaluation; nil before the view was first responder.
        public private(set) var reported: ReportedInputMode?

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

        /// Re-reads the active input mode (call on focus; input-mode changes call it). Nothing
        /// happens while the view is not first responder.
        public func evaluate() {
            guard let textView,
                let reported = ReportedInputMode(
                    primaryLanguage: textView.textInputMode?.primaryLanguage,
                    isFirstResponder: textView.isFirstResponder,
                    isSecureTextEntry: Self.isSecure(textView), keyboardExtensionsRefused: keyboardExtensionsRefused,
                    hardwareKeyboardAttached: hardwareKeyboardAttached)
            else { return }
            self.reported = reported
            presentation.update(adviseOnInputMode(expected: expected, reported: reported))
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

        /// Whether `responder` is a secure text field or view, for which iOS shows only its own keyboard.
        private static func isSecure(_ responder: UIResponder) -> Bool {
            (responder as? UITextField)?.isSecureTextEntry ?? (responder as? UITextView)?.isSecureTextEntry ?? false
        }
    }
#endif
