import Foundation

/// `aapt2 dump resources` read back: per resource (`type/name`), the qualifier of each
/// value and, for a string on one line, its text.
extension AAPT2 {
    struct DumpedResource: Hashable, Sendable {
        let id: UInt32
        var qualifiers: [String] = []
        /// Qualifier → text, for string values printed on one line.
        var texts: [String: String] = [:]
    }

    /// The resources of `apk`. A value line is `(QUALIFIER) VALUE` indented by six spaces,
    /// QUALIFIER one of `configurations` (a string's continuation lines may look alike).
    static func resources(_ apk: URL, configurations: Set<String>) throws(Failure) -> [String: DumpedResource] {
        var resources: [String: DumpedResource] = [:]
        var current: String?
        for text in try run(["dump", "resources", apk.path]).split(separator: "\n") {
            // aapt2 prints an empty array as a lone `[`, which runs into the next line.
            var line = text
            while line.hasPrefix("        [") { line = "      " + line.dropFirst(9) }
            if line.hasPrefix("      resource 0x") { line = line.dropFirst(2) }
            if line.hasPrefix("    resource 0x") {
                let parts = line.split(separator: " ")
                guard parts.count >= 3, let id = UInt32(parts[1].dropFirst(2), radix: 16) else { continue }
                current = String(parts[2])
                resources[String(parts[2])] = DumpedResource(id: id)
                continue
            }
            guard let current, line.hasPrefix("      ("), !line.hasPrefix("       ") else { continue }
            let rest = line.dropFirst(7)
            guard let close = rest.firstIndex(of: ")") else { continue }
            let qualifier = String(rest[..<close])
            guard configurations.contains(qualifier) else { continue }
            resources[current]?.qualifiers.append(qualifier)
            let value = rest[rest.index(after: close)...].dropFirst()
            if current.hasPrefix("string/"), value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                resources[current]?.texts[qualifier] = String(value.dropFirst().dropLast())
            }
        }
        return resources
    }
}
