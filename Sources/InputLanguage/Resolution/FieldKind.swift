/// What an editable field holds. Only ``text`` fields ever get a language hint.
///
/// On Android the first hint locale also changes which characters a number, date or phone
/// field accepts, and a language hint means nothing for a password, an email address or a URL;
/// so these kinds get no hint whatever their ``FieldContract``. Its JSON form is the raw value;
/// a field without a kind is ``text``.
///
/// ```swift
/// FieldKind.email.acceptsLanguageHint   // false
/// ```
public enum FieldKind: Hashable, Sendable, CaseIterable {
    case text, number, date, phone, password, email, url

    /// Whether a field of this kind may receive a language hint: only ``text``.
    public var acceptsLanguageHint: Bool { self == .text }
}
