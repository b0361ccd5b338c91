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
