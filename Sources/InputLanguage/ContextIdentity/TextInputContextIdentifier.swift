/// An opaque, stable value for UIKit's `textInputContextIdentifier`, with which the system
/// remembers the user's keyboard per conversation or record.
///
/// UIKit keeps these identifiers in the app's user defaults, so they must not be the
/// conversation or record IDs themselves: this is a salted SHA-256 hash (128 bits, hex),
/// the same on every platform. Keep the salt per install (and out of backups you do not
/// control); when the conversation or record is deleted, pass ``value`` to
/// `UIResponder.clearTextInputContextIdentifier(_:)`.
///
/// ```swift
/// let identifier = TextInputContextIdentifier(conversation: "c-8812", salt: installSalt)
/// identifier.value   // "lp-" and 32 hexadecimal digits
/// ```
public struct TextInputContextIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// What the identifier remembers the keyboard for.
    public enum Kind: String, Hashable, Sendable {
        case conversation
        case record
    }

    /// The identifier to hand to UIKit.
    public let value: String

    /// The identifier of a conversation.
    public init(conversation id: String, salt: String) { self.init(.conversation, id, salt: salt) }

    /// The identifier of a record (a product, a document).
    public init(record id: String, salt: String) { self.init(.record, id, salt: salt) }

    init(_ kind: Kind, _ id: String, salt: String) {
        let message = Array(salt.utf8) + [0] + Array(kind.rawValue.utf8) + [0] + Array(id.utf8)
        let digest = SHA256.digest(message).prefix(16)
        value = "lp-" + digest.map { byte in String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16) }.joined()
    }

    public var description: String { value }
}
