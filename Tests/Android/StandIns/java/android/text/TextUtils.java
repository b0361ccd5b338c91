package android.text;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Stand-in of android.text.TextUtils: {@code getLayoutDirectionFromLocale}, written from AOSP
 * frameworks/base core/java/android/text/TextUtils.java (Android 10+): right to left when the
 * locale is not null nor ROOT and ICU's {@code ULocale.forLocale(locale).isRightToLeft()}. ICU4J's
 * {@code ULocale.isRightToLeft} takes the locale's script, or, without one, the script of
 * {@code addLikelySubtags} (language and region, then language), and asks
 * {@code UScript.isRightToLeft}: whether the script is written right to left.
 *
 * The data is read from where it lies: CLDR's likely subtags ({@code cldr/likelySubtags.xml} in the
 * pinned data, the system property {@code languagepolicy.data}); a script is right to left when
 * its letters in Unicode's {@code Scripts.txt} (the same data) are of bidirectional class R or AL
 * by the JDK's {@code Character.getDirectionality} (ICU's script property RTL is that). Earlier this
 * stand-in used the JDK's ComponentOrientation, which calls ps, ckb, dv, sd, ug and pa-Arab left
 * to right.
 */
public class TextUtils {
    private static Map<String, String> likelyScripts;
    private static Set<String> rightToLeftScripts;

    private TextUtils() {}

    /** View.LAYOUT_DIRECTION_RTL (1) or View.LAYOUT_DIRECTION_LTR (0). */
    public static int getLayoutDirectionFromLocale(Locale locale) {
        if (locale == null || locale.equals(Locale.ROOT)) return 0;
        String script = locale.getScript();
        if (script.isEmpty()) {
            Map<String, String> likely = likelyScripts();
            String language = locale.getLanguage();
            script = likely.get(language + "_" + locale.getCountry());
            if (script == null) script = likely.get(language);
            if (script == null) return 0;
        }
        return rightToLeftScripts().contains(script) ? 1 : 0;
    }

    private static Path data(String file) {
        String root = System.getProperty("languagepolicy.data");
        if (root == null) throw new IllegalStateException("stand-in TextUtils: set -Dlanguagepolicy.data (the pinned data)");
        return Paths.get(root, file);
    }

    private static synchronized Map<String, String> likelyScripts() {
        if (likelyScripts != null) return likelyScripts;
        Map<String, String> scripts = new HashMap<>();
        Pattern entry = Pattern.compile("<likelySubtag from=\"([^\"]+)\" to=\"[a-z]+_([A-Z][a-z]{3})(?:_[A-Z0-9]+)?\"");
        try {
            for (String line : Files.readAllLines(data("cldr/likelySubtags.xml"), StandardCharsets.UTF_8)) {
                Matcher match = entry.matcher(line);
                if (match.find()) scripts.put(match.group(1), match.group(2));
            }
        } catch (IOException failure) {
            throw new IllegalStateException(failure);
        }
        likelyScripts = scripts;
        return scripts;
    }

    private static synchronized Set<String> rightToLeftScripts() {
        if (rightToLeftScripts != null) return rightToLeftScripts;
        Map<String, String> codes = new HashMap<>(); // long name → four-letter code
        Map<String, int[]> votes = new HashMap<>(); // code → {right to left, left to right} letters
        Pattern alias = Pattern.compile("^sc ; (\\w{4}) +; (\\w+)");
        Pattern range = Pattern.compile("^([0-9A-F]+)(?:\\.\\.([0-9A-F]+))? +; (\\w+) # L");
        try {
            for (String line : Files.readAllLines(data("unicode/PropertyValueAliases.txt"), StandardCharsets.UTF_8)) {
                Matcher match = alias.matcher(line);
                if (match.find()) codes.put(match.group(2), match.group(1));
            }
            for (String line : Files.readAllLines(data("unicode/Scripts.txt"), StandardCharsets.UTF_8)) {
                Matcher match = range.matcher(line);
                if (!match.find()) continue;
                String code = codes.get(match.group(3));
                if (code == null) continue;
                int first = Integer.parseInt(match.group(1), 16);
                int last = match.group(2) == null ? first : Integer.parseInt(match.group(2), 16);
                int[] count = votes.computeIfAbsent(code, key -> new int[2]);
                for (int point = first; point <= last; point++) {
                    byte direction = Character.getDirectionality(point);
                    if (direction == Character.DIRECTIONALITY_RIGHT_TO_LEFT
                            || direction == Character.DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC) count[0]++;
                    else if (direction == Character.DIRECTIONALITY_LEFT_TO_RIGHT) count[1]++;
                }
            }
        } catch (IOException failure) {
            throw new IllegalStateException(failure);
        }
        Set<String> scripts = new HashSet<>();
        votes.forEach((code, count) -> { if (count[0] > count[1]) scripts.add(code); });
        rightToLeftScripts = scripts;
        return scripts;
    }
}
