internal import AppLanguage
internal import LanguageTags
package import WireDocuments

/// The core behind one string-in, string-out interface, for platforms that reach Swift
/// through C: the Android JNI library and any other foreign caller. Requests and answers are
/// JSON documents, each published as a JSON Schema in `Schemas/`; every answer carries
/// `schemaVersion`, and a bad request gets an error answer (``BridgeError``), never a crash.
///
/// ```swift
/// let loaded = Bridge.loadPolicy(#"{"policy": {"supportedLocales": ["en", "zh-Hant"], "productDefault": "en", "policyVersion": 1}}"#)
/// // {"policyId":"policy-…","policyVersion":1,"schemaVersion":1}
/// let answer = Bridge.resolveAppLanguage(#"{"policyId": "policy-…", "deviceLanguages": ["zh-HK", "en"]}"#)
/// // {"confirmation":null,"effectiveLocale":"zh-Hant","match":"language_and_script",…}
/// ```
package enum Bridge {
    /// Reads `request` (a JSON object whose keys must be among `keys`; nil: the body's reader
    /// checks them) once, runs `body` on its members and returns its answer; any failure becomes
    /// the error answer of its type.
    package static func answer(_ request: String, keys: [String]?, _ body: (JSONFields) throws -> String) -> String {
        do {
            return try body(JSONElement.parse(request).object(allowing: keys))
        } catch let error as BridgeError {
            return error.json
        } catch let error as DocumentError {
            return BridgeError(error).json
        } catch let error as PolicyError {
            return BridgeError(error).json
        } catch {
            return BridgeError(.internalError, "the core met an error it has no kind for: \(error)").json
        }
    }

    /// The policy a request names: `policy` (a policy object, built once and cached) or
    /// `policyId` (from ``loadPolicy(_:)``), exactly one of them.
    static func policy(of request: JSONFields) throws -> AppLanguagePolicy {
        switch (request["policy"], request["policyId"]) {
        case (let inline?, nil): return try PolicyCache.shared.inline(inline)
        case (nil, let id?): return try PolicyCache.shared.policy(id: id.string())
        case (_?, _?):
            throw BridgeError(.invalidRequest, "give policy or policyId, not both", path: request.path)
        case (nil, nil):
            throw BridgeError(
                .invalidRequest, "the request names no policy: give policy (an object) or policyId (from loadPolicy)",
                path: request.path)
        }
    }

    /// The keys that name a request's policy.
    static let policyKeys = ["policy", "policyId"]
}
