package dev.languagepolicy

import java.text.SimpleDateFormat
import java.util.Date
import java.util.Locale
import java.util.TimeZone

// The state, the sync payload and the state operations' answers (launch, state change, migration)
// are generated from their declarations (Schemas/Documents/state.json, sync-payload.json,
// bridge-launch.json, bridge-state-operation.json, bridge-migration.json: generated/).

/** `millis` (since 1970, UTC) in ISO 8601, to the second, as the core reads it. */
internal fun iso8601(millis: Long): String = SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.ROOT)
    .apply { timeZone = TimeZone.getTimeZone("UTC") }
    .format(Date(millis))
