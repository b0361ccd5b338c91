package dev.languagepolicy

import android.system.Os
import android.system.OsConstants
import android.util.Log
import androidx.test.ext.junit.runners.AndroidJUnit4
import java.util.Locale
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith

/**
 * Device checklist step 1 (the native library), on the emulator's ABI and page size: built and
 * run by .github/workflows/android.yml only (README.md beside this folder).
 */
@RunWith(AndroidJUnit4::class)
class NativeLibraryOnDeviceTest {
    private val policy = """{"supportedLocales": ["en", "en-GB", "fr", "ar", "zh-Hant"], "productDefault": "en",
        "policyVersion": 1}"""

    @Test
    fun theLibraryAndItsCxxRuntimeLoad() {
        Log.i("LanguagePolicyTest", "page size ${Os.sysconf(OsConstants._SC_PAGESIZE)}")
        assertNull("loading libLanguagePolicyJNI.so", LanguagePolicyNative.loadFailure())
        val loaded = LanguagePolicy.load(policy)
        assertTrue("the core answers", loaded.isAvailable)
        assertEquals(1L, loaded.policyVersion)
    }

    @Test
    fun theCoreDecidesOnTheDevice() {
        val decision = LanguagePolicy.load(policy).resolve(PlatformLanguages(emptyList(), listOf(Locale.CANADA_FRENCH)))
        assertEquals(Locale.FRENCH, decision.effectiveLocale)
        assertEquals(SelectionSource.DEVICE_PREFERENCE, decision.source)
    }

    @Test
    fun textCrossesJniIntactOnArt() {
        // UTF-16 through GetStringChars/NewString: names outside the BMP and right-to-left text.
        val names = mapOf(
            Locale.FRENCH to LanguageName("Français", "French"),
            Locale.forLanguageTag("ar") to LanguageName("العربية", "Arabic"),
            Locale.forLanguageTag("zh-Hant") to LanguageName("中文（繁體）𠀋", "Chinese (Traditional)")
        )
        val loaded = LanguagePolicy.load(policy)
        val platform = PlatformLanguages(emptyList(), listOf(Locale.US))
        val state = loaded.launch(null, platform).state!!
        val endonyms = loaded.selector(platform, state, names).options.associate { it.locale to it.endonym }
        for ((locale, name) in names) assertEquals(name.endonym, endonyms[locale])
    }
}
