package dev.languagepolicy

import android.app.Application
import android.app.LocaleManager
import android.content.Context
import android.content.res.Resources
import android.os.Build
import android.os.LocaleList
import java.io.File
import java.io.IOException
import java.util.Locale

/** Where the platform keeps the per-app setting, the device's languages and the installed ones. */
interface PlatformLocales {
    /**
     * Whether the platform keeps a per-app setting that the user can also change in the system
     * settings (`LocaleManager`, Android 13+). Without it (Android 7–12) [AppLanguage] applies every
     * decision, explicit or automatic, through the context (`wrap`), and never writes a setting.
     */
    val settingsCanChangePerAppSetting: Boolean

    /** The per-app setting, in order (empty: follow the device, or no such setting). */
    fun perAppSetting(): List<Locale>

    /** Writes the per-app setting (empty clears it); only called when [settingsCanChangePerAppSetting]. */
    fun setPerAppSetting(locales: List<Locale>)

    /** The device's languages, in order (not the per-app override). */
    fun deviceLanguages(): List<Locale>

    /**
     * The languages whose strings are on the device: on an App Bundle install with language
     * splits, those of the `config.<lang>` splits the platform reports; null when the app was
     * installed whole (no language splits: every language it ships is there).
     */
    fun installedLanguages(): List<Locale>?

    /**
     * Whether this is the app's main process: only there does [AppLanguage] write its state and the
     * per-app setting (a secondary process's copy of the state is as old as the process).
     */
    val isMainProcess: Boolean get() = true
}

/**
 * The platform's locales: the per-app setting through `LocaleManager` on Android 13 and later
 * (there is none before: AppCompat's in-process copy is not used, see [AppLanguage]); the
 * device's languages from `LocaleManager.getSystemLocales` or the system resources; the
 * installed languages from `ApplicationInfo.splitNames`.
 */
class AndroidPlatformLocales(private val context: Context) : PlatformLocales {
    private val hasLocaleManager: Boolean get() = Build.VERSION.SDK_INT >= Build.VERSION_CODES.TIRAMISU

    override val settingsCanChangePerAppSetting: Boolean get() = hasLocaleManager

    /**
     * This process's name (`Application.getProcessName()`, API 28; before, the first word of
     * `/proc/self/cmdline`, which Android sets to it) is the application's `processName`.
     */
    override val isMainProcess: Boolean by lazy {
        val name = if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.P) Application.getProcessName() else commandLineName()
        name == null || name == context.applicationInfo.processName
    }

    private fun commandLineName(): String? = try {
        File("/proc/self/cmdline").readText().substringBefore('\u0000').ifEmpty { null }
    } catch (unreadable: IOException) {
        null
    }

    override fun perAppSetting(): List<Locale> =
        if (hasLocaleManager) localeManager().applicationLocales.toLocales() else emptyList()

    override fun setPerAppSetting(locales: List<Locale>) {
        check(hasLocaleManager) { "no per-app setting before Android 13" }
        localeManager().applicationLocales = LocaleList(*locales.toTypedArray())
    }

    override fun deviceLanguages(): List<Locale> =
        if (hasLocaleManager) localeManager().systemLocales.toLocales()
        else Resources.getSystem().configuration.locales.toLocales()

    override fun installedLanguages(): List<Locale>? {
        val info = context.applicationInfo
        // splitNames is API 26; split APKs exist from API 21, whose splitSourceDirs name them
        // (`…/split_config.fr.apk`, as PackageManager installs a split named config.fr).
        val names = if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.O) info.splitNames
        else info.splitSourceDirs?.mapNotNull(::splitNameOfPath)?.toTypedArray()
        return languagesOfSplits(names)
    }

    private fun localeManager(): LocaleManager =
        context.getSystemService(LocaleManager::class.java) ?: throw IllegalStateException("no LocaleManager")
}

internal fun LocaleList.toLocales(): List<Locale> = (0 until size()).map { get(it) }

/** The split name of an installed split APK's path (`/data/app/…/split_config.fr.apk`: `config.fr`), or null. */
internal fun splitNameOfPath(path: String): String? {
    val file = path.substringAfterLast('/')
    if (!file.startsWith("split_") || !file.endsWith(".apk")) return null
    return file.removePrefix("split_").removeSuffix(".apk")
}

/**
 * bundletool's texture compression format suffixes (`TextureCompressionFormatAlias`): a split
 * `config.atc` holds textures, not French or any language, and `atc` is the one that looks like a
 * language subtag.
 */
private val textureFormats = setOf("atc", "astc", "dxt1", "etc1", "etc2", "latc", "pvrtc", "s3tc", "paletted", "three_dc", "etc1_rgb8")

/**
 * The languages of an install's split APKs: each base-module language split `config.<lang>`
 * (bundletool names them after the language subtag alone, `config.fr` for every French folder);
 * ABI and density splits (`config.arm64_v8a`, `config.xxhdpi`) and feature modules' splits
 * (`feature.config.fr`), and texture splits (`config.atc`), are not languages of the app's own strings. Null when the app has no
 * language split: it was installed whole, every language in the base.
 */
internal fun languagesOfSplits(splitNames: Array<String>?): List<Locale>? {
    val languages = splitNames.orEmpty().mapNotNull { name ->
        val language = name.removePrefix("config.")
        if (language == name || language in textureFormats || language.length !in 2..3 || !language.all { it in 'a'..'z' }) null
        else Locale.forLanguageTag(language)
    }
    return if (languages.isEmpty()) null else languages.distinct()
}
