"""CLDR's plural rules, with their samples, for TranslationText's PluralRules.

Source: the `plurals` resource bundle of the ICU inside the Swift toolchain (`lib_FoundationICU`,
ICU 76.1 on CLDR 46 data), read through ICU's own C API (`ures_openDirect`, `ures_getByKey`,
`ures_getNextResource`, `ures_getString`; the toolchain prefixes them with `swift_`). ICU's
`plurals.txt` is CLDR's `supplemental/plurals.xml` and `ordinals.xml` converted by CLDR's
LDML2ICU tool: per locale the name of a rule set, per rule set the rule of each category with
CLDR's `@integer` and `@decimal` samples, as CLDR writes them. Reading it from the toolchain pins
the rules to the ICU that Foundation itself uses on Linux; `--check` fails when the toolchain's
ICU changes. The CLDR and ICU versions are asked of ICU (`ulocdata_getCLDRVersion`,
`u_getVersion`) and stamped with the library's sha256.

Three text records, one a line:
- rules: `SET<TAB>CATEGORY<TAB>RULE` (the rule text as ICU holds it, samples included);
- cardinal: `LOCALE SET`, ordinal: `LOCALE SET` (ICU's locale names, `pt_PT`).
"""

import ctypes
import hashlib
import os
import shutil
import sys

from .common import CLDR_LICENSE, static_string


def icu_library():
    swift = shutil.which("swift")
    if not swift:
        sys.exit("generate-tables: no swift on PATH (the plural rules come from the toolchain's ICU)")
    path = os.path.join(os.path.dirname(os.path.realpath(swift)), "..", "lib", "swift", "linux",
                        "lib_FoundationICU.so")
    if not os.path.exists(path):
        sys.exit(f"generate-tables: the toolchain has no {path}")
    return os.path.normpath(path)


class Bundle:
    """The few `ures_*` calls the extraction needs, on the toolchain's ICU."""

    def __init__(self, path):
        self.lib = ctypes.CDLL(path)
        status = ctypes.POINTER(ctypes.c_int)
        for name, result, arguments in [
            ("ures_openDirect", ctypes.c_void_p, [ctypes.c_char_p, ctypes.c_char_p, status]),
            ("ures_getByKey", ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p, status]),
            ("ures_getNextResource", ctypes.c_void_p, [ctypes.c_void_p, ctypes.c_void_p, status]),
            ("ures_getKey", ctypes.c_char_p, [ctypes.c_void_p]),
            ("ures_getString", ctypes.c_void_p, [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int), status]),
            ("ures_hasNext", ctypes.c_int8, [ctypes.c_void_p]),
            ("ures_close", None, [ctypes.c_void_p]),
            ("u_getVersion", None, [ctypes.c_char * 4]),
            ("ulocdata_getCLDRVersion", None, [ctypes.c_char * 4, status]),
        ]:
            function = getattr(self.lib, "swift_" + name)
            function.restype = result
            function.argtypes = arguments

    def call(self, name, *arguments):
        status = ctypes.c_int(0)
        result = getattr(self.lib, "swift_" + name)(*arguments, ctypes.byref(status))
        if status.value > 0:
            sys.exit(f"generate-tables: ICU {name} failed with status {status.value}")
        return result

    def children(self, resource):
        """(key, resource) of each child, in ICU's (sorted) order; the caller closes them."""
        out = []
        while self.lib.swift_ures_hasNext(resource):
            child = self.call("ures_getNextResource", resource, None)
            out.append((self.lib.swift_ures_getKey(child).decode("ascii"), child))
        return out

    def string(self, resource):
        length = ctypes.c_int(0)
        pointer = self.call("ures_getString", resource, ctypes.byref(length))
        return ctypes.string_at(pointer, length.value * 2).decode("utf-16-le")

    def versions(self):
        icu = (ctypes.c_char * 4)()
        self.lib.swift_u_getVersion(icu)
        cldr = (ctypes.c_char * 4)()
        self.call("ulocdata_getCLDRVersion", cldr)

        def dotted(version, least):
            parts = list(bytes(version))
            while len(parts) > least and parts[-1] == 0:
                parts.pop()
            return ".".join(str(part) for part in parts)

        return dotted(icu, 2), dotted(cldr, 1)


def extract(path):
    """(rules, cardinal, ordinal, icu version, cldr version) from the toolchain's ICU."""
    bundle = Bundle(path)
    root = bundle.call("ures_openDirect", None, b"plurals")
    tables = dict(bundle.children(root))
    if set(tables) != {"locales", "locales_ordinals", "rules"}:
        sys.exit(f"generate-tables: ICU's plurals bundle has {sorted(tables)}")
    locales = {}
    for table in ("locales", "locales_ordinals"):
        locales[table] = [(key, bundle.string(child)) for key, child in bundle.children(tables[table])]
    rules = []
    for name, rule_set in bundle.children(tables["rules"]):
        for category, rule in bundle.children(rule_set):
            text = " ".join(bundle.string(rule).split())
            if "\t" in text or "\n" in text or '"' in text or "\\" in text:
                sys.exit(f"generate-tables: a rule of {name} has a character the records cannot hold")
            rules.append((name, category, text))
    icu, cldr = bundle.versions()
    return rules, locales["locales"], locales["locales_ordinals"], icu, cldr


def generate_plural_rules(shared):
    path = icu_library()
    rules, cardinal, ordinal, icu, cldr = extract(path)
    rule_lines = [f"{name}\t{category}\t{text}" for name, category, text in sorted(rules)]
    cardinal_lines = [f"{locale} {name}" for locale, name in sorted(cardinal)]
    ordinal_lines = [f"{locale} {name}" for locale, name in sorted(ordinal)]
    digest = hashlib.sha256("\n".join(rule_lines + ["", *cardinal_lines, "", *ordinal_lines]).encode()).hexdigest()
    with open(path, "rb") as handle:
        library_digest = hashlib.sha256(handle.read()).hexdigest()
    out = [
        "// @generated by Scripts/generate-tables.py — DO NOT EDIT.",
        f"// Source: the `plurals` resource bundle of ICU {icu} (CLDR {cldr}) in the Swift toolchain's",
        f"//         lib_FoundationICU.so (sha256 {library_digest}),",
        "//         read with ICU's ures_* API (Scripts/tablegen/plural_rules.py): CLDR's",
        "//         supplemental/plurals.xml and ordinals.xml as ICU holds them, samples included.",
        f"// The records below: sha256 {digest}.",
        CLDR_LICENSE,
        "//",
        "// Text records, one a line, read at first use (PluralRules+Tables.swift).",
        "",
        "enum PluralRuleTables {",
        "    /// The CLDR release the rules come from (ICU's `ulocdata_getCLDRVersion`).",
        f"    static let cldrVersion = \"{cldr}\"",
        "    /// The ICU release that holds them (`u_getVersion`).",
        f"    static let icuVersion = \"{icu}\"",
        "",
        static_string("rules", f"{len(rule_lines)} records `SET<TAB>CATEGORY<TAB>RULE`, CLDR's samples included.",
                      rule_lines),
        static_string("cardinal", f"{len(cardinal_lines)} records `LOCALE SET`: the cardinal rules of each locale.",
                      cardinal_lines),
        static_string("ordinal", f"{len(ordinal_lines)} records `LOCALE SET`: the ordinal rules of each locale.",
                      ordinal_lines),
        "}",
        "",
    ]
    return "\n".join(out)
