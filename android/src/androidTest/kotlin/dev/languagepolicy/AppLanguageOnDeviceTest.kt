package dev.languagepolicy

import android.app.LocaleManager
import android.content.Context
import android.content.res.Configuration
import android.os.Build
import android.os.LocaleList
import android.view.View
import androidx.test.ext.junit.runners.AndroidJUnit4
import androidx.test.platform.app.InstrumentationRegistry
import java.util.Locale
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assume.assumeTrue
import org.junit.Test
import org.junit.runner.RunWith

/**
 * Device checklist steps 3, 5, 6, 10 and 14 as far as an instrumented test reaches (no activity,
 * no Settings): the context `wrap` gives, the per-app setting's round trip through the real
 * LocaleManager, a per-app setting changed behind the library's back followed by `wrap`, the
 * layout direction Android gives the locales the JVM stand-in models (ICU's likely script), and
 * the installed languages of an install without splits. Built and run by .github/workflows/android.yml only (README.md beside this folder).
 */
@RunWith(AndroidJUnit4::class)
class AppLanguageOnDeviceTest {
    private val instrumentation = InstrumentationRegistry.getInstrumentation()
    private val context: Context = instrumentation.targetContext
    private val policy = """{"supportedLocales": ["en", "fr"], "productDefault": "en", "policyVersion": 1}"""

    private fun onMain(body: (AppLanguage) -> Unit) {
        val preferences = context.getSharedPreferences("languagepolicy-test", Context.MODE_PRIVATE)
        preferences.edit().clear().commit()
        instrumentation.runOnMainSync {
            body(AppLanguage(context, LanguagePolicy.load(policy), SharedPreferencesStore(preferences)))
        }
    }

    @After
    fun clearThePerAppSetting() {
        if (Build.VERSION.SDK_INT >= 33) {
            instrumentation.runOnMainSync {
                context.getSystemService(LocaleManager::class.java).applicationLocales = LocaleList.getEmptyLocaleList()
            }
        }
    }

    @Test
    fun wrapGivesTheContextThePlansLocales() = onMain { appLanguage ->
        assertNotNull("launch", appLanguage.launch())
        // The wrapped context's resources hold the locale the plan says loads: not stale.
        assertEquals(false, appLanguage.isStale(appLanguage.wrap(context)))
    }

    @Test
    fun theUsersChoiceGoesToTheRealPerAppSetting() {
        assumeTrue("LocaleManager is API 33", Build.VERSION.SDK_INT >= 33)
        onMain { appLanguage ->
            appLanguage.launch()
            appLanguage.choose(Locale.FRENCH)
            val manager = context.getSystemService(LocaleManager::class.java)
            assertEquals(LocaleList(Locale.FRENCH), manager.applicationLocales)
            appLanguage.useDeviceLanguage()
            assertEquals(0, manager.applicationLocales.size())
        }
    }

    @Test
    fun wrapFollowsAPerAppSettingChangedBehindItsBack() {
        assumeTrue("LocaleManager is API 33", Build.VERSION.SDK_INT >= 33)
        onMain { appLanguage ->
            appLanguage.launch()
            // As Settings › the app › Language would, before any refresh reaches the library.
            context.getSystemService(LocaleManager::class.java).applicationLocales = LocaleList(Locale.FRENCH)
            appLanguage.wrap(context)
            assertEquals(Locale.FRENCH, appLanguage.decision?.effectiveLocale)
        }
    }

    @Test
    fun theLayoutDirectionIsTheLikelyScripts() {
        // The JVM stand-in's TextUtils models this (ICU's likely script); the JDK's ComponentOrientation disagreed.
        for (tag in listOf("ar", "ps", "ckb", "dv", "sd", "ug", "pa-Arab")) {
            val configuration = Configuration().apply { setLocales(LocaleList(Locale.forLanguageTag(tag))) }
            assertEquals(tag, View.LAYOUT_DIRECTION_RTL, configuration.layoutDirection)
        }
        for (tag in listOf("en", "pa", "sd-Deva")) {
            val configuration = Configuration().apply { setLocales(LocaleList(Locale.forLanguageTag(tag))) }
            assertEquals(tag, View.LAYOUT_DIRECTION_LTR, configuration.layoutDirection)
        }
    }

    @Test
    fun anInstallWithoutLanguageSplitsHasEveryLanguage() {
        // The test APK is installed whole (no config.<lang> split): every language is there.
        assertEquals(null, AndroidPlatformLocales(context).installedLanguages())
    }
}
