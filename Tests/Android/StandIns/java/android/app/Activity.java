package android.app;

import android.content.ComponentName;
import android.content.Context;
import android.content.pm.PackageManager;
import android.view.Window;

/**
 * Stand-in of android.app.Activity (the members the library calls); abstract for fakes. In
 * Android an activity's title starts as its manifest label loaded by ActivityThread
 * ({@code performLaunchActivity}: {@code activityInfo.loadLabel(appContext.getPackageManager())},
 * the application's resources, not the activity's own).
 */
public abstract class Activity extends Context {
    public abstract Window getWindow();

    public abstract ComponentName getComponentName();

    public abstract PackageManager getPackageManager();

    public abstract void setTitle(int titleId);

    /**
     * Asks for this activity to be made again with a new instance (ActivityThread relaunches it:
     * attachBaseContext, onCreate, onResume of the new one); a fake records the request.
     */
    public abstract void recreate();
}
