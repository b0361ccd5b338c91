package android.os;

/** Stand-in of android.os.Build: the API level. */
public class Build {
    public static class VERSION {
        /** Not final here, so that a test can run every API path. */
        public static int SDK_INT = VERSION_CODES.TIRAMISU;
    }

    public static class VERSION_CODES {
        public static final int N = 24;
        public static final int O = 26;
        public static final int P = 28;
        public static final int S = 31;
        public static final int S_V2 = 32;
        public static final int TIRAMISU = 33;
    }
}
