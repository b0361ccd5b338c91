package android.widget;

import android.content.Context;
import android.os.LocaleList;
import android.view.View;

/** Stand-in of android.widget.TextView (its IME hint locales, API 24). */
public class TextView extends View {
    private LocaleList imeHintLocales;

    public TextView(Context context) {
        super(context);
    }

    public void setImeHintLocales(LocaleList hintLocales) {
        imeHintLocales = hintLocales;
    }

    public LocaleList getImeHintLocales() {
        return imeHintLocales;
    }
}
