package android.content.res;

import android.os.LocaleList;

/** Stand-in of android.content.res.Configuration (its locales). */
public final class Configuration {
    private LocaleList locales = LocaleList.getEmptyLocaleList();

    public Configuration() {}

    public Configuration(Configuration o) {
        locales = o.locales;
    }

    public LocaleList getLocales() {
        return locales;
    }

    public void setLocales(LocaleList locales) {
        this.locales = locales == null ? LocaleList.getEmptyLocaleList() : locales;
    }
}
