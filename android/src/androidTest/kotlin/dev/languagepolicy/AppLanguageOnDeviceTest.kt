package dev.languagepolicy

import android.app.LocaleManager
import android.content.Context
import android.os.Build
import android.os.LocaleList
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
 * Device checklist steps 3 and 5 as far as an instrumented test reaches (no activity, no
 * Settings): the context `wrap` gives and the per-app setting's round trip through the real
 * LocaleManager. Built and run by .github/workflows/android.yml only (README.md beside this folder).
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
}
