package android.content;

import android.content.pm.ApplicationInfo;
import android.content.res.Configuration;
import android.content.res.Resources;

/** Stand-in of android.content.Context (the members the library calls). */
public abstract class Context {
    public final <T> T getSystemService(Class<T> serviceClass) {
        String name = getSystemServiceName(serviceClass);
        return name == null ? null : serviceClass.cast(getSystemService(name));
    }

    public abstract Object getSystemService(String name);

    public abstract String getSystemServiceName(Class<?> serviceClass);

    public abstract Resources getResources();

    public abstract Context getApplicationContext();

    public abstract ApplicationInfo getApplicationInfo();

    public abstract Context createConfigurationContext(Configuration overrideConfiguration);

    public abstract Intent registerReceiver(BroadcastReceiver receiver, IntentFilter filter);

    public abstract void unregisterReceiver(BroadcastReceiver receiver);
}
