#!/usr/bin/env bash
# The SwiftPM command plugin in a consumer package: Examples/ depends on this package by path
# and runs langpolicy through 'swift package', as an app's repository would (lint the policy,
# scan its resources as text and SARIF, write the report into the package), and a failing
# command must fail 'swift package', its diagnostics on standard error. Logs and the page in
# Examples/.build/test-plugin.
set -euo pipefail
cd "$(dirname "$0")/../Examples"
logs=.build/test-plugin
rm -rf "$logs"
mkdir -p "$logs"
policy=Sources/AppExample/policy.json
plugin() {
    echo "\$ swift package --allow-writing-to-package-directory langpolicy $*" >>"$logs/transcript.txt"
    swift package --allow-writing-to-package-directory langpolicy "$@" 2>>"$logs/stderr.txt"
}
swift package plugin --list >"$logs/plugins.txt" 2>&1
grep -q "langpolicy" "$logs/plugins.txt" || { cat "$logs/plugins.txt"; echo "test-plugin: no langpolicy plugin" >&2; exit 1; }

plugin lint --policy "$policy" >"$logs/lint.txt" || { cat "$logs/lint.txt" "$logs/stderr.txt"; exit 1; }
grep -q "valid policy (version 3, 8 locales)" "$logs/lint.txt"
plugin scan Localization --policy "$policy" --min-complete 100 >"$logs/scan.txt" \
    || { cat "$logs/scan.txt" "$logs/stderr.txt"; exit 1; }
grep -q "^0 errors" "$logs/scan.txt"
plugin scan Localization --policy "$policy" --format sarif >"$logs/scan.sarif"
python3 -c "import json,sys; log=json.load(open(sys.argv[1])); assert log['version']=='2.1.0'" "$logs/scan.sarif"
# SwiftPM prints a plugin's standard error on its standard output; the plugin passes
# langpolicy's notes as SwiftPM diagnostics (standard error), so the SARIF stays clean.
plugin scan Localization --format sarif >"$logs/scan-example.sarif"
python3 -c "import json,sys; json.load(open(sys.argv[1]))" "$logs/scan-example.sarif"
grep -q "warning: note: no --policy given" "$logs/stderr.txt"
plugin report --policy "$policy" Localization -o "$logs/report.html" >"$logs/report.txt"
grep -q '<section id="apps"' "$logs/report.html"
if plugin scan Localization --policy missing-policy.json >"$logs/failing.txt"; then
    echo "test-plugin: a scan with a missing policy passed through the plugin" >&2
    exit 1
fi
grep -q "missing-policy.json: cannot read the file: No such file or directory" "$logs/stderr.txt"
echo "test-plugin: lint, scan (text and SARIF), report and a failing scan ran through 'swift package langpolicy'"
