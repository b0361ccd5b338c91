#!/usr/bin/env python3
"""Generates the package's data tables from the pinned data.

Usage:
    Scripts/generate-tables.py [--data DIR] [--check]

Reads the pinned data (CLDR 46, Unicode 15, the platforms' tables, py3langid 0.4.0's model and
the IANA language subtag registry language-data 1.3.0 ships, which it installs from PyPI when
missing; CLDR 46's plural rules come from the Swift toolchain's
ICU 76.1), found in the one documented
way: --data DIR, else $LANGPOLICY_DATA, else Data/ in the repository, else ../shared beside it.
Writes Swift sources under Sources/, each stamped with its sources' versions and hashes. Output
depends only on the input files: running it twice gives identical bytes. With --check nothing
is written; the exit status is 1 when a checked-in file differs from what the inputs produce
(CI runs this).

One module of Scripts/tablegen per data source writes one file. Tables are emitted as
StaticString text records (one record per line) or small integer arrays, never as collection
literals of strings: see TOOLCHAIN.md in the shared data for what each encoding costs.
"""

import argparse
import os
import sys

from tablegen.android import generate_android
from tablegen.apple import generate_apple
from tablegen.cldr import generate_cldr
from tablegen.common import ROOT, data_dir
from tablegen.plural_rules import generate_plural_rules
from tablegen.identifier import generate_identifier
from tablegen.population import generate_population
from tablegen.registry import generate_registry
from tablegen.unicode import generate_unicode

# Generated file (relative to the repository) → the function that writes it from the data folder.
OUTPUTS = {
    "Sources/LanguageTags/Generated/CLDRTables.swift": generate_cldr,
    "Sources/LanguageTags/Generated/LanguageRegistryTable.swift": generate_registry,
    "Sources/InputLanguage/Generated/UnicodeTables.swift": generate_unicode,
    "Sources/InputLanguage/Generated/LanguageModelTables.swift": generate_identifier,
    "Sources/PlatformModels/Generated/AppleTables.swift": generate_apple,
    "Sources/PlatformModels/Generated/AndroidTables.swift": generate_android,
    "Sources/PlatformModels/Generated/DevicePopulationTable.swift": generate_population,
    "Sources/TranslationText/Generated/PluralRuleTables.swift": generate_plural_rules,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", help="the pinned data folder (default: $LANGPOLICY_DATA, Data/, ../shared)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; fail when a checked-in table differs")
    args = parser.parse_args()
    data = data_dir(args.data)

    stale = []
    for relative, generate in OUTPUTS.items():
        text = generate(data)
        path = os.path.join(ROOT, relative)
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if args.check:
            if current != text:
                stale.append(relative)
        elif current != text:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
            print(f"wrote {relative} ({len(text.encode())} bytes)")
        else:
            print(f"unchanged {relative}")
    if stale:
        for relative in stale:
            print(f"generate-tables: {relative} differs from what the pinned data produces; "
                  "run Scripts/generate-tables.py", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
