internal import LanguageTags

/// The app's name for one editable view on screen, so that actions say which view they are for.
///
/// JSON: the name as a string (`"title"`), also as an object key in a map of hints.
///
/// ```swift
/// let title: EditorID = "title"
/// ```
package struct EditorID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    package let name: String

    /// The editor named `name`.
    package init(_ name: String) {
        self.name = name
    }

    package init(stringLiteral name: String) {
        self.name = name
    }

    package var description: String { name }

    package static func < (lhs: EditorID, rhs: EditorID) -> Bool { lhs.name < rhs.name }
}
