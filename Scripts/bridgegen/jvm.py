"""The JVM side: the Java natives, the Kotlin bridge's declarations and dispatch, and the
tests' own list (the JNI parity run's dispatch, the Kotlin parity run's names and minimums)."""

import re
import textwrap

from . import regions

JAVA_NATIVES = "android/src/main/java/dev/languagepolicy/LanguagePolicyNative.java"
KOTLIN_BRIDGE = "android/src/main/kotlin/dev/languagepolicy/NativeBridge.kt"
JNI_TEST_LIST = "Tests/JNI/dev/languagepolicy/BridgeCallList.java"
KOTLIN_TEST_LIST = "Tests/Android/Tests/BridgeCallList.kt"
RECORDING_BRIDGE = "Tests/Android/Tests/RecordingBridge.kt"


def line_comment(words):
    return f"// {words}"


def javadoc(call):
    """The Java method's documentation: the list's doc, request, answer and schema, with
    `code` in {@code …}."""
    text = (f"{call.doc} Request: {call.request}. Answer: {call.answer} "
            f"(`Schemas/{call.answer_schema}.schema.json`).")
    # `{@code` stays with the word after it (NUL holds the space while the text is wrapped).
    text = re.sub(r"`([^`]*)`", "{@code\0\\1}", text)
    lines = textwrap.wrap(text, 96, break_on_hyphens=False)
    return ["/**"] + [" * " + line.replace("\0", " ") for line in lines] + [" */"]


def java_natives(calls, text):
    lines = []
    for call in calls.calls:
        lines += [""] + javadoc(call) + [f"public static native String {call.java_method}(String requestJson);"]
    return regions.replace(text, JAVA_NATIVES, "natives", lines[1:], calls.stamp, line_comment)


def kotlin_bridge(calls, text):
    declarations = []
    for call in calls.calls:
        declarations += [f"/** {call.doc} */", f"fun {call.java_method}(request: String): String"]
    dispatch = [f"override fun {call.java_method}(request: String): String = "
                f"LanguagePolicyNative.{call.java_method}(request)" for call in calls.calls]
    text = regions.replace(text, KOTLIN_BRIDGE, "declarations", declarations, calls.stamp, line_comment)
    return regions.replace(text, KOTLIN_BRIDGE, "dispatch", dispatch, calls.stamp, line_comment)


def jni_test_list(calls, _):
    names = ",\n".join(f'            "{call.java_method}"' for call in calls.calls)
    cases = "".join(f'            case "{call.java_method}": return LanguagePolicyNative.{call.java_method}(request);\n'
                    for call in calls.calls)
    return f"""// {calls.stamp}.
package dev.languagepolicy;

import java.util.List;

/** The bridge's calls as the one list gives them, for {{@link BridgeTest}}. */
final class BridgeCallList {{
    private BridgeCallList() {{}}

    /** Every call's method, in the list's order. */
    static final List<String> NAMES = List.of(
{names});

    /** Exported cases of each call that must answer without an error object. */
    static final int MINIMUM_ANSWERS_PER_CALL = {calls.per_call_answers};

    /** Exported cases the run must replay in all. */
    static final int MINIMUM_CASES = {calls.jni_total};

    /** The answer of the call {{@code name}} to {{@code request}}, through JNI. */
    static String call(String name, String request) {{
        switch (name) {{
{cases}            default: throw new IllegalArgumentException("unknown call " + name);
        }}
    }}
}}
"""


def kotlin_test_list(calls, _):
    names = ",\n".join(f'        "{call.java_method}"' for call in calls.calls)
    return f"""// {calls.stamp}.
package dev.languagepolicy

/** The bridge's calls as the one list gives them, for [ParityRun]. */
internal object BridgeCallList {{
    /** Every call's method, in the list's order. */
    val names = listOf(
{names}
    )

    /** Exported cases of each call the parity run must replay through the typed API. */
    const val MINIMUM_REPLAYED_PER_CALL = {calls.per_call_answers}

    /** Exported cases the parity run must replay in all. */
    const val MINIMUM_REPLAYED = {calls.kotlin_total}
}}
"""


def recording_bridge(calls, _):
    overrides = "".join(f"    override fun {call.java_method}(request: String) = "
                        f"record(JniBridge.{call.java_method}(request))\n" for call in calls.calls)
    return f"""// {calls.stamp}.
package dev.languagepolicy

/** The JNI bridge, keeping the last answer it gave and counting the crossings. */
class RecordingBridge : NativeBridge {{
    var lastAnswer: String? = null
        private set

    /** How many calls crossed into the core. */
    var crossings = 0
        private set

    private fun record(answer: String) = answer.also {{ lastAnswer = it; crossings += 1 }}

{overrides}}}
"""
