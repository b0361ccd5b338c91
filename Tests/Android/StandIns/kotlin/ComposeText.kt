// Stand-ins of the Compose text declarations the library uses (Compose 1.8 names and types).
package androidx.compose.ui.text.intl

class Locale(languageTag: String) {
    private val tag = java.util.Locale.forLanguageTag(languageTag).toLanguageTag()

    fun toLanguageTag(): String = tag

    override fun equals(other: Any?) = other is Locale && other.tag == tag
    override fun hashCode() = tag.hashCode()
    override fun toString() = tag
}

class LocaleList(val localeList: List<Locale>) {
    constructor(vararg locales: Locale) : this(locales.toList())

    val size: Int get() = localeList.size

    operator fun get(index: Int): Locale = localeList[index]

    override fun equals(other: Any?) = other is LocaleList && other.localeList == localeList
    override fun hashCode() = localeList.hashCode()
    override fun toString() = localeList.joinToString(",")
}
