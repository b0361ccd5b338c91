internal import LanguageTags

/// What one editing session is about: a record, a conversation, a translation variant.
///
/// A user's manual language choice lasts for one scope (see ``ScopedInputChoice``), and the
/// input-help explanation is shown at most once per scope (see ``InputHelpPresentation``).
///
/// ```swift
/// let scope: EditingScope = "product-1234/ja-JP"
/// ```
public struct EditingScope: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The app's identifier for the scope.
    public let identifier: String

    /// The scope the app identifies as `identifier`.
    public init(_ identifier: String) {
        self.identifier = identifier
    }

    public init(stringLiteral identifier: String) {
        self.identifier = identifier
    }

    public var description: String { identifier }
}
