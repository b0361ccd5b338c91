import Foundation
import TestSupport
import Testing

@testable import LanguagePolicy

/// A value written to `AppleLanguages` by code in the app (a legacy in-app switcher, an SDK) is
/// neither the user's pick in Settings at the next launch nor, in the same process, the device's
/// languages.
@Suite struct AppleLanguagesWrittenByCodeTests {
    static let policy = AppLanguagePolicy.example  // en, en-GB, es, fr, pt-BR, sr-Latn, zh-Hans, zh-Hant

    /// `Locale.preferredLanguages` as swift-foundation's `Locale_Cache.swift` reads it
    /// (`preferredLanguages(forCurrentUser: false)`: `CFPreferencesCopyAppValue("AppleLanguages",
    /// kCFPreferencesCurrentApplication)`, the app's domain searched before the global one).
    static func preferredLanguages(global: [String]?, app: [String]?) -> [String] { app ?? global ?? [] }

    /// The same process, after a switcher wrote `["fr"]`: `Locale.preferredLanguages` now says
    /// French only, the device's languages are the global domain's.
    @Test(
        arguments: [
            (["en-US", "de-DE"], ["fr"], ["en-US", "de-DE"]),
            (["en-US", "de-DE"], nil, ["en-US", "de-DE"]),
            (nil, nil, []),
            // The global domain cannot be read: Locale.preferredLanguages without the app's values.
            (nil, ["fr"], []),
        ] as [([String]?, [String]?, [String])])
    func theDeviceLanguagesAreNotTheAppDomains(global: [String]?, app: [String]?, device: [String]) {
        let preferred = Self.preferredLanguages(global: global, app: app)
        #expect(AppleDeviceLanguages.read(global: global, app: app, preferred: preferred) == device)
    }

    @Test func aSwitchersWriteDoesNotDecideInTheSameProcess() {
        let global = ["en-US", "de-DE"]
        let app = ["fr"]
        let preferred = Self.preferredLanguages(global: global, app: app)
        #expect(preferred == ["fr"], "what Locale.preferredLanguages gives after the write")
        let device = AppleDeviceLanguages.read(global: global, app: app, preferred: preferred)
        #expect(Self.policy.resolve(ResolutionContext(deviceLanguages: device)).effectiveLocale == "en")
    }

    /// While the app runs (the follower's background notification), the app domain's value no
    /// longer what the launch saw is noted as code's; the next launch keeps the in-app choice.
    @Test func theFollowerNotesTheWriteAndTheNextLaunchKeepsTheChoice() throws {
        let center = NotificationCenter()
        let store = InMemoryAppLanguageStore()
        let coordinator = AppLanguageCoordinator(policy: Self.policy, store: store)
        let launch = coordinator.launch(systemAppLanguage: nil, deviceLanguages: ["en-US"])
        let context = EffectiveLocaleContext(decision: launch.decision, formatting: FormattingPreferences(region: nil))
        context.apply(try coordinator.choose("fr"))
        let appDomain = AppDomain()
        let background = Notification.Name("test.didEnterBackground")
        let follower = PlatformLanguageFollower(
            context: context, coordinator: coordinator, foreground: nil, background: background,
            platformLanguages: { ([], ["en-US"]) }, systemAppLanguageNow: { appDomain.first },
            deviceLocale: { Locale(identifier: "en_US") }, center: center)
        center.post(name: background, object: nil)
        #expect(store.load().systemAppLanguageWrittenByCode == nil, "nothing written yet")
        appDomain.first = "es"  // the switcher: UserDefaults.standard.set(["es"], forKey: "AppleLanguages")
        center.post(name: background, object: nil)
        #expect(store.load().systemAppLanguageWrittenByCode == SystemAppLanguageSeen(language: "es"))
        withExtendedLifetime(follower) {}

        let relaunched = AppLanguageCoordinator(policy: Self.policy, store: store)
            .launch(systemAppLanguage: "es", deviceLanguages: ["en-US"])
        #expect(relaunched.systemAppLanguage == .writtenByCode("es"))
        #expect(relaunched.decision.effectiveLocale == "fr" && relaunched.decision.source == .savedUserChoice)
    }

    /// The app domain's first `AppleLanguages` element, changed by the test as code in the app would.
    final class AppDomain: @unchecked Sendable {
        private let lock = NSLock()
        private var value: String?
        var first: String? {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }
}
