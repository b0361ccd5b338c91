package android.content.res;

import android.os.LocaleList;
import android.text.TextUtils;

/**
 * Stand-in of android.content.res.Configuration: its locales and the fields an override could
 * freeze (orientation, uiMode, fontScale, screen size, the layout direction), written from AOSP
 * frameworks/base core/java/android/content/res/Configuration.java:
 * - {@code new Configuration()} is unset: every field undefined, fontScale 0 ({@code unset()});
 * - {@code setLocales} sets the layout direction from the list's first locale
 *   ({@code setLayoutDirection(locales.get(0))}, by TextUtils.getLayoutDirectionFromLocale: ICU's
 *   likely script, the stand-in beside this one);
 * - {@code updateFrom(delta)} copies each field the delta defines (fontScale when > 0, the
 *   layout direction and the screen size bits of screenLayout apart, locales when not empty),
 *   which is how ResourcesManager applies an override configuration over every new base
 *   configuration ({@code generateConfig}: {@code config.updateFrom(key.mOverrideConfiguration)}).
 */
public final class Configuration {
    public static final int ORIENTATION_UNDEFINED = 0;
    public static final int ORIENTATION_PORTRAIT = 1;
    public static final int ORIENTATION_LANDSCAPE = 2;
    public static final int UI_MODE_TYPE_UNDEFINED = 0;
    public static final int UI_MODE_NIGHT_NO = 0x10;
    public static final int UI_MODE_NIGHT_YES = 0x20;
    public static final int SCREENLAYOUT_UNDEFINED = 0;
    public static final int SCREENLAYOUT_SIZE_MASK = 0x0f;
    public static final int SCREENLAYOUT_LAYOUTDIR_MASK = 0xc0;
    public static final int SCREENLAYOUT_LAYOUTDIR_SHIFT = 6;
    public static final int SCREENLAYOUT_LAYOUTDIR_UNDEFINED = 0;
    public static final int SCREENLAYOUT_LAYOUTDIR_LTR = 0x40;
    public static final int SCREENLAYOUT_LAYOUTDIR_RTL = 0x80;
    public static final int SCREEN_WIDTH_DP_UNDEFINED = 0;
    public static final int SCREEN_HEIGHT_DP_UNDEFINED = 0;

    public float fontScale;
    public int orientation;
    public int uiMode;
    public int screenLayout;
    public int screenWidthDp;
    public int screenHeightDp;
    private LocaleList locales = LocaleList.getEmptyLocaleList();

    public Configuration() {}

    public Configuration(Configuration o) {
        setTo(o);
    }

    public void setTo(Configuration o) {
        fontScale = o.fontScale;
        orientation = o.orientation;
        uiMode = o.uiMode;
        screenLayout = o.screenLayout;
        screenWidthDp = o.screenWidthDp;
        screenHeightDp = o.screenHeightDp;
        locales = o.locales;
    }

    public LocaleList getLocales() {
        return locales;
    }

    public void setLocales(LocaleList locales) {
        this.locales = locales == null ? LocaleList.getEmptyLocaleList() : locales;
        java.util.Locale first = this.locales.get(0);
        int direction = TextUtils.getLayoutDirectionFromLocale(first) == 1
                ? SCREENLAYOUT_LAYOUTDIR_RTL : SCREENLAYOUT_LAYOUTDIR_LTR;
        screenLayout = (screenLayout & ~SCREENLAYOUT_LAYOUTDIR_MASK) | direction;
    }

    /** View.LAYOUT_DIRECTION_LTR (0) or View.LAYOUT_DIRECTION_RTL (1). */
    public int getLayoutDirection() {
        return (screenLayout & SCREENLAYOUT_LAYOUTDIR_MASK) == SCREENLAYOUT_LAYOUTDIR_RTL ? 1 : 0;
    }

    /** Copies every field `delta` defines; returns a nonzero mask when something changed. */
    public int updateFrom(Configuration delta) {
        int changed = 0;
        if (delta.fontScale > 0 && fontScale != delta.fontScale) { fontScale = delta.fontScale; changed |= 1; }
        if (!delta.locales.isEmpty() && !delta.locales.equals(locales)) { locales = delta.locales; changed |= 2; }
        int direction = delta.screenLayout & SCREENLAYOUT_LAYOUTDIR_MASK;
        if (direction != SCREENLAYOUT_LAYOUTDIR_UNDEFINED && direction != (screenLayout & SCREENLAYOUT_LAYOUTDIR_MASK)) {
            screenLayout = (screenLayout & ~SCREENLAYOUT_LAYOUTDIR_MASK) | direction;
            changed |= 4;
        }
        int size = delta.screenLayout & SCREENLAYOUT_SIZE_MASK;
        if (size != 0 && size != (screenLayout & SCREENLAYOUT_SIZE_MASK)) {
            screenLayout = (screenLayout & ~SCREENLAYOUT_SIZE_MASK) | size;
            changed |= 8;
        }
        if (delta.orientation != ORIENTATION_UNDEFINED && orientation != delta.orientation) { orientation = delta.orientation; changed |= 16; }
        if (delta.uiMode != UI_MODE_TYPE_UNDEFINED && uiMode != delta.uiMode) { uiMode = delta.uiMode; changed |= 32; }
        if (delta.screenWidthDp != SCREEN_WIDTH_DP_UNDEFINED && screenWidthDp != delta.screenWidthDp) { screenWidthDp = delta.screenWidthDp; changed |= 64; }
        if (delta.screenHeightDp != SCREEN_HEIGHT_DP_UNDEFINED && screenHeightDp != delta.screenHeightDp) { screenHeightDp = delta.screenHeightDp; changed |= 128; }
        return changed;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Configuration)) return false;
        Configuration o = (Configuration) other;
        return fontScale == o.fontScale && orientation == o.orientation && uiMode == o.uiMode
                && screenLayout == o.screenLayout && screenWidthDp == o.screenWidthDp
                && screenHeightDp == o.screenHeightDp && locales.equals(o.locales);
    }

    @Override
    public int hashCode() {
        return locales.hashCode() * 31 + orientation;
    }

    @Override
    public String toString() {
        return "{" + fontScale + " " + locales + " orientation=" + orientation + " uiMode=" + uiMode
                + " screenLayout=" + screenLayout + " " + screenWidthDp + "x" + screenHeightDp + "dp}";
    }
}
