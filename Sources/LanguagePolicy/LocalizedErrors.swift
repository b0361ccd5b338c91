import AppLanguage
import Foundation
import LanguagePolicyJSON
import LanguageTags

// Every public error of the package is a `LocalizedError` whose description is its message, so
// that `error.localizedDescription` says what went wrong ("$.productDefault: \"fr\" is not one
// of supportedLocales") instead of "The operation could not be completed".

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
