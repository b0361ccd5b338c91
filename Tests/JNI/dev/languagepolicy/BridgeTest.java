package dev.languagepolicy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Replays every exported decision through JNI and compares each answer with the one the Swift
 * API gave (Tests/BridgeCaseExporter), and checks that every call of the bridge's list has its
 * minimum of cases and the file its minimum in all (BridgeCallList, generated from the list); then
 * times a JNI round trip of one app-language decision.
 *
 * <p>Usage: java -Dlanguagepolicy.library=PATH dev.languagepolicy.BridgeTest cases.tsv, or
 * {@code --time} for the round-trip timing alone (run it without -Xcheck:jni).
 */
public final class BridgeTest {
    public static void main(String[] arguments) throws Exception {
        if (arguments[0].equals("--time")) {
            timeRoundTrip();
            return;
        }
        List<String> lines = Files.readAllLines(Path.of(arguments[0]), StandardCharsets.UTF_8);
        Base64.Decoder base64 = Base64.getDecoder();
        Map<String, Integer> answers = new TreeMap<>();
        for (String function : BridgeCallList.NAMES) answers.put(function, 0);
        int passed = 0;
        int failed = 0;
        int errors = 0;
        for (String line : lines) {
            String[] fields = line.split("\t", -1);
            String function = fields[0];
            String name = new String(base64.decode(fields[1]), StandardCharsets.UTF_8);
            String request = new String(base64.decode(fields[2]), StandardCharsets.UTF_8);
            String expected = new String(base64.decode(fields[3]), StandardCharsets.UTF_8);
            String actual = BridgeCallList.call(function, request);
            if (actual.equals(expected)) {
                passed++;
                if (actual.startsWith("{\"error\":{")) {
                    errors++;
                } else {
                    answers.merge(function, 1, Integer::sum);
                }
            } else {
                failed++;
                System.out.println("MISMATCH " + function + " " + name + "\n  request  " + request
                        + "\n  expected " + expected + "\n  actual   " + actual);
            }
        }
        for (String function : BridgeCallList.NAMES) {
            String answer = BridgeCallList.call(function, null);
            if (answer != null && answer.contains("\"kind\":\"invalid_json\"")) {
                passed++;
            } else {
                failed++;
                System.out.println("MISMATCH " + function + " with a null request: " + answer);
            }
        }
        System.out.println("jni-bridge: " + passed + " identical to Swift (" + errors + " error answers), " + failed + " different");
        // The minimums (Sources/LanguagePolicyBridge/BridgeCalls.json): an empty or thin case file fails.
        System.out.println("jni-bridge: answers without an error object per call (at least "
                + BridgeCallList.MINIMUM_ANSWERS_PER_CALL + " each): " + answers);
        for (Map.Entry<String, Integer> entry : answers.entrySet()) {
            if (entry.getValue() < BridgeCallList.MINIMUM_ANSWERS_PER_CALL) {
                failed++;
                System.out.println("TOO FEW " + entry.getKey() + ": " + entry.getValue() + " answers without an error, "
                        + "fewer than " + BridgeCallList.MINIMUM_ANSWERS_PER_CALL);
            }
        }
        System.out.println("jni-bridge: " + lines.size() + " exported cases (at least " + BridgeCallList.MINIMUM_CASES + ")");
        if (lines.size() < BridgeCallList.MINIMUM_CASES) {
            failed++;
            System.out.println("TOO FEW exported cases: " + lines.size() + ", fewer than " + BridgeCallList.MINIMUM_CASES);
        }
        System.exit(failed == 0 ? 0 : 1);
    }

    /** Round trips through JNI, median of 15 rounds: one app-language decision as the Kotlin
     * adapter asks for it (the policy loaded once, then named by id), the same with the policy
     * in the request, and a tag canonicalization (mostly the fixed cost of a call). */
    static void timeRoundTrip() {
        String policy = "{\"supportedLocales\":[\"en\",\"en-GB\",\"fr\",\"es\",\"zh-Hans\","
                + "\"zh-Hant\",\"pt-BR\",\"sr-Latn\"],\"productDefault\":\"en\",\"aliases\":{\"en-AU\":\"en-GB\","
                + "\"en-NZ\":\"en-GB\",\"sr-Cyrl\":\"sr-Latn\"},\"languageDefaults\":{\"pt\":\"pt-BR\"},"
                + "\"policyVersion\":3}";
        String languages = "\"systemAppPreference\":[],\"deviceLanguages\":[\"fr-CA\",\"en-CA\",\"es\"]}";
        String policyId = LanguagePolicyNative.loadPolicy("{\"policy\":" + policy + "}")
                .replaceAll(".*\"policyId\":\"([^\"]+)\".*", "$1");
        String byId = "{\"policyId\":\"" + policyId + "\"," + languages;
        time("jni-resolve-roundtrip", () -> LanguagePolicyNative.resolveAppLanguage(byId));
        String withPolicy = "{\"policy\":" + policy + "," + languages;
        time("jni-resolve-with-policy-roundtrip", () -> LanguagePolicyNative.resolveAppLanguage(withPolicy));
        time("jni-canonicalize-roundtrip", () -> LanguagePolicyNative.canonicalizeTag("{\"tag\":\"zh_hant_hk\"}"));
    }

    static void time(String name, java.util.function.Supplier<String> call) {
        int calls = 20000;
        long sink = 0;
        for (int warmup = 0; warmup < 3 * calls; warmup++) sink += call.get().length();
        long[] rounds = new long[15];
        for (int round = 0; round < rounds.length; round++) {
            long start = System.nanoTime();
            for (int index = 0; index < calls; index++) sink += call.get().length();
            rounds[round] = System.nanoTime() - start;
        }
        Arrays.sort(rounds);
        double median = rounds[rounds.length / 2] / (double) calls;
        System.out.printf("%s: %.1f ns/op checksum=%d%n", name, median, sink % 1000003);
    }
}
