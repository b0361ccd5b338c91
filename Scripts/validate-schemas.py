#!/usr/bin/env python3
"""Validates the documents the tests produced against the published JSON Schemas.

Usage:
    Scripts/validate-schemas.py SAMPLES

SAMPLES holds one folder per schema (`SAMPLES/decision/*.json`, written by the tests when
LANGPOLICY_SCHEMA_SAMPLES names it). Every schema in Schemas/ must itself be a valid draft
2020-12 schema and must have samples; every sample must validate; and every property a schema
declares must occur in the samples of that schema or of a schema that uses it (`$ref`), so a
schema cannot keep a name its writer no longer writes (the writer cannot write a name the schema
does not declare: every object schema is closed). Needs the `jsonschema` package (pip install
jsonschema), as a test tool only.
"""

import json
import os
import sys

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def declared_properties(node, found):
    """Every property name declared anywhere in a schema."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                found.update(value)
            declared_properties(value, found)
    elif isinstance(node, list):
        for item in node:
            declared_properties(item, found)
    return found


def written_keys(node, found):
    """Every object key of a document."""
    if isinstance(node, dict):
        found.update(node)
        for value in node.values():
            written_keys(value, found)
    elif isinstance(node, list):
        for item in node:
            written_keys(item, found)
    return found


def unwritten_properties(schemas, samples):
    """Properties no sample writes: in the schema's own samples or those of a schema that refers
    to it. One line each; the number of them."""
    keys = {}
    for name in schemas:
        folder = os.path.join(samples, name)
        found = set()
        for file in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
            with open(os.path.join(folder, file), encoding="utf-8") as handle:
                written_keys(json.load(handle), found)
        keys[name] = found
    problems = 0
    for name, schema in schemas.items():
        users = [other for other, text in schemas.items() if other == name or f"{name}.schema.json" in json.dumps(text)]
        seen = set().union(*(keys[user] for user in users))
        for missing in sorted(declared_properties(schema, set()) - seen):
            problems += 1
            print(f"Schemas/{name}.schema.json declares {missing!r}, which no document of the tests has",
                  file=sys.stderr)
    return problems


def main():
    samples = sys.argv[1]
    schema_dir = os.path.join(ROOT, "Schemas")
    schemas = {}
    for name in sorted(os.listdir(schema_dir)):
        if name.endswith(".schema.json"):
            with open(os.path.join(schema_dir, name), encoding="utf-8") as handle:
                schema = json.load(handle)
            Draft202012Validator.check_schema(schema)
            schemas[name[: -len(".schema.json")]] = schema
    registry = Registry().with_resources(
        (schema["$id"], Resource.from_contents(schema)) for schema in schemas.values())
    failures = 0
    counts = {}
    for name, schema in schemas.items():
        validator = Draft202012Validator(schema, registry=registry)
        folder = os.path.join(samples, name)
        files = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
        counts[name] = len(files)
        for file in files:
            with open(os.path.join(folder, file), encoding="utf-8") as handle:
                document = json.load(handle)
            for error in validator.iter_errors(document):
                failures += 1
                path = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
                print(f"{name}/{file}: {path}: {error.message}", file=sys.stderr)
    unknown = sorted(set(os.listdir(samples)) - set(schemas)) if os.path.isdir(samples) else []
    for name in unknown:
        failures += 1
        print(f"samples for {name}, which has no schema in Schemas/", file=sys.stderr)
    for name, count in counts.items():
        if count == 0:
            failures += 1
            print(f"Schemas/{name}.schema.json: no document of the tests was checked against it", file=sys.stderr)
    failures += unwritten_properties(schemas, samples)
    total = sum(counts.values())
    print(f"validate-schemas: {total} documents against {len(schemas)} schemas, {failures} problems")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
