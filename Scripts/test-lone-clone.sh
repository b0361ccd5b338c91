#!/usr/bin/env bash
# Clones the committed tree into a temporary folder of another name, with no pinned data beside
# it and none named by the environment, and runs README's test command there: a newcomer's
# `git clone … && swift test` must pass (the data-driven tests are skipped, each saying so).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone --quiet --no-hardlinks . "$work/AnotherName"
cd "$work/AnotherName"
[ ! -e ../shared ] && [ ! -e Data ] || { echo "test-lone-clone: data beside the clone" >&2; exit 1; }
env -u LANGPOLICY_DATA swift test 2>&1 | tee "$work/test.log" | tail -n 3
grep -E "skipped: .needs " "$work/test.log" | sed 's/^/test-lone-clone: /' || true
echo "test-lone-clone: swift test passes in $(basename "$PWD") with no pinned data"
