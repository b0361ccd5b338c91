package androidx.appcompat.app;

import androidx.core.os.LocaleListCompat;

/** Stand-in of androidx.appcompat.app.AppCompatDelegate: the application locales, kept in memory. */
public abstract class AppCompatDelegate {
    private static LocaleListCompat applicationLocales = LocaleListCompat.getEmptyLocaleList();

    public static void setApplicationLocales(LocaleListCompat locales) {
        applicationLocales = locales;
    }

    public static LocaleListCompat getApplicationLocales() {
        return applicationLocales;
    }
}
