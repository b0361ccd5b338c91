package android.content.pm;

import android.content.ComponentName;

/** Stand-in of android.content.pm.PackageManager (the activity info); open for fakes. */
public abstract class PackageManager {
    public static class NameNotFoundException extends Exception {}

    public abstract ActivityInfo getActivityInfo(ComponentName component, int flags) throws NameNotFoundException;
}
