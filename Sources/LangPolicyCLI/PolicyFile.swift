internal import AppLanguage
internal import Foundation

/// Reading the files commands name.
enum InputFiles {
    /// The bytes of `path`; an unreadable file is an ``InputFileError`` (exit status 2) that
    /// names the operating system's reason (`No such file or directory`).
    static func data(_ path: String) throws(InputFileError) -> Data {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw InputFileError(description: "\(path): cannot read the file: Is a directory")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputFileError(description: "\(path): cannot read the file: \(reason(path))")
        }
        return data
    }

    /// Why the operating system does not open `path` for writing (`strerror`).
    static func reason(forWriting path: String) -> String {
        guard let file = fopen(path, "ab") else { return String(cString: strerror(errno)) }
        fclose(file)
        return "it could not be written"
    }

    /// Why the operating system does not open `path` for reading (`strerror`).
    static func reason(_ path: String) -> String {
        guard let file = fopen(path, "rb") else { return String(cString: strerror(errno)) }
        fclose(file)
        return "it could not be read"
    }

    /// The policy in `path`, or the built-in example when `path` is nil. A policy with an alias
    /// that changes the script unapproved (`zh-US` → `zh-Hans`, where `zh-US` is `zh-Hant-US`)
    /// is refused as an invalid one is: no command decides, exports or reports from it.
    static func policy(_ path: String?) throws(InputFileError) -> AppLanguagePolicy {
        guard let path else { return .example }
        let bytes = try data(path)
        let policy: AppLanguagePolicy
        do {
            policy = try AppLanguagePolicy(json: bytes)
        } catch {
            throw InputFileError(description: "\(path): invalid policy:\n\(error)")
        }
        let unapproved = policy.lint().filter { $0.level == .error }
        guard unapproved.isEmpty else {
            throw InputFileError(
                description: "\(path): invalid policy:\n" + unapproved.map(\.description).joined(separator: "\n"))
        }
        return policy
    }
}
