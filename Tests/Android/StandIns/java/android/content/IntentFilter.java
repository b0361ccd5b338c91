package android.content;

import java.util.ArrayList;
import java.util.List;

/** Stand-in of android.content.IntentFilter. */
public class IntentFilter {
    private final List<String> actions = new ArrayList<>();

    public IntentFilter(String action) {
        actions.add(action);
    }

    public final int countActions() {
        return actions.size();
    }

    public final String getAction(int index) {
        return actions.get(index);
    }
}
