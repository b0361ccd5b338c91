/// The files a scan could not read, which every command that reads resources reports as an
/// error with the path and the reason: a localization the scan could not read is never taken
/// for one without strings.
///
/// ```swift
/// let inventory = try ResourceInventory(scanning: ["android"], assumingDevelopmentLanguage: "en")
/// inventory.unreadableFiles.first?.description
/// // "android/app/src/main/res/values-de/strings.xml: line 1: expected > after </str"
/// ```
package struct UnreadableFile: Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as the scan reached it.
    package let path: String
    /// Its reader's error, or nil when the file could not be opened.
    package let reason: String?

    package var description: String { "\(path): \(reason ?? "cannot read the file")" }

    /// The files `notes` say could not be read, in order, each once.
    static func all(in notes: [ReadingNote]) -> [UnreadableFile] {
        var seen: Set<UnreadableFile> = []
        var files: [UnreadableFile] = []
        for case .unreadableFile(let path, let reason) in notes {
            let file = UnreadableFile(path: path, reason: reason)
            if seen.insert(file).inserted { files.append(file) }
        }
        return files
    }
}

extension ResourceInventory {
    /// Every file of every section the scan could not read, in the order met, each once.
    package var unreadableFiles: [UnreadableFile] {
        UnreadableFile.all(in: appleBundles.flatMap(\.notes) + androidApps.flatMap(\.notes))
    }
}

extension ScannedLocale {
    /// Whether one of `files` is in this locale's folders or is one of its catalogs.
    func contains(any files: [UnreadableFile]) -> Bool {
        files.contains { file in paths.contains { file.path == $0 || file.path.hasPrefix($0 + "/") } }
    }
}
