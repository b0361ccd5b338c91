internal import AppLanguage
internal import LanguageTags
internal import PlatformModels
internal import WireDocuments

extension Bridge {
    /// What an Android app applies so that its resources follow the decision
    /// (`PlatformModels`' `AndroidLocalePlanner`): the decision, what Android's own resource selection loads for the
    /// per-app setting and the device's languages, and the action.
    ///
    /// Request: `policy` or `policyId`; `systemAppPreference`, `deviceLanguages` and either
    /// `savedUserChoice` or `state` (the stored state document); `folders` (optional): the app's
    /// `values` folders as the qualifiers after `values-` (`""` for `values/`, `"pt-rBR"`,
    /// `"b+zh+Hant"`), by default named after the policy; `defaultLanguage` (optional): the
    /// language of `values/`, by default the product default; `installedLanguages` (optional):
    /// the languages whose strings are on the device (an App Bundle install gets the `config.<lang>`
    /// splits of the device's system languages only: the split names the platform reports,
    /// `ApplicationInfo.splitNames`), by default every one the app ships; `formatting` (optional):
    /// the device's locale, for the decision's `formattingLocale` (`formattingLocale(of:for:)`).
    /// Answer: `decision`; `android` and `applied`, what Android loads before and after the action
    /// from the installed folders (`deviceLocale`, `folder`, `folderLocale`, `agrees`,
    /// `explanation`); `notInstalled` (only when `installedLanguages` is given): true when the
    /// decided locale's strings ship in a language split that is not installed, so Android shows
    /// `applied`'s folder instead; `action`: `{"kind": "per_app_setting",
    /// "locale": "fr"}` (the user's explicit choice: write it to the per-app setting),
    /// `{"kind": "context_locale", "locale": "en"}` (an automatic decision Android would not
    /// load: apply it to the app's resources only, never as the user's choice) or
    /// `{"kind": "nothing", "locale": null}`.
    ///
    /// ```swift
    /// Bridge.androidLocalePlan(#"{"policyId": "policy-…", "deviceLanguages": ["en-AU"], "state": {"schemaVersion": 1}}"#)
    /// // {"action":{"kind":"context_locale","locale":"en"},"android":{"agrees":false,…,"folder":"en-rGB",…},…}
    /// ```
    package static func androidLocalePlan(_ request: String) -> String {
        answer(request, keys: decisionContextKeys + ["defaultLanguage", "folders", "formatting", "installedLanguages"])
        { request in
            let policy = try policy(of: request)
            let context = try decisionContext(of: request)
            let planner = try androidPlanner(of: request, policy: policy)
            let plan = planner.plan(context, installedLanguages: try installedLanguages(of: request))
            let formatting = try formattingLocale(of: request, for: plan.decision)
            return LocalePlanAnswer(plan: plan, formattingLocale: formatting).jsonText()
        }
    }
}

extension Bridge {
    /// The planner for a request's `folders` and `defaultLanguage` (both optional).
    static func androidPlanner(of request: JSONFields, policy: AppLanguagePolicy) throws -> AndroidLocalePlanner {
        let folders = request.optional("folders")
        do {
            return try AndroidLocalePlanner(
                policy: policy, folders: try folders?.strings(),
                defaultLanguage: try request.optional("defaultLanguage")?.languageTag())
        } catch let error as AndroidLocaleFolderError {
            let path = try folders?.array().first { try $0.string() == error.folder }?.path
            throw BridgeError(.invalidRequest, error.description, path: path)
        }
    }

    /// A request's `installedLanguages` (optional): the languages whose strings are on the device.
    static func installedLanguages(of request: JSONFields) throws -> [LanguageTag]? {
        try request.optional("installedLanguages")?.array().map { try $0.languageTag() }
    }
}
