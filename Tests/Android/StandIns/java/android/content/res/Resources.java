package android.content.res;

/** Stand-in of android.content.res.Resources (its configuration). */
public class Resources {
    private static final Resources SYSTEM = new Resources(new Configuration());

    private final Configuration configuration;

    /** Stand-in only: Android's constructor takes assets and display metrics too. */
    public Resources(Configuration configuration) {
        this.configuration = configuration;
    }

    public static Resources getSystem() {
        return SYSTEM;
    }

    public Configuration getConfiguration() {
        return configuration;
    }
}
