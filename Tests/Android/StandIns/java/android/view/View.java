package android.view;

import android.content.Context;

/** Stand-in of android.view.View: its context and layout direction (API 17). */
public class View {
    public static final int LAYOUT_DIRECTION_LTR = 0;
    public static final int LAYOUT_DIRECTION_RTL = 1;

    private final Context context;
    private int layoutDirection = LAYOUT_DIRECTION_LTR;

    public View(Context context) {
        this.context = context;
    }

    public final Context getContext() {
        return context;
    }

    public void setLayoutDirection(int layoutDirection) {
        this.layoutDirection = layoutDirection;
    }

    public int getLayoutDirection() {
        return layoutDirection;
    }
}
