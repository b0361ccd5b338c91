#!/usr/bin/env python3
"""Assemble an Apple .app folder from an app's localization sources, as Xcode's build would
lay them out, for scanning where there is no Xcode: this is an ASSEMBLED bundle, not a built
one, and says so in its Info.plist (LangPolicyAssembled = true).

    Scripts/assemble-app.py SOURCE_DIR OUT.app --development-region en [--exclude NAME,...]
                            [--identifier ID]

What it does, step by step, with the Xcode step it stands in for:
- Every NAME.lproj/*.strings (text, UTF-8 or UTF-16, or a property list) under SOURCE_DIR is
  read and written to OUT.app/NAME.lproj/ as a binary property list: CopyStringsFile with
  STRINGS_FILE_OUTPUT_ENCODING = binary. Every *.stringsdict likewise.
- Every *.xcstrings is compiled as the String Catalog compiler (xcstringstool compile) lays its
  output out: per language, NAME.lproj/TABLE.strings with each key's string, and
  TABLE.stringsdict with its plural and device variations and substitutions. A value compiles
  when its stringUnit has a value and a state other than "new" (which states xcstringstool
  leaves out is not documented); the source language gets every key, the key itself where it
  has no value; a key with shouldTranslate false is compiled in the source language only.
- Info.plist (binary): CFBundleDevelopmentRegion (the project's developmentRegion, given),
  CFBundleIdentifier, CFBundleName, CFBundleExecutable, CFBundlePackageType. No
  CFBundleLocalizations: Xcode never derives it from the .lproj folders.
- --exclude leaves out .lproj folders the app target does not include (Kiwix's project.yml
  excludes qqq, igl and dag).

The .strings text reader follows the format's grammar: comments (/* */, //), "key" = "value";
pairs with the escapes \\n \\t \\r \\" \\\\ \\U+XXXX, and unquoted keys and values of letters, digits
and _.-/:.
"""
import argparse
import json
import os
import plistlib
import sys


def decode(data):
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return data.decode("utf-16")
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8")
    if len(data) >= 2 and (data[0] == 0 or data[1] == 0):
        return data.decode("utf-16-be" if data[0] == 0 else "utf-16-le")
    return data.decode("utf-8")


class StringsSyntaxError(Exception):
    pass


def parse_strings(text):
    """The pairs of an old-style .strings file, in order."""
    pairs = {}
    i, n = 0, len(text)

    def skip():
        nonlocal i
        while i < n:
            if text[i].isspace():
                i += 1
            elif text.startswith("/*", i):
                end = text.find("*/", i + 2)
                if end < 0:
                    raise StringsSyntaxError("unterminated comment")
                i = end + 2
            elif text.startswith("//", i):
                end = text.find("\n", i)
                i = n if end < 0 else end + 1
            else:
                return

    def token():
        nonlocal i
        skip()
        if i >= n:
            raise StringsSyntaxError("unexpected end")
        if text[i] == '"':
            i += 1
            out = []
            while i < n and text[i] != '"':
                c = text[i]
                if c == "\\" and i + 1 < n:
                    e = text[i + 1]
                    if e in "Uu" and i + 5 < n + 1:
                        out.append(chr(int(text[i + 2:i + 6], 16)))
                        i += 6
                        continue
                    out.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0"}.get(e, e))
                    i += 2
                    continue
                out.append(c)
                i += 1
            if i >= n:
                raise StringsSyntaxError("unterminated string")
            i += 1
            return "".join(out)
        start = i
        while i < n and (text[i].isalnum() or text[i] in "_.-/:$"):
            i += 1
        if start == i:
            raise StringsSyntaxError(f"unexpected {text[i]!r} at {i}")
        return text[start:i]

    while True:
        skip()
        if i >= n:
            return pairs
        key = token()
        skip()
        if i < n and text[i] == ";":
            pairs[key] = key
            i += 1
            continue
        if i >= n or text[i] != "=":
            raise StringsSyntaxError(f"no = after {key!r}")
        i += 1
        value = token()
        skip()
        if i >= n or text[i] != ";":
            raise StringsSyntaxError(f"no ; after {key!r}")
        i += 1
        pairs[key] = value


def read_strings(path):
    data = open(path, "rb").read()
    if data.startswith(b"bplist") or data.lstrip().startswith(b"<?xml"):
        return plistlib.loads(data)
    return parse_strings(decode(data))


def write_plist(path, value):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as out:
        plistlib.dump(value, out, fmt=plistlib.FMT_BINARY, sort_keys=True)


def unit(value):
    """The value of a stringUnit that compiles, else None."""
    if not isinstance(value, dict) or "stringUnit" not in value:
        return None
    string_unit = value["stringUnit"]
    if string_unit.get("state") == "new" or "value" not in string_unit:
        return None
    return string_unit["value"]


def rule(variations, kind, value_type):
    forms = {name: unit(form) for name, form in variations.items()}
    forms = {name: text for name, text in forms.items() if text is not None}
    if not forms:
        return None
    if kind == "plural":
        return dict(forms, NSStringFormatSpecTypeKey="NSStringPluralRuleType", NSStringFormatValueTypeKey=value_type)
    return forms


def compile_localization(key, localization):
    """(string, stringsdict entry) of one key in one language; either may be None."""
    text = unit(localization)
    variations = localization.get("variations", {})
    substitutions = localization.get("substitutions", {})
    if "plural" in variations:
        plural = rule(variations["plural"], "plural", "lld")
        if plural is None:
            return None, None
        return None, {"NSStringLocalizedFormatKey": "%#@value@", "value": plural}
    if "device" in variations:
        device = {name: unit(form) for name, form in variations["device"].items()}
        device = {name: text for name, text in device.items() if text is not None}
        return (None, {"NSStringDeviceSpecificRuleType": device}) if device else (None, None)
    if substitutions and text is not None:
        entry = {"NSStringLocalizedFormatKey": text}
        for name, substitution in substitutions.items():
            plural = substitution.get("variations", {}).get("plural")
            specifier = substitution.get("formatSpecifier", "lld")
            compiled = rule(plural, "plural", specifier) if plural else None
            if compiled is not None:
                entry[name] = compiled
        return None, entry
    return text, None


def compile_catalog(path, out, development_region, excluded):
    catalog = json.load(open(path, encoding="utf-8"))
    table = os.path.basename(path)[: -len(".xcstrings")]
    source = catalog.get("sourceLanguage", development_region)
    strings, dicts = {}, {}
    for key, entry in catalog.get("strings", {}).items():
        localizations = entry.get("localizations", {})
        languages = set(localizations) | {source}
        if entry.get("shouldTranslate") is False:
            languages = {source}
        for language in languages:
            if language in excluded:
                continue
            text, stringsdict = compile_localization(key, localizations.get(language, {}))
            if text is None and stringsdict is None and language == source:
                text = key
            if text is not None:
                strings.setdefault(language, {})[key] = text
            if stringsdict is not None:
                dicts.setdefault(language, {})[key] = stringsdict
    for language, pairs in strings.items():
        write_plist(os.path.join(out, f"{language}.lproj", f"{table}.strings"), pairs)
    for language, pairs in dicts.items():
        write_plist(os.path.join(out, f"{language}.lproj", f"{table}.stringsdict"), pairs)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source")
    parser.add_argument("out")
    parser.add_argument("--development-region", required=True)
    parser.add_argument("--exclude", default="")
    parser.add_argument("--identifier", default="org.example.assembled")
    arguments = parser.parse_args()
    excluded = {name for name in arguments.exclude.split(",") if name}
    out = arguments.out
    copied = 0
    for root, folders, files in sorted(os.walk(arguments.source)):
        folders.sort()
        for name in sorted(files):
            path = os.path.join(root, name)
            folder = os.path.basename(root)
            if name.endswith(".xcstrings"):
                compile_catalog(path, out, arguments.development_region, excluded)
                copied += 1
            elif folder.endswith(".lproj") and (name.endswith(".strings") or name.endswith(".stringsdict")):
                if folder[: -len(".lproj")] in excluded:
                    continue
                try:
                    value = read_strings(path) if name.endswith(".strings") else plistlib.load(open(path, "rb"))
                except (StringsSyntaxError, UnicodeDecodeError, plistlib.InvalidFileException) as error:
                    print(f"assemble-app: {path}: {error}: left out", file=sys.stderr)
                    continue
                write_plist(os.path.join(out, folder, name), value)
                copied += 1
    name = os.path.basename(out.rstrip("/"))[: -len(".app")] if out.rstrip("/").endswith(".app") else "App"
    write_plist(
        os.path.join(out, "Info.plist"),
        {
            "CFBundleDevelopmentRegion": arguments.development_region,
            "CFBundleIdentifier": arguments.identifier,
            "CFBundleName": name,
            "CFBundleExecutable": name,
            "CFBundlePackageType": "APPL",
            "LangPolicyAssembled": True,
        },
    )
    print(f"assembled {out} from {copied} files (not built by Xcode)")


if __name__ == "__main__":
    main()
