// CI-only: exercises UserDefaultsAppLanguageStore on Linux Foundation's UserDefaults, compiled
// into one executable with the UserDefaults store of LanguagePolicy by Scripts/typecheck-apple.sh.
import AppLanguage
import Foundation
import LanguageTags

@main
enum UserDefaultsStoreCheck {
    static func main() throws {
        let suite = "dev.languagepolicy.check.\(ProcessInfo.processInfo.processIdentifier)"
        let defaults = UserDefaults(suiteName: suite)!
        defer { defaults.removePersistentDomain(forName: suite) }
        let store = UserDefaultsAppLanguageStore(defaults: defaults, key: "state")
        let empty = try store.load()
        precondition(empty == AppLanguageState(), "starts empty")
        let french = try LanguageTag(parsing: "fr")
        let saved = try store.update { $0.setUserChoice(french, policyVersion: 3, at: .now) }
        let reloaded = try store.load()
        precondition(reloaded == saved, "round trip")
        defaults.set(Data("garbage".utf8), forKey: "state")
        let corruption = Result { () throws(AppLanguageStoreError) in try store.load() }
        guard case .failure(.corrupted(_, let movedTo, _)) = corruption else {
            preconditionFailure("a corrupt value must be reported")
        }
        precondition(defaults.data(forKey: movedTo) == Data("garbage".utf8), "moved aside, nothing lost")
        let restarted = try store.load()
        precondition(restarted == AppLanguageState(), "starts over after moving the value aside")
        defaults.set(Data(#"{"schemaVersion": 7}"#.utf8), forKey: "state")
        let overwrite = Result { () throws(AppLanguageStoreError) in try store.save(AppLanguageState()) }
        guard case .failure(.newerSchema) = overwrite else {
            preconditionFailure("a newer schema must not be overwritten")
        }
        print("UserDefaultsAppLanguageStore: round trip, corrupt value moved aside, newer schema left alone")
    }
}
