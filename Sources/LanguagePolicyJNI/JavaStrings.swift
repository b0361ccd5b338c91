internal import CJNI
internal import LanguagePolicyBridge

/// Java strings in and out of the bridge. Requests and answers are almost always ASCII, which
/// takes the short way both in (Java's UTF-16 narrowed byte by byte, no transcoding) and out
/// (`NewStringUTF`, which lets the JVM build its compact one-byte string directly).
enum JavaStrings {
    static func answer(
        _ env: UnsafeMutablePointer<JNIEnv?>?, _ request: jstring?, _ body: (String) -> String
    ) -> jstring? {
        // The function table is read through its pointer, never copied (it is 1.8 KB).
        guard let env, let functions = env.pointee else { return nil }
        guard let request else {
            return make(env, functions, BridgeError(.invalidJSON, "the request is null").json)
        }
        let length = Int(functions.pointee.GetStringLength(env, request))
        let text = withUnsafeTemporaryAllocation(of: jchar.self, capacity: max(length, 1)) { units in
            functions.pointee.GetStringRegion(env, request, 0, jsize(length), units.baseAddress)
            return string(UnsafeBufferPointer(rebasing: units[..<length]))
        }
        return make(env, functions, body(text))
    }

    /// The text of Java's UTF-16 code units; ASCII is narrowed byte by byte.
    private static func string(_ units: UnsafeBufferPointer<jchar>) -> String {
        guard units.allSatisfy({ $0 < 0x80 }) else { return String(decoding: units, as: UTF16.self) }
        return String(unsafeUninitializedCapacity: units.count) { bytes in
            for (index, unit) in units.enumerated() { bytes[index] = UInt8(truncatingIfNeeded: unit) }
            return units.count
        }
    }

    /// `functions` is typed `JNIEnv`, the function-table pointer under the name both the JDK's
    /// and the NDK's `jni.h` declare (their struct names differ).
    private static func make(_ env: UnsafeMutablePointer<JNIEnv?>, _ functions: JNIEnv, _ text: String) -> jstring? {
        var text = text
        return text.withUTF8 { bytes in
            // ASCII without NUL is the same in Java's modified UTF-8 as in UTF-8.
            if bytes.allSatisfy({ $0 < 0x80 && $0 != 0 }) {
                return withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { characters in
                    for (index, byte) in bytes.enumerated() { characters[index] = CChar(bitPattern: byte) }
                    characters[bytes.count] = 0
                    return functions.pointee.NewStringUTF(env, characters.baseAddress)
                }
            }
            let units = Array(String(decoding: bytes, as: UTF8.self).utf16)
            return units.withUnsafeBufferPointer {
                functions.pointee.NewString(env, $0.baseAddress, jsize(units.count))
            }
        }
    }
}
