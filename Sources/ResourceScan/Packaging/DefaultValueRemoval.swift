internal import PlatformModels

/// What aapt2's `NoDefaultResourceRemover` does at link time (unless `--no-resource-removal`):
/// a resource that is not public and has no default value (`values/`) is removed when one of
/// its values is for a locale alone (`values-de-rAT`), with the warning `removing resource
/// <package>:string/<name> without required default value` — unless a value can stand in for
/// the default: one for a platform version alone at most `minSdk` (`values-v21`), or for a
/// density alone, whose implied version (4; 21 for `anydpi`) is at most `minSdk`.
///
/// ```swift
/// let folders = try ["values-de-rAT"].map(AndroidResourceFolder.init(parsing:))
/// DefaultValueRemoval.removes(folders: folders, isPublic: false, minSdk: 24)   // true
/// DefaultValueRemoval.removes(folders: folders + [try AndroidResourceFolder(parsing: "values-v21")],
///     isPublic: false, minSdk: 24)                                              // false
/// ```
enum DefaultValueRemoval {
    /// Whether aapt2 removes a resource with values in `folders` (of any configuration).
    static func removes(folders: [AndroidResourceFolder], isPublic: Bool, minSdk: Int) -> Bool {
        guard !isPublic else { return false }
        var localeOnly = false
        for folder in folders {
            let kinds = Set(folder.otherQualifiers.map(\.kind))
            if folder.locale == nil, kinds.isEmpty { return false }
            if folder.locale != nil, kinds.isEmpty { localeOnly = true }
            guard folder.locale == nil else { continue }
            let version = folder.otherQualifiers.first { $0.kind == .platformVersion }.flatMap {
                Int($0.text.dropFirst())
            }
            if kinds == [.platformVersion], let version, version <= minSdk { return false }
            if kinds.subtracting([.platformVersion]) == [.density] {
                let density = folder.otherQualifiers.first { $0.kind == .density }?.text
                let implied = density == "anydpi" ? 21 : 4
                if max(version ?? 0, implied) <= minSdk { return false }
            }
        }
        return localeOnly
    }
}
