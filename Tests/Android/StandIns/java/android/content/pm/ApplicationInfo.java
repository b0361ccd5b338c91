package android.content.pm;

/**
 * Stand-in of android.content.pm.ApplicationInfo: the split APKs installed with the base
 * (API 26 {@code splitNames}, API 21 {@code splitSourceDirs}; null when there are none). On an
 * App Bundle install the language splits are named {@code config.<lang>} (bundletool
 * {@code ModuleSplit}: {@code config.fr}; a feature module's {@code <module>.config.fr}) beside the
 * ABI and density splits ({@code config.arm64_v8a}, {@code config.xxhdpi}).
 */
public class ApplicationInfo {
    public String[] splitNames;
    /** The application's label resource (PackageItemInfo.labelRes; 0: none). */
    public int labelRes;
    /** The process the application's components run in by default (the package name unless android:process). */
    public String processName = "app";
    public String[] splitSourceDirs;
}
