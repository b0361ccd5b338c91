package dev.languagepolicy

import java.util.Locale

// The decision, its record and confirmation are generated from their declarations
// (Schemas/Documents/decision.json, record.json: generated/DecisionDocument.kt, RecordDocument.kt);
// what follows is what their readers share.

/** Checks that a document the core wrote inside an answer is of the schema version this library reads. */
internal fun checkSchemaVersion(json: JsonObject) {
    if (json.long("schemaVersion") != 1L) throw MalformedAnswer("a document of another schema version: $json")
}

/** The locale of a tag the core wrote (canonical BCP 47). */
internal fun locale(tag: String): Locale = Locale.forLanguageTag(tag)

/** The enum value whose wire name is `name`. */
internal inline fun <reified E : Enum<E>> wireValue(name: String, wireName: (E) -> String): E =
    enumValues<E>().firstOrNull { wireName(it) == name }
        ?: throw MalformedAnswer("$name is no ${E::class.java.simpleName}")
