#!/usr/bin/env python3
"""What an Android build ships, checked on the host-built JNI library (Scripts/build-jni.sh links it
with Scripts/JNI/flags.sh, as Scripts/build-android.sh links each Android ABI):

  exports   the library's exported symbols (`nm -D --defined-only`) are exactly the JNI names of the
            natives LanguagePolicyNative.java declares, which are exactly the calls of
            Sources/LanguagePolicyBridge/BridgeCalls.json;
  rules     android/consumer-rules.pro keeps every class JNI reaches by name (the class of every
            exported Java_ symbol) under its name, and every native method of it; and -dontwarn
            covers every class the library's sources name from a compile-only dependency (any
            package but the platform's, Java's, Kotlin's and the library's own);
  alignment every ELF LOAD segment (`readelf -lW`) is aligned to 16 KB or more (Android 15's
            16 KB pages; Google Play's requirement for apps targeting it).

Usage: Scripts/check-android-jni.py --library LIB [--java FILE] [--rules FILE] [--calls FILE] [--nm NM] [--readelf READELF]
       Scripts/check-android-jni.py --alignment-of LIB…                 the alignment only (libc++_shared.so)
       Scripts/check-android-jni.py --self-test   plants each defect (a removed keep or -dontwarn
                                                  rule, a native without an export, 4 KB pages)
                                                  in a copy and fails unless each check fails on it
"""

import argparse
import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
JAVA = ROOT / "android/src/main/java/dev/languagepolicy/LanguagePolicyNative.java"
RULES = ROOT / "android/consumer-rules.pro"
CALLS = ROOT / "Sources/LanguagePolicyBridge/BridgeCalls.json"
SOURCES = [ROOT / "android/src/main/java", ROOT / "android/src/main/kotlin"]
PAGE = 16384
# The tools: the host's by default; Scripts/build-android.sh passes the NDK's llvm-nm and llvm-readelf.
TOOLS = {"nm": "nm", "readelf": "readelf"}
# Packages a device provides, or the library itself: everything else is compile-only.
PROVIDED = ("android.", "java.", "javax.", "kotlin.", "dev.languagepolicy.")


def jni_mangle(name):
    """A Java name as the JNI specification mangles it in a native's symbol (Design, "Resolving
    Native Method Names"): `.`/`/` become `_`, `_` `_1`, `;` `_2`, `[` `_3`, others `_0xxxx`."""
    out = []
    for char in name:
        if char in "./":
            out.append("_")
        elif char == "_":
            out.append("_1")
        elif char == ";":
            out.append("_2")
        elif char == "[":
            out.append("_3")
        elif char.isascii() and char.isalnum():
            out.append(char)
        else:
            out.append("_0%04x" % ord(char))
    return "".join(out)


def java_natives(path):
    """The class and the native methods a Java file declares."""
    text = re.sub(r"/\*.*?\*/|//[^\n]*", "", path.read_text(), flags=re.S)
    package = re.search(r"^package\s+([\w.]+);", text, re.M).group(1)
    cls = re.search(r"\bclass\s+(\w+)", text).group(1)
    natives = re.findall(r"\bnative\s+[\w.\[\]<>]+\s+(\w+)\s*\(", text)
    return f"{package}.{cls}", natives


def exported(library):
    """The global symbols the library defines in its dynamic symbol table."""
    lines = subprocess.run([TOOLS["nm"], "-D", "--defined-only", str(library)], check=True,
                           capture_output=True, text=True).stdout.splitlines()
    return {fields[2] for fields in (line.split() for line in lines) if len(fields) == 3 and fields[1].isupper()}


def check_exports(library, java, calls):
    cls, natives = java_natives(java)
    problems = []
    if len(set(natives)) != len(natives):
        problems.append(f"{java.name} declares a native twice (overloads would need signature-mangled symbols)")
    listed = [call["javaMethod"] for call in json.loads(calls.read_text())["calls"]]
    if sorted(listed) != sorted(natives):
        problems.append(f"{java.name}'s natives {sorted(set(natives) ^ set(listed))} differ from {calls.name}'s calls")
    symbols = exported(library)
    expected = {f"Java_{jni_mangle(cls)}_{jni_mangle(native)}" for native in natives}
    for missing in sorted(expected - symbols):
        problems.append(f"a native without an export: {missing} is not exported by {library.name}")
    for extra in sorted(symbols - expected):
        problems.append(f"{library.name} exports {extra}, which no native of {java.name} declares")
    return problems, len(expected)


def strip_comments(text):
    return "\n".join(line.split("#", 1)[0] for line in text.splitlines())


def class_pattern(pattern):
    """A ProGuard class name pattern as a regular expression (`**` any part, `*` any part
    without a dot, `?` one character but a dot)."""
    out = []
    index = 0
    while index < len(pattern):
        if pattern.startswith("**", index):
            out.append(".*")
            index += 2
        elif pattern[index] == "*":
            out.append("[^.]*")
            index += 1
        elif pattern[index] == "?":
            out.append("[^.]")
            index += 1
        else:
            out.append(re.escape(pattern[index]))
            index += 1
    return re.compile("".join(out) + r"\Z")


RULE = re.compile(r"-(keep\w*)((?:,\w+)*)\s+(?:(?:public|final|abstract)\s+)*(?:class|interface|enum)\s+([\w.$*?]+)"
                  r"\s*(?:\{([^}]*)\})?")


def member_keeps_native(member, name):
    member = " ".join(member.split())
    if member in ("native <methods>", "<methods>", "*"):
        return True
    match = re.fullmatch(r"(?:(?:public|private|protected|static|final|native)\s+)*[\w.\[\]*]+\s+(\S+)\s*\(.*\)", member)
    return bool(match) and "native" in member.split() and class_pattern(match.group(1)).match(name) is not None


def check_rules(rules, java, sources):
    text = strip_comments(rules.read_text())
    keeps = [(m.group(1), m.group(2), m.group(3), [x.strip() for x in (m.group(4) or "").split(";") if x.strip()])
             for m in RULE.finditer(text)]
    problems = []
    cls, natives = java_natives(java)
    # The class, under its name: a -keep that allows neither shrinking nor obfuscation.
    if not any(kind == "keep" and not modifiers and class_pattern(pattern).match(cls) for kind, modifiers, pattern, _ in keeps):
        problems.append(f"no -keep rule keeps {cls} under its name (JNI finds its natives by name)")
    for native in natives:
        if not any(kind in ("keep", "keepclassmembers", "keepclasseswithmembers") and "allow" not in modifiers
                   and class_pattern(pattern).match(cls) and any(member_keeps_native(m, native) for m in members)
                   for kind, modifiers, pattern, members in keeps):
            problems.append(f"no rule keeps the native {cls}.{native} (R8 would rename or remove it)")
    dontwarn = [class_pattern(p) for p in re.findall(r"-dontwarn\s+([\w.$*?]+)", text)]
    named = set()
    for source in sources:
        for path in sorted(source.rglob("*.kt")) + sorted(source.rglob("*.java")):
            code = path.read_text()
            named.update(re.findall(r"^import\s+([\w.]+)", code, re.M))
            named.update(re.findall(r"\b((?:[a-z]\w*\.){2,}[A-Z]\w*)", re.sub(r"^(?:import|package)\s.*$", "", code, flags=re.M)))
    compile_only = sorted(n for n in named if not n.startswith(PROVIDED))
    for name in compile_only:
        if not any(pattern.match(name) for pattern in dontwarn):
            problems.append(f"-dontwarn does not cover {name}, a compile-only class the library names")
    return problems, len(natives), len(compile_only)


def check_alignment(library):
    lines = subprocess.run([TOOLS["readelf"], "-lW", str(library)], check=True, capture_output=True, text=True).stdout.splitlines()
    aligns = [int(line.split()[-1], 16) for line in lines if line.strip().startswith("LOAD ")]
    problems = [] if aligns else [f"{library.name} has no LOAD segment"]
    problems += [f"a LOAD segment of {library.name} is aligned to {align} bytes, not {PAGE} (16 KB pages)"
                 for align in aligns if align < PAGE]
    return problems, aligns


def check(library, java, rules, calls, sources):
    problems, exports = check_exports(library, java, calls)
    rule_problems, natives, compile_only = check_rules(rules, java, sources)
    align_problems, aligns = check_alignment(library)
    return problems + rule_problems + align_problems, (exports, natives, compile_only, aligns)


def self_test():
    """Each planted defect must fail its check, and the unplanted copy pass."""
    failures = []
    with tempfile.TemporaryDirectory() as scratch:
        scratch = pathlib.Path(scratch)
        stub = scratch / "stub.c"
        cls, natives = java_natives(JAVA)
        stub.write_text("".join(f"void Java_{jni_mangle(cls)}_{jni_mangle(n)}(void) {{}}\n" for n in natives))

        def library(name, page):
            out = scratch / name
            subprocess.run(["clang", "-shared", "-fPIC", "-o", str(out), str(stub), f"-Wl,-z,max-page-size={page}",
                            f"-Wl,--version-script={ROOT / 'Scripts/JNI/exports.map'}"], check=True)
            return out

        good, small_pages = library("lib16k.so", PAGE), library("lib4k.so", 4096)
        rules = RULES.read_text()
        planted = {}
        for name, text in {
            "keep rule removed": re.sub(r"-keep class dev\.languagepolicy\.LanguagePolicyNative \{[^}]*\}", "", rules),
            "keep rule obfuscatable": rules.replace("-keep class", "-keep,allowobfuscation class"),
            "natives unkept": rules.replace("native <methods>;", "<fields>;"),
            "-dontwarn removed": rules.replace("-dontwarn androidx.compose.**", ""),
        }.items():
            planted[name] = scratch / f"{name}.pro"
            planted[name].write_text(text)
        extra_native = scratch / "LanguagePolicyNative.java"
        extra_native.write_text(JAVA.read_text().replace(
            "// end of generated (natives)",
            "public static native String unexported(String requestJson);\n    // end of generated (natives)"))
        cases = [("as checked in", good, JAVA, RULES, None)]
        cases += [(name, good, JAVA, path, "rules") for name, path in planted.items()]
        cases.append(("a native without an export", good, extra_native, RULES, "a native without an export"))
        cases.append(("4 KB pages", small_pages, JAVA, RULES, "aligned to 4096 bytes"))
        for name, lib, java, rules_file, expect in cases:
            problems, _ = check(lib, java, rules_file, CALLS, SOURCES)
            if expect is None:
                ok = not problems
            elif expect == "rules":
                ok = any("-keep" in p or "keeps" in p or "-dontwarn" in p for p in problems)
            else:
                ok = any(expect in p for p in problems)
            print(f"check-android-jni: self-test: {name}: {'caught' if expect else 'passes'}"
                  if ok else f"check-android-jni: self-test: {name}: NOT as expected: {problems}")
            if not ok:
                failures.append(name)
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library", type=pathlib.Path)
    parser.add_argument("--java", type=pathlib.Path, default=JAVA)
    parser.add_argument("--rules", type=pathlib.Path, default=RULES)
    parser.add_argument("--calls", type=pathlib.Path, default=CALLS)
    parser.add_argument("--nm", default="nm")
    parser.add_argument("--readelf", default="readelf")
    parser.add_argument("--alignment-of", type=pathlib.Path, nargs="+")
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    TOOLS.update(nm=args.nm, readelf=args.readelf)
    if args.alignment_of:
        problems = [p for library in args.alignment_of for p in check_alignment(library)[0]]
        for problem in problems:
            print(f"check-android-jni: {problem}", file=sys.stderr)
        if problems:
            sys.exit(1)
        print(f"check-android-jni: LOAD segments aligned to 16 KB or more: {', '.join(map(str, args.alignment_of))}")
        return
    if args.self_test:
        failures = self_test()
        if failures:
            sys.exit(f"check-android-jni: the checks miss planted defects: {failures}")
        return
    if args.library is None:
        parser.error("--library is required")
    problems, (exports, natives, compile_only, aligns) = check(args.library, args.java, args.rules, args.calls, SOURCES)
    for problem in problems:
        print(f"check-android-jni: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check-android-jni: {exports} exports = the {natives} natives = the list's calls; the R8 rules keep the "
          f"class and each native, -dontwarn covers the {compile_only} compile-only classes named; "
          f"LOAD segments aligned to {sorted(set(aligns))}")


if __name__ == "__main__":
    main()
