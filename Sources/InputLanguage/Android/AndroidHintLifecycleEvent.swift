internal import LanguageTags
package import WireDocuments

/// One thing that happened on an Android screen, for ``AndroidHintLifecycle/handle(_:)``: each
/// case mirrors one of the lifecycle's mutating methods, so that a stateless bridge can drive
/// the lifecycle with JSON (state in, event in → state out, actions out).
///
/// JSON (keys camelCase, names snake_case, as everywhere in this module), one object per
/// event, told apart by `event`:
///
/// ```json
/// {"event": "hint_resolved", "editor": "title", "locales": ["ja-JP"], "requestedByUser": false}
/// {"event": "focus_will_move", "toEditor": "title"}
/// {"event": "composition_changed", "isComposing": true}
/// {"event": "user_selected", "mode": {"primaryLanguage": "en-US", "hardwareKeyboardAttached": false}}
/// {"event": "enter_scope", "scope": "chat-2", "hints": {"composer": ["ja-JP"], "subject": null}}
/// ```
///
/// - `hint_resolved`: ``AndroidHintLifecycle/hintResolved(_:for:requestedByUser:)``. `editor`
///   and `locales` are required; `locales` is an array of tags (malformed ones are dropped,
///   none left is an error) or `null` to clear the hint. `requestedByUser` defaults to false.
/// - `focus_will_move`: ``AndroidHintLifecycle/focusWillMove(to:)``. `toEditor`, the editor
///   about to gain focus, is required; `null` means focus leaves every editor.
/// - `composition_changed`: ``AndroidHintLifecycle/compositionChanged(isComposing:)``.
///   `isComposing` is required.
/// - `user_selected`: ``AndroidHintLifecycle/userSelected(_:)``. `mode` is an ``InputMode``
///   object, required.
/// - `enter_scope`: ``AndroidHintLifecycle/enter(_:hints:)``. `scope` is required; `hints` maps
///   editor names to tag arrays or `null`, must not be null, and defaults to `{}`.
///
/// Reading is strict: an unknown `event`, a missing required key, a key the event does not
/// take, or a repeated key is an error naming its JSON path (`$.event`, `$.locales`,
/// `$.hints.title`).
///
/// ```swift
/// let actions = lifecycle.handle(.focusWillMove(to: "title"))   // lifecycle.focusWillMove(to: "title")
/// ```
package enum AndroidHintLifecycleEvent: Hashable, Sendable {
    /// The app resolved a (possibly new) hint for an editor; nil clears it.
    case hintResolved(AndroidHintList?, for: EditorID, requestedByUser: Bool = false)
    /// Focus is about to move to an editor (nil: away from every editor) by a deliberate transition.
    case focusWillMove(to: EditorID?)
    /// The focused editor's composing text started (`true`) or was committed or cancelled.
    case compositionChanged(isComposing: Bool)
    /// The user chose an input mode.
    case userSelected(InputMode)
    /// A new editing scope, with the hints of its editors.
    case enter(EditingScope, hints: [EditorID: AndroidHintList?])
}

extension AndroidHintLifecycleEvent: JSONReadable, JSONWritable {
    /// The JSON names of the events (`event`).
    enum Name: String, CaseIterable {
        case hintResolved = "hint_resolved"
        case focusWillMove = "focus_will_move"
        case compositionChanged = "composition_changed"
        case userSelected = "user_selected"
        case enterScope = "enter_scope"
    }

    package init(json: JSONElement) throws(DocumentError) {
        switch try json.object(allowing: nil).required("event").name(Name.self) {
        case .hintResolved:
            let fields = try json.object(allowing: ["event", "editor", "locales", "requestedByUser"])
            self = .hintResolved(
                try fields.required("locales").nullable(AndroidHintList.init(json:)),
                for: try EditorID(json: fields.required("editor")),
                requestedByUser: try fields.optional("requestedByUser")?.bool() ?? false)
        case .focusWillMove:
            let fields = try json.object(allowing: ["event", "toEditor"])
            self = .focusWillMove(to: try fields.required("toEditor").nullable(EditorID.init(json:)))
        case .compositionChanged:
            let fields = try json.object(allowing: ["event", "isComposing"])
            self = .compositionChanged(isComposing: try fields.required("isComposing").bool())
        case .userSelected:
            let fields = try json.object(allowing: ["event", "mode"])
            self = .userSelected(try InputMode(json: fields.required("mode")))
        case .enterScope:
            let fields = try json.object(allowing: ["event", "scope", "hints"])
            self = .enter(
                try EditingScope(json: fields.required("scope")),
                hints: try fields["hints"]?.hintsByEditor() ?? [:])
        }
    }

    package func write(to writer: inout JSONWriter) {
        writer.object { writer in
            switch self {
            case .hintResolved(let hint, let editor, let requestedByUser):
                writer.key("editor")
                editor.write(to: &writer)
                writer.key("event")
                writer.string(Name.hintResolved.rawValue)
                writer.key("locales")
                writer.nullable(hint)
                writer.key("requestedByUser")
                writer.bool(requestedByUser)
            case .focusWillMove(let editor):
                writer.key("event")
                writer.string(Name.focusWillMove.rawValue)
                writer.key("toEditor")
                writer.nullable(editor)
            case .compositionChanged(let isComposing):
                writer.key("event")
                writer.string(Name.compositionChanged.rawValue)
                writer.key("isComposing")
                writer.bool(isComposing)
            case .userSelected(let mode):
                writer.key("event")
                writer.string(Name.userSelected.rawValue)
                writer.key("mode")
                mode.write(to: &writer)
            case .enter(let scope, let hints):
                writer.key("event")
                writer.string(Name.enterScope.rawValue)
                writer.key("hints")
                writer.hintsByEditor(hints)
                writer.key("scope")
                scope.write(to: &writer)
            }
        }
    }
}
