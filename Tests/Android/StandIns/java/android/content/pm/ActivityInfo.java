package android.content.pm;

/** Stand-in of android.content.pm.ActivityInfo: the label resource of the manifest's activity. */
public class ActivityInfo {
    public int labelRes;
}
