package android.os;

/**
 * Stand-in of android.os.Looper: the main thread's looper (ActivityThread calls
 * {@code prepareMainLooper()} on the main thread; here a test does) and
 * {@code isCurrentThread()} (API 23).
 */
public final class Looper {
    private static Looper main;
    private final Thread thread;

    private Looper(Thread thread) {
        this.thread = thread;
    }

    /** Makes the calling thread the main thread. */
    public static void prepareMainLooper() {
        main = new Looper(Thread.currentThread());
    }

    public static Looper getMainLooper() {
        return main;
    }

    public boolean isCurrentThread() {
        return thread == Thread.currentThread();
    }
}
