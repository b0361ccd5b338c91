/// The C ABI over ``Bridge``: UTF-8, NUL-terminated JSON in and out. Every answer is
/// allocated by the library and must be released with `langpolicy_free`; a null or non-UTF-8
/// request gets an error object, never a crash.
///
/// ```c
/// char *answer = langpolicy_resolve_app_language("{\"deviceLanguages\": [\"fr-CA\"]}");
/// puts(answer);
/// langpolicy_free(answer);
/// ```
enum CInterface {
    static func call(_ request: UnsafePointer<CChar>?, _ body: (String) -> String) -> UnsafeMutablePointer<CChar> {
        guard let request else { return copy(BridgeError(.invalidJSON, "the request is a null pointer").json) }
        guard let text = String(validatingCString: request) else {
            return copy(BridgeError(.invalidJSON, "the request is not UTF-8").json)
        }
        return copy(body(text))
    }

    /// A NUL-terminated copy of `text` that `langpolicy_free` releases, made in one block copy
    /// (a loop over the bytes took 0.4 s for a 1 MB answer in a debug build).
    static func copy(_ text: String) -> UnsafeMutablePointer<CChar> {
        var text = text
        return text.withUTF8 { utf8 in
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count + 1)
            if let start = utf8.baseAddress {
                UnsafeMutableRawPointer(buffer).copyMemory(from: start, byteCount: utf8.count)
            }
            buffer[utf8.count] = 0
            return buffer
        }
    }
}

/// Loads a policy for later requests to name (``Bridge/loadPolicy(_:)``).
@_cdecl("langpolicy_load_policy")
public func langPolicyLoadPolicy(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.loadPolicy)
}

/// An app-language decision (``Bridge/resolveAppLanguage(_:)``).
@_cdecl("langpolicy_resolve_app_language")
public func langPolicyResolveAppLanguage(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.resolveAppLanguage)
}

/// Android's one-time legacy-choice migration (``Bridge/migrateLegacyChoice(_:)``).
@_cdecl("langpolicy_migrate_legacy_choice")
public func langPolicyMigrateLegacyChoice(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.migrateLegacyChoice)
}

/// A field's input-language hint and Android hint list (``Bridge/resolveInputHint(_:)``).
@_cdecl("langpolicy_resolve_input_hint")
public func langPolicyResolveInputHint(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.resolveInputHint)
}

/// Input-mode advice (``Bridge/inputModeAdvice(_:)``).
@_cdecl("langpolicy_input_mode_advice")
public func langPolicyInputModeAdvice(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.inputModeAdvice)
}

/// One step of an Android screen's IME-hint lifecycle (``Bridge/androidHintLifecycle(_:)``).
@_cdecl("langpolicy_android_hint_lifecycle")
public func langPolicyAndroidHintLifecycle(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.androidHintLifecycle)
}

/// Startup with the caller's stored state (``Bridge/launchAppLanguage(_:)``).
@_cdecl("langpolicy_launch_app_language")
public func langPolicyLaunchAppLanguage(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.launchAppLanguage)
}

/// The user's pick (``Bridge/chooseAppLanguage(_:)``).
@_cdecl("langpolicy_choose_app_language")
public func langPolicyChooseAppLanguage(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.chooseAppLanguage)
}

/// Back to the device language (``Bridge/useDeviceLanguage(_:)``).
@_cdecl("langpolicy_use_device_language")
public func langPolicyUseDeviceLanguage(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.useDeviceLanguage)
}

/// A backup restored (``Bridge/restoreAppLanguage(_:)``).
@_cdecl("langpolicy_restore_app_language")
public func langPolicyRestoreAppLanguage(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.restoreAppLanguage)
}

/// An account sync merged (``Bridge/syncAppLanguage(_:)``).
@_cdecl("langpolicy_sync_app_language")
public func langPolicySyncAppLanguage(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.syncAppLanguage)
}

/// What to back up or upload of a state (``Bridge/syncPayload(_:)``).
@_cdecl("langpolicy_sync_payload")
public func langPolicySyncPayload(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.syncPayload)
}

/// The language selector's model, with the caller's names (``Bridge/languageSelector(_:)``).
@_cdecl("langpolicy_language_selector")
public func langPolicyLanguageSelector(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.languageSelector)
}

/// What an Android app applies so that its resources follow the decision
/// (``Bridge/androidLocalePlan(_:)``).
@_cdecl("langpolicy_android_locale_plan")
public func langPolicyAndroidLocalePlan(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.androidLocalePlan)
}

/// Tag canonicalization (``Bridge/canonicalizeTag(_:)``).
@_cdecl("langpolicy_canonicalize_tag")
public func langPolicyCanonicalizeTag(_ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    CInterface.call(request, Bridge.canonicalizeTag)
}

/// Releases an answer of this library; null is ignored.
@_cdecl("langpolicy_free")
public func langPolicyFree(_ answer: UnsafeMutablePointer<CChar>?) {
    answer?.deallocate()
}
