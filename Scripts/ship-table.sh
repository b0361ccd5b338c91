#!/usr/bin/env bash
# The closing table of what ships and what installs for the pinned data's fixture apps
# (Tests/ResourceScanTests/Artifacts/ShipTableTests.swift): builds the tests if needed, runs the
# table's test and prints the Markdown it writes to .build/ship-table.md.
# Needs aapt2 and framework-res.apk (apt-get install -y aapt android-framework-res) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >/dev/null
swift test --skip-build --filter ShipTableTests >/dev/null
cat .build/ship-table.md
