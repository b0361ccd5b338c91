internal import LanguageTags
internal import WireDocuments

/// The JSON form of each editor's hint, in a lifecycle state and in an `enter` event: an object
/// from editor names to hint lists, `null` where the hint is cleared (the `hintsByEditor` reader
/// and the members the declarations in Schemas/Documents/android-hint-lifecycle.json write).
///
/// ```json
/// {"composer": ["ja-JP"], "subject": null}
/// ```
extension JSONElement {
    /// Reads an object of editors' hints (`null`: cleared).
    func hintsByEditor() throws(DocumentError) -> [EditorID: AndroidHintList?] {
        let fields = try object(allowing: nil)
        var hints: [EditorID: AndroidHintList?] = [:]
        for editor in fields.keys {
            hints[EditorID(editor)] = .some(try fields.required(editor).nullable(AndroidHintList.init(json:)))
        }
        return hints
    }
}

extension Dictionary where Key == EditorID, Value == AndroidHintList? {
    /// The hints as a document's members: editor names in order, each with its tags (nil: cleared).
    var wireMembers: [(String, [LanguageTag]?)] {
        keys.sorted().map { editor in (editor.name, self[editor]??.tags) }
    }
}
