/// Which evidence may name the language of an editable field. Every editable field declares one.
///
/// The resolver looks at the admitted evidence in this column order; the first admissible
/// value wins:
///
/// | contract | explicit field language | record's content language | stable conversation languages | interface locale |
/// |---|---|---|---|---|
/// | ``contentBound`` | yes | yes | no | no |
/// | ``conversationInformed`` | yes | yes | yes, at most 2 | no |
/// | ``interfaceBound`` | yes | no | no | yes |
/// | ``languageNeutral`` | no | no | no | no |
///
/// Its JSON form is the raw value (`"content_bound"`).
///
/// ```swift
/// FieldContract.conversationInformed.admittedEvidence   // [.explicit, .record, .conversation]
/// ```
public enum FieldContract: Hashable, Sendable, CaseIterable {
    /// The value's language belongs to the content: a catalog title, a translation variant.
    case contentBound
    /// A composer in a conversation or content stream: its recent stable languages may speak.
    case conversationInformed
    /// The field is expected to follow the app's interface language.
    case interfaceBound
    /// No language applies: emails, URLs, codes, internal notes. Never a hint.
    case languageNeutral

    /// The evidence this contract admits, in the order the resolver consults it.
    public var admittedEvidence: [HintSource] {
        switch self {
        case .contentBound: Self.contentBoundEvidence
        case .conversationInformed: Self.conversationInformedEvidence
        case .interfaceBound: Self.interfaceBoundEvidence
        case .languageNeutral: []
        }
    }

    private static let contentBoundEvidence: [HintSource] = [.explicit, .record]
    private static let conversationInformedEvidence: [HintSource] = [.explicit, .record, .conversation]
    private static let interfaceBoundEvidence: [HintSource] = [.explicit, .interface]
}
