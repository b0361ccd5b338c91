// Stand-in of Compose's KeyboardOptions: only the parameter the library passes (Compose 1.8),
// with the value equality the real class has (its equals compares every option), which is what
// a text field compares to decide whether its input session must restart.
package androidx.compose.foundation.text

import androidx.compose.ui.text.intl.LocaleList

class KeyboardOptions(val hintLocales: LocaleList? = null) {
    fun copy(hintLocales: LocaleList? = this.hintLocales): KeyboardOptions = KeyboardOptions(hintLocales)

    override fun equals(other: Any?) = other is KeyboardOptions && other.hintLocales == hintLocales
    override fun hashCode() = hintLocales?.hashCode() ?: 0
    override fun toString() = "KeyboardOptions(hintLocales=$hintLocales)"

    companion object {
        val Default = KeyboardOptions()
    }
}
