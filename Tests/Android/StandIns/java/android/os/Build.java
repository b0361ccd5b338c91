package android.os;

/** Stand-in of android.os.Build: the API level. */
public class Build {
    public static class VERSION {
        /** Not final here, so that a test can run both API paths. */
        public static int SDK_INT = VERSION_CODES.TIRAMISU;
    }

    public static class VERSION_CODES {
        public static final int TIRAMISU = 33;
    }
}
