"""The Swift files: the C functions (`@_cdecl`), the JNI functions, and the list as Swift values
for the tests and the fuzz target. Written as `swift format` leaves them (lint-clean)."""

import textwrap

BRIDGE = "Sources/LanguagePolicyBridge"
C_FUNCTIONS = f"{BRIDGE}/CInterface.swift"
JNI_FUNCTIONS = "Sources/LanguagePolicyJNI/JNIExports.swift"
SWIFT_LIST = f"{BRIDGE}/BridgeCalls.swift"

LINE_LENGTH = 120


def stamp(calls):
    """The file's first lines: the stamp, wrapped as a comment."""
    words = calls.stamp.split(" (sha256 ")
    return f"// {words[0]}\n// (sha256 {words[1]}.\n"


def doc_comment(text):
    """TEXT as `///` lines of at most LINE_LENGTH characters."""
    return "".join(f"/// {line}\n" for line in textwrap.wrap(text, LINE_LENGTH - 4, break_on_hyphens=False))


def function(attribute, signature, parameters, result, body):
    """A function, on one line when it fits, else with its parameters on a line of their own."""
    one_line = f"package func {signature}({parameters}) -> {result} {{"
    if len(one_line) <= LINE_LENGTH:
        head = one_line
    else:
        head = f"package func {signature}(\n    {parameters}\n) -> {result} {{"
    return f"{attribute}\n{head}\n    {body}\n}}\n"


def c_functions(calls, _):
    parts = [
        stamp(calls),
        "//\n// The C ABI over ``Bridge`` (include/langpolicy.h): one function per call, each a C string in and an\n"
        "// answer `langpolicy_free` releases out (``CInterface/call(_:_:)``).\n",
    ]
    for call in calls.calls:
        parts.append(
            "\n" + doc_comment(f"{call.doc[:-1]} (``{call.docc_symbol}``).")
            + function(f'@_cdecl("{call.c_symbol}")', call.swift_c_name, "_ request: UnsafePointer<CChar>?",
                       "UnsafeMutablePointer<CChar>", f"CInterface.call(request, {call.swift_function})"))
    return "".join(parts)


def jni_functions(calls, _):
    parts = [
        stamp(calls),
        "//\n// JNI entry points of `dev.languagepolicy.LanguagePolicyNative` (android/…/LanguagePolicyNative.java),\n"
        "// one per call: the request JSON as a Java string in, the answer JSON out, through\n"
        "// ``JavaStrings/answer(_:_:_:)``.\n",
        "package import CJNI\ninternal import LanguagePolicyBridge\n",
    ]
    for call in calls.calls:
        parts.append(
            "\n" + doc_comment(f"`LanguagePolicyNative.{call.java_method}`: ``{call.docc_symbol}`` for Java.")
            + function(f'@_cdecl("{call.jni_symbol}")', call.java_method,
                       "_ env: UnsafeMutablePointer<JNIEnv?>?, _ type: jclass?, _ request: jstring?", "jstring?",
                       f"JavaStrings.answer(env, request, {call.swift_function})"))
    return "".join(parts)


def swift_list(calls, _):
    entries = []
    for call in calls.calls:
        entries.append(
            "        BridgeCall(\n"
            f'            name: "{call.name}",\n'
            f'            cSymbol: "{call.c_symbol}",\n'
            f'            answerSchema: "{call.answer_schema}",\n'
            f"            takesPolicy: {'true' if call.takes_policy else 'false'},\n"
            f"            bridge: {call.swift_function},\n"
            f"            c: {call.swift_c_name}\n"
            "        ),\n")
    return (
        stamp(calls)
        + "\nextension BridgeCall {\n"
        "    /// Every call, in the list's order (the C fuzz target's selector order).\n"
        "    package static let all: [BridgeCall] = [\n" + "".join(entries) + "    ]\n}\n")
