#!/usr/bin/env python3
"""Checks that the Kotlin library's wire names agree with the documents' declarations.

Usage:
    Scripts/check-wire-names.py

Every wire document is declared once, by its Swift writer and reader; its JSON Schema in
Schemas/ is checked against what the writer writes (Scripts/validate-schemas.py, on the
documents the tests record), and the reader against the writer by the tests' round trips. What
is left is the Kotlin library (android/src/main/kotlin), which reads the answers and writes the
requests by name. This script reads its names from the source and fails on any that the
declarations do not have:

- every key Kotlin reads from an answer (`string("effectiveLocale")`, `obj("decision")`, …)
  must be a property of some schema;
- every enum wire name (`SAVED_USER_CHOICE("saved_user_choice")`) must be a value some schema
  allows, or a raw value of a Swift enum the bridge reads (request-only values such as field
  contracts);
- every key Kotlin writes into a request (`"deviceLanguages" to …`) must be a key a Swift
  reader takes (`required("…")`, `optional("…")`, `object(allowing: […])`, `request["…"]`).

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


def schema_names():
    properties, values = set(), set()

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "properties" and isinstance(value, dict):
                    properties.update(value)
                elif key == "enum" and isinstance(value, list):
                    values.update(item for item in value if isinstance(item, str))
                elif key == "const" and isinstance(value, str):
                    values.add(value)
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    for path in glob.glob(os.path.join(ROOT, "Schemas", "*.schema.json")):
        with open(path, encoding="utf-8") as handle:
            walk(json.load(handle))
    return properties, values


def swift_reader_names():
    keys, raw_values = set(), set()
    for path in glob.glob(os.path.join(ROOT, "Sources", "**", "*.swift"), recursive=True):
        if "/Generated/" in path or "/Benchmarks/" in path:
            continue
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        keys.update(re.findall(r'(?:required|optional)\("([A-Za-z_]+)"\)', text))
        keys.update(re.findall(r'\[\s*"([A-Za-z_]+)"\s*\]', text))
        for group in re.findall(r'(?:allowing:|Keys\s*=)\s*\[([^\]]*)\]', text):
            keys.update(re.findall(r'"([A-Za-z_]+)"', group))
        raw_values.update(re.findall(r'case \w+ = "([a-z0-9_]+)"', text))
        for body in re.findall(r'enum \w+: String[^{]*\{(.*?)\n\}', text, re.S):
            for cases in re.findall(r'^\s*case ([a-z][A-Za-z0-9, ]*)$', body, re.M):
                raw_values.update(name.strip() for name in cases.split(","))
    return keys, raw_values


def kotlin_names():
    text = ""
    for path in sorted(glob.glob(os.path.join(KOTLIN, "**", "*.kt"), recursive=True)):
        with open(path, encoding="utf-8") as handle:
            # Code only: KDoc and comments show Kotlin usage, not wire names.
            text += "".join(line for line in handle if not line.lstrip().startswith(("*", "/*", "//")))
    reads = set(re.findall(rf'\b(?:{READERS})\("([A-Za-z_]+)"\)', text))
    wires = set(re.findall(r'\b[A-Z][A-Z0-9_]*\("([a-z0-9_]+)"\)', text))
    writes = set(re.findall(r'"([A-Za-z_]+)" to ', text))
    return reads, wires, writes


def main():
    properties, values = schema_names()
    keys, raw_values = swift_reader_names()
    reads, wires, writes = kotlin_names()
    problems = []
    problems += [f"Kotlin reads {name!r}, which no schema declares" for name in sorted(reads - properties)]
    problems += [f"Kotlin's wire name {name!r} is no schema's value and no Swift raw value"
                 for name in sorted(wires - values - raw_values)]
    problems += [f"Kotlin writes {name!r}, which no Swift reader takes" for name in sorted(writes - keys)]
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"check-wire-names: {len(reads)} keys read, {len(wires)} enum wire names and {len(writes)} keys "
          f"written by Kotlin, against {len(properties)} schema properties, {len(values)} schema values and "
          f"{len(keys)} Swift reader keys: {len(problems)} problems")
    if not reads or not wires or not writes:
        sys.exit("check-wire-names: found no Kotlin names: the patterns no longer match the library")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
