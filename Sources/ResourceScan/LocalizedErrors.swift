public import Foundation

// The scan's errors are `LocalizedError`s whose description is their message, so that
// `error.localizedDescription` names the file and what is wrong with it.

extension ResourceScanError: LocalizedError {
    public var errorDescription: String? { description }
}

extension ResourceFileError: LocalizedError {
    public var errorDescription: String? { description }
}
