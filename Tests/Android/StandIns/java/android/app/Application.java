package android.app;

import android.content.Context;
import android.os.Bundle;
import java.util.ArrayList;
import java.util.List;

/**
 * Stand-in of android.app.Application (abstract for fakes; Android's extends ContextWrapper),
 * written from AOSP frameworks/base core/java/android/app/Application.java (API 14+):
 * {@code registerActivityLifecycleCallbacks} adds to a list that the activity's lifecycle
 * dispatches to ({@code dispatchActivityResumed}, {@code dispatchActivityPaused}, … called by
 * Activity.onResume/onPause through {@code getApplication().dispatchActivity…}); here a test
 * dispatches as the fake activity's lifecycle runs.
 */
public abstract class Application extends Context {
    /** The callbacks, as Application.ActivityLifecycleCallbacks declares them (API 14). */
    public interface ActivityLifecycleCallbacks {
        void onActivityCreated(Activity activity, Bundle savedInstanceState);

        void onActivityStarted(Activity activity);

        void onActivityResumed(Activity activity);

        void onActivityPaused(Activity activity);

        void onActivityStopped(Activity activity);

        void onActivitySaveInstanceState(Activity activity, Bundle outState);

        void onActivityDestroyed(Activity activity);
    }

    private final List<ActivityLifecycleCallbacks> callbacks = new ArrayList<>();

    /** Stand-in only: the name of the process this JVM stands for. */
    public static String currentProcessName = "app";

    /** The current process's name (API 28). */
    public static String getProcessName() {
        return currentProcessName;
    }

    public void registerActivityLifecycleCallbacks(ActivityLifecycleCallbacks callback) {
        callbacks.add(callback);
    }

    public void unregisterActivityLifecycleCallbacks(ActivityLifecycleCallbacks callback) {
        callbacks.remove(callback);
    }

    /** Stand-in only: what Activity.onResume dispatches. */
    public void dispatchActivityResumed(Activity activity) {
        for (ActivityLifecycleCallbacks callback : new ArrayList<>(callbacks)) callback.onActivityResumed(activity);
    }

    /** Stand-in only: what Activity.onPause dispatches. */
    public void dispatchActivityPaused(Activity activity) {
        for (ActivityLifecycleCallbacks callback : new ArrayList<>(callbacks)) callback.onActivityPaused(activity);
    }
}
