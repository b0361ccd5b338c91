#!/usr/bin/env bash
# Compiles a C program against the C interface's header (Sources/LanguagePolicyBridge/include/
# langpolicy.h) with -Wall -Werror, links it to the LanguagePolicyC shared library and runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --product LanguagePolicyC >/dev/null
bin=$(swift build --show-bin-path)
cc -std=c11 -Wall -Wextra -Werror -I Sources/LanguagePolicyBridge/include Tests/CInterface/main.c \
    -L "$bin" -lLanguagePolicyC -Wl,-rpath,"$bin" -o "$work/c-interface"
"$work/c-interface"
