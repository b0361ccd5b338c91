// `textInputContextIdentifier` and `clearTextInputContextIdentifier(_:)` exist on iOS, iPadOS,
// Mac Catalyst and visionOS; Apple's reference lists no tvOS, and watchOS has no text views.
#if canImport(UIKit) && !(os(tvOS) || os(watchOS))
    internal import InputLanguage
    public import UIKit

    /// A text view that lets the system remember the user's keyboard per conversation or
    /// record, through an opaque `TextInputContextIdentifier`.
    ///
    /// ```swift
    /// composer.inputContext = TextInputContextIdentifier(conversation: conversation.id, salt: installSalt)
    /// // when the conversation is deleted:
    /// ContextualTextView.forget(TextInputContextIdentifier(conversation: conversation.id, salt: installSalt))
    /// ```
    open class ContextualTextView: UITextView {
        /// The conversation or record this view edits; nil lets the system use its default.
        public var inputContext: TextInputContextIdentifier?

        /// The identifier of ``inputContext``, under which iOS remembers the keyboard last used.
        open override var textInputContextIdentifier: String? { inputContext?.value }

        /// Makes UIKit forget the keyboard remembered for `identifier` (the conversation or
        /// record was deleted).
        public static func forget(_ identifier: TextInputContextIdentifier) {
            UIResponder.clearTextInputContextIdentifier(identifier.value)
        }
    }
#endif
