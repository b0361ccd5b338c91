#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How the stores read and write a state, in one place: a state of a newer schema is never
/// decoded (nor written over), and what cannot be decoded is corrupt, with the reason.
package enum StoredState {
    /// What stored data holds.
    package enum Reading {
        case state(AppLanguageState)
        /// A state of a newer schema than this version reads.
        case newerSchema(Int)
        /// Data that does not decode, and why.
        case corrupt(reason: String)
    }

    /// Reads stored data.
    package static func read(_ data: Data) -> Reading {
        struct Versioned: Decodable { let schemaVersion: Int }
        if let version = try? JSONDecoder().decode(Versioned.self, from: data).schemaVersion,
            version > AppLanguageState.currentSchemaVersion
        {
            return .newerSchema(version)
        }
        do {
            return .state(try JSONDecoder().decode(AppLanguageState.self, from: data))
        } catch {
            return .corrupt(reason: JSONValue.describe(error))
        }
    }

    /// The state as the file store writes it: JSON, indented, keys sorted.
    package static func fileContents(of state: AppLanguageState) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(state)
    }
}
