package androidx.appcompat.app;

import android.content.Context;
import android.os.Build;
import androidx.core.os.LocaleListCompat;

/**
 * Stand-in of androidx.appcompat.app.AppCompatDelegate, written from AndroidX
 * appcompat/src/main/java/androidx/appcompat/app/AppCompatDelegate.java and
 * AppCompatDelegateImpl.java (1.6/1.7):
 * - below API 33 {@code setApplicationLocales} keeps the list in the static
 *   {@code sRequestedAppLocales} (null until the first call in the process, then non-null even
 *   when empty) and applies it to the active delegates, AppCompatActivity's only; from 33 it
 *   forwards to LocaleManager and keeps nothing;
 * - {@code getApplicationLocales} below 33 returns {@code sRequestedAppLocales}, or empty;
 * - {@link #calculateApplicationLocales} is AppCompatDelegateImpl's: null from 33 or while
 *   nothing was requested; otherwise the requested list over the application's configuration
 *   locales ({@code combineLocalesIfOverlayExists}), and the application's locales when that is
 *   empty. AppCompatDelegateImpl.attachBaseContext2 sets the result over the activity's base
 *   configuration, so it wins over a base context's own locales;
 * - {@link #syncRequestedAndStoredLocales} with {@code autoStoreLocales} (the manifest's
 *   AppLocalesMetadataHolderService): below 33, while nothing was requested in this process, the
 *   list an earlier process stored (AppLocalesStorageHelper.readLocales) becomes the requested
 *   one when it is not empty; AppCompat runs it as an AppCompatActivity's delegate is made.
 */
public abstract class AppCompatDelegate {
    private static LocaleListCompat sRequestedAppLocales;
    private static String storedLocales; // stand-in only: AppLocalesStorageHelper's file; null: not opted in

    public static void setApplicationLocales(LocaleListCompat locales) {
        if (Build.VERSION.SDK_INT >= 33) throw new UnsupportedOperationException("stand-in: LocaleManager from 33");
        if (!locales.equals(sRequestedAppLocales)) sRequestedAppLocales = locales;
    }

    public static LocaleListCompat getApplicationLocales() {
        if (Build.VERSION.SDK_INT < 33 && sRequestedAppLocales != null) return sRequestedAppLocales;
        return LocaleListCompat.getEmptyLocaleList();
    }

    /** Stand-in only: AppCompatDelegateImpl.calculateApplicationLocales. */
    public static LocaleListCompat calculateApplicationLocales(Context context) {
        if (Build.VERSION.SDK_INT >= 33 || sRequestedAppLocales == null) return null;
        LocaleListCompat application = LocaleListCompat.wrap(
                context.getApplicationContext().getResources().getConfiguration().getLocales());
        if (sRequestedAppLocales.isEmpty()) return application;
        java.util.List<java.util.Locale> combined = new java.util.ArrayList<>();
        for (int i = 0; i < sRequestedAppLocales.size(); i++) combined.add(sRequestedAppLocales.get(i));
        for (int i = 0; i < application.size(); i++) {
            if (!combined.contains(application.get(i))) combined.add(application.get(i));
        }
        return LocaleListCompat.create(combined.toArray(new java.util.Locale[0]));
    }

    /** AppCompatDelegate.syncRequestedAndStoredLocales below 33 (above, it syncs to LocaleManager once). */
    public static void syncRequestedAndStoredLocales(Context context) {
        if (storedLocales == null || Build.VERSION.SDK_INT >= 33 || sRequestedAppLocales != null) return;
        LocaleListCompat stored = LocaleListCompat.forLanguageTags(storedLocales);
        if (!stored.isEmpty()) sRequestedAppLocales = stored;
    }

    /** Stand-in only: autoStoreLocales opted in, with what an earlier process stored ("" for nothing). */
    public static void optInToAutoStoreLocales(String stored) {
        storedLocales = stored;
    }

    /** Stand-in only: a new process, where nothing was requested yet. */
    public static void resetForNewProcess() {
        sRequestedAppLocales = null;
        storedLocales = null;
    }
}
