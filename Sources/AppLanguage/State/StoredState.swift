package import WireDocuments

/// How the stores read and write a state, in one place: a state of a newer schema is never
/// read (nor written over), a key this version does not know is ignored, and what cannot be
/// read is corrupt, with the reason.
package enum StoredState {
    /// What stored bytes hold.
    package enum Reading: Sendable {
        case state(AppLanguageState)
        /// A state of a newer schema than this version reads.
        case newerSchema(Int)
        /// Bytes that are not a state, and why.
        case corrupt(reason: String)
    }

    /// Reads stored bytes (the state's JSON).
    package static func read(_ bytes: some Sequence<UInt8>) -> Reading {
        do {
            return read(try JSONElement.parse(bytes: bytes))
        } catch {
            return .corrupt(reason: error.description)
        }
    }

    /// Reads a state document already parsed (inside a bridge request).
    package static func read(_ json: JSONElement) -> Reading {
        if let version = AppLanguageState.storedSchemaVersion(of: json), version > AppLanguageState.currentSchemaVersion
        {
            return .newerSchema(version)
        }
        do {
            return .state(try AppLanguageState(json: json, unknownKeys: .ignored))
        } catch {
            return .corrupt(reason: error.description)
        }
    }

    /// The state as the stores write it: JSON, indented, keys sorted, ending with a new line.
    package static func contents(of state: AppLanguageState) -> [UInt8] {
        var writer = JSONWriter(pretty: true)
        state.write(to: &writer)
        return writer.bytes + [0x0A]
    }
}
