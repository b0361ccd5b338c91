#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One thing that happened on an Android screen, for ``AndroidHintLifecycle/handle(_:)``: each
/// case mirrors one of the lifecycle's mutating methods, so that a stateless bridge can drive
/// the lifecycle with JSON (state in, event in → state out, actions out).
///
/// JSON (keys camelCase, names snake_case, as everywhere in this module), one object per
/// event, told apart by `event`:
///
/// ```json
/// {"event": "hint_resolved", "editor": "title", "locales": ["ja-JP"], "requestedByUser": false}
/// {"event": "focus_will_move", "editor": "title"}
/// {"event": "composition_changed", "isComposing": true}
/// {"event": "user_selected", "mode": {"primaryLanguage": "en-US", "hardwareKeyboardAttached": false}}
/// {"event": "enter", "scope": "chat-2", "hints": {"composer": ["ja-JP"], "subject": null}}
/// ```
///
/// - `hint_resolved`: ``AndroidHintLifecycle/hintResolved(_:for:requestedByUser:)``. `editor`
///   and `locales` are required; `locales` is an array of tags (malformed ones are dropped,
///   none left is an error) or `null` to clear the hint. `requestedByUser` defaults to false.
/// - `focus_will_move`: ``AndroidHintLifecycle/focusWillMove(to:)``. `editor` is required;
///   `null` means focus leaves every editor.
/// - `composition_changed`: ``AndroidHintLifecycle/compositionChanged(isComposing:)``.
///   `isComposing` is required.
/// - `user_selected`: ``AndroidHintLifecycle/userSelected(_:)``. `mode` is an ``InputMode``
///   object, required.
/// - `enter`: ``AndroidHintLifecycle/enter(_:hints:)``. `scope` is required; `hints` maps
///   editor names to tag arrays or `null` and defaults to `{}`.
///
/// Decoding is strict: an unknown `event`, a missing required key, a key the event does not
/// take, or a repeated key is an ``InputDecodingError`` naming its JSON path (`event`,
/// `locales`, `hints.title`).
///
/// ```swift
/// let event = try AndroidHintLifecycleEvent(json: Data(#"{"event": "focus_will_move", "editor": "title"}"#.utf8))
/// let actions = lifecycle.handle(event)   // same as lifecycle.focusWillMove(to: "title")
/// ```
public enum AndroidHintLifecycleEvent: Hashable, Sendable, Codable {
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

    /// Decodes an event from JSON.
    ///
    /// - Throws: ``InputDecodingError`` naming the JSON path of the first bad value.
    public init(json: Data) throws(InputDecodingError) {
        self = try InputDecodingError.decode(AndroidHintLifecycleEvent.self, from: json)
    }

    /// The JSON names of the events (`event`).
    enum Name: String, CaseIterable, JSONNamedValue {
        case hintResolved = "hint_resolved"
        case focusWillMove = "focus_will_move"
        case compositionChanged = "composition_changed"
        case userSelected = "user_selected"
        case enter
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case event, editor, locales, requestedByUser, isComposing, mode, scope, hints
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decodeName(Name.self, forKey: .event) {
        case .hintResolved:
            try decoder.rejectUnknownKeys(besides: [CodingKeys.event, .editor, .locales, .requestedByUser])
            self = .hintResolved(
                try container.decodeRequiredOptional(AndroidHintList.self, forKey: .locales),
                for: try container.decode(EditorID.self, forKey: .editor),
                requestedByUser: try container.decodeIfPresent(Bool.self, forKey: .requestedByUser) ?? false)
        case .focusWillMove:
            try decoder.rejectUnknownKeys(besides: [CodingKeys.event, .editor])
            self = .focusWillMove(to: try container.decodeRequiredOptional(EditorID.self, forKey: .editor))
        case .compositionChanged:
            try decoder.rejectUnknownKeys(besides: [CodingKeys.event, .isComposing])
            self = .compositionChanged(isComposing: try container.decode(Bool.self, forKey: .isComposing))
        case .userSelected:
            try decoder.rejectUnknownKeys(besides: [CodingKeys.event, .mode])
            self = .userSelected(try container.decode(InputMode.self, forKey: .mode))
        case .enter:
            try decoder.rejectUnknownKeys(besides: [CodingKeys.event, .scope, .hints])
            self = .enter(
                try container.decode(EditingScope.self, forKey: .scope),
                hints: container.contains(.hints) ? try container.decodeHintsByEditor(forKey: .hints) : [:])
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .hintResolved(let hint, let editor, let requestedByUser):
            try container.encode(Name.hintResolved.rawValue, forKey: .event)
            try container.encode(editor, forKey: .editor)
            try container.encodeOrNull(hint, forKey: .locales)
            try container.encode(requestedByUser, forKey: .requestedByUser)
        case .focusWillMove(let editor):
            try container.encode(Name.focusWillMove.rawValue, forKey: .event)
            try container.encodeOrNull(editor, forKey: .editor)
        case .compositionChanged(let isComposing):
            try container.encode(Name.compositionChanged.rawValue, forKey: .event)
            try container.encode(isComposing, forKey: .isComposing)
        case .userSelected(let mode):
            try container.encode(Name.userSelected.rawValue, forKey: .event)
            try container.encode(mode, forKey: .mode)
        case .enter(let scope, let hints):
            try container.encode(Name.enter.rawValue, forKey: .event)
            try container.encode(scope, forKey: .scope)
            try container.encodeHintsByEditor(hints, forKey: .hints)
        }
    }
}
