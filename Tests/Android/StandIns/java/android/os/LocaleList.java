package android.os;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Stand-in of android.os.LocaleList. */
public final class LocaleList {
    private static final LocaleList EMPTY = new LocaleList();

    private final List<Locale> locales;

    public LocaleList(Locale... list) {
        locales = new ArrayList<>();
        for (Locale locale : list) {
            if (locales.contains(locale)) throw new IllegalArgumentException("repeated locale " + locale);
            locales.add(locale);
        }
    }

    public static LocaleList getEmptyLocaleList() {
        return EMPTY;
    }

    public static LocaleList forLanguageTags(String list) {
        if (list == null || list.isEmpty()) return EMPTY;
        return new LocaleList(Arrays.stream(list.split(",")).map(Locale::forLanguageTag).toArray(Locale[]::new));
    }

    public Locale get(int index) {
        return index >= 0 && index < locales.size() ? locales.get(index) : null;
    }

    public boolean isEmpty() {
        return locales.isEmpty();
    }

    public int size() {
        return locales.size();
    }

    public String toLanguageTags() {
        return String.join(",", locales.stream().map(Locale::toLanguageTag).toArray(String[]::new));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LocaleList && ((LocaleList) other).locales.equals(locales);
    }

    @Override
    public int hashCode() {
        return locales.hashCode();
    }

    @Override
    public String toString() {
        return locales.toString();
    }
}
