import Foundation
import LanguagePolicy
import TestSupport
import Testing

/// The follower on Linux Foundation's NotificationCenter: `NSLocale.currentLocaleDidChangeNotification`
/// brings the device locale's formatting preferences; the foreground notification re-reads the
/// platform's languages.
@Suite struct PlatformLanguageFollowerTests {
    static let foreground = Notification.Name("test.willEnterForeground")
    let policy = AppLanguagePolicy.example

    /// What the platform reports, changed by the test.
    final class Platform: @unchecked Sendable {
        private let lock = NSLock()
        private var locale = Locale(identifier: "en_US")
        private var languages = (systemAppPreference: [String](), deviceLanguages: ["fr-CA"])

        var deviceLocale: Locale {
            get { lock.withLock { locale } }
            set { lock.withLock { locale = newValue } }
        }
        var platformLanguages: (systemAppPreference: [String], deviceLanguages: [String]) {
            get { lock.withLock { languages } }
            set { lock.withLock { languages = newValue } }
        }
    }

    @Test func followsTheDeviceLocaleAndTheLanguagesOnForeground() throws {
        let center = NotificationCenter()
        let platform = Platform()
        let coordinator = AppLanguageCoordinator(policy: policy, store: InMemoryAppLanguageStore())
        let launch = coordinator.launch(systemAppPreference: [], deviceLanguages: ["fr-CA"])
        let context = EffectiveLocaleContext(
            decision: launch.decision, formatting: FormattingPreferences(deviceLocale: platform.deviceLocale))
        var follower: PlatformLanguageFollower? = PlatformLanguageFollower(
            context: context, coordinator: coordinator, foreground: Self.foreground,
            platformLanguages: { platform.platformLanguages }, deviceLocale: { platform.deviceLocale },
            center: center)
        #expect(context.current.formatting.description == "fr-US")

        // Settings › General › Date & Time › 24-Hour Time, then the region: the locale changes.
        var components = Locale.Components(languageCode: "en", languageRegion: "US")
        components.hourCycle = .zeroToTwentyThree
        platform.deviceLocale = Locale(components: components)
        center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        #expect(context.current.formatting.description == "fr-US-u-hc-h23")
        platform.deviceLocale = Locale(identifier: "en_CA")
        center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        #expect(context.current.formatting.description == "fr-CA")

        // Back in the foreground after the device languages changed.
        platform.platformLanguages = ([], ["es-MX"])
        center.post(name: Self.foreground, object: nil)
        #expect(context.current.language == "es")
        #expect(context.current.formatting.description == "es-CA")

        // Released, it follows nothing.
        follower = nil
        platform.deviceLocale = Locale(identifier: "en_GB")
        center.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        #expect(context.current.formatting.description == "es-CA")
        _ = follower
    }

    /// A store that fails on the way: the failure is handed over and the decision stays.
    @Test func aStoreFailureKeepsTheDecision() throws {
        let center = NotificationCenter()
        let failures = Failures()
        let coordinator = AppLanguageCoordinator(policy: policy, store: FailingStore())
        let context = EffectiveLocaleContext(
            decision: policy.resolve(ResolutionContext(deviceLanguages: ["fr"])),
            formatting: FormattingPreferences(region: nil))
        let follower = PlatformLanguageFollower(
            context: context, coordinator: coordinator, foreground: Self.foreground,
            platformLanguages: { ([], ["es"]) }, deviceLocale: { Locale(identifier: "en_US") },
            storeFailed: { failures.append($0) }, center: center)
        center.post(name: Self.foreground, object: nil)
        #expect(context.current.language == "fr")
        #expect(failures.count == 1)
        _ = follower
    }

    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [AppLanguageStoreError] = []
        func append(_ error: AppLanguageStoreError) { lock.withLock { errors.append(error) } }
        var count: Int { lock.withLock { errors.count } }
    }

    struct FailingStore: AppLanguageStore {
        func load() throws(AppLanguageStoreError) -> AppLanguageState {
            throw .unreadable(location: "test", reason: "locked")
        }
        func save(_ state: AppLanguageState) throws(AppLanguageStoreError) {
            throw .writeFailed(location: "test", reason: "locked")
        }
        func update(_ change: (inout AppLanguageState) throws -> Void) throws -> AppLanguageState {
            throw AppLanguageStoreError.writeFailed(location: "test", reason: "locked")
        }
    }
}
