#!/usr/bin/env bash
# Builds each module's DocC catalog against its symbol graph, warnings as errors, so that broken
# symbol links and stale topics fail CI. A module a product's user imports is documented at
# public access (what its users see); a module only the package reaches (the resource scan, the
# bridge's Swift side, the platform models behind the tool) at package access, for the people who
# work on it; so is a product's module whose API is not Swift (the bridge's C header). Usage: Scripts/check-docs.sh [MODULE…]
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
    modules=()
    # LanguagePolicy's Apple adapters exist only against Apple's frameworks: typecheck-apple.sh
    # builds that catalog against the stand-ins, where all of the module's symbols exist.
    for catalog in Sources/*/*.docc; do
        module=$(basename "$(dirname "$catalog")")
        [ "$module" = LanguagePolicy ] || modules+=("$module")
    done
fi
# The JNI library has no DocC catalog, and symbol-graph extraction cannot see its JDK headers.
export LANGPOLICY_JNI_HEADERS=none
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The symbol graphs at both access levels, each in a folder of its own.
for level in public package; do
    swift package dump-symbol-graph --emit-extension-block-symbols --minimum-access-level "$level" >/dev/null
    graphs=$(swift build --show-bin-path)/../symbolgraph
    [ -d "$graphs" ] || graphs=.build/$(uname -m)-unknown-linux-gnu/symbolgraph
    mkdir -p "$work/graphs-$level"
    cp "$graphs"/*.symbols.json "$work/graphs-$level/"
done
# The modules a product's user imports by name and finds Swift API in (Scripts/check-public-api.py
# reads the products). The bridge's Swift side is a product's target whose API is the C header;
# the platform models are re-exported for the few Apple bundle types an app reads, which the
# LanguagePolicy catalog documents: both catalogs are the package's own.
importable=$(python3 Scripts/check-public-api.py | awk "/\\(a product's target\\)/ && \$2 > 0 {print \$1}")
for module in "${modules[@]}"; do
    level=package
    grep -qx "$module" <<<"$importable" && level=public
    mkdir -p "$work/$module"
    cp "$work/graphs-$level/$module".symbols.json "$work/$module/"
    # The module's extension symbol graphs (one per module it extends), if it has any.
    for graph in "$work/graphs-$level/$module"@*.symbols.json; do if [ -e "$graph" ]; then cp "$graph" "$work/$module/"; fi; done
    docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$work/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "dev.languagepolicy.$module" \
        --output-path "$work/$module.doccarchive" --warnings-as-errors >"$work/$module.log" 2>&1 || {
        cat "$work/$module.log"
        echo "check-docs: $module's catalog has errors" >&2
        exit 1
    }
    echo "check-docs: $module ok ($level symbols)"
done
