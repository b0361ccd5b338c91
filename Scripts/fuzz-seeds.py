#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora, Fuzz/Corpus/<Target>/, from the repository's decision
tables, CLDR's conformance files in the pinned data (Scripts/data-dir.sh says where) and hand-written
edge cases, and the Tags target's dictionary, Fuzz/Dictionaries/Tags.dict, from CLDR's data. Deterministic: run it again after changing the tables and commit the difference.
Files it did not write (inputs added by hand) are left alone."""
import hashlib
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tablegen.common import data_dir  # noqa: E402

SHARED = data_dir()
CORPUS = os.path.join(ROOT, "Fuzz", "Corpus")
PREFIX = "seed-"

# The C ABI target's selector: the first byte modulo the number of functions, in the order of the
# bridge's list (Sources/LanguagePolicyBridge/BridgeCalls.json), which
# Sources/Fuzz/Checks/CInterfaceChecks.swift goes through too.
with open(os.path.join(ROOT, "Sources", "LanguagePolicyBridge", "BridgeCalls.json"), encoding="utf-8") as handle:
    C_FUNCTIONS = [call["cSymbol"][len("langpolicy_"):] for call in json.load(handle)["calls"]]


def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def write(target, name, content):
    directory = os.path.join(CORPUS, target)
    os.makedirs(directory, exist_ok=True)
    data = content if isinstance(content, bytes) else content.encode("utf-8")
    digest = hashlib.sha1(data).hexdigest()[:8]
    with open(os.path.join(directory, f"{PREFIX}{name}-{digest}"), "wb") as file:
        file.write(data)


def clear(target):
    directory = os.path.join(CORPUS, target)
    if os.path.isdir(directory):
        for name in os.listdir(directory):
            if name.startswith(PREFIX):
                os.remove(os.path.join(directory, name))


def cldr_sources(name, every):
    """The first column of every `every`-th data line of a CLDR test file."""
    lines = [line for line in open(os.path.join(SHARED, "cldr", name), encoding="utf-8")
             if line.strip() and not line.startswith("#")]
    return [line.split(";")[0].strip() for line in lines[::every]]


def tables(kind):
    directory = os.path.join(ROOT, "Tables", kind)
    return [(name, open(os.path.join(directory, name), encoding="utf-8").read())
            for name in sorted(os.listdir(directory)) if name.endswith(".json")]


def tags():
    realistic = ["en", "en-US", "fr-CA", "zh-Hant-HK", "zh_hant_hk", "sr-Cyrl-RS", "pt-BR", "es-419",
                 "de-CH-1996", "ja-JP-u-ca-japanese", "en-US-x-twain", "x-private", "i-klingon", "en-GB-oed",
                 "zh-min-nan", "art-lojban", "iw", "sh", "und", "und-TW", "qaa", "zh-yue-HK", "hy-arevela",
                 "sgn-BR", "en-t-ja-m0-ungegn", "de-u-rg-deszzzz-ca-gregory", "ar-u-nu-latn-ca-islamic-umalqura",
                 "en-Zzzz-ZZ", "und-Qaai", "sl-rozaj-biske-1994", "ca-ES-valencia", "EN-us", "a-b", "en--US",
                 "en-", "-en", "en-US-u", "toolongsubtag", "en-u-ca-x", "en-1996-1996", "en-a-aa-a-bb", "é",
                 "en US", "en-Latn-US-" + "-".join(["abcdefgh"] * 30), "und-Cpmn"]
    clear("Tags")
    for index, tag in enumerate(realistic):
        write("Tags", f"tag{index:02}", tag)
    for index, tag in enumerate(cldr_sources("likelySubtags.txt", 40)):
        write("Tags", f"likely{index:02}", tag)
    for index, tag in enumerate(cldr_sources("localeCanonicalization.txt", 40)):
        write("Tags", f"canonical{index:02}", tag)


def policies():
    """Every policy of the app tables, plus edge cases."""
    result = []
    for name, text in tables("app"):
        table = json.loads(text)
        if "policy" in table:
            result.append(table["policy"])
        result += [scenario["policy"] for scenario in table.get("scenarios", []) if "policy" in scenario]
    unique = []
    for policy in result:
        if policy not in unique:
            unique.append(policy)
    return unique


def policy_seeds():
    clear("Policy")
    for index, policy in enumerate(policies()):
        write("Policy", f"table{index:02}", json.dumps(policy, ensure_ascii=False, indent=1))
    edge = [
        {"supportedLocales": ["en", "en-US", "en-GB"], "productDefault": "en-US", "policyVersion": 0},
        {"supportedLocales": ["sr-Latn", "sr-Cyrl"], "productDefault": "sr-Latn",
         "aliases": {"sh": "sr-Latn", "sr": "sr-Cyrl"}, "languageDefaults": {"sr": "sr-Latn"}, "policyVersion": 2},
        {"supportedLocales": ["qaa", "de-1996"], "productDefault": "qaa", "policyVersion": 1},
        {"supportedLocales": [], "productDefault": "en", "policyVersion": 1},
        {"supportedLocales": ["en"], "productDefault": "en", "policyVersion": 1.5},
        {"supportedLocales": ["en", "iw"], "productDefault": "he", "aliases": {"und": "en"}, "policyVersion": 1},
    ]
    for index, policy in enumerate(edge):
        write("Policy", f"edge{index:02}", compact(policy))
    write("Policy", "duplicate-key", '{"supportedLocales": ["en"], "supportedLocales": ["fr"]}')


def chunks(items, size):
    return [items[start:start + size] for start in range(0, len(items), size)]


def table_seeds():
    """The shipped tables in pieces of a few cases or one scenario each (compact, under 4 KB,
    the target's input limit): small inputs keep the fuzzer fast."""
    clear("Tables")
    for name, text in tables("app") + tables("input"):
        table = json.loads(text)
        stem = name.removesuffix(".json")
        pieces = []
        for key in ("cases", "inputCases", "adviceCases", "detectCases"):
            pieces += [{key: chunk} for chunk in chunks(table.get(key, []), 3)]
        pieces += [{"scenarios": [scenario]} for scenario in table.get("scenarios", [])]
        for index, piece in enumerate(pieces):
            if "policy" in table and ("cases" in piece or "scenarios" in piece):
                piece = dict(policy=table["policy"], **piece)
            text = compact(piece)
            if len(text.encode("utf-8")) > 4096:
                sys.exit(f"fuzz-seeds: a piece of {name} is over 4 KB; use smaller pieces")
            write("Tables", f"{stem}{index:02}", text)
    write("Tables", "empty-cases", '{"cases": [], "scenarios": []}')
    write("Tables", "empty-input", '{"inputCases": []}')


def store_seeds():
    record = {"requestedLocale": "fr-CA", "effectiveLocale": "fr", "source": "saved_user_choice",
              "policyVersion": 3, "chosenAt": "2026-09-03T09:00:00Z", "schemaVersion": 1}
    automatic = dict(record, source="device_preference")
    states = [
        {"schemaVersion": 1},
        {"schemaVersion": 1, "userChoice": record, "lastAutomatic": automatic,
         "completedMigrations": ["legacy-in-app-choice"], "userChoiceClearedAt": "2026-01-01T00:00:00Z"},
        {"schemaVersion": 1, "userChoice": None, "lastAutomatic": automatic, "completedMigrations": []},
        {"schemaVersion": 1, "userChoice": automatic},
        {"schemaVersion": 2, "userChoice": "anything"},
        {"schemaVersion": 1, "userChoice": dict(record, chosenAt="2026-09-03T09:00:00.500Z")},
        {"schemaVersion": 1, "userChoice": dict(record, effectiveLocale="en--US")},
        {"schemaVersion": 1, "userChoice": record, "systemAppLanguageSeen": {"language": "de-US"},
         "systemAppLanguageWrittenByCode": {"language": None}},
        {"schemaVersion": 1, "systemAppLanguageSeen": {"language": None}, "systemAppLanguageWrittenByCode": {"language": 7}},
    ]
    clear("Store")
    for index, state in enumerate(states):
        write("Store", f"state{index:02}", json.dumps(state, indent=2, sort_keys=True))
    write("Store", "record", compact(record))
    write("Store", "record-no-requested", compact(dict(record, requestedLocale=None)))


def input_contexts():
    contexts = []
    for name, text in tables("input"):
        for case in json.loads(text).get("inputCases", []):
            contexts.append({key: case[key] for key in ("field", "record", "session") if key in case})
    return contexts


def input_context_seeds():
    clear("InputContext")
    for index, context in enumerate(input_contexts()):
        write("InputContext", f"case{index:02}", compact(context))
    edge = [
        {"field": {"contract": "language_neutral", "explicitLanguage": "ja"}},
        {"field": {"contract": "interface_bound", "kind": "email"}, "session": {"effectiveAppLocale": "fr"}},
        {"field": {"contract": "conversation_informed"},
         "session": {"recentStableLanguages": ["ar", "iw", "he", "en--US", "und-JP", "fr"]}},
        {"field": {"contract": "content_bound"}, "record": {"contentLanguage": "zh-Hant-x-legacy"}},
        {"field": {"contract": "sometimes"}},
    ]
    for index, context in enumerate(edge):
        write("InputContext", f"edge{index:02}", compact(context))


def c_interface_seeds():
    policy = {"supportedLocales": ["en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"],
              "productDefault": "en", "aliases": {"en-AU": "en-GB", "sr-Cyrl": "sr-Latn"},
              "languageDefaults": {"pt": "pt-BR"}, "policyVersion": 3}
    at = "2026-09-03T09:00:00Z"
    record = {"requestedLocale": "fr", "effectiveLocale": "fr", "source": "saved_user_choice",
              "policyVersion": 3, "chosenAt": at, "schemaVersion": 1}
    state = {"schemaVersion": 1, "completedMigrations": [], "userChoice": record, "userChoiceClearedAt": None}
    requests = {
        "load_policy": [{"policy": policy} for policy in policies()[:3]] + [{"policy": {}}],
        "resolve_app_language": [
            {"policy": policy, "deviceLanguages": ["zh-HK", "en"]},
            {"policy": {"supportedLocales": ["de", "fr"], "productDefault": "de", "policyVersion": 9},
             "savedUserChoice": "fr", "deviceLanguages": ["de"], "trace": True},
            {"policyId": "policy-0000000000000000"},
            {"deviceLanguages": ["en"]},
            {"policy": policy, "savedUserChoice": record, "systemAppPreference": ["es"],
             "deviceLanguages": ["en--US", "fr"]},
        ],
        "migrate_legacy_choice": [
            {"legacyChoice": "iw_IL"},
            {"legacyChoice": "iw_IL", "written": True,
             "state": {"schemaVersion": 1, "completedMigrations": []}},
            {"state": {"schemaVersion": "x"}},
        ],
        "resolve_input_hint": input_contexts()[:3] + [{"field": {"contract": "language_neutral"}}],
        "input_mode_advice": [
            {"contentLanguage": "ja", "activePrimaryLanguage": "en-US"},
            {"contentLanguage": "zh-Hant", "activePrimaryLanguage": "zh-Hans"},
            {"contentLanguage": "ja", "activePrimaryLanguage": "emoji"},
            {"contentLanguage": "ja", "activePrimaryLanguage": "en-US", "hardwareKeyboardAttached": True},
            {"contentLanguage": None, "activePrimaryLanguage": None},
        ],
        "android_hint_lifecycle": [
            {"state": {"scope": "chat-1"},
             "event": {"event": "hint_resolved", "editor": "composer", "locales": ["ja-JP"]}},
            {"state": {"scope": "chat-1"}, "event": {"event": "composition_changed", "isComposing": True}},
            {"state": {"scope": "chat-1"}, "event": {"event": "focus_will_move", "toEditor": "title"}},
            {"state": {"scope": "chat-1"},
             "event": {"event": "user_selected", "mode": {"hardwareKeyboardAttached": False,
                                                          "primaryLanguage": "en-US"}}},
            {"state": {"scope": "chat-1"},
             "event": {"event": "enter_scope", "hints": {"composer": ["ja-JP"], "subject": None}, "scope": "chat-2"}},
        ],
        "canonicalize_tag": [{"tag": "zh_hant_hk"}, {"tag": "en--US"}, {"tag": 3}, {"tag": "sh-YU"}],
        "launch_app_language": [
            {"policy": policy, "deviceLanguages": ["fr-CA", "en"], "at": at},
            {"policy": policy, "deviceLanguages": ["fr-CA"], "at": at, "state": state},
            {"policy": policy, "at": at, "state": {"schemaVersion": 1, "userChoice": 3}},
            {"policy": policy, "at": "2026-13-01T00:00:00Z", "state": {"schemaVersion": 9}},
        ],
        "choose_app_language": [
            {"policy": policy, "deviceLanguages": ["fr-CA"], "at": at, "locale": "es"},
            {"policy": policy, "at": at, "state": state, "locale": "de"},
            {"policy": policy, "at": at, "locale": "en--GB"},
        ],
        "use_device_language": [
            {"policy": policy, "deviceLanguages": ["pt-PT"], "at": at, "state": state},
            {"policy": policy, "systemAppPreference": ["sr-Cyrl"], "at": at},
        ],
        "restore_app_language": [
            {"policy": policy, "at": at, "payload": {"schemaVersion": 1, "userChoice": record}},
            {"policy": policy, "at": at, "state": state, "payload": {"schemaVersion": 1}},
        ],
        "sync_app_language": [
            {"policy": policy, "at": at, "state": state,
             "payload": {"schemaVersion": 1, "userChoice": None, "userChoiceClearedAt": "2026-09-04T00:00:00Z"}},
            {"policy": policy, "at": at, "payload": {"schemaVersion": 1, "userChoice": record}},
        ],
        "sync_payload": [{"state": state}, {}, {"state": {"schemaVersion": 1, "lastAutomatic": record}}],
        "language_selector": [
            {"policy": policy, "deviceLanguages": ["fr-CA"], "state": state,
             "names": {"fr": {"endonym": "français", "localized": "French"}, "es": {"endonym": "español"}}},
            {"policy": policy, "savedUserChoice": "de", "deviceLanguages": ["pt-PT"]},
            {"policy": policy, "names": {"fr": {"endonym": "a"}, "FR": {"endonym": "b"}}},
        ],
        "android_locale_plan": [
            {"policy": policy, "deviceLanguages": ["en-AU"], "state": None},
            {"policy": policy, "deviceLanguages": ["en-US"], "state": state},
            {"policy": policy, "systemAppPreference": ["es"], "deviceLanguages": ["pt-PT"],
             "folders": ["", "fr", "b+zh+Hant"], "defaultLanguage": "en"},
            {"policy": policy, "folders": ["es-r419"]},
        ],
        "android_launch": [
            {"policy": policy, "deviceLanguages": ["en-AU"], "state": None, "writesPerAppSetting": True},
            {"policy": policy, "systemAppPreference": ["fr"], "deviceLanguages": ["en-US"], "state": state,
             "adoptPerAppSetting": True, "writesPerAppSetting": True, "at": "2026-03-01T10:00:00Z"},
            {"policy": policy, "deviceLanguages": ["pt-PT"], "state": "corrupt", "adoptPerAppSetting": True,
             "installedLanguages": ["en", "pt"], "formatting": "pt-PT", "folders": ["", "pt-rBR"]},
            {"policy": policy, "systemAppPreference": ["tlh"], "adoptPerAppSetting": "yes"},
        ],
        "track_conversation_language": [
            {"state": None, "message": {"text": "Salut ! Tu viens toujours ce soir au restaurant ?"}},
            {"state": {"languages": ["fr"], "messages": ["fr", None, "fr"]},
             "message": {"text": "Sounds good, I will bring the documents.", "declaredLanguage": "en--US"}},
            {"state": {"languages": ["ar", "en"], "messages": ["ar", "en", "ar", "en"]},
             "message": {"text": "مرحبا، هل ستأتي إلى الاجتماع غدا في الصباح؟"}},
            {"state": {"languages": [], "messages": []}, "message": {"text": "👍🎉", "declaredLanguage": "ja"}},
            {"state": {"languages": ["de"], "messages": ["fr"]}, "message": {"text": "x"}},
        ],
    }
    missing = [name for name in C_FUNCTIONS if not requests.get(name)]
    if missing:
        sys.exit(f"fuzz-seeds: no CInterface seed requests for {', '.join(missing)}: add some to c_interface_seeds()")
    clear("CInterface")
    for selector, name in enumerate(C_FUNCTIONS):
        for index, request in enumerate(requests[name]):
            write("CInterface", f"{name}{index:02}", bytes([selector]) + compact(request).encode("utf-8"))
        write("CInterface", f"{name}-not-json", bytes([selector]) + b"not json")
        write("CInterface", f"{name}-invalid-utf8", bytes([selector]) + b'{"tag": "\xff"}')


# The source readers' targets (Sources/Fuzz/Checks/ResourceScanChecks.swift): each seeded with the
# repository's fixture files of its kind, and a few edge cases of its own.
SOURCE_FIXTURES = {
    "SourceValues": ["Tests/Fixtures/AndroidApp/res/*/strings.xml",
                     "Tests/Fixtures/GradleProject/app/src/main/res/values*/strings.xml"],
    "SourceLocaleConfig": ["Tests/Fixtures/GradleProject/app/src/main/res/xml/*.xml"],
    "SourceManifest": ["Tests/Fixtures/AndroidApp/AndroidManifest.xml",
                       "Tests/Fixtures/GradleProject/app/src/main/AndroidManifest.xml"],
    "SourceStrings": ["Tests/Fixtures/XcodeProject/App/*.lproj/*.strings",
                      "Tests/Fixtures/LocalizedBundle/*.lproj/*.strings"],
    "SourceStringsDict": ["Tests/Fixtures/XcodeProject/App/*.lproj/*.stringsdict"],
    "SourceStringCatalog": ["Tests/Fixtures/XcodeProject/App/Resources/*.xcstrings"],
    "SourceXcodeProject": ["Tests/Fixtures/XcodeProject/App.xcodeproj/project.pbxproj"],
    "SourceGradle": ["Tests/Fixtures/GradleProject/*.gradle.kts", "Tests/Fixtures/GradleProject/app/*.gradle.kts"],
    "SourceVersionCatalog": [],
    "SourceDeviceLocale": [],
}
SOURCE_EDGE_CASES = {
    "SourceValues": ['<!DOCTYPE r [<!ENTITY a "xx"><!ENTITY b "&a;&a;&a;">]><resources><string name="s">&b;</string>'
                     '</resources>', '<resources><plurals name="p"><item quantity="other">%d</item></plurals>'
                     '<string-array name="a"><item>@string/s</item></string-array></resources>'],
    "SourceLocaleConfig": ['<locale-config xmlns:android="http://schemas.android.com/apk/res/android">'
                           '<locale android:name="pt-rBR"/><locale android:name="en-US"/></locale-config>'],
    "SourceManifest": ['<manifest><application android:localeConfig="@xml/locale_config"/></manifest>'],
    "SourceStrings": ['"a" = "b";\n/* c */ "d" = "e";', '<?xml version="1.0"?><plist><dict><key>k</key>'
                      '<string>v</string></dict></plist>'],
    "SourceStringsDict": [],
    "SourceStringCatalog": ['{"sourceLanguage":"en","strings":{"k":{"localizations":{"fr":{"stringUnit":'
                            '{"state":"translated","value":"v"}}}}},"version":"1.0"}'],
    "SourceXcodeProject": [],
    "SourceGradle": ['android { defaultConfig { resourceConfigurations += listOf("en", "nb") } }',
                     'val langs = listOf("fr-rCA", "b+sr+Latn")\nandroid { androidResources { localeFilters += langs } }',
                     "apply from: 'common.gradle'\nbundle { language { enableSplit = false } }"],
    "SourceVersionCatalog": ['[plugins]\nandroid-application = { id = "com.android.application", version = "8.8" }'],
    "SourceDeviceLocale": ["b+es+419", "b+mn+Cyrl+MN", "b+sl+IT+nedis", "iw-rIL", "fil-rPH", "en-rUS,fr-rCA"],
}


def source_seeds():
    import glob
    for target, patterns in SOURCE_FIXTURES.items():
        clear(target)
        for pattern in patterns:
            for path in sorted(glob.glob(os.path.join(ROOT, pattern))):
                name = os.path.relpath(path, ROOT).replace("/", "_")
                with open(path, "rb") as file:
                    write(target, name, file.read())
        for index, text in enumerate(SOURCE_EDGE_CASES[target]):
            write(target, f"edge{index}", text)


def tags_dictionary():
    """Fuzz/Dictionaries/Tags.dict: the subtags CLDR's data gives meaning to (alias keys, scripts
    with likely subtags, subdivisions for -u-rg-) and the tag's structure, for libFuzzer's -dict."""
    metadata = open(os.path.join(SHARED, "cldr", "supplementalMetadata.xml"), encoding="utf-8").read()
    likely = open(os.path.join(SHARED, "cldr", "likelySubtags.xml"), encoding="utf-8").read()
    words = {"und", "Zzzz", "ZZ", "-u-", "-t-", "-x-", "_x_", "-ca-", "-rg-", "-sd-", "-m0-", "-h0-", "true"}
    for kind in ("language", "territory", "script", "variant", "subdivision"):
        words.update(type.replace("_", "-") for type in re.findall(f'<{kind}Alias type="([^"]+)"', metadata))
    words.update(re.findall(r'<likelySubtag from="und_([A-Z][a-z]{3})"', likely))
    os.makedirs(os.path.join(ROOT, "Fuzz", "Dictionaries"), exist_ok=True)
    with open(os.path.join(ROOT, "Fuzz", "Dictionaries", "Tags.dict"), "w", encoding="utf-8") as file:
        file.write("# Written by Scripts/fuzz-seeds.py from CLDR's data: subtags with a meaning, and separators.\n")
        for word in sorted(words):
            file.write(f'"{word}"\n')


def main():
    if not os.path.isdir(os.path.join(SHARED, "cldr")):
        sys.exit(f"fuzz-seeds: no CLDR data in {SHARED}/cldr")
    tags()
    policy_seeds()
    table_seeds()
    store_seeds()
    input_context_seeds()
    c_interface_seeds()
    source_seeds()
    tags_dictionary()
    for target in sorted(os.listdir(CORPUS)):
        print(f"{target}: {len(os.listdir(os.path.join(CORPUS, target)))} files")


if __name__ == "__main__":
    main()
