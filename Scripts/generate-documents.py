#!/usr/bin/env python3
"""Generates every surface of the wire documents from their declarations.

Usage:
    Scripts/generate-documents.py [--check]

Reads Schemas/Documents/*.json, one declaration per document (its keys, their types, presence
and order, enum wire names, nested documents, and how Swift and Kotlin reach each value), and
writes from it: each document's JSON Schema (Schemas/NAME.schema.json), the Swift writer and
reader of each type in the module that owns it (Sources/MODULE/Generated/Documents/), and the
Kotlin classes and their parsing and writing (android/…/generated/). Each file is stamped with
its declaration's sha256. Output depends only on the declarations: running it twice gives
identical bytes. With --check nothing is written; the exit status is 1 when a checked-in file
differs from what the declarations produce, or when a generated file is left that no
declaration produces (CI runs this). The format and how to add a document:
Sources/LanguagePolicyBridge/LanguagePolicyBridge.docc/DeclaringADocument.md.
"""

import argparse
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docgen import kotlin, schema, swift  # noqa: E402
from docgen.model import ROOT, load


def outputs(declarations):
    """Every generated file (relative path) → a function of no arguments giving its text."""
    result = {}
    for document in declarations.documents:
        result[schema.path(document)] = (lambda d: lambda: schema.generate(declarations, d, None))(document)
    for relative, document, module in swift.outputs(declarations):
        result[relative] = (lambda d, m: lambda: swift.generate(declarations, d, m))(document, module)
    for relative, document in kotlin.outputs(declarations):
        result[relative] = (lambda d: lambda: kotlin.generate(declarations, d))(document)
    exceptions = os.path.join(ROOT, kotlin.EXCEPTIONS)
    result[kotlin.EXCEPTIONS] = lambda: kotlin.exceptions(declarations, open(exceptions, encoding="utf-8").read())
    return result


def leftovers(generated):
    """Generated files no declaration produces any more."""
    found = set()
    for pattern in ("Sources/*/Generated/Documents/*.swift", f"{kotlin.FOLDER}/*.kt"):
        found.update(os.path.relpath(path, ROOT) for path in glob.glob(os.path.join(ROOT, pattern)))
    return sorted(found - set(generated))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; fail when a generated file differs")
    args = parser.parse_args()
    declarations = load()
    files = outputs(declarations)
    stale = []
    for relative, generate in sorted(files.items()):
        target = os.path.join(ROOT, relative)
        current = open(target, encoding="utf-8").read() if os.path.exists(target) else None
        text = generate()
        if current == text:
            continue
        if args.check:
            stale.append(relative)
        else:
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
            print(f"wrote {relative} ({len(text.encode())} bytes)")
    for relative in leftovers(files):
        if args.check:
            stale.append(relative)
        else:
            os.remove(os.path.join(ROOT, relative))
            print(f"removed {relative}")
    if stale:
        for relative in stale:
            print(f"generate-documents: {relative} differs from what the declarations produce; "
                  f"run Scripts/generate-documents.py", file=sys.stderr)
        sys.exit(1)
    print(f"generate-documents: {len(files)} files agree with the {len(declarations.documents)} declarations")


if __name__ == "__main__":
    main()
