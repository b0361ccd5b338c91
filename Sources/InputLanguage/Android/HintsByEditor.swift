internal import LanguageTags
internal import WireDocuments

/// The JSON form of each editor's hint, in a lifecycle state and in an `enter` event: an object
/// from editor names to hint lists, `null` where the hint is cleared.
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

extension JSONWriter {
    /// Writes editors' hints as an object, in editor order (`null`: cleared).
    mutating func hintsByEditor(_ hints: [EditorID: AndroidHintList?]) {
        object { writer in
            for editor in hints.keys.sorted() {
                writer.key(editor.name)
                writer.nullable(hints[editor] ?? nil)
            }
        }
    }
}
