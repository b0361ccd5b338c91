/* Calls every function of the C interface through its header, as a C program would: each answers a
 * document with schemaVersion, a bad request an error object, and langpolicy_free releases each
 * answer. Built and run by Scripts/test-c-interface.sh. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "langpolicy.h"

static int failures = 0;

static void expect(const char *name, char *answer, const char *needle) {
    if (!answer || !strstr(answer, needle) || !strstr(answer, "\"schemaVersion\":1")) {
        printf("FAIL %s: %s does not contain %s\n", name, answer ? answer : "(null)", needle);
        failures++;
    }
    langpolicy_free(answer);
}

int main(void) {
    const char *policy =
        "{\"policy\": {\"supportedLocales\": [\"en\", \"fr\", \"zh-Hant\"], \"productDefault\": \"en\", \"policyVersion\": 2}}";
    char *loaded = langpolicy_load_policy(policy);
    char id[64] = {0};
    const char *start = loaded ? strstr(loaded, "policy-") : NULL;
    if (!start) {
        printf("FAIL load: %s\n", loaded ? loaded : "(null)");
        return 1;
    }
    memcpy(id, start, 23);
    langpolicy_free(loaded);

    char request[512];
    snprintf(request, sizeof request, "{\"policyId\": \"%s\", \"deviceLanguages\": [\"zh-HK\", \"en\"]}", id);
    expect("resolve", langpolicy_resolve_app_language(request), "\"effectiveLocale\":\"zh-Hant\"");
    snprintf(request, sizeof request,
             "{\"policyId\": \"%s\", \"deviceLanguages\": [\"fr-CA\"], \"at\": \"2026-01-01T00:00:00Z\"}", id);
    expect("launch", langpolicy_launch_app_language(request), "\"effectiveLocale\":\"fr\"");
    snprintf(request, sizeof request, "{\"policyId\": \"%s\", \"deviceLanguages\": [\"fr-CA\"], \"locale\": \"en\"}", id);
    expect("choose", langpolicy_choose_app_language(request), "\"source\":\"saved_user_choice\"");
    snprintf(request, sizeof request, "{\"policyId\": \"%s\", \"deviceLanguages\": [\"fr-CA\"]}", id);
    expect("device language", langpolicy_use_device_language(request), "\"source\":\"device_preference\"");
    const char *choice =
        "{\"schemaVersion\": 1, \"userChoice\": {\"chosenAt\": \"2026-02-01T10:00:00Z\", \"effectiveLocale\": \"fr\", "
        "\"policyVersion\": 2, \"requestedLocale\": \"fr\", \"schemaVersion\": 1, \"source\": \"saved_user_choice\"}}";
    char payload_request[1024];
    snprintf(payload_request, sizeof payload_request,
             "{\"policyId\": \"%s\", \"deviceLanguages\": [\"en\"], \"at\": \"2026-03-01T10:00:00Z\", \"payload\": %s}", id, choice);
    expect("restore", langpolicy_restore_app_language(payload_request), "\"source\":\"saved_user_choice\"");
    snprintf(payload_request, sizeof payload_request,
             "{\"policyId\": \"%s\", \"deviceLanguages\": [\"en\"], \"at\": \"2026-03-01T10:00:00Z\", \"state\": null, "
             "\"payload\": %s}",
             id, choice);
    expect("sync", langpolicy_sync_app_language(payload_request), "\"effectiveLocale\":\"fr\"");
    snprintf(request, sizeof request, "{\"policyId\": \"%s\", \"deviceLanguages\": [\"zh-HK\"]}", id);
    expect("selector", langpolicy_language_selector(request), "\"interfaceLanguage\":\"zh-Hant\"");
    snprintf(request, sizeof request, "{\"policyId\": \"%s\", \"deviceLanguages\": [\"zh-HK\"], \"state\": null}", id);
    expect("android plan", langpolicy_android_locale_plan(request), "\"action\":");
    snprintf(request, sizeof request,
             "{\"policyId\": \"%s\", \"deviceLanguages\": [\"zh-HK\"], \"state\": null, "
             "\"writesPerAppSetting\": true}",
             id);
    expect("android launch", langpolicy_android_launch(request), "\"perAppSetting\":null");
    expect("hint lifecycle",
           langpolicy_android_hint_lifecycle(
               "{\"state\": {\"scope\": \"chat-1\"}, \"event\": {\"event\": \"hint_resolved\", \"editor\": \"composer\", "
               "\"locales\": [\"ja-JP\"]}}"),
           "\"set_ime_hint_locales\"");
    expect("payload", langpolicy_sync_payload("{\"state\": null}"), "\"userChoice\":null");
    expect("tag", langpolicy_canonicalize_tag("{\"tag\": \"iw\"}"), "\"canonical\":\"he\"");
    expect("migration", langpolicy_migrate_legacy_choice("{\"legacyChoice\": \"pt_BR\"}"), "\"platformLocale\":\"pt-BR\"");
    expect("input hint", langpolicy_resolve_input_hint("{\"field\": {\"contract\": \"language_neutral\"}}"), "\"tags\":[]");
    expect("advice", langpolicy_input_mode_advice("{\"contentLanguage\": \"ja\", \"activePrimaryLanguage\": \"en-US\"}"), "\"offerHelp\":true");
    expect("conversation",
           langpolicy_track_conversation_language(
               "{\"state\": {\"languages\": [], \"messages\": [\"fr\"]}, \"message\": {\"text\": "
               "\"Oui, je pense arriver vers huit heures, \u00e7a te va ?\"}}"),
           "\"languages\":[\"fr\"]");
    expect("conversation state", langpolicy_track_conversation_language("{\"state\": {}, \"message\": {\"text\": \"x\"}}"),
           "\"kind\":\"invalid_request\"");
    expect("null request", langpolicy_resolve_app_language(NULL), "\"kind\":\"invalid_json\"");
    expect("no policy", langpolicy_resolve_app_language("{\"deviceLanguages\": [\"fr\"]}"), "\"kind\":\"invalid_request\"");
    langpolicy_free(NULL);
    printf("c-interface: %s\n", failures ? "FAILED" : "every call answered as documented");
    return failures ? 1 : 0;
}
