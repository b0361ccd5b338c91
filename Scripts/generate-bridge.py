#!/usr/bin/env python3
"""Generates the bridge's surfaces from the one list of its calls.

Usage:
    Scripts/generate-bridge.py [--check]

Reads Sources/LanguagePolicyBridge/BridgeCalls.json (each call's name, C symbol, Java and Kotlin
method, Swift `Bridge` function, one-line doc, request and answer, answer schema, whether it
takes a policy; the parity runs' minimum case counts) and writes every place that lists the
calls: whole files, and named regions of hand-written files (between a line stamped
`@generated … (NAME)` and `end of generated (NAME)`). Each is stamped with the list's sha256.
Output depends only on the list (and a region's file outside the region): running it twice
gives identical bytes. With --check nothing is written; the exit status is 1 when a checked-in
file differs from what the list produces (CI runs this). Adding a call:
Sources/LanguagePolicyBridge/LanguagePolicyBridge.docc/AddingABridgeCall.md.
"""

import argparse
import os
import sys

from bridgegen import c, jvm, swift
from bridgegen.calls import ROOT, load

# Generated file (relative to the repository) → the function that writes it from the list and
# the file's current text (for a file with generated regions).
OUTPUTS = {
    c.HEADER: c.header,
    c.CATALOG: c.catalog,
    swift.C_FUNCTIONS: swift.c_functions,
    swift.JNI_FUNCTIONS: swift.jni_functions,
    swift.SWIFT_LIST: swift.swift_list,
    jvm.JAVA_NATIVES: jvm.java_natives,
    jvm.KOTLIN_BRIDGE: jvm.kotlin_bridge,
    jvm.JNI_TEST_LIST: jvm.jni_test_list,
    jvm.KOTLIN_TEST_LIST: jvm.kotlin_test_list,
    jvm.RECORDING_BRIDGE: jvm.recording_bridge,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; fail when a generated file differs")
    args = parser.parse_args()
    calls = load()

    stale = []
    for relative, generate in OUTPUTS.items():
        path = os.path.join(ROOT, relative)
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        text = generate(calls, current)
        if args.check:
            if current != text:
                stale.append(relative)
        elif current != text:
            with open(path, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
            print(f"wrote {relative} ({len(text.encode())} bytes)")
        else:
            print(f"unchanged {relative}")
    if stale:
        for relative in stale:
            print(f"generate-bridge: {relative} differs from what the list produces; run Scripts/generate-bridge.py",
                  file=sys.stderr)
        sys.exit(1)
    if args.check:
        print(f"generate-bridge: {len(OUTPUTS)} files agree with the list's {len(calls.calls)} calls")


if __name__ == "__main__":
    main()
