#!/usr/bin/env bash
# Prints the folder that holds the pinned data (CLDR, Unicode, the platforms' tables, the
# fixture apps), found in the one documented way: $LANGPOLICY_DATA, else Data/ in the
# repository (git ignores it; Scripts/fetch-data.sh fills its published part), else ../shared
# beside the repository. Exits 1 with a message when none of them holds the data.
#   Scripts/data-dir.sh              the folder (any folder with CLDR's likelySubtags.xml)
#   Scripts/data-dir.sh --complete   the folder, or exit 1 naming each part CI needs that it
#                                    lacks and where that part comes from
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
found=""
for candidate in "${LANGPOLICY_DATA:-}" "$root/Data" "$root/../shared"; do
    if [ -n "$candidate" ] && [ -f "$candidate/cldr/likelySubtags.xml" ]; then
        found=$(cd "$candidate" && pwd)
        break
    fi
done
if [ -z "$found" ]; then
    echo "data-dir: the pinned data is not in \$LANGPOLICY_DATA, $root/Data or $root/../shared;" \
        "run Scripts/fetch-data.sh (needs internet) or set LANGPOLICY_DATA" >&2
    exit 1
fi
if [ "${1:-}" = "--complete" ]; then
    # What CI reads, and where each part comes from when it is missing.
    fetched="Scripts/fetch-data.sh downloads it"
    pinned="an extract or curated set, not a published file: it comes with the pinned data (../shared); fetch-data.sh cannot download it"
    parts=(
        "cldr/likelySubtags.txt|$fetched"
        "cldr/localeCanonicalization.txt|$fetched"
        "cldr/parentLocales.xml|$fetched"
        "cldr/supplementalMetadata.xml|$fetched"
        "cldr/languageInfo.xml|$fetched"
        "cldr/territoryInfo.xml|$pinned"
        "unicode/Scripts.txt|$fetched"
        "unicode/ScriptExtensions.txt|$fetched"
        "unicode/PropertyValueAliases.txt|$fetched"
        "unicode/Unihan_Variants.txt|$fetched"
        "reference/icu/localeMatcherTest.txt|$fetched"
        "platforms/apple/test-vectors.tsv|$pinned"
        "platforms/apple/alias-map.tsv|$pinned"
        "platforms/apple/parent-map.tsv|$pinned"
        "platforms/apple/cldr-parents.tsv|$pinned"
        "platforms/apple/like-languages.tsv|$pinned"
        "platforms/PLATFORM-MATCHING.md|$pinned"
        "tools/platform-oracles/build.sh|$pinned"
        "fixtures/apps|$pinned"
    )
    lacking=0
    for part in "${parts[@]}"; do
        if [ ! -e "$found/${part%%|*}" ]; then
            echo "data-dir: $found lacks ${part%%|*}: ${part#*|}" >&2
            lacking=1
        fi
    done
    [ "$lacking" = 0 ] || exit 1
fi
echo "$found"
