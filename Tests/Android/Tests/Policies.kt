package dev.languagepolicy

/** The policies the tests load. */
object Policies {
    /** The README's example policy. */
    const val EXAMPLE = """{"supportedLocales": ["en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"],
        "productDefault": "en", "aliases": {"en-AU": "en-GB", "en-NZ": "en-GB", "sr-Cyrl": "sr-Latn"},
        "languageDefaults": {"pt": "pt-BR"}, "policyVersion": 3}"""

    /** Without the en-AU alias: Android loads values-en-rGB for en-AU, the policy keeps en. */
    const val WITHOUT_ALIAS = """{"supportedLocales": ["en", "en-GB", "fr", "pt-BR", "zh-Hant"], "productDefault": "en",
        "policyVersion": 2}"""

    /** Chinese without a script: `zh` is Simplified (CLDR), and so must its formatting locale stay. */
    const val PLAIN_CHINESE = """{"supportedLocales": ["en", "zh"], "productDefault": "en", "policyVersion": 1}"""

    /** A right-to-left language beside English. */
    const val WITH_ARABIC = """{"supportedLocales": ["en", "ar"], "productDefault": "en", "policyVersion": 1}"""

    /** 2026-03-01T10:00:00Z. */
    const val MARCH_FIRST = 1_772_359_200_000L
}
