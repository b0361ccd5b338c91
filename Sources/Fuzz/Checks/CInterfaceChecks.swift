internal import AppLanguage
internal import LanguagePolicyBridge
internal import LanguageTags
internal import WireDocuments

/// The C ABI target: the first byte picks a `langpolicy_*` function (its value modulo the
/// number of functions, in the order of ``functions``: the bridge's list), the rest of the input
/// is passed as a NUL-terminated C string (so an inner NUL ends the request early, as it would in
/// C), and the answer is released with `langpolicy_free`. An empty input calls every function with a null
/// pointer.
///
/// Invariants checked:
/// - Every answer is UTF-8, a JSON object with `schemaVersion`, and either a result or
///   `{"error": {"kind", "message", "path"}}` with a known kind and a non-empty message
///   (`langpolicy_canonicalize_tag` reports a malformed tag as `{"error": "…", "input": "…"}`,
///   as `langpolicy tag --json` does).
/// - A policy that `langpolicy_load_policy` loads can be named by its `policyId` in
///   `langpolicy_resolve_app_language` at once.
enum CInterfaceChecks {
    /// The C entry points, in selector order: the bridge's list (`BridgeCalls.json`).
    static let functions = BridgeCall.all

    static func check(_ input: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        guard let selector = input.first else {
            for function in functions {
                _ = try answer(of: function, nil)
            }
            return
        }
        let function = functions[Int(selector) % functions.count]
        var request = Array(input.dropFirst())
        request.append(0)
        let answer = try request.withUnsafeBufferPointer { (bytes) throws(InvariantViolation) in
            try bytes.withMemoryRebound(to: CChar.self) { (text) throws(InvariantViolation) in
                try Self.answer(of: function, text.baseAddress)
            }
        }
        if function.cSymbol == "langpolicy_load_policy", case .string(let id)? = answer["policyId"] {
            try checkLoaded(id)
        }
    }

    /// Calls `function` with `request`, checks the answer's form and frees it.
    private static func answer(of function: BridgeCall, _ request: UnsafePointer<CChar>?)
        throws(InvariantViolation) -> JSONObject
    {
        let pointer = function.c(request)
        defer { langPolicyFree(pointer) }
        guard let text = String(validatingCString: pointer) else {
            throw InvariantViolation("\(function.cSymbol): the answer is not UTF-8")
        }
        guard case .object(let members)? = try? JSONValue.parse(text) else {
            throw InvariantViolation("\(function.cSymbol): the answer \(quoted(text)) is not a JSON object")
        }
        try require(
            members["schemaVersion"] == .number(JSONNumber(1)),
            "\(function.cSymbol): the answer \(text) has no schemaVersion")
        switch members["error"] {
        case nil: break
        case .object(let details)?:
            guard case .string(let kind)? = details["kind"], BridgeError.Kind(rawValue: kind) != nil,
                case .string(let message)? = details["message"], !message.isEmpty
            else { throw InvariantViolation("\(function.cSymbol): malformed error answer \(text)") }
        case .string(let message)? where function.cSymbol == "langpolicy_canonicalize_tag":
            // A malformed tag is a report, as `langpolicy tag --json` prints it, not a failed request.
            try require(!message.isEmpty && members["input"] != nil, "\(function.cSymbol): malformed report \(text)")
        case let other?:
            throw InvariantViolation("\(function.cSymbol): error \(other) is not an error object")
        }
        return members
    }

    private static func checkLoaded(_ id: String) throws(InvariantViolation) {
        guard let resolve = BridgeCall.named("resolveAppLanguage") else {
            throw InvariantViolation("the bridge's list has no resolveAppLanguage")
        }
        let text = Array(#"{"policyId": \#(JSONQuoting.quoted(id)), "deviceLanguages": ["en"]}"#.utf8CString)
        let decision = try text.withUnsafeBufferPointer { (buffer) throws(InvariantViolation) in
            try answer(of: resolve, buffer.baseAddress)
        }
        try require(decision["error"] == nil, "policy \(id) was loaded but resolving with it fails: \(decision)")
        try require(decision["effectiveLocale"] != nil, "resolving with policy \(id) gives no effective locale")
    }
}
