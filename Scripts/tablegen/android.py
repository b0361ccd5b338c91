"""Android's locale data for PlatformModels, made from CLDR 46 by Android's own rules.

Android's resource code (libandroidfw's LocaleData) needs three tables, which AOSP generates
from CLDR with tools/localedata/extract_icu_data.py. The rules, as that script applies them:

- likely scripts: every likelySubtags entry whose `from` has no script (`lang` or
  `lang_REGION`), `und_*` left out, mapped to the script of its `to`; plus Android's additions
  en_XA → ~~~A and ar_XB → ~~~B (the pseudo-locales' made-up scripts, so that they match no
  real English or Arabic) and ji → Hebr;
- representative locales: the `to` of every entry whose `from` has no region (`to` region
  not 001 or ZZ), plus Android's additions en_Latn_GB (for en_001), es_Latn_MX and es_Latn_US
  (for es_419);
- parents: CLDR's parentLocales, each row filed under its child's likely script (an explicit
  script, else the child's own likely script, else its language's), rows whose parent is root
  left out; plus Android's own rows: the Arabic locales that write ASCII digits get parent
  ar_015. Android takes those from ICU's per-locale numbering data (CLDR main/ar_*.xml), which
  the pinned data does not hold: they are read from the pinned notes' record of Android's own
  table (platforms/PLATFORM-MATCHING.md §3.5), not derived from CLDR 46.
"""

import os
import re
import sys
import xml.etree.ElementTree as ET

from .common import CLDR_LICENSE, cldr_version, sha256, static_string

LIKELY_SCRIPT_ADDITIONS = {"en_XA": "~~~A", "ar_XB": "~~~B", "ji": "Hebr"}
REPRESENTATIVE_ADDITIONS = {"en_Latn_GB", "es_Latn_MX", "es_Latn_US"}


def locale_parts(locale):
    """(language, script or None, region or None) of a `_`-separated CLDR locale."""
    parts = locale.split("_")
    language, script, region = parts[0], None, None
    for part in parts[1:]:
        if len(part) == 4:
            script = part
        else:
            region = part
    return language, script, region


def hyphenated(locale):
    return locale.replace("_", "-")


def read_likely(path):
    """Android's likely-script map and representative-locale set from likelySubtags.xml."""
    scripts = dict(LIKELY_SCRIPT_ADDITIONS)
    representatives = set(REPRESENTATIVE_ADDITIONS)
    for element in ET.parse(path).getroot().iter("likelySubtag"):
        source, target = element.get("from"), element.get("to")
        language, script, region = locale_parts(source)
        _, target_script, target_region = locale_parts(target)
        if target == "FAIL" or language == "und":
            continue
        if region is None and target_region not in ("001", "ZZ"):
            representatives.add(target)
        if script is None:
            scripts[source] = target_script
    return scripts, representatives


def read_parents(path):
    """child → parent of CLDR's default parentLocales (the element without a component)."""
    parents = {}
    for group in ET.parse(path).getroot().iter("parentLocales"):
        if group.get("component") is not None:
            continue
        for element in group.iter("parentLocale"):
            for child in element.get("locales").split():
                parents[child] = element.get("parent")
    return parents


def read_latn_digit_arabic(notes_path):
    """The Arabic locales Android gives parent ar_015 (they write ASCII digits), as the pinned
    notes record Android's table: `**Arab**: ar-015 ← ar-AE, DZ, … (N)` and
    `**~~~B**: ar-XB → ar-015`."""
    with open(notes_path, encoding="utf-8") as handle:
        text = handle.read()
    arab = re.search(r"\*\*Arab\*\*: ar-015 ← ar-([A-Z]{2}(?:, [A-Z]{2})*) \((\d+)\)", text)
    pseudo = re.search(r"\*\*~~~B\*\*: ar-XB → ar-015", text)
    if not arab or not pseudo:
        sys.exit("generate-tables: PLATFORM-MATCHING.md no longer records Android's ar-015 rows")
    regions = arab.group(1).split(", ")
    if len(regions) != int(arab.group(2)):
        sys.exit("generate-tables: PLATFORM-MATCHING.md's ar-015 row count does not match its list")
    return [f"ar_{region}" for region in regions] + ["ar_XB"]


def likely_script_of(locale, scripts):
    """The script Android files a parent row under (extract_icu_data.py get_likely_script)."""
    language, script, _ = locale_parts(locale)
    if locale.count("_") == 2:
        return script
    if locale in scripts:
        return scripts[locale]
    return scripts[language]


def tree_depth(parents):
    """The longest chain of the parent map, counting the child (MAX_PARENT_DEPTH)."""
    deepest = 1
    for locale in parents:
        depth = 1
        while locale in parents:
            locale = parents[locale]
            depth += 1
        deepest = max(deepest, depth)
    return deepest


def generate_android(shared):
    cldr = os.path.join(shared, "cldr")
    version = cldr_version(cldr)
    likely_path = os.path.join(cldr, "likelySubtags.xml")
    parents_path = os.path.join(cldr, "parentLocales.xml")
    notes_path = os.path.join(shared, "platforms", "PLATFORM-MATCHING.md")

    scripts, representatives = read_likely(likely_path)
    cldr_parents = read_parents(parents_path)
    parents = dict(cldr_parents)
    for child in read_latn_digit_arabic(notes_path):
        parents[child] = "ar_015"
    rows = sorted(
        (likely_script_of(child, scripts), hyphenated(child), hyphenated(parent))
        for child, parent in parents.items() if parent != "root")

    likely_records = [f"{hyphenated(locale)} {script}" for locale, script in sorted(scripts.items())]
    representative_records = sorted(hyphenated(locale) for locale in representatives)
    parent_records = [f"{script} {child} {parent}" for script, child, parent in rows]

    out = [
        "// @generated by Scripts/generate-tables.py — DO NOT EDIT.",
        f"// Source: CLDR {version}, likelySubtags.xml (sha256 {sha256(likely_path)})",
        f"//         and parentLocales.xml (sha256 {sha256(parents_path)}),",
        "//         by the rules of AOSP's tools/localedata/extract_icu_data.py (Scripts/tablegen/android.py",
        "//         lists them); the ar-015 rows of Arabic locales that write ASCII digits come from Android's",
        "//         table as platforms/PLATFORM-MATCHING.md records it",
        f"//         (sha256 {sha256(notes_path)}).",
        CLDR_LICENSE,
        "//",
        "// Text records, one a line, decoded once at first use (AndroidLocaleData.swift).",
        "",
        "enum AndroidTables {",
        "    /// The CLDR release these tables come from.",
        f"    static let cldrVersion = \"{version}\"",
        "",
        "    /// The longest parent chain, the locale itself included (Android's MAX_PARENT_DEPTH).",
        f"    static let maximumParentDepth = {tree_depth(parents)}",
        "",
        static_string(
            "likelyScripts",
            f"{len(likely_records)} records `language[-REGION] Script`: the script Android computes for a locale.",
            likely_records),
        static_string(
            "representativeLocales",
            f"{len(representative_records)} records `language-Script-REGION`: the locales that best represent "
            "their language and script.",
            representative_records),
        static_string(
            "parents",
            f"{len(parent_records)} records `Script child parent`: the parent tree, filed under the child's "
            "likely script.",
            parent_records),
        "}",
    ]
    return "\n".join(out).rstrip() + "\n"
