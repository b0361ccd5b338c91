public import LanguageTags

/// Validates a field's scripts only once the input method has committed the text.
///
/// East Asian input methods keep an intermediate composition (marked text) before the user
/// converts it; validating those intermediate values would reject input the user has not
/// finished. So while marked text is present the verdict is
/// ``Verdict/deferredWhileComposing``, and only ``FieldPurpose/constrainedIdentifier(allowedScripts:)``
/// fields are checked at all. The validator only returns a verdict: it never edits the text,
/// the selection or the composition.
///
/// ```swift
/// let validator = CompositionAwareValidator(
///     purpose: .constrainedIdentifier(allowedScripts: [LanguageTag.Script("Latn")!]))
/// validator.validate("tanaka", hasMarkedText: true)    // .deferredWhileComposing
/// validator.validate("tanaka_01", hasMarkedText: false) // .accepted
/// validator.validate("田中", hasMarkedText: false)      // .rejected(disallowedScripts: [Hani])
/// ```
public struct CompositionAwareValidator: Hashable, Sendable {
    /// The outcome of one validation.
    public enum Verdict: Hashable, Sendable {
        /// Marked text is present; validate again when it is committed.
        case deferredWhileComposing
        /// The text is acceptable.
        case accepted
        /// Letters of these scripts are not allowed (in code order); `Zzzz` stands for
        /// unassigned code points.
        case rejected(disallowedScripts: [LanguageTag.Script])
    }

    /// What the field is for.
    public let purpose: FieldPurpose

    /// A validator for a field with `purpose`.
    public init(purpose: FieldPurpose) {
        self.purpose = purpose
    }

    /// Validates the field's text.
    ///
    /// - Parameters:
    ///   - text: the field's whole text.
    ///   - hasMarkedText: whether the input method has composing text in the field (iOS
    ///     `markedTextRange != nil`; Android a composing span).
    public func validate(_ text: String, hasMarkedText: Bool) -> Verdict {
        guard !hasMarkedText else { return .deferredWhileComposing }
        guard case .constrainedIdentifier(let allowed) = purpose else { return .accepted }
        let table = ScriptTable.shared
        var disallowed: Set<LanguageTag.Script> = []
        for scalar in text.unicodeScalars {
            let scriptClass = table.scriptClass(of: scalar)
            guard scriptClass != ScriptTable.common, scriptClass != ScriptTable.inherited else { continue }
            let script = table.scriptOfClass[Int(scriptClass)]
            if !allowed.contains(script) { disallowed.insert(script) }
        }
        return disallowed.isEmpty ? .accepted : .rejected(disallowedScripts: disallowed.sorted())
    }
}
