import InputLanguage
import WireDocuments

/// A lifecycle answer's `state` and `actions` (their JSON texts), read back by their readers.
func readLifecycleAnswer(state: String, actions: String) throws -> (AndroidHintLifecycle, [AndroidEditorAction]) {
    let lifecycle = try AndroidHintLifecycle(jsonText: state)
    return (lifecycle, try JSONElement.parse(actions).array().map(AndroidEditorAction.init(json:)))
}
