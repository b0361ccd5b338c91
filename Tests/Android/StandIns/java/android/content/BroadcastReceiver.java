package android.content;

/** Stand-in of android.content.BroadcastReceiver. */
public abstract class BroadcastReceiver {
    public abstract void onReceive(Context context, Intent intent);
}
