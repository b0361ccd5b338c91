package android.content;

/** Stand-in of android.content.SharedPreferences (the members the library calls). */
public interface SharedPreferences {
    String getString(String key, String defValue);

    Editor edit();

    interface Editor {
        Editor putString(String key, String value);

        Editor remove(String key);

        boolean commit();

        void apply();
    }
}
