package android.util;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Stand-in of android.util.Log (API 1), modelled on AOSP
 * frameworks/base/core/java/android/util/Log.java (android-15.0.0_r1): {@code w(tag, msg, tr)}
 * writes {@code msg + '\n' + getStackTraceString(tr)} at {@code WARN} to the main log buffer and
 * returns the number of bytes written; {@code getStackTraceString} is empty for a null throwable
 * and for one caused by an {@code UnknownHostException} (the source's rule against log spam).
 *
 * <p>Here the main buffer is a list the tests read ({@link #entries()}: not
 * Android API); each entry is also printed to standard error as logcat shows it.
 */
public final class Log {
    public static final int WARN = 5;

    /** One line of the log buffer. */
    public static final class Entry {
        public final int priority;
        public final String tag;
        public final String message;

        Entry(int priority, String tag, String message) {
            this.priority = priority;
            this.tag = tag;
            this.message = message;
        }
    }

    private static final List<Entry> BUFFER = Collections.synchronizedList(new ArrayList<>());

    private Log() {}

    public static int w(String tag, String msg, Throwable tr) {
        String text = msg + '\n' + getStackTraceString(tr);
        BUFFER.add(new Entry(WARN, tag, text));
        System.err.println("W/" + tag + ": " + msg);
        return text.length();
    }

    public static int w(String tag, String msg) {
        BUFFER.add(new Entry(WARN, tag, msg));
        System.err.println("W/" + tag + ": " + msg);
        return msg.length();
    }

    public static String getStackTraceString(Throwable tr) {
        if (tr == null) {
            return "";
        }
        for (Throwable t = tr; t != null; t = t.getCause()) {
            if (t instanceof UnknownHostException) {
                return "";
            }
        }
        StringWriter text = new StringWriter();
        PrintWriter writer = new PrintWriter(text);
        tr.printStackTrace(writer);
        writer.flush();
        return text.toString();
    }

    /** The buffer's entries so far (not Android API). */
    public static List<Entry> entries() {
        synchronized (BUFFER) {
            return new ArrayList<>(BUFFER);
        }
    }
}
