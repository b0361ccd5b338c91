#!/usr/bin/env python3
"""Generates the package's data tables from the pinned CLDR and Unicode files.

Usage:
    Scripts/generate-tables.py [--shared DIR] [--check]

Reads ../shared/cldr (likelySubtags.xml, supplementalMetadata.xml) and ../shared/unicode
(Scripts.txt, PropertyValueAliases.txt, Unihan_Variants.txt) and writes Swift sources under
Sources/. Output depends only on the input files: running it twice gives identical bytes.
With --check nothing is written; the exit status is 1 when a checked-in file differs from
what the inputs produce (CI runs this).

Tables are emitted as StaticString text records (one record per line) or small integer
arrays, never as collection literals of strings: see ../shared/TOOLCHAIN.md for what each
encoding costs to compile and load.
"""

import argparse
import hashlib
import os
import re
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

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


def static_string(name, doc, lines):
    """A `static let NAME: StaticString` holding LINES, one record per line."""
    # Indented as `swift format` indents multi-line literals, so formatting leaves it alone.
    body = "\n".join("        " + line for line in lines)
    return (
        f"    /// {doc}\n"
        f"    static let {name}: StaticString = \"\"\"\n"
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


# MARK: - CLDR


def pack_likely(tag):
    """Packs `language[_Script][_REGION]` as LikelySubtagsTable.key does in Swift: the 2-3 letter
    language in 15 bits (5 per letter, zero-padded), the script in 20 bits (0 = none) and the
    region in 11 bits (0 = none, 1-676 two letters, 677-1676 three digits)."""
    subtags = tag.split("_")
    language, script, region = subtags[0], None, None
    for subtag in subtags[1:]:
        if len(subtag) == 4:
            script = subtag
        else:
            region = subtag
    if not 2 <= len(language) <= 3 or not language.isalpha():
        sys.exit(f"generate-tables: unexpected likely-subtags language in {tag}")
    key = 0
    for index in range(3):
        key = key << 5 | (ord(language[index]) - 0x60 if index < len(language) else 0)
    script_bits = 0
    for letter in script or "":
        script_bits = script_bits << 5 | (ord(letter.lower()) - 0x60)
    region_bits = 0
    if region and region.isdigit():
        region_bits = 677 + int(region)
    elif region:
        region_bits = 1 + (ord(region[0]) - 0x41) * 26 + (ord(region[1]) - 0x41)
    return key << 31 | script_bits << 11 | region_bits


def generate_cldr(shared):
    cldr = os.path.join(shared, "cldr")
    version = cldr_version(cldr)
    likely_path = os.path.join(cldr, "likelySubtags.xml")
    metadata_path = os.path.join(cldr, "supplementalMetadata.xml")

    likely = sorted(
        (pack_likely(element.get("from")), pack_likely(element.get("to")))
        for element in ET.parse(likely_path).getroot().iter("likelySubtag"))

    aliases = ET.parse(metadata_path).getroot().find("metadata/alias")
    tables = {}
    for kind in ("languageAlias", "scriptAlias", "territoryAlias", "variantAlias", "subdivisionAlias"):
        records = []
        for element in aliases.iter(kind):
            replacement = " ".join(element.get("replacement").split())
            records.append(f"{element.get('type')} {replacement}")
        records.sort()
        tables[kind] = records

    out = [
        "// @generated by Scripts/generate-tables.py — DO NOT EDIT.",
        f"// Source: CLDR {version}, likelySubtags.xml (sha256 {sha256(likely_path)})",
        f"//         and supplementalMetadata.xml (sha256 {sha256(metadata_path)}).",
        CLDR_LICENSE,
        "//",
        "// Likely subtags are packed integers (language, script and region bit fields, see",
        "// LikelySubtagsTable.key), keys sorted, hashed into a table at first use. Alias",
        "// tables are text, one record per line `type replacement…` (subtags joined by `_`,",
        "// several replacements separated by spaces), decoded once at first use (AliasTable.swift).",
        "",
        "enum CLDRTables {",
        "    /// The CLDR release these tables come from.",
        f"    static let version = \"{version}\"",
        "",
        uint64_array("likelySubtagKeys", f"likelySubtags.xml: the {len(likely)} `from` tags, packed and sorted.",
                     [key for key, _ in likely]),
        uint64_array("likelySubtagValues", "likelySubtags.xml: the `to` tag of each key, packed.",
                     [value for _, value in likely]),
    ]
    docs = {
        "languageAlias": "supplementalMetadata.xml languageAlias",
        "scriptAlias": "supplementalMetadata.xml scriptAlias",
        "territoryAlias": "supplementalMetadata.xml territoryAlias",
        "variantAlias": "supplementalMetadata.xml variantAlias",
        "subdivisionAlias": "supplementalMetadata.xml subdivisionAlias",
    }
    for kind, records in tables.items():
        out.append(static_string(kind, f"{docs[kind]}: {len(records)} records `type replacement…`.", records))
    out.append("}")
    return "\n".join(out).rstrip() + "\n"


# MARK: - Unicode scripts


def parse_ranges(path):
    """(first, last, value) triples from a UCD file of `range ; value` lines."""
    ranges = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            span, value = (part.strip() for part in line.split(";", 1))
            if ".." in span:
                first, last = (int(part, 16) for part in span.split(".."))
            else:
                first = last = int(span, 16)
            ranges.append((first, last, value))
    ranges.sort()
    return ranges


def script_codes(path):
    """Long script name → ISO 15924 code, from PropertyValueAliases.txt (`sc ; Code ; Name`)."""
    codes = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.split("#", 1)[0].strip()
            fields = [field.strip() for field in line.split(";")]
            if len(fields) >= 3 and fields[0] == "sc":
                for alias in fields[2:]:
                    codes[alias] = fields[1]
                codes[fields[1]] = fields[1]
    return codes


def han_variant_classes(path):
    """The Han characters whose Unihan variants say which Chinese standard a text follows.

    Returns four sorted lists of code points:

    - traditional only: the character has a kSimplifiedVariant and every one of them is
      another character (it is itself never the simplified form: 們, 這, 說);
    - leaning traditional: it has another simplified form but is also listed as its own
      simplified form (裡, 乾, 著);
    - simplified only: it has a kTraditionalVariant and every one of them is another
      character (们, 说, 国);
    - leaning simplified: it has another traditional form but is also listed as its own
      traditional form, so traditional text uses it too in some senses (这, 个, 台, 后, 里).

    A character with other variants on both sides, or with only itself as variant, is no
    evidence either way and appears in no list.
    """
    simplified, traditional = {}, {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.startswith("#") or not line.strip():
                continue
            code, field, value = line.rstrip("\n").split("\t")
            point = int(code[2:], 16)
            targets = {int(item[2:].split("<")[0], 16) for item in value.split()}
            if field == "kSimplifiedVariant":
                simplified[point] = targets
            elif field == "kTraditionalVariant":
                traditional[point] = targets
    traditional_only, leaning_traditional, simplified_only, leaning_simplified = [], [], [], []
    for point in sorted(set(simplified) | set(traditional)):
        other_simplified = simplified.get(point, set()) - {point}
        other_traditional = traditional.get(point, set()) - {point}
        if other_simplified and not other_traditional:
            (leaning_traditional if point in simplified[point] else traditional_only).append(point)
        elif other_traditional and not other_simplified:
            (leaning_simplified if point in traditional[point] else simplified_only).append(point)
    return traditional_only, leaning_traditional, simplified_only, leaning_simplified


def generate_unicode(shared):
    unicode = os.path.join(shared, "unicode")
    version = unicode_version(unicode)
    scripts_path = os.path.join(unicode, "Scripts.txt")
    aliases_path = os.path.join(unicode, "PropertyValueAliases.txt")
    unihan_path = os.path.join(unicode, "Unihan_Variants.txt")

    codes = script_codes(aliases_path)
    merged = []
    for first, last, name in parse_ranges(scripts_path):
        code = codes[name]
        if merged and merged[-1][2] == code and merged[-1][1] + 1 == first:
            merged[-1] = (merged[-1][0], last, code)
        else:
            merged.append((first, last, code))
    records = [f"{first:X} {last:X} {code}" for first, last, code in merged]

    traditional_only, leaning_traditional, simplified_only, leaning_simplified = han_variant_classes(unihan_path)

    out = [
        "// @generated by Scripts/generate-tables.py — DO NOT EDIT.",
        f"// Source: Unicode {version}, Scripts.txt (sha256 {sha256(scripts_path)}),",
        f"//         PropertyValueAliases.txt (sha256 {sha256(aliases_path)}),",
        f"//         Unihan_Variants.txt (sha256 {sha256(unihan_path)}).",
        UNICODE_LICENSE,
        "//",
        "// Code points absent from `scriptRanges` are unassigned (script Zzzz). The Han lists come from",
        "// kSimplifiedVariant and kTraditionalVariant; a character is in at most one of them.",
        "",
        "enum UnicodeTables {",
        "    /// The Unicode version these tables come from.",
        f"    static let version = \"{version}\"",
        "",
        static_string(
            "scriptRanges",
            f"Scripts.txt: {len(records)} ranges `first last ISO15924` (hex, adjacent ranges merged).",
            records),
        uint32_array(
            "traditionalOnlyHan",
            f"Unihan: {len(traditional_only)} Han characters whose simplified forms are all other characters.",
            traditional_only),
        uint32_array(
            "leaningTraditionalHan",
            f"Unihan: {len(leaning_traditional)} Han characters with another simplified form that are also their own.",
            leaning_traditional),
        uint32_array(
            "simplifiedOnlyHan",
            f"Unihan: {len(simplified_only)} Han characters whose traditional forms are all other characters.",
            simplified_only),
        uint32_array(
            "leaningSimplifiedHan",
            f"Unihan: {len(leaning_simplified)} Han characters with another traditional form that are also their own.",
            leaning_simplified),
        "}",
    ]
    return "\n".join(out).rstrip() + "\n"


OUTPUTS = {
    "Sources/LanguageTags/Generated/CLDRTables.swift": generate_cldr,
}
if os.path.isdir(os.path.join(ROOT, "Sources", "InputLanguage")):
    OUTPUTS["Sources/InputLanguage/Generated/UnicodeTables.swift"] = generate_unicode


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shared", default=os.path.join(ROOT, "..", "shared"),
                        help="the shared data directory (default: ../shared)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; fail when a checked-in table differs")
    args = parser.parse_args()

    stale = []
    for relative, generate in OUTPUTS.items():
        text = generate(args.shared)
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
