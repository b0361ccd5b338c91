import LanguageTags
import WireDocuments

/// The error reading `text` as a `Value` throws, or nil when it reads.
func readingError<Value: JSONReadable>(_ type: Value.Type, _ text: String) -> DocumentError? {
    do {
        _ = try Value(jsonText: text)
        return nil
    } catch {
        return error
    }
}

/// `value` written by its writer, then read by its reader.
func throughJSON<Value: JSONReadable & JSONWritable>(_ value: Value) throws -> Value {
    try Value(jsonText: value.jsonText())
}
