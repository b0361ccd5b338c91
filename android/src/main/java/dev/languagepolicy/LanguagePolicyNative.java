package dev.languagepolicy;

/**
 * The LanguagePolicy Swift core, reached through JNI ({@code libLanguagePolicyJNI.so}).
 *
 * <p>Every method takes a request as JSON and returns the answer as JSON: the same shapes the
 * {@code langpolicy} command-line tool reads and prints. A bad request (malformed JSON, a
 * malformed tag, an invalid policy) returns {@code {"error": {"kind": ..., "message": ...}}};
 * no call throws or crashes. Calls are thread-safe: the core is pure.
 */
public final class LanguagePolicyNative {
    static {
        String explicit = System.getProperty("languagepolicy.library");
        if (explicit != null) {
            System.load(explicit);
        } else {
            System.loadLibrary("LanguagePolicyJNI");
        }
    }

    private LanguagePolicyNative() {}

    /**
     * Loads a policy once. Request: {@code {"policy": {...}}}. Answer: {@code policyId} (to
     * name it in later requests; derived from the policy's content) and {@code policyVersion}.
     */
    public static native String loadPolicy(String requestJson);

    /**
     * Decides the app language. Request: {@code policyId} (from {@link #loadPolicy}) or
     * {@code policy} (the built-in example when neither is given), {@code savedUserChoice},
     * {@code systemAppPreference}, {@code deviceLanguages}. Answer: the decision, as
     * {@code langpolicy resolve --json} prints it.
     */
    public static native String resolveAppLanguage(String requestJson);

    /**
     * Startup with the app's stored state. Request: {@code policyId} or {@code policy},
     * {@code state} (the stored state document, or null), {@code systemAppPreference},
     * {@code deviceLanguages} and {@code at} (ISO 8601, optional). Answer: {@code decision},
     * {@code policyChanged}, {@code state} (to store; null when the stored one could not be read:
     * keep that aside) and {@code stateProblem}.
     */
    public static native String launchAppLanguage(String requestJson);

    /**
     * The user's pick in the app's selector. Request: the launch keys and {@code locale} (one of
     * the policy's supported locales, else the error kind {@code unsupported_locale}). Answer:
     * {@code decision} and {@code state}, to store.
     */
    public static native String chooseAppLanguage(String requestJson);

    /** The selector's "use the device language". Request: the launch keys. Answer: {@code decision}, {@code state}. */
    public static native String useDeviceLanguage(String requestJson);

    /**
     * A backup restored. Request: the launch keys and {@code payload} (a sync payload document).
     * Answer: {@code decision}, {@code state}.
     */
    public static native String restoreAppLanguage(String requestJson);

    /**
     * Another device's sync payload merged. Request: the launch keys and {@code payload}.
     * Answer: {@code decision}, {@code state}.
     */
    public static native String syncAppLanguage(String requestJson);

    /** What to back up or upload of a state. Request: {@code {"state": {...}}}. Answer: the sync payload document. */
    public static native String syncPayload(String requestJson);

    /**
     * The language selector's model. Request: {@code policyId} or {@code policy},
     * {@code systemAppPreference}, {@code deviceLanguages}, {@code state} or
     * {@code savedUserChoice}, and {@code names} (a locale's tag to
     * {@code {"endonym": ..., "localized": ...}}; the core ships no names). Answer:
     * {@code options} (sorted by endonym, case-insensitive Unicode scalar order),
     * {@code interfaceLanguage} and {@code confirmation}.
     */
    public static native String languageSelector(String requestJson);

    /**
     * What Android's own resource selection loads for a decision and what the app applies.
     * Request: {@code policyId} or {@code policy}, {@code systemAppPreference},
     * {@code deviceLanguages}, {@code state} or {@code savedUserChoice}, {@code folders} (the
     * qualifiers after {@code values-}, {@code ""} for {@code values/}; by default named after the
     * policy) and {@code defaultLanguage} (the language of {@code values/}). Answer:
     * {@code decision}, {@code android}, {@code applied} and {@code action}
     * ({@code per_app_setting}, {@code context_locale} or {@code nothing}, with its locale).
     */
    public static native String androidLocalePlan(String requestJson);

    /**
     * Android's one-time move of a legacy in-app choice to the platform per-app setting.
     * Request: {@code legacyChoice}, {@code state} (the stored state JSON or null). Answer:
     * {@code migration}, {@code platformLocale} (write it with AppCompatDelegate, or null) and
     * {@code state} (store it before acting: it records that the migration ran).
     */
    public static native String migrateLegacyChoice(String requestJson);

    /**
     * Resolves a text field's expected input language. Request: {@code field}, {@code record},
     * {@code session}, as {@code langpolicy input} reads them. Answer: the hint and its Android
     * hint list ({@code androidHintLocales}: tags for {@code setImeHintLocales}, or null to clear).
     */
    public static native String resolveInputHint(String requestJson);

    /**
     * Advises on the active input mode. Request: {@code contentLanguage} (a tag or null),
     * {@code activePrimaryLanguage} (the input mode's language or null) and
     * {@code hardwareKeyboardAttached}. Answer: {@code offerHelp} and why.
     */
    public static native String inputModeAdvice(String requestJson);

    /**
     * One step of a screen's IME-hint lifecycle; the caller keeps the state between calls.
     * Request: {@code state} ({@code {"scope": "chat-1"}} for a new screen) and {@code event}
     * ({@code hint_resolved}, {@code focus_will_move}, {@code composition_changed},
     * {@code user_selected}, {@code enter_scope}). Answer: {@code state} (send it with the next event)
     * and {@code actions} to apply in order: {@code set_ime_hint_locales} (locales, or null to
     * clear) and {@code restart_input}.
     */
    public static native String androidHintLifecycle(String requestJson);

    /**
     * Canonicalizes a tag. Request: {@code {"tag": "zh_hant_hk"}}. Answer: the object
     * {@code langpolicy tag --json} prints.
     */
    public static native String canonicalizeTag(String requestJson);
}
