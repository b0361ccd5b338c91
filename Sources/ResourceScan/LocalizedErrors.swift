internal import Foundation

// The scan's errors are `LocalizedError`s whose description is their message, so that
// `error.localizedDescription` names the file and what is wrong with it.

extension ResourceScanError: LocalizedError {
    package var errorDescription: String? { description }
}

extension ResourceFileError: LocalizedError {
    package var errorDescription: String? { description }
}
