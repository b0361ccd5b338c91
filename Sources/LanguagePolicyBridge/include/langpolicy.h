/* LanguagePolicy's C interface: UTF-8, NUL-terminated JSON in and out.
 *
 * Every function takes a request document and returns an answer document allocated by the
 * library, which the caller releases with langpolicy_free. A bad request (NULL, not UTF-8, not
 * JSON, of the wrong shape) gets an error answer, never a crash:
 *
 *     {"error": {"kind": "invalid_request", "message": "...", "path": "$.deviceLanguages[1]"},
 *      "schemaVersion": 1}
 *
 * Request and answer documents are published as JSON Schemas in the repository's Schemas/
 * folder. Example:
 *
 *     char *loaded = langpolicy_load_policy("{\"policy\": {\"supportedLocales\": [\"en\", \"fr\"],"
 *                                           " \"productDefault\": \"en\", \"policyVersion\": 1}}");
 *     // {"policyId":"policy-...","policyVersion":1,"schemaVersion":1}
 *     char *decision = langpolicy_resolve_app_language(
 *         "{\"policyId\": \"policy-...\", \"deviceLanguages\": [\"fr-CA\", \"en\"]}");
 *     // {"confirmation":null,"effectiveLocale":"fr","match":"language_and_script",...}
 *     langpolicy_free(decision);
 *     langpolicy_free(loaded);
 *
 * The functions may be called from any thread.
 */
#ifndef LANGPOLICY_H
#define LANGPOLICY_H

#ifdef __cplusplus
extern "C" {
#endif

/* Loads a policy for later requests to name by policyId. */
char *langpolicy_load_policy(const char *request);
/* An app-language decision from a policy and the platform's preferences. */
char *langpolicy_resolve_app_language(const char *request);
/* Startup with the caller's stored state: the decision and the state to store. */
char *langpolicy_launch_app_language(const char *request);
/* The user's pick in the language selector: the decision and the state to store. */
char *langpolicy_choose_app_language(const char *request);
/* Back to the device language: the decision and the state to store. */
char *langpolicy_use_device_language(const char *request);
/* A backup's sync payload restored: the decision and the state to store. */
char *langpolicy_restore_app_language(const char *request);
/* Another device's sync payload merged: the decision and the state to store. */
char *langpolicy_sync_app_language(const char *request);
/* What to back up or upload of a stored state. */
char *langpolicy_sync_payload(const char *request);
/* The language selector's model, with names the caller supplies. */
char *langpolicy_language_selector(const char *request);
/* What Android loads for a decision, and what the app applies so its resources follow it. */
char *langpolicy_android_locale_plan(const char *request);
/* Android's one-time move of a legacy in-app choice to the platform setting. */
char *langpolicy_migrate_legacy_choice(const char *request);
/* A text field's expected input language and Android hint list. */
char *langpolicy_resolve_input_hint(const char *request);
/* Advice on the active input mode (iOS). */
char *langpolicy_input_mode_advice(const char *request);
/* One step of an Android screen's IME-hint lifecycle. */
char *langpolicy_android_hint_lifecycle(const char *request);
/* A language tag's canonical, maximal and minimal forms. */
char *langpolicy_canonicalize_tag(const char *request);

/* Releases an answer of this library; NULL is ignored. */
void langpolicy_free(char *answer);

#ifdef __cplusplus
}
#endif

#endif /* LANGPOLICY_H */
