"""Shared pieces of the table generators: where the pinned data is, hashes, and the Swift
encodings of tables (see TOOLCHAIN.md in the shared data for what each encoding costs)."""

import hashlib
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def data_dir(explicit=None):
    """The folder holding the pinned data, found in the one documented way: EXPLICIT (a
    command-line option), else $LANGPOLICY_DATA, else Data/ in the repository (git ignores it;
    Scripts/fetch-data.sh fills it), else ../shared beside the repository."""
    candidates = [explicit, os.environ.get("LANGPOLICY_DATA"), os.path.join(ROOT, "Data"),
                  os.path.join(ROOT, "..", "shared")]
    for candidate in candidates:
        if candidate and os.path.isfile(os.path.join(candidate, "cldr", "likelySubtags.xml")):
            return os.path.abspath(candidate)
    sys.exit("generate-tables: the pinned data is not in $LANGPOLICY_DATA, Data/ or ../shared; "
             "run Scripts/fetch-data.sh (needs internet) or set LANGPOLICY_DATA")


CLDR_LICENSE = """\
// Unicode CLDR data, Copyright © Unicode, Inc., distributed under the Unicode License v3
// (SPDX-License-Identifier: Unicode-3.0); see https://www.unicode.org/copyright.html."""

UNICODE_LICENSE = """\
// Unicode Character Database data, Copyright © 1991-2022 Unicode, Inc., distributed under the
// Unicode License (Unicode, Inc. License Agreement - Data Files and Software);
// see https://www.unicode.org/copyright.html."""


def sha256(path):
    with open(path, "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()


def cldr_version(cldr_dir):
    """The CLDR release named by the pinned data's README (the XML carries only $Revision$)."""
    with open(os.path.join(cldr_dir, "README.md"), encoding="utf-8") as handle:
        match = re.search(r"one CLDR release: CLDR (\d+(?:\.\d+)*)", handle.read())
    if not match:
        sys.exit("generate-tables: cannot find the CLDR version in cldr/README.md")
    return match.group(1)


def unicode_version(unicode_dir):
    with open(os.path.join(unicode_dir, "README.md"), encoding="utf-8") as handle:
        match = re.search(r"\(Unicode (\d+\.\d+\.\d+)\)", handle.read())
    if not match:
        sys.exit("generate-tables: cannot find the Unicode version in unicode/README.md")
    return match.group(1)


def static_string(name, doc, lines, access=""):
    """A `static let NAME: StaticString` holding LINES, one record per line (ACCESS, such as
    "package ", in front when another module reads it)."""
    # Indented as `swift format` indents multi-line literals, so formatting leaves it alone.
    body = "\n".join("        " + line for line in lines)
    return (
        f"    /// {doc}\n"
        f"    {access}static let {name}: StaticString = \"\"\"\n"
        f"{body}\n"
        f"        \"\"\"\n"
    )


def uint64_array(name, doc, values):
    def grouped(value):
        digits = f"{value:016X}"
        return "0x" + "_".join(digits[index:index + 4] for index in range(0, 16, 4))

    rows = []
    for start in range(0, len(values), 4):
        rows.append("        " + ", ".join(grouped(v) for v in values[start:start + 4]) + ",")
    return (
        f"    /// {doc}\n"
        f"    static let {name}: [UInt64] = [\n" + "\n".join(rows) + "\n    ]\n"
    )


def uint32_array(name, doc, values):
    rows = []
    for start in range(0, len(values), 8):
        rows.append("        " + ", ".join(f"0x{v:06X}" for v in values[start:start + 8]) + ",")
    return (
        f"    /// {doc}\n"
        f"    static let {name}: [UInt32] = [\n" + "\n".join(rows) + "\n    ]\n"
    )
