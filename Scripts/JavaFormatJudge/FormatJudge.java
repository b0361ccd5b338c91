// The JVM judge of TranslationText's Android format checks (Scripts/java-format-judge.sh builds
// and runs it). Reads lines "ID<TAB>LOCALE<TAB>DEFAULT<TAB>TRANSLATION" (backslash escapes \\ \t
// \n \r in the fields) and writes, for each, "ID<TAB>TYPES<TAB>VERDICT":
//
//   TYPES    the argument types typed from DEFAULT's specifiers, as Android Lint's
//            StringFormatDetector types them (the first non-general conversion of an index;
//            String otherwise), comma-separated: string integer double character boolean
//            date-time; "-" for none
//   VERDICT  "plain" when DEFAULT is no format string (no specifier, or String.format throws on
//            it with its own arguments); "throw CLASS" when String.format(locale, TRANSLATION,
//            args) throws; else "shown I,J" — the arguments whose value changes the output
//            (formatted twice with values that differ in every rendering, once per argument).
//
// The typing is this program's own, from the JDK's specifier pattern; only String.format decides.
import java.util.ArrayList;
import java.util.Calendar;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

public final class FormatJudge {
    private static final Pattern SPECIFIER =
        Pattern.compile("%(\\d+\\$)?([-#+ 0,(\\<]*)?(\\d+)?(\\.\\d+)?([tT])?([a-zA-Z%])");

    enum Type { STRING, INTEGER, DOUBLE, CHARACTER, BOOLEAN, DATE_TIME }

    public static void main(String[] arguments) throws Exception {
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isEmpty()) continue;
            String[] fields = line.split("\t", -1);
            if (fields.length != 4) throw new IllegalArgumentException("expected 4 fields: " + line);
            Locale locale = Locale.forLanguageTag(fields[1]);
            String base = unescape(fields[2]);
            String translation = unescape(fields[3]);
            List<Type> types = types(base);
            out.println(fields[0] + "\t" + describe(types) + "\t" + verdict(locale, base, translation, types));
        }
        out.flush();
    }

    static String verdict(Locale locale, String base, String translation, List<Type> types) {
        if (!hasSpecifier(base)) return "plain";
        try {
            String.format(locale, base, values(types, -1));
        } catch (RuntimeException error) {
            return "plain";
        }
        String first;
        try {
            first = String.format(locale, translation, values(types, -1));
        } catch (RuntimeException error) {
            return "throw " + error.getClass().getName();
        }
        List<String> shown = new ArrayList<>();
        for (int index = 0; index < types.size(); index++) {
            String other = String.format(locale, translation, values(types, index));
            if (!other.equals(first)) shown.add(Integer.toString(index + 1));
        }
        return "shown " + String.join(",", shown);
    }

    static boolean hasSpecifier(String format) {
        return SPECIFIER.matcher(format).find();
    }

    // Lint's typing: walk the specifiers; ordinary, explicit and relative (<) indexes.
    static List<Type> types(String format) {
        Map<Integer, Type> typed = new HashMap<>();
        int count = 0, ordinary = 0, last = 0;
        Matcher matcher = SPECIFIER.matcher(format);
        while (matcher.find()) {
            char conversion = format.charAt(matcher.start(6));
            if (matcher.group(5) == null && (conversion == '%' || conversion == 'n')) continue;
            String flags = matcher.group(2) == null ? "" : matcher.group(2);
            int index;
            if (flags.contains("<")) index = last;
            else if (matcher.group(1) != null) {
                String digits = matcher.group(1);
                try {
                    index = Integer.parseInt(digits.substring(0, digits.length() - 1));
                } catch (NumberFormatException tooLarge) {
                    continue;
                }
            } else index = ++ordinary;
            last = index;
            // TranslationText's JavaArgument.maximumCount: no call passes more.
            if (index <= 0 || index > 1000) continue;
            count = Math.max(count, index);
            Type type = matcher.group(5) != null ? Type.DATE_TIME : typeOf(Character.toLowerCase(conversion));
            Type known = typed.get(index);
            if (type != null && (known == null || known == Type.BOOLEAN)) typed.put(index, type);
        }
        List<Type> types = new ArrayList<>();
        for (int index = 1; index <= count; index++) types.add(typed.getOrDefault(index, Type.STRING));
        return types;
    }

    static Type typeOf(char conversion) {
        switch (conversion) {
            case 'd': case 'o': case 'x': return Type.INTEGER;
            case 'e': case 'f': case 'g': case 'a': return Type.DOUBLE;
            case 'c': return Type.CHARACTER;
            case 'b': return Type.BOOLEAN;
            default: return null;
        }
    }

    // Values that differ in every rendering between the two variants: texts and hashes,
    // digits after rounding (%.0f of 1.5 and 2.5), characters, true and false, and two instants
    // that differ in every calendar field but the zone (1970-01-01 00:00:00.000, a Thursday,
    // and 2003-06-09 13:24:05.678, a Monday).
    static Object[] values(List<Type> types, int changed) {
        Object[] values = new Object[types.size()];
        for (int index = 0; index < values.length; index++) {
            boolean other = index == changed;
            switch (types.get(index)) {
                case STRING: values[index] = other ? "Z9" : "Q" + (index + 1); break;
                case INTEGER: values[index] = other ? 2 : 1; break;
                case DOUBLE: values[index] = other ? 2.5 : 1.5; break;
                case CHARACTER: values[index] = other ? 'b' : 'a'; break;
                case BOOLEAN: values[index] = other ? Boolean.FALSE : Boolean.TRUE; break;
                case DATE_TIME: values[index] = other ? instant() : 0L; break;
            }
        }
        return values;
    }

    static long instant() {
        Calendar calendar = Calendar.getInstance(TimeZone.getTimeZone("UTC"), Locale.ROOT);
        calendar.clear();
        calendar.set(2003, Calendar.JUNE, 9, 13, 24, 5);
        calendar.set(Calendar.MILLISECOND, 678);
        return calendar.getTimeInMillis();
    }

    static String describe(List<Type> types) {
        if (types.isEmpty()) return "-";
        List<String> names = new ArrayList<>();
        for (Type type : types) names.add(type == Type.DATE_TIME ? "date-time" : type.name().toLowerCase(Locale.ROOT));
        return String.join(",", names);
    }

    static String unescape(String field) {
        StringBuilder text = new StringBuilder(field.length());
        for (int index = 0; index < field.length(); index++) {
            char character = field.charAt(index);
            if (character != '\\' || index + 1 == field.length()) {
                text.append(character);
                continue;
            }
            char next = field.charAt(++index);
            text.append(next == 't' ? '\t' : next == 'n' ? '\n' : next == 'r' ? '\r' : next);
        }
        return text.toString();
    }
}
