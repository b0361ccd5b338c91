/// Values each well formed that break a rule of their document together (a user-choice slot
/// holding an automatic record): what the initializer a generated reader calls throws, naming the
/// member at fault. The reader throws it as a ``DocumentError`` at that member's path, so the
/// rule lives with the type and the shape with the document's declaration.
///
/// ```swift
/// throw DocumentRuleError(key: "userChoice", "the user-choice slot holds a device_preference record")
/// // read from a state: $.userChoice: the user-choice slot holds a device_preference record
/// ```
package struct DocumentRuleError: Error, Hashable, Sendable {
    /// The key of the member at fault; nil for the object as a whole.
    package let key: String?
    /// The element at fault, when the member is an array.
    package let index: Int?
    /// Which rule it breaks.
    package let message: String

    /// The member `key` (its element `index`, when given) breaks a rule, as `message` says.
    package init(key: String?, index: Int? = nil, _ message: String) {
        self.key = key
        self.index = index
        self.message = message
    }
}

extension JSONFields {
    /// `error` as a ``DocumentError`` at the path of the member (or element) it names, or of
    /// the object.
    package func refusing(_ error: DocumentRuleError) -> DocumentError {
        var path = path
        if let key = error.key { path = path.appending(key) }
        if let index = error.index { path = path.appending(index) }
        return DocumentError(path: path, .invalidValue(error.message))
    }
}

extension JSONElement {
    /// The value read by `read`, or nil for `null`: for keys that must be present but may be
    /// null (so that a forgotten key is not read as "clear" or "no editor").
    package func nullable<Value>(_ read: (JSONElement) throws(DocumentError) -> Value) throws(DocumentError)
        -> Value?
    {
        isNull ? nil : try read(self)
    }
}
