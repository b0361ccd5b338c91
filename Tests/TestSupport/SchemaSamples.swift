import Foundation

/// Documents the tests produce, kept for CI to validate against the published JSON Schemas
/// (`Schemas/NAME.schema.json`, `Scripts/validate-schemas.py`): when `LANGPOLICY_SCHEMA_SAMPLES`
/// names a folder, each recorded document is written to `FOLDER/NAME/…`; otherwise nothing
/// happens.
///
/// ```swift
/// SchemaSamples.record(Bridge.resolveAppLanguage(request), as: "bridge-decision")
/// ```
public enum SchemaSamples {
    /// The folder samples go to, if any.
    public static let folder = ProcessInfo.processInfo.environment["LANGPOLICY_SCHEMA_SAMPLES"].map {
        URL(fileURLWithPath: $0)
    }

    /// Keeps `json` as a sample of the schema `name` (one file per distinct document).
    public static func record(_ json: String, as name: String) {
        guard let folder else { return }
        let directory = folder.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in json.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3 }
        try? json.write(
            to: directory.appendingPathComponent(String(hash, radix: 16) + ".json"), atomically: true, encoding: .utf8)
    }
}
