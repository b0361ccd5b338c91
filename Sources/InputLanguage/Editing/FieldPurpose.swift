public import LanguageTags

/// What a text field is for, as far as validating its scripts is concerned.
///
/// Only a ``constrainedIdentifier(allowedScripts:)`` limits scripts. Names, addresses,
/// messages, search queries and other free text accept any mix of scripts: a person's name
/// may be written in two scripts, and validation is not the place for linguistic assumptions.
///
/// ```swift
/// let username = FieldPurpose.constrainedIdentifier(allowedScripts: [LanguageTag.Script("Latn")!])
/// ```
public enum FieldPurpose: Hashable, Sendable {
    /// A person's name: any mix of scripts.
    case personName
    /// A postal address: any mix of scripts.
    case postalAddress
    /// A message or comment: any mix of scripts.
    case message
    /// A search query: any mix of scripts.
    case searchQuery
    /// Any other general text: any mix of scripts.
    case freeText
    /// An identifier whose product requirement limits its letters to these scripts (a
    /// username, a product code). Common characters (digits, punctuation) and combining marks
    /// are always accepted; whether they are allowed is a separate rule.
    case constrainedIdentifier(allowedScripts: Set<LanguageTag.Script>)
}
