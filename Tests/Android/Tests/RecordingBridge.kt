package dev.languagepolicy

/** The JNI bridge, keeping the last answer it gave. */
class RecordingBridge : NativeBridge {
    var lastAnswer: String? = null
        private set

    private fun record(answer: String) = answer.also { lastAnswer = it }

    override fun loadPolicy(request: String) = record(JniBridge.loadPolicy(request))
    override fun resolveAppLanguage(request: String) = record(JniBridge.resolveAppLanguage(request))
    override fun launchAppLanguage(request: String) = record(JniBridge.launchAppLanguage(request))
    override fun chooseAppLanguage(request: String) = record(JniBridge.chooseAppLanguage(request))
    override fun useDeviceLanguage(request: String) = record(JniBridge.useDeviceLanguage(request))
    override fun restoreAppLanguage(request: String) = record(JniBridge.restoreAppLanguage(request))
    override fun syncAppLanguage(request: String) = record(JniBridge.syncAppLanguage(request))
    override fun syncPayload(request: String) = record(JniBridge.syncPayload(request))
    override fun languageSelector(request: String) = record(JniBridge.languageSelector(request))
    override fun androidLocalePlan(request: String) = record(JniBridge.androidLocalePlan(request))
    override fun migrateLegacyChoice(request: String) = record(JniBridge.migrateLegacyChoice(request))
    override fun resolveInputHint(request: String) = record(JniBridge.resolveInputHint(request))
    override fun inputModeAdvice(request: String) = record(JniBridge.inputModeAdvice(request))
    override fun androidHintLifecycle(request: String) = record(JniBridge.androidHintLifecycle(request))
    override fun canonicalizeTag(request: String) = record(JniBridge.canonicalizeTag(request))
}
