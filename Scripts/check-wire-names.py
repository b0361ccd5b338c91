#!/usr/bin/env python3
"""Checks the bridge requests' keys the Kotlin library writes by hand against the Swift readers.

Usage:
    Scripts/check-wire-names.py

Every wire document is declared once (Schemas/Documents) and its JSON Schema, its Swift writer
and reader and its Kotlin class are generated from the declaration (Scripts/generate-documents.py
--check): the keys Kotlin reads from an answer, the enum wire names and the keys of the request
members Kotlin writes through generated classes (a field, a record, a session, an event, a
message) cannot disagree with Swift, and are not checked here. What generation does not cover is
the top of each bridge request, which the Kotlin library (android/src/main/kotlin, outside
generated/) still writes by hand (`"deviceLanguages" to …`, `jsonObject("state" to …)`) and the
bridge reads by hand (`required("…")`, `optional("…")`, `answer(request, keys: […])`). This
script fails on a key Kotlin writes that no Swift reader of the bridge takes, and on a key it
reads by hand from an answer that no declaration has.

Prints what it checked; exit status 1 on any name that does not agree.
"""

import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KOTLIN = os.path.join(ROOT, "android", "src", "main", "kotlin")
READERS = r"string|optionalString|bool|optionalBool|long|obj|optionalObject|array|optionalArray|strings|optionalStrings|member"


def declared_keys():
    """Every key of every declared document."""
    keys = set()

    def walk(fields):
        for field in fields:
            keys.add(field["name"])
            kind = field["type"]
            while isinstance(kind, dict):
                (name, argument), = kind.items()
                if name == "object":
                    walk(argument)
                    break
                kind = argument

    for path in glob.glob(os.path.join(ROOT, "Schemas", "Documents", "*.json")):
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        for item in document["types"].values():
            if "union" in item:
                keys.add(item["union"])
            walk(item.get("fields", []))
            for case in item.get("cases", []):
                walk(case.get("fields", []))
    return keys


def bridge_reader_keys():
    """The keys the bridge's hand-written request readers take."""
    keys = set()
    for path in glob.glob(os.path.join(ROOT, "Sources", "LanguagePolicyBridge", "*.swift")):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        keys.update(re.findall(r'(?:required|optional)\("([A-Za-z_]+)"\)', text))
        keys.update(re.findall(r'\[\s*"([A-Za-z_]+)"\s*\]', text))
        for group in re.findall(r'(?:keys:|Keys\s*=)\s*[^\n]*?\[([^\]]*)\]', text):
            keys.update(re.findall(r'"([A-Za-z_]+)"', group))
    return keys


def kotlin_names():
    """The keys the hand-written Kotlin library writes into requests and reads from answers."""
    text = ""
    for path in sorted(glob.glob(os.path.join(KOTLIN, "**", "*.kt"), recursive=True)):
        if f"{os.sep}generated{os.sep}" in path:
            continue
        with open(path, encoding="utf-8") as handle:
            # Code only: KDoc and comments show Kotlin usage, not wire names.
            text += "".join(line for line in handle if not line.lstrip().startswith(("*", "/*", "//")))
    writes = set(re.findall(r'"([A-Za-z_]+)" to ', text))
    reads = set(re.findall(rf'\b(?:{READERS})\("([A-Za-z_]+)"\)', text))
    reads.update(re.findall(r'\[\s*"([A-Za-z_]+)"\s*\]', text))
    return writes, reads


def main():
    taken = bridge_reader_keys() | declared_keys()
    declared = declared_keys()
    writes, reads = kotlin_names()
    problems = [f"Kotlin writes {name!r} into a request, which no Swift reader of the bridge takes"
                for name in sorted(writes - taken)]
    problems += [f"Kotlin reads {name!r} by hand, which no declared document has" for name in sorted(reads - declared)]
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"check-wire-names: {len(writes)} request keys Kotlin writes and {len(reads)} answer keys it reads by hand, "
          f"against the bridge's readers and {len(declared)} declared keys: {len(problems)} problems")
    if not writes:
        sys.exit("check-wire-names: found no Kotlin request keys: the patterns no longer match the library")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
