import AppLanguage
import LanguageTags

/// The core behind one string-in, string-out interface, for platforms that reach Swift
/// through C: the Android JNI library and any other foreign caller. Requests and answers are
/// the JSON `langpolicy` reads and prints; a bad request gets an error object, never a crash.
///
/// ```swift
/// let answer = Bridge.resolveAppLanguage(#"{"deviceLanguages": ["zh-HK", "en"]}"#)
/// // {"effectiveLocale":"zh-Hant","match":"script",…}
/// ```
public enum Bridge {
    /// An app-language decision. Request: `policy` (a policy object; the built-in example when
    /// absent), `savedUserChoice` (null, a tag, or a record), `systemAppPreference` and
    /// `deviceLanguages` (arrays of tags). Answer: the decision as `langpolicy resolve --json`
    /// prints it.
    public static func resolveAppLanguage(_ request: String) -> String {
        answer {
            let members = try BridgeJSON.object(request)
            let policy: AppLanguagePolicy
            if let value = members["policy"] {
                do {
                    policy = try AppLanguagePolicy(jsonValue: value)
                } catch {
                    throw BridgeError(.invalidPolicy, "policy: \(error)")
                }
            } else {
                policy = .example
            }
            let context: ResolutionContext
            do {
                context = try ResolutionContext(jsonValue: .object(members))
            } catch {
                throw BridgeError(.invalidRequest, "\(error)")
            }
            return try BridgeJSON.string(policy.resolve(context))
        }
    }

    /// Tag canonicalization. Request: `{"tag": "zh_hant_hk"}`. Answer: the object
    /// `langpolicy tag --json` prints (with `error` for a malformed tag).
    public static func canonicalizeTag(_ request: String) -> String {
        answer {
            let members = try BridgeJSON.object(request)
            guard case .string(let tag)? = members["tag"] else {
                throw BridgeError(.invalidRequest, "tag: expected a string")
            }
            return try BridgeJSON.string(TagReport(tag))
        }
    }

    /// Runs `body`, turning any failure into the bridge's error answer.
    static func answer(_ body: () throws -> String) -> String {
        do {
            return try body()
        } catch let error as BridgeError {
            return error.json
        } catch {
            return BridgeError(.invalidRequest, "\(error)").json
        }
    }
}
