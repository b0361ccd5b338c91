"""Real translated text for the identifier's evaluation, read where it lies.

Two corpora:

- ``apps``: the fixture apps of the pinned data (``fixtures/apps``): Android
  ``res/values-*/strings.xml``, Apple ``*.lproj/*.strings`` and String Catalogs (``.xcstrings``).
- ``gettext``: the machine's gettext catalogs, ``/usr/share/locale/*/LC_MESSAGES/*.mo``,
  read with our own .mo reader (nothing is copied into the repository).

Every text is cleaned the same way (format placeholders, markup and escapes removed), and
dropped when it is empty of letters, equal to its source-language string (an untranslated
copy) or a duplicate of a text already seen with the same gold language.
"""

import glob
import json
import os
import re
import struct
import xml.etree.ElementTree as ElementTree

PLACEHOLDER = re.compile(
    r"%(?:\d+\$)?[-+ #0]*\d*(?:\.\d+)?(?:hh|h|ll|l|L|q|j|z|t)?[@dDiuUxXoOfFeEgGcCsSpaA%]"
    r"|\$\{[^}]*\}|\{\{[^}]*\}\}|\{[A-Za-z0-9_.]*\}|<[^>]{0,200}>|&[a-z]+;|&#\d+;")
ESCAPE = re.compile(r"\\[nt]|\\u[0-9a-fA-F]{4}|\\(.)")


def clean(text):
    """The text as a person would read it: placeholders, markup and escapes become spaces."""
    text = ESCAPE.sub(lambda m: m.group(1) if m.group(1) else " ", text)
    text = PLACEHOLDER.sub(" ", text)
    return re.sub(r"\s+", " ", text).strip()


def has_letters(text):
    return any(character.isalpha() for character in text)


# Old or macro codes the folders use → the code a detector reports.
ALIASES = {"iw": "he", "in": "id", "ji": "yi", "jw": "jv", "no": "nb", "tl": "fil", "mo": "ro"}
SCRIPT_MODIFIERS = {"latin": "Latn", "cyrillic": "Cyrl", "arabic": "Arab", "devanagari": "Deva"}
TRADITIONAL_REGIONS = {"TW", "HK", "MO"}


def gold(language, script=None, region=None):
    """(language, script or None) of a folder's locale; zh takes its script from the region."""
    language = ALIASES.get(language.lower(), language.lower())
    if language == "zh" and script is None and region:
        script = "Hant" if region.upper() in TRADITIONAL_REGIONS else "Hans"
    return language, script


def android_locale(folder):
    """values-pt-rBR → (pt, None, BR); values-b+sr+Latn → (sr, Latn, None); values → None."""
    name = folder[len("values"):].lstrip("-")
    if not name:
        return None
    if name.startswith("b+"):
        parts = name[2:].split("+")
        script = next((p.title() for p in parts[1:] if len(p) == 4), None)
        region = next((p for p in parts[1:] if len(p) in (2, 3) and p.upper() == p), None)
        return parts[0], script, region
    parts = name.split("-")
    region = next((p[1:] for p in parts[1:] if p.startswith("r") and len(p) == 3), None)
    return parts[0], None, region


def apple_locale(name):
    """zh-hant → (zh, Hant, None); pt-br → (pt, None, BR); skr-arab → (skr, Arab, None)."""
    parts = re.split(r"[-_]", name)
    script = next((p.title() for p in parts[1:] if len(p) == 4), None)
    region = next((p.upper() for p in parts[1:] if len(p) == 2), None)
    return parts[0], script, region


def android_strings(path):
    """name → text of a strings.xml (strings, each item of plurals and string arrays)."""
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError:
        return {}
    found = {}
    for element in root:
        name = element.get("name")
        if element.get("translatable") == "false" or name is None:
            continue
        if element.tag == "string":
            found[name] = "".join(element.itertext())
        elif element.tag in ("plurals", "string-array"):
            for index, item in enumerate(element.findall("item")):
                found[f"{name}#{item.get('quantity', index)}"] = "".join(item.itertext())
    return found


APPLE_PAIR = re.compile(r'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;')


def apple_strings(path):
    with open(path, "rb") as handle:
        data = handle.read()
    for encoding in ("utf-8", "utf-16"):
        try:
            text = data.decode(encoding)
            break
        except UnicodeDecodeError:
            continue
    else:
        return {}
    return {key: value for key, value in APPLE_PAIR.findall(text)}


def string_units(node, key, out):
    """Every stringUnit value under a localization node (plural and device variations too)."""
    if isinstance(node, dict):
        unit = node.get("stringUnit")
        if isinstance(unit, dict) and isinstance(unit.get("value"), str):
            out[key] = unit["value"]
        for name, child in node.items():
            if name != "stringUnit":
                string_units(child, f"{key}/{name}", out)


def app_texts(apps_dir):
    """(app, (language, script), text, source text) for every translated string of the apps."""
    for app in sorted(os.listdir(apps_dir)):
        root = os.path.join(apps_dir, app)
        sources = {}
        folders = sorted(glob.glob(f"{root}/**/res/values*/strings.xml", recursive=True))
        for path in folders:
            if os.path.basename(os.path.dirname(path)) == "values":
                sources.update(android_strings(path))
        for path in folders:
            locale = android_locale(os.path.basename(os.path.dirname(path)))
            if locale:
                for key, text in android_strings(path).items():
                    yield app, gold(*locale), text, sources.get(key)
        lprojs = sorted(glob.glob(f"{root}/**/*.lproj/*.strings", recursive=True))
        apple_sources = {}
        for path in lprojs:
            if os.path.basename(os.path.dirname(path)) in ("en.lproj", "Base.lproj"):
                apple_sources.update(apple_strings(path))
        for path in lprojs:
            name = os.path.basename(os.path.dirname(path))[:-len(".lproj")]
            if name in ("en", "Base", "qqq"):
                continue
            for key, text in apple_strings(path).items():
                yield app, gold(*apple_locale(name)), text, apple_sources.get(key, key)
        for path in sorted(glob.glob(f"{root}/**/*.xcstrings", recursive=True)):
            with open(path, encoding="utf-8") as handle:
                catalog = json.load(handle)
            source_language = catalog.get("sourceLanguage", "en")
            for key, entry in sorted(catalog.get("strings", {}).items()):
                localizations = entry.get("localizations", {})
                source = {}
                string_units(localizations.get(source_language, {}), "", source)
                for name, node in sorted(localizations.items()):
                    if name == source_language:
                        continue
                    units = {}
                    string_units(node, "", units)
                    for unit, text in units.items():
                        yield app, gold(*apple_locale(name)), text, source.get(unit, key)


def mo_entries(path):
    """(msgid, msgstr) pairs of a GNU .mo file (plural forms split; the header skipped)."""
    with open(path, "rb") as handle:
        data = handle.read()
    if len(data) < 28:
        return
    magic = struct.unpack("<I", data[:4])[0]
    order = "<" if magic == 0x950412DE else ">" if magic == 0xDE120495 else None
    if order is None:
        return
    _, count, originals, translations = struct.unpack(order + "4I", data[4:20])
    for index in range(count):
        length, offset = struct.unpack(order + "2I", data[originals + 8 * index:originals + 8 * index + 8])
        key = data[offset:offset + length]
        length, offset = struct.unpack(order + "2I", data[translations + 8 * index:translations + 8 * index + 8])
        value = data[offset:offset + length]
        if not key:
            continue
        key = key.split(b"\x04", 1)[-1].split(b"\x00")
        try:
            values = value.decode("utf-8").split("\x00")
            keys = [part.decode("utf-8") for part in key]
        except UnicodeDecodeError:
            continue
        for position, text in enumerate(values):
            yield keys[min(position, len(keys) - 1)], text


def gettext_locale(name):
    """pt_BR → (pt, None, BR); sr@latin → (sr, Latn, None); en@quot and C → None."""
    base, _, modifier = name.partition("@")
    base = base.split(".")[0]
    parts = base.split("_")
    if not re.fullmatch(r"[a-z]{2,3}", parts[0]) or modifier in ("quot", "boldquot"):
        return None
    script = SCRIPT_MODIFIERS.get(modifier)
    region = parts[1] if len(parts) > 1 and len(parts[1]) == 2 else None
    return parts[0], script, region


def gettext_texts(locale_root="/usr/share/locale", select=None):
    """(domain, (language, script), text, msgid) for every catalog under LOCALE_ROOT (those whose
    domain SELECT accepts, when given)."""
    for path in sorted(glob.glob(f"{locale_root}/*/LC_MESSAGES/*.mo")):
        if select and not select(os.path.basename(path)[:-3]):
            continue
        locale = gettext_locale(path.split("/")[-3])
        if locale is None:
            continue
        domain = os.path.basename(path)[:-3]
        for msgid, msgstr in mo_entries(path):
            yield domain, gold(*locale), msgstr, msgid


def load(corpus_name, texts):
    """Cleaned, filtered, deduplicated records {corpus, group, language, script, text}."""
    seen = set()
    records = []
    for group, (language, script), raw, source in texts:
        text = clean(raw)
        if not has_letters(text):
            continue
        if source is not None and clean(source).casefold() == text.casefold():
            continue
        if (language, script, text) in seen:
            continue
        seen.add((language, script, text))
        records.append({"corpus": corpus_name, "group": group, "language": language,
                        "script": script, "text": text})
    return records
