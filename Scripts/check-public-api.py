#!/usr/bin/env python3
"""Public means product: a module a user of a library product cannot import declares nothing public.

A user can import a library product's targets and what they re-export (`@_exported import`);
every other module of the package (the JSON plumbing, the resource scan, the command line, fuzzing,
benchmarks) is reached only from inside the package and uses `package` access. This check reads
the products from Package.swift (`swift package describe`), counts the declarations each module
makes `public` or `open` (imports excluded), fails when a module outside every product's surface
makes one, and prints the count per module and per product.

The counts may only grow on purpose: each product's surface has a ceiling below (the count when
it was last reviewed); a change that adds public API raises the ceiling in the same commit.

    Scripts/check-public-api.py            the counts; exit 1 on a violation
"""

import json
import os
import re
import subprocess
import sys

# The reviewed public surface of each library product, in declarations. Raise a ceiling only
# with the change that needs it; lower it when a change removes public API. (+12: the six public
# wire enums' `init?(rawValue:)` and `rawValue`, which the compiler synthesized from their raw
# values, are now written out by the document generator from the declarations' wire names: the
# same API, counted.)
CEILINGS = {
    "LanguagePolicy": 675,
    "LanguagePolicyCore": 520,
    "LanguagePolicyC": 0,
    "LanguagePolicyJNI": 0,
}

DECLARATION = re.compile(r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?!import\b)")
EXPORT = re.compile(r"^\s*@_exported\s+(?:public\s+)?import\s+(\w+)")


def package_description(root):
    environment = dict(os.environ, LANGPOLICY_JNI_HEADERS="sdk")
    text = subprocess.run(
        ["swift", "package", "describe", "--type", "json"], cwd=root, env=environment, check=True,
        capture_output=True, text=True).stdout
    return json.loads(text[text.index("{"):])


def swift_files(root, path):
    for folder, _, names in os.walk(os.path.join(root, path)):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def read_module(root, path):
    """The module's public declarations (file, line, text) and the modules it re-exports."""
    public, exported = [], set()
    for file in swift_files(root, path):
        with open(file, encoding="utf-8") as source:
            for number, line in enumerate(source, 1):
                if match := EXPORT.match(line):
                    exported.add(match.group(1))
                elif DECLARATION.match(line):
                    public.append((os.path.relpath(file, root), number, line.strip()))
    return public, exported


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    description = package_description(root)
    targets = {target["name"]: target for target in description["targets"]}
    modules = {
        name: read_module(root, target["path"])
        for name, target in targets.items()
        if target.get("type") in ("library", "executable") and target["path"].startswith("Sources/")
    }

    def surface(names):
        """The modules a user importing NAMES can name: them and what they re-export."""
        seen, pending = set(), list(names)
        while pending:
            name = pending.pop()
            if name in seen or name not in modules:
                continue
            seen.add(name)
            pending += modules[name][1]
        return seen

    products = {
        product["name"]: surface(product["targets"])
        for product in description["products"]
        if "library" in product["type"]
    }
    importable = set().union(*products.values())
    product_targets = {
        name for product in description["products"] if "library" in product["type"] for name in product["targets"]}
    failures = []
    print("public declarations per module:")
    for name in sorted(modules):
        public = modules[name][0]
        where = (
            "a product's target" if name in product_targets
            else "re-exported by a product" if name in importable
            else "in no product's surface")
        print(f"  {name:26} {len(public):5}  ({where})")
        if public and name not in importable:
            failures.append(f"{name} is in no product's surface but declares {len(public)} public:")
            failures += [f"    {file}:{number}: {text}" for file, number, text in public[:10]]
    print("public declarations per product (its modules and their re-exports):")
    for name, names in sorted(products.items()):
        count = sum(len(modules[module][0]) for module in names)
        ceiling = CEILINGS.get(name)
        print(f"  {name:26} {count:5}  ceiling {ceiling}  ({', '.join(sorted(names))})")
        if ceiling is None:
            failures.append(f"{name}: a library product with no ceiling in {os.path.basename(__file__)}")
        elif count > ceiling:
            failures.append(f"{name}: {count} public declarations, over its reviewed ceiling of {ceiling}")
    total = sum(len(modules[module][0]) for module in importable)
    print(f"public declarations in all: {total}")
    if failures:
        print("\n".join(failures), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
