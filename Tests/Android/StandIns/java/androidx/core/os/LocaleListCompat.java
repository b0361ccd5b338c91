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
}
