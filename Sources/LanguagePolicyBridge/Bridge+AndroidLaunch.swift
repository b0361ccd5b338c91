internal import AppLanguage
internal import LanguageTags
internal import PlatformModels
internal import WireDocuments

extension Bridge {
    /// An Android app's startup in one crossing: the launch (`launchAppLanguage`), then a per-app
    /// setting changed in the system settings adopted with the coordinator's own steps (its first
    /// locale chosen when the policy supports it exactly, a cleared setting back to the device
    /// language), then the locale plan (`androidLocalePlan`) and, when the plan's action is the
    /// per-app setting and the app writes it, the plan again with that setting written.
    ///
    /// Request: the launch keys (`state`, `at`), `androidLocalePlan`'s `folders`,
    /// `defaultLanguage`, `installedLanguages` and `formatting`; `adoptPerAppSetting` (optional,
    /// false by default): the per-app setting (`systemAppPreference`) changed since the app last
    /// saw it; `writesPerAppSetting` (optional, false by default): the app writes the plan's
    /// per-app setting (Android 13+, in the main process). Answer: `launch` as
    /// `launchAppLanguage` answers, `state` (to store; after a state problem, the empty state the
    /// app starts from), `perAppSetting` (the locale to write, or null) and `plan` as
    /// `androidLocalePlan` answers, once that locale is written.
    ///
    /// ```swift
    /// Bridge.androidLaunch(#"{"policyId": "policy-…", "deviceLanguages": ["en-AU"], "state": null, "writesPerAppSetting": true}"#)
    /// // {"launch":{…},"perAppSetting":null,"plan":{"action":{"kind":"context_locale","locale":"en"},…},…}
    /// ```
    package static func androidLaunch(_ request: String) -> String {
        let keys =
            stateOperationKeys + [
                "adoptPerAppSetting", "defaultLanguage", "folders", "formatting", "installedLanguages",
                "writesPerAppSetting",
            ]
        return answer(request, keys: keys) { request in
            let policy = try policy(of: request)
            var context = try ResolutionContext(members: request)
            let at = try request.optional("at")?.timestamp() ?? .now
            let planner = try androidPlanner(of: request, policy: policy)
            let installed = try installedLanguages(of: request)
            let adopts = try request.optional("adoptPerAppSetting")?.bool() ?? false
            let writes = try request.optional("writesPerAppSetting")?.bool() ?? false
            let (stored, problem) = storedStateOrProblem(request)
            let store = InMemoryAppLanguageStore(stored)
            let (coordinator, launch) = Bridge.launch(policy, store, context, problem: problem, at: at)
            if adopts { try adoptPerAppSetting(context.systemAppPreference.first, coordinator, at: at) }
            context.savedUserChoice = store.load().userChoice
            var plan = planner.plan(context, installedLanguages: installed)
            var written: LanguageTag?
            if writes, case .perAppSetting(let locale) = plan.action {
                written = locale
                context.systemAppPreference = [locale.description]
                plan = planner.plan(context, installedLanguages: installed)
            }
            let formatting = try formattingLocale(of: request, for: plan.decision)
            return AndroidLaunchAnswer(
                launch: launch, state: store.load(), perAppSetting: written,
                plan: LocalePlanAnswer(plan: plan, formattingLocale: formatting)
            ).jsonText()
        }
    }

    /// A per-app setting changed in the system settings, whose first locale is `first` (nil:
    /// cleared): the user's choice when the policy supports it exactly (otherwise the policy
    /// decides from the setting itself), back to the device language when cleared.
    private static func adoptPerAppSetting(_ first: String?, _ coordinator: AppLanguageCoordinator, at: Timestamp)
        throws
    {
        guard let first else {
            do {
                _ = try coordinator.useDeviceLanguage(at: at)
            } catch {
                throw BridgeError(.internalError, "the request's in-memory store failed: \(error)")
            }
            return
        }
        guard let locale = LanguageTag(first) else { return }
        do throws(AppLanguageCoordinator.ChoiceError) {
            _ = try coordinator.choose(locale, at: at)
        } catch {
            guard case .store(let failure) = error else { return }
            throw BridgeError(.internalError, "the request's in-memory store failed: \(failure)")
        }
    }
}
