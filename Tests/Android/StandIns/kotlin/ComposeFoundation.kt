// Stand-in of Compose's KeyboardOptions (Compose Foundation 1.8, written from AndroidX
// compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/text/KeyboardOptions.kt):
// the two parameters the library reads or passes, hintLocales and showKeyboardOnFocus (null: the
// default, shown on focus), with the value equality the real class has (its equals compares every
// option, which is what a state-based text field compares to decide whether to restart input).
// copy() is the real one's shape: every parameter defaults to this object's value except
// showKeyboardOnFocus and hintLocales, which default to null ("if an unspecified (null) value is
// passed explicitly … it will replace any actually-specified value"; the two defaults are null).
package androidx.compose.foundation.text

import androidx.compose.ui.text.intl.LocaleList

class KeyboardOptions(val showKeyboardOnFocus: Boolean? = null, val hintLocales: LocaleList? = null) {
    fun copy(showKeyboardOnFocus: Boolean? = null, hintLocales: LocaleList? = null): KeyboardOptions =
        KeyboardOptions(showKeyboardOnFocus, hintLocales)

    override fun equals(other: Any?) =
        other is KeyboardOptions && other.hintLocales == hintLocales && other.showKeyboardOnFocus == showKeyboardOnFocus
    override fun hashCode() = (hintLocales?.hashCode() ?: 0) * 31 + (showKeyboardOnFocus?.hashCode() ?: 0)
    override fun toString() = "KeyboardOptions(showKeyboardOnFocus=$showKeyboardOnFocus, hintLocales=$hintLocales)"

    companion object {
        val Default = KeyboardOptions()
    }
}
