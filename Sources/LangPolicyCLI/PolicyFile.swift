internal import AppLanguage
internal import Foundation

/// Reading the files commands name.
enum InputFiles {
    /// The bytes of `path`; an unreadable file is an ``InputFileError`` (exit status 2).
    static func data(_ path: String) throws(InputFileError) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputFileError(description: "\(path): cannot read the file")
        }
        return data
    }

    /// The policy in `path`, or the built-in example when `path` is nil.
    static func policy(_ path: String?) throws(InputFileError) -> AppLanguagePolicy {
        guard let path else { return .example }
        let bytes = try data(path)
        do {
            return try AppLanguagePolicy(json: bytes)
        } catch {
            throw InputFileError(description: "\(path): invalid policy:\n\(error)")
        }
    }
}
