// Stand-in of Compose's KeyboardOptions: only the parameter the library passes (Compose 1.8).
package androidx.compose.foundation.text

import androidx.compose.ui.text.intl.LocaleList

class KeyboardOptions(val hintLocales: LocaleList? = null) {
    fun copy(hintLocales: LocaleList? = this.hintLocales): KeyboardOptions = KeyboardOptions(hintLocales)

    companion object {
        val Default = KeyboardOptions()
    }
}
