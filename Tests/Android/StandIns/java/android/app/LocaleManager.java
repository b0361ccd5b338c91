package android.app;

import android.os.LocaleList;

/** Stand-in of android.app.LocaleManager (API 33); open here so that a test can fake it. */
public class LocaleManager {
    public LocaleList getApplicationLocales() {
        throw new UnsupportedOperationException("stand-in");
    }

    public void setApplicationLocales(LocaleList locales) {
        throw new UnsupportedOperationException("stand-in");
    }

    public LocaleList getSystemLocales() {
        throw new UnsupportedOperationException("stand-in");
    }
}
