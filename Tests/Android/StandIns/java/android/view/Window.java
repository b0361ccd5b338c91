package android.view;

/** Stand-in of android.view.Window: its decor view. */
public abstract class Window {
    public abstract View getDecorView();
}
