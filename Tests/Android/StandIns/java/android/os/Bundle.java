package android.os;

/** Stand-in of android.os.Bundle (only passed through by the activity lifecycle callbacks). */
public final class Bundle {}
