package android.view.inputmethod;

import android.view.View;

/** Stand-in of android.view.inputmethod.InputMethodManager; open here so that a test can fake it. */
public class InputMethodManager {
    public void restartInput(View view) {
        throw new UnsupportedOperationException("stand-in");
    }
}
