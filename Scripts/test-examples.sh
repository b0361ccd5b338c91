#!/usr/bin/env bash
# Builds the consumer package in Examples/ (it uses only the public API, by path, as an app and a
# service would) and runs both executables; their output must be Examples/Expected/NAME.txt.
set -euo pipefail
cd "$(dirname "$0")/../Examples"
logs=.build/test-examples
mkdir -p "$logs"
for example in AppExample ServiceExample; do
    swift build --product "$example" >"$logs/build-$example.log" 2>&1 || { cat "$logs/build-$example.log"; exit 1; }
    "$(swift build --show-bin-path)/$example" > "$logs/$example.txt"
    diff -u "Expected/$example.txt" "$logs/$example.txt"
    echo "test-examples: $example ran as expected"
done
