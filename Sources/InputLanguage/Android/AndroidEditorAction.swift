/// A call the Android adapter makes on an editor, as decided by ``AndroidHintLifecycle``.
///
/// There is deliberately no action that focuses, clears focus, edits text or moves the
/// selection: the lifecycle only ever sends context.
///
/// ```swift
/// for action in lifecycle.focusWillMove(to: "title") {
///     switch action {
///     case .setImeHintLocales(let editor, let list): // view(editor).imeHintLocales = list?.languageTags …
///     case .restartInput(let editor): // inputMethodManager.restartInput(view(editor))
///     }
/// }
/// ```
///
/// JSON (keys camelCase, names snake_case, as everywhere in this module), one object per
/// action, told apart by `action`:
///
/// ```json
/// {"action": "set_ime_hint_locales", "editor": "title", "locales": ["ja-JP"]}
/// {"action": "set_ime_hint_locales", "editor": "notes", "locales": null}
/// {"action": "restart_input", "editor": "title"}
/// ```
///
/// `locales` is always present: an array of canonical tags (``AndroidHintList``) for
/// `LocaleList.forLanguageTags`, or `null` to clear the hint (`setImeHintLocales(null)`),
/// never an empty array. Decoding is strict: an unknown `action`, a missing key or a key the
/// action does not take is an error naming its JSON path.
public enum AndroidEditorAction: Hashable, Sendable, Codable {
    /// `TextView.setImeHintLocales`: the list, or `null` (clear the hint) when nil. The input
    /// method sees it at the next focus or input restart; it may use or ignore it.
    case setImeHintLocales(EditorID, AndroidHintList?)
    /// `InputMethodManager.restartInput` on the focused editor, so that a switch the user asked
    /// for reaches the input method now. Emitted only then, only once per request, and never
    /// while text is being composed.
    case restartInput(EditorID)

    /// The JSON names of the actions (`action`).
    enum Name: String, CaseIterable, JSONNamedValue {
        case setImeHintLocales = "set_ime_hint_locales"
        case restartInput = "restart_input"
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case action, editor, locales }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decodeName(Name.self, forKey: .action)
        switch name {
        case .setImeHintLocales:
            try decoder.rejectUnknownKeys(besides: CodingKeys.self)
            self = .setImeHintLocales(
                try container.decode(EditorID.self, forKey: .editor),
                try container.decodeRequiredOptional(AndroidHintList.self, forKey: .locales))
        case .restartInput:
            try decoder.rejectUnknownKeys(besides: [CodingKeys.action, .editor])
            self = .restartInput(try container.decode(EditorID.self, forKey: .editor))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .setImeHintLocales(let editor, let list):
            try container.encode(Name.setImeHintLocales.rawValue, forKey: .action)
            try container.encode(editor, forKey: .editor)
            try container.encodeOrNull(list, forKey: .locales)
        case .restartInput(let editor):
            try container.encode(Name.restartInput.rawValue, forKey: .action)
            try container.encode(editor, forKey: .editor)
        }
    }
}
