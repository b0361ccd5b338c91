"""The C surface: the header's declarations, and the DocC catalog's topic group of the C
functions."""

from . import regions

HEADER = "Sources/LanguagePolicyBridge/include/langpolicy.h"
CATALOG = "Sources/LanguagePolicyBridge/LanguagePolicyBridge.docc/LanguagePolicyBridge.md"


def header(calls, text):
    lines = []
    for call in calls.calls:
        lines += [f"/* {call.doc} */", f"char *{call.c_symbol}(const char *request);"]
    return regions.replace(text, HEADER, "declarations", lines, calls.stamp, lambda words: f"/* {words} */")


def catalog(calls, text):
    lines = [f"- ``{call.swift_c_name}(_:)``" for call in calls.calls]
    return regions.replace(text, CATALOG, "C functions", lines, calls.stamp, lambda words: f"<!-- {words} -->")
