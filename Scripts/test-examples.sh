#!/usr/bin/env bash
# Builds the consumer package in Examples/ (it uses only the public API, by path, as an app and a
# service would) and runs both executables; their output must be Examples/Expected/NAME.txt.
set -euo pipefail
cd "$(dirname "$0")/../Examples"
for example in AppExample ServiceExample; do
    swift build --product "$example" >/dev/null
    "$(swift build --show-bin-path)/$example" > "/tmp/langpolicy-$example.txt"
    diff -u "Expected/$example.txt" "/tmp/langpolicy-$example.txt"
    echo "test-examples: $example ran as expected"
done
