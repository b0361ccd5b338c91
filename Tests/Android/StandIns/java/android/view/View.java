package android.view;

import android.content.Context;

/** Stand-in of android.view.View. */
public class View {
    private final Context context;

    public View(Context context) {
        this.context = context;
    }

    public final Context getContext() {
        return context;
    }
}
