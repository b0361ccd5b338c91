#!/usr/bin/env bash
# Prints the folder that holds the pinned data (CLDR, Unicode, the platforms' tables, the
# fixture apps), found in the one documented way: $LANGPOLICY_DATA, else Data/ in the
# repository (git ignores it; Scripts/fetch-data.sh fills it), else ../shared beside the
# repository. Exits 1 with a message when none of them holds the data.
#   Scripts/data-dir.sh            the folder
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
for candidate in "${LANGPOLICY_DATA:-}" "$root/Data" "$root/../shared"; do
    if [ -n "$candidate" ] && [ -f "$candidate/cldr/likelySubtags.xml" ]; then
        (cd "$candidate" && pwd)
        exit 0
    fi
done
echo "data-dir: the pinned data is not in \$LANGPOLICY_DATA, $root/Data or $root/../shared;" \
    "run Scripts/fetch-data.sh (needs internet) or set LANGPOLICY_DATA" >&2
exit 1
