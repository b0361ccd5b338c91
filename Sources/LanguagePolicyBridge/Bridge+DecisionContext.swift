internal import AppLanguage
internal import WireDocuments

extension Bridge {
    /// The keys of a request that describes a decision from the caller's stored state or from a
    /// saved choice: the policy's keys, the context's keys and `state`.
    static let decisionContextKeys = policyKeys + ResolutionContext.jsonKeys + ["state"]

    /// The context a request describes: `systemAppPreference` and `deviceLanguages`, and the
    /// saved choice as `savedUserChoice` (a tag or a record) or as the `userChoice` of `state`
    /// (a stored state document, as the state operations answer it), not both.
    static func decisionContext(of request: JSONFields) throws -> ResolutionContext {
        var context = try ResolutionContext(members: request)
        guard request.optional("state") != nil else { return context }
        guard request.optional("savedUserChoice") == nil else {
            throw BridgeError(
                .invalidRequest, "give savedUserChoice or state, not both", path: request.path.appending("state"))
        }
        context.savedUserChoice = try storedState(request).userChoice
        return context
    }
}
