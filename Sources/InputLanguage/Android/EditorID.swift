/// The app's name for one editable view on screen, so that actions say which view they are for.
///
/// ```swift
/// let title: EditorID = "title"
/// ```
public struct EditorID: Hashable, Sendable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral name: String) {
        self.name = name
    }

    public var description: String { name }

    public static func < (lhs: EditorID, rhs: EditorID) -> Bool { lhs.name < rhs.name }
}
