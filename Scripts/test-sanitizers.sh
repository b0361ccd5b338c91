#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer, each in its own scratch path.
#   Scripts/test-sanitizers.sh [address|thread|all]     (default: all)
# AddressSanitizer runs the Swift Testing suite only: XCTest's own runner leaks (TOOLCHAIN.md).
# Leaks inside the toolchain's libraries are suppressed by name in Scripts/lsan.supp.
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:-all}"
export SWIFT_BACKTRACE=enable=no

if [ "$which" = address ] || [ "$which" = all ]; then
    LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0" \
        ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" \
        swift test --sanitize=address --disable-xctest --scratch-path .build-asan
    echo "test-sanitizers: the suite passes under AddressSanitizer (leaks checked)"
fi
if [ "$which" = thread ] || [ "$which" = all ]; then
    TSAN_OPTIONS="halt_on_error=1" swift test --sanitize=thread --scratch-path .build-tsan
    echo "test-sanitizers: the suite passes under ThreadSanitizer"
fi
