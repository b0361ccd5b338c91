package android.content;

/** Stand-in of android.content.Intent. */
public class Intent {
    public static final String ACTION_LOCALE_CHANGED = "android.intent.action.LOCALE_CHANGED";

    private final String action;

    public Intent(String action) {
        this.action = action;
    }

    public String getAction() {
        return action;
    }
}
