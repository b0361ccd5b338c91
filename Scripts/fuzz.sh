#!/usr/bin/env bash
# libFuzzer for LanguagePolicy (see README, "Fuzzing"; flags from ../shared/TOOLCHAIN.md).
#
#   Scripts/fuzz.sh TARGET|all SECONDS [LIBFUZZER_OPTION...]   build, then fuzz each target
#   Scripts/fuzz.sh build all                                   build only
#   Scripts/fuzz.sh reproduce TARGET CRASH_FILE [NAME]           keep a crash as a regression
#
# TARGET is a case of FuzzTarget (Sources/Fuzz/Checks/FuzzTarget.swift, the one list): Tags,
# Policy, … One executable, Fuzz, holds them all; a run names its target in LANGPOLICY_FUZZ_TARGET.
# The build goes to .build-fuzz, or $LANGPOLICY_FUZZ_SCRATCH (release, libFuzzer + AddressSanitizer,
# -DFUZZING). A run reads the seeds in Fuzz/Corpus/TARGET, the regressions in
# Fuzz/Regressions/TARGET and the dictionary Fuzz/Dictionaries/TARGET.dict if there is one;
# it keeps what it finds in .build-fuzz/corpus/TARGET, writes crashes to
# .build-fuzz/crashes/TARGET/ (not artifacts/, which SwiftPM clears) and its log to
# .build-fuzz/logs/TARGET.log, and prints the libFuzzer seed, the coverage (cov:, ft:) and the
# final stats. Extra options go to libFuzzer: `Scripts/fuzz.sh Tags 0 -runs=10000000` stops
# after 10 million inputs (SECONDS 0 means no time limit). Targets run as many at a time as
# there are processors (LANGPOLICY_FUZZ_JOBS=N to change it). The exit status is non-zero when
# any target failed.
#
# reproduce copies CRASH_FILE to Fuzz/Regressions/TARGET/NAME-<sha1 prefix> (NAME defaults to
# "crash") and replays it with the sanitized build; `swift test` replays it from then on
# (FuzzRegressionTests), failing until the bug is fixed.
set -euo pipefail
cd "$(dirname "$0")/.."

# The targets, read from the one list: the raw values of FuzzTarget's cases.
mapfile -t targets < <(sed -n 's/^ *case [a-zA-Z]* = "\([A-Za-z]*\)"$/\1/p' Sources/Fuzz/Checks/FuzzTarget.swift)
scratch=${LANGPOLICY_FUZZ_SCRATCH:-.build-fuzz}

usage() {
    awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0" >&2
    exit 2
}

check_target() {
    local target
    for target in "${targets[@]}"; do [ "$1" = "$target" ] && return 0; done
    echo "fuzz.sh: unknown target '$1' (one of: ${targets[*]} or all)" >&2
    exit 2
}

# The longest input libFuzzer makes for a target: tags are at most 255 bytes; JSON inputs
# 4 KB (the table seeds are the shipped tables in pieces under that size); built artifacts 8 KB.
max_len() {
    case "$1" in
    Tags) echo 300 ;;
    Artifact*) echo 8192 ;;
    *) echo 4096 ;;
    esac
}

# Builds the one fuzz executable (all targets) once.
built=false
build() {
    local status
    $built && return 0
    echo "== building Fuzz (${targets[*]})"
    # ld.gold warns about an AddressSanitizer symbol it cannot export; that is harmless.
    set +e
    swift build -c release --product Fuzz --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
        -Xswiftc -DFUZZING --scratch-path "$scratch" 2>&1 | grep -v "__asan_extra_spill_area"
    status=${PIPESTATUS[0]}
    set -e
    [ "$status" -eq 0 ] && built=true
    return "$status"
}

run() {
    local target=$1 seconds=$2 status limit
    shift 2
    local work="$scratch/corpus/$target" crashes="$scratch/crashes/$target" log="$scratch/logs/$target.log"
    local seeds=("Fuzz/Corpus/$target") options=()
    [ -d "Fuzz/Regressions/$target" ] && seeds+=("Fuzz/Regressions/$target")
    [ -f "Fuzz/Dictionaries/$target.dict" ] && options+=("-dict=Fuzz/Dictionaries/$target.dict")
    mkdir -p "$work" "$crashes" "$(dirname "$log")"
    if [ "$seconds" = 0 ]; then limit="no time limit"; else limit="${seconds}s"; fi
    echo "== fuzzing $target, $limit $* (log: $log)"
    set +e
    SWIFT_BACKTRACE=enable=no LANGPOLICY_FUZZ_TARGET="$target" "$scratch/release/Fuzz" -max_total_time="$seconds" -print_final_stats=1 \
        -max_len="$(max_len "$target")" -timeout=10 -artifact_prefix="$crashes/" "${options[@]}" "$@" \
        "$work" "${seeds[@]}" \
        >"$log" 2>&1
    status=$?
    set -e
    grep -E '^INFO: Seed:' "$log" || true
    grep -E '^#[0-9]+[[:space:]]+INITED' "$log" | tail -1 || true
    grep -E '^#[0-9]+[[:space:]]+(DONE|NEW|REDUCE|pulse)' "$log" | tail -1 || true
    grep -E '^stat::' "$log" || true
    if [ "$status" -ne 0 ]; then
        echo "fuzz.sh: $target failed (status $status); the end of its log:" >&2
        tail -40 "$log" >&2
        ls "$crashes" >&2
        echo "keep the input as a regression: Scripts/fuzz.sh reproduce $target $crashes/<file>" >&2
    fi
    return "$status"
}

reproduce() {
    local target=$1 file=$2 name=${3:-crash}
    check_target "$target"
    [ -f "$file" ] || { echo "fuzz.sh: no file $file" >&2; exit 2; }
    local destination
    destination="Fuzz/Regressions/$target/$name-$(sha1sum "$file" | cut -c1-12)"
    mkdir -p "Fuzz/Regressions/$target"
    cp "$file" "$destination"
    echo "kept as $destination; replaying it with the sanitized build:"
    [ -x "$scratch/release/Fuzz" ] || build
    set +e
    SWIFT_BACKTRACE=enable=no LANGPOLICY_FUZZ_TARGET="$target" "$scratch/release/Fuzz" "$destination"
    echo "status $?; swift test --filter FuzzRegressionTests now replays it on every run"
}

[ $# -ge 2 ] || usage
case "$1" in
build)
    if [ "$2" = all ]; then selected=("${targets[@]}"); else check_target "$2"; selected=("$2"); fi
    build
    ;;
reproduce)
    [ $# -ge 3 ] || usage
    reproduce "$2" "$3" "${4:-crash}"
    ;;
*)
    if [ "$1" = all ]; then selected=("${targets[@]}"); else check_target "$1"; selected=("$1"); fi
    seconds=$2
    shift 2
    build
    # Targets run side by side, as many at a time as there are processors (LANGPOLICY_FUZZ_JOBS
    # to say otherwise); each one's report is printed whole, in order, when all are done.
    jobs=${LANGPOLICY_FUZZ_JOBS:-$(nproc)}
    reports="$scratch/reports"
    rm -rf "$reports"
    mkdir -p "$reports"
    for target in "${selected[@]}"; do
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
        (
            status=0
            run "$target" "$seconds" "$@" >"$reports/$target.txt" 2>&1 || status=$?
            echo "$status" >"$reports/$target.status"
        ) &
    done
    wait
    failed=()
    for target in "${selected[@]}"; do
        cat "$reports/$target.txt"
        [ "$(cat "$reports/$target.status")" = 0 ] || failed+=("$target")
    done
    if [ ${#failed[@]} -gt 0 ]; then
        echo "fuzz.sh: failed: ${failed[*]}" >&2
        exit 1
    fi
    echo "fuzz.sh: ${selected[*]}: no crash, leak or timeout"
    ;;
esac
