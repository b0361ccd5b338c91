#!/usr/bin/env bash
# Builds each public module's DocC catalog against its symbol graph, warnings as errors, so
# that broken symbol links and stale topics fail CI. Usage: Scripts/check-docs.sh [MODULE…]
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
swift package dump-symbol-graph --emit-extension-block-symbols >/dev/null
graphs=$(swift build --show-bin-path)/../symbolgraph
[ -d "$graphs" ] || graphs=.build/$(uname -m)-unknown-linux-gnu/symbolgraph
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for module in "${modules[@]}"; do
    mkdir -p "$work/$module"
    cp "$graphs/$module".symbols.json "$work/$module/"
    # The module's extension symbol graphs (one per module it extends), if it has any.
    for graph in "$graphs/$module"@*.symbols.json; do if [ -e "$graph" ]; then cp "$graph" "$work/$module/"; fi; done
    docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$work/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "dev.languagepolicy.$module" \
        --output-path "$work/$module.doccarchive" --warnings-as-errors >"$work/$module.log" 2>&1 || {
        cat "$work/$module.log"
        echo "check-docs: $module's catalog has errors" >&2
        exit 1
    }
    echo "check-docs: $module ok"
done
