"""The built-in device population of `langpolicy platforms --population` (PlatformModels),
made from CLDR 46's likely subtags: the device language lists of the world's major languages.

A language counts as major when CLDR names it the most likely language of some region
(`und_FR` → `fr_Latn_FR`), or of no region in particular (`und` → `en_Latn_US`). Its device locales are:

- each region's most likely language and region (`fr-FR`, `pt-BR`), with the script written
  when it is not the language's own likely script (`zh-Hant-HK` beside `zh-HK`, as iOS writes
  it);
- every language-and-region entry of a major language (`sr_ME` → `sr-ME`, `pa_PK` → `pa-PK`):
  the regions where the likely script differs;
- every language-and-script entry of a major language (`sr_Latn` → `sr-Latn-RS`);
- each major language in its own likely region (`af` → `af-ZA`);
- every regional locale of a major language that CLDR's parent locales list (`en-AU`,
  `es-AR`, `pt-AO`, and `es-419`, which Android offers as a device language).

Each device locale makes two lists: itself alone, and followed by `en-US` (unless it is English),
the most common second language on a phone.

Each list carries an estimated number of people, from the territory data (`territoryInfo.xml`:
each territory's population and the share of it that speaks each language):

- the speakers of a language in a script and a territory are the territory's population times
  the language's share (a `languagePopulation` without a script is in the language's likely
  script there: `zh` in HK is Hans, `zh_Hant` Hant);
- a device locale stands for the speakers of its maximized form (`zh-TW` and `zh-Hant-TW` are both
  zh-Hant-TW), shared equally among the device locales of that form;
- of them, the territory's share of English speakers is counted on the list followed by `en-US`,
  the rest on the locale alone (an English locale has only the list alone);
- a list the territory data gives no figure for (es-419, a region of regions; a language CLDR
  lists no speakers of in that territory) counts one person: it is compared, and weighs nothing.

The figures are estimates (speakers of several languages are counted once for each), for
weighting reports, never input to a decision.
"""

import os
import re

from .common import CLDR_LICENSE, cldr_version, sha256, static_string


def read_likely(path):
    with open(path, encoding="utf-8") as handle:
        return re.findall(r'<likelySubtag from="([^"]+)" to="([^"]+)"', handle.read())


def read_parent_locales(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    names = set(re.findall(r'parent="([^"]+)"', text))
    for group in re.findall(r'locales="([^"]+)"', text):
        names.update(group.split())
    return names


def device_locales(pairs, parent_locales):
    own_script = {}
    for source, target in pairs:
        if "_" not in source:
            own_script[source] = target.split("_")[1]
    # CLDR leaves out the regions whose likely language is the one of `und` (English): a
    # lookup of und_US falls back to und. That language is major too.
    major = {target.split("_")[0] for source, target in pairs if source == "und"}
    locales = set()
    for source, target in pairs:
        match = re.fullmatch(r"und_([A-Z]{2})", source)
        if not match or match.group(1) in ("ZZ", "AQ"):
            continue
        language, script, region = target.split("_")
        major.add(language)
        locales.add(f"{language}-{region}")
        if own_script.get(language) != script:
            locales.add(f"{language}-{script}-{region}")
    for source, target in pairs:
        if source in major:
            language, script, region = target.split("_")
            locales.add(f"{language}-{region}")
    for name in parent_locales:
        parts = name.split("_")
        if parts[0] in major and len(parts) == 2 and re.fullmatch(r"[A-Z]{2}|419", parts[1]):
            locales.add(f"{parts[0]}-{parts[1]}")
    for source, target in pairs:
        parts = source.split("_")
        if len(parts) != 2 or parts[0] not in major:
            continue
        language, script, region = target.split("_")
        if re.fullmatch(r"[A-Z]{2}", parts[1]):
            locales.add(f"{language}-{parts[1]}")
            if own_script.get(language) != script:
                locales.add(f"{language}-{script}-{parts[1]}")
        elif re.fullmatch(r"[A-Z][a-z]{3}", parts[1]):
            locales.add(f"{language}-{script}-{region}")
    return sorted(locales)


def read_territories(path):
    """Each territory's population and its languages' shares: {region: (population, {type: percent})}."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    territories = {}
    for region, attributes, body in re.findall(
            r'<territory type="([A-Z0-9]+)"([^>]*)>(.*?)</territory>', text, re.S):
        population = int(re.search(r'population="(\d+)"', attributes).group(1))
        shares = {}
        for language, percent in re.findall(r'<languagePopulation type="([^"]+)" populationPercent="([^"]+)"', body):
            shares[language] = float(percent)
        territories[region] = (population, shares)
    return territories


def maximized(tag, likely):
    """(language, script, region) of a device locale (`zh-TW` → zh, Hant, TW)."""
    parts = tag.split("-")
    language, region = parts[0], parts[-1]
    if len(parts) == 3:
        return language, parts[1], region
    target = likely.get(f"{language}_{region}") or likely.get(language) or ""
    pieces = target.split("_")
    return language, pieces[1] if len(pieces) == 3 else "", region


def speakers(territories, likely):
    """{(language, script, region): people} from the territory data."""
    counts = {}
    for region, (population, shares) in territories.items():
        for name, percent in shares.items():
            pieces = name.split("_")
            language = pieces[0]
            if len(pieces) == 2:
                script = pieces[1]
            else:
                target = likely.get(f"{language}_{region}") or likely.get(language) or ""
                script = target.split("_")[1] if target.count("_") == 2 else ""
            key = (language, script, region)
            counts[key] = counts.get(key, 0) + population * percent / 100
    return counts


def weighted_lists(locales, likely, territories):
    """Each device list with its estimated people, in the order of `locales`."""
    people = speakers(territories, likely)
    sharing = {}
    for locale in locales:
        key = maximized(locale, likely)
        sharing[key] = sharing.get(key, 0) + 1
    lists = []
    for locale in locales:
        key = maximized(locale, likely)
        total = people.get(key, 0) / sharing[key]
        english = min(1.0, territories.get(key[2], (0, {}))[1].get("en", 0) / 100)
        if locale.startswith("en-"):
            lists.append((locale, max(1, round(total))))
            continue
        with_english = round(total * english)
        lists.append((locale, max(1, round(total) - with_english)))
        lists.append((f"{locale},en-US", max(1, with_english)))
    return lists


def generate_population(shared):
    cldr = os.path.join(shared, "cldr")
    likely_path = os.path.join(cldr, "likelySubtags.xml")
    parents_path = os.path.join(cldr, "parentLocales.xml")
    territory_path = os.path.join(cldr, "territoryInfo.xml")
    pairs = read_likely(likely_path)
    likely = dict(pairs)
    locales = device_locales(pairs, read_parent_locales(parents_path))
    weighted = weighted_lists(locales, likely, read_territories(territory_path))
    lists = [f"{languages}\t{people}" for languages, people in weighted]
    out = [
        "// @generated by Scripts/generate-tables.py — DO NOT EDIT.",
        f"// Source: CLDR {cldr_version(cldr)}, likelySubtags.xml (sha256 {sha256(likely_path)})",
        f"//         and parentLocales.xml (sha256 {sha256(parents_path)}),",
        f"//         with the people of territoryInfo.xml (sha256 {sha256(territory_path)}),",
        "//         by the rules in Scripts/tablegen/population.py.",
        CLDR_LICENSE,
        "",
        "enum DevicePopulationTable {",
        "    /// The CLDR release the lists come from.",
        f"    static let cldrVersion = \"{cldr_version(cldr)}\"",
        "",
        static_string(
            "deviceLists",
            f"{len(lists)} device lists, a line each: languages (commas), a tab, estimated people "
            f"({sum(people for _, people in weighted)} in all).",
            lists),
        "}",
    ]
    return "\n".join(out).rstrip() + "\n"
