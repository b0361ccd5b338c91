internal import AppLanguage
public import Foundation

extension FileAppLanguageStore {
    /// A store in the file at `url` (a file URL), created with its folder on the first write.
    ///
    /// ```swift
    /// let folder = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask,
    ///                                          appropriateFor: nil, create: true)
    /// let store = FileAppLanguageStore(url: folder.appending(path: "language-state.json"))
    /// ```
    public convenience init(url: URL) {
        precondition(url.isFileURL, "FileAppLanguageStore needs a file URL, not \(url)")
        self.init(path: url.path)
    }

    /// The file's URL.
    public var url: URL { URL(fileURLWithPath: path) }
}
