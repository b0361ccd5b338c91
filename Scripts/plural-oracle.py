#!/usr/bin/env python3
"""The plural oracle of TranslationText: CLDR 46's plural rules as Babel 2.17.0 evaluates them.

Usage (a filter; `swift test --filter PluralOracleTests` feeds it every sample and more):
    printf '1\tfr\tcardinal\t1.5\n' | Scripts/plural-oracle.py
    1	one

Reads lines `ID<TAB>LOCALE<TAB>cardinal|ordinal<TAB>NUMBER` (NUMBER as CLDR writes samples,
without compact exponents) and writes `ID<TAB>CATEGORY`, or `ID<TAB>!` when Babel has no such
locale. Babel is an independent implementation: its own copy of CLDR's plurals.xml and
ordinals.xml (Babel 2.17.0 uses CLDR 46, as its changelog says) and its own evaluator
(`babel.plural.PluralRule`, operands from a `decimal.Decimal`, so `1.50` keeps v = 2).

Babel is not installed: the pinned wheel is downloaded once with pip into
$LANGPOLICY_ORACLE_DIR (default .build/plural-oracle), its sha256 checked against PINNED_SHA256,
unpacked there and imported from there. About 10 MB, once; a run then takes a few seconds.
"""

import decimal
import hashlib
import os
import subprocess
import sys
import zipfile

VERSION = "2.17.0"
WHEEL = f"babel-{VERSION}-py3-none-any.whl"
PINNED_SHA256 = "4d0b53093fdfb4b21c92b5213dba5a1b23885afa8383709427046b21c366e5f2"
CLDR_VERSION = "46"

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def babel_path():
    folder = os.environ.get("LANGPOLICY_ORACLE_DIR") or os.path.join(ROOT, ".build", "plural-oracle")
    unpacked = os.path.join(folder, f"babel-{VERSION}")
    if os.path.isdir(os.path.join(unpacked, "babel")):
        return unpacked
    os.makedirs(folder, exist_ok=True)
    wheel = os.path.join(folder, WHEEL)
    if not os.path.exists(wheel):
        command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary", ":all:",
                   f"babel=={VERSION}", "-d", folder]
        if subprocess.call(command, stdout=sys.stderr) != 0:
            sys.exit(f"plural-oracle: cannot download babel=={VERSION} from PyPI")
    with open(wheel, "rb") as handle:
        digest = hashlib.sha256(handle.read()).hexdigest()
    if digest != PINNED_SHA256:
        os.remove(wheel)
        sys.exit(f"plural-oracle: {WHEEL} has sha256 {digest}, not the pinned {PINNED_SHA256}")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(unpacked)
    return unpacked


def main():
    sys.path.insert(0, babel_path())
    import babel
    from babel.core import Locale, UnknownLocaleError

    if babel.__version__ != VERSION:
        sys.exit(f"plural-oracle: imported Babel {babel.__version__}, not {VERSION}")
    forms = {}
    out = []
    for line in sys.stdin:
        line = line.rstrip("\n")
        if not line:
            continue
        identifier, locale, kind, number = line.split("\t")
        key = (locale, kind)
        if key not in forms:
            try:
                parsed = Locale.parse(locale)
                forms[key] = parsed.plural_form if kind == "cardinal" else parsed.ordinal_form
            except (UnknownLocaleError, ValueError):
                forms[key] = None
        rule = forms[key]
        out.append(f"{identifier}\t{rule(decimal.Decimal(number)) if rule else '!'}")
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


if __name__ == "__main__":
    main()
