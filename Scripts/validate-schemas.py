#!/usr/bin/env python3
"""Validates the documents the tests produced against the published JSON Schemas.

Usage:
    Scripts/validate-schemas.py SAMPLES

SAMPLES holds one folder per schema (`SAMPLES/decision/*.json`, written by the tests when
LANGPOLICY_SCHEMA_SAMPLES names it). Every schema in Schemas/ must itself be a valid draft
2020-12 schema and must have samples; every sample must validate. Needs the `jsonschema`
package (pip install jsonschema), as a test tool only.
"""

import json
import os
import sys

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


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
    total = sum(counts.values())
    print(f"validate-schemas: {total} documents against {len(schemas)} schemas, {failures} problems")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
