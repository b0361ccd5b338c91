/// The `[plugins]` of a Gradle version catalog (`gradle/libs.versions.toml`): each alias and
/// the plugin id it stands for, so that `alias(libs.plugins.android.application)` reads as
/// `com.android.application`. Read line by line, as these catalogs are written
/// (`android-application = { id = "com.android.application", version.ref = "agp" }` or
/// `name = "id:version"`).
///
/// ```swift
/// let catalog = VersionCatalog(text: "[plugins]\nandroid-application = { id = \"com.android.application\" }\n")
/// catalog.pluginID(accessor: "libs.plugins.android.application")   // "com.android.application"
/// ```
package struct VersionCatalog {
    /// Normalized alias (`android.application`) → plugin id.
    private var plugins: [String: String] = [:]
    /// The catalog's accessor name (`libs` for `libs.versions.toml`).
    let name: String

    package init(text: String, name: String = "libs") {
        self.name = name
        var section = ""
        for raw in text.split(whereSeparator: \.isNewline) {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let trimmed = line.trimmingSpaces
            if trimmed.hasPrefix("[") {
                section = String(trimmed)
                continue
            }
            guard section == "[plugins]", let equals = trimmed.firstIndex(of: "=") else { continue }
            let alias = Self.normalized(trimmed[..<equals].trimmingSpaces)
            let value = trimmed[trimmed.index(after: equals)...]
            if let id = Self.quoted(after: "id", in: value)
                ?? Self.quoted(in: value)?.split(separator: ":").first.map(String.init)
            {
                plugins[alias] = id
            }
        }
    }

    /// The plugin id of an accessor (`libs.plugins.android.application`), if this catalog has it.
    func pluginID(accessor: String) -> String? {
        let prefix = "\(name).plugins."
        guard accessor.hasPrefix(prefix) else { return nil }
        return plugins[Self.normalized(accessor.dropFirst(prefix.count))]
    }

    /// An alias as Gradle's accessors spell it: `-`, `_` and `.` all separate.
    private static func normalized(_ alias: some StringProtocol) -> String {
        String(alias.lowercased().map { $0 == "-" || $0 == "_" ? "." : $0 })
    }

    /// The first quoted string after `key =`.
    private static func quoted(after key: String, in value: Substring) -> String? {
        guard let range = value.range(of: "\(key) =") ?? value.range(of: "\(key)=") else { return nil }
        return quoted(in: value[range.upperBound...])
    }

    private static func quoted(in value: Substring) -> String? {
        guard let open = value.firstIndex(of: "\"") else { return nil }
        let rest = value[value.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }
}
