internal import AppLanguage
internal import LanguageTags
package import WireDocuments

/// What the bridge answers instead of a result, its kind taken from the error's type (never
/// from its message):
///
///     {"error": {"kind": "invalid_request", "message": "$.deviceLanguages[1]: expected a string, found 3",
///                "path": "$.deviceLanguages[1]"}, "schemaVersion": 1}
///
/// The bridge never crashes on bad input.
package struct BridgeError: Error, Hashable, Sendable {
    /// A machine-readable kind.
    package enum Kind: Sendable, CaseIterable {
        /// The request is not UTF-8 text or not JSON (a key repeated in an object, or nesting
        /// too deep, included).
        case invalidJSON
        /// The request is JSON but not of the expected shape (the path says where).
        case invalidRequest
        /// A value that must be a language tag is not one (the path says where).
        case malformedTag
        /// The request's policy is invalid (the message lists every problem).
        case invalidPolicy
        /// The request names a `policyId` this process has not loaded: load the policy again.
        case policyNotLoaded
        /// The locale picked is not one of the policy's supported locales.
        case unsupportedLocale
        /// The core met an error it has no kind for: a defect of the package, never of the
        /// request. The message names the error; the caller gets this answer, never a crash.
        case internalError
    }

    /// The machine-readable kind.
    package let kind: Kind
    /// What is wrong, for people and logs.
    package let message: String
    /// The JSON path of the bad value in the request, when there is one.
    package let path: String?

    /// An error of `kind` saying `message`, about the value at `path`.
    package init(_ kind: Kind, _ message: String, path: DocumentPath? = nil) {
        self.kind = kind
        self.message = message
        self.path = path?.description
    }

    /// The error of a request that is not JSON or not of the expected shape.
    init(_ error: DocumentError) {
        let kind: Kind =
            switch error.reason {
            case .notJSON, .repeatedKey, .tooDeep: .invalidJSON
            case .malformedTag: .malformedTag
            case .missingKey, .unknownKey, .wrongType, .invalidValue: .invalidRequest
            }
        if case .notJSON = error.reason {
            self.init(kind, error.description)
        } else {
            self.init(kind, error.description, path: error.path)
        }
    }

    /// The error of a request whose policy is invalid: every problem, one per line.
    init(_ error: PolicyError) {
        self.init(.invalidPolicy, error.description, path: error.problems.first?.path)
    }

    /// The error as the bridge's JSON answer.
    package var json: String { jsonText() }
}
