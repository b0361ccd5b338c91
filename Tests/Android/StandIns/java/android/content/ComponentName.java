package android.content;

/** Stand-in of android.content.ComponentName. */
public final class ComponentName {
    private final String className;

    public ComponentName(String packageName, String className) {
        this.className = className;
    }

    public String getClassName() {
        return className;
    }
}
