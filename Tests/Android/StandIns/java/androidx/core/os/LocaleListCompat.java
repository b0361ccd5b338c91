package androidx.core.os;

import android.os.LocaleList;
import java.util.Locale;

/** Stand-in of androidx.core.os.LocaleListCompat. */
public final class LocaleListCompat {
    private final LocaleList list;

    private LocaleListCompat(LocaleList list) {
        this.list = list;
    }

    public static LocaleListCompat create(Locale... localeList) {
        return new LocaleListCompat(new LocaleList(localeList));
    }

    public static LocaleListCompat wrap(LocaleList list) {
        return new LocaleListCompat(list);
    }

    public Object unwrap() {
        return list;
    }

    public static LocaleListCompat forLanguageTags(String list) {
        return new LocaleListCompat(LocaleList.forLanguageTags(list));
    }

    public static LocaleListCompat getEmptyLocaleList() {
        return new LocaleListCompat(LocaleList.getEmptyLocaleList());
    }

    public Locale get(int index) {
        return list.get(index);
    }

    public boolean isEmpty() {
        return list.isEmpty();
    }

    public int size() {
        return list.size();
    }

    public String toLanguageTags() {
        return list.toLanguageTags();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LocaleListCompat && ((LocaleListCompat) other).list.equals(list);
    }

    @Override
    public int hashCode() {
        return list.hashCode();
    }
}
