internal import AppLanguage
public import Foundation
internal import LanguageTags
internal import PlatformModels
public import WireDocuments

// Every public error of the package is a `LocalizedError` whose description is its message, so
// that `error.localizedDescription` says what went wrong ("$.productDefault: \"fr\" is not one
// of supportedLocales") instead of "The operation could not be completed". `ResourceScan`'s
// errors conform in that module, which reads files through Foundation; the bridge's
// `BridgeError` is never thrown to Swift code: it is the error object of a JSON answer.

extension LanguageTagError: LocalizedError {
    public var errorDescription: String? { description }
}

extension DocumentError: LocalizedError {
    public var errorDescription: String? { description }
}

extension PolicyError: LocalizedError {
    public var errorDescription: String? { description }
}

extension AppLanguageStoreError: LocalizedError {
    public var errorDescription: String? { description }
}

extension AppLanguageCoordinator.ChoiceError: LocalizedError {
    public var errorDescription: String? { description }
}

extension TimestampError: LocalizedError {
    public var errorDescription: String? { description }
}

extension AcceptLanguageError: LocalizedError {
    public var errorDescription: String? { description }
}

extension AndroidFolderError: LocalizedError {
    public var errorDescription: String? { description }
}

extension AndroidLocaleFolderError: LocalizedError {
    public var errorDescription: String? { description }
}

extension DevicePopulationError: LocalizedError {
    public var errorDescription: String? { description }
}
