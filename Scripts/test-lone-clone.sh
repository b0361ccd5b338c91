#!/usr/bin/env bash
# Clones the committed tree into a temporary folder of another name, with no pinned data beside
# it and none named by the environment, and runs README's test command there: a newcomer's
# `git clone … && swift test` must pass (the data-driven tests are skipped, each saying so).
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$PWD
log="$repository/.build/test-lone-clone.log"
mkdir -p "$(dirname "$log")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone --quiet --no-hardlinks . "$work/AnotherName"
cd "$work/AnotherName"
[ ! -e ../shared ] && [ ! -e Data ] || { echo "test-lone-clone: data beside the clone" >&2; exit 1; }
# Skips are the point here: the data-driven tests must say what they need and step aside.
if ! env -u LANGPOLICY_DATA -u LANGPOLICY_NO_SKIPS swift test > "$log" 2>&1; then
    grep -E "✘|error:" "$log" | head -n 40 >&2
    echo "test-lone-clone: swift test fails in $(basename "$PWD") with no pinned data (log: $log)" >&2
    exit 1
fi
tail -n 1 "$log"
grep -E "skipped: .needs " "$log" | sed 's/^/test-lone-clone: /' || true
echo "test-lone-clone: swift test passes in $(basename "$PWD") with no pinned data"
