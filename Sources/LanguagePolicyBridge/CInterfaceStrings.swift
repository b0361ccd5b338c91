/// The C ABI over ``Bridge``: UTF-8, NUL-terminated JSON in and out. Every answer is
/// allocated by the library and must be released with `langpolicy_free`; a null or non-UTF-8
/// request gets an error object, never a crash. The functions themselves, one per call of the
/// bridge's list, are generated (`CInterface.swift`, `Scripts/generate-bridge.py`).
///
/// ```c
/// char *answer = langpolicy_resolve_app_language("{\"deviceLanguages\": [\"fr-CA\"]}");
/// puts(answer);
/// langpolicy_free(answer);
/// ```
enum CInterface {
    static func call(_ request: UnsafePointer<CChar>?, _ body: (String) -> String) -> UnsafeMutablePointer<CChar> {
        guard let request else { return copy(BridgeError(.invalidJSON, "the request is a null pointer").json) }
        guard let text = String(validatingCString: request) else {
            return copy(BridgeError(.invalidJSON, "the request is not UTF-8").json)
        }
        return copy(body(text))
    }

    /// A NUL-terminated copy of `text` that `langpolicy_free` releases, made in one block copy
    /// (a loop over the bytes took 0.4 s for a 1 MB answer in a debug build).
    static func copy(_ text: String) -> UnsafeMutablePointer<CChar> {
        var text = text
        return text.withUTF8 { utf8 in
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count + 1)
            if let start = utf8.baseAddress {
                UnsafeMutableRawPointer(buffer).copyMemory(from: start, byteCount: utf8.count)
            }
            buffer[utf8.count] = 0
            return buffer
        }
    }
}

/// Releases an answer of this library; null is ignored.
@_cdecl("langpolicy_free")
package func langPolicyFree(_ answer: UnsafeMutablePointer<CChar>?) {
    answer?.deallocate()
}
