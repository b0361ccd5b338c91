// A child process for the file store's crash tests, killed at random points by them.
//
//     FileStoreWriter PATH N [choice|automatic]
//
// `choice` (the default) writes user choices to the store at PATH as fast as it can, record N
// chosen at N seconds after the epoch with policy version N, alternating locales (es, zh-Hant).
// `automatic` launches an AppLanguageCoordinator on the store over and over (the policy
// supports fr and es), the device languages alternating between fr-CA (even N) and es-MX (odd
// N), launch N at N seconds after the epoch: every launch writes an automatic record next to
// whatever user choice is stored, unless that choice is fr or es. Either prints "ready" once it
// has started writing.
//
//     FileStoreWriter PATH N migrations PREFIX
//
// `migrations` marks N migrations named PREFIX-1 … PREFIX-N, one `update` each (a read, a change
// and a write under the store's locks), then exits: two of them at once on one file lose no
// update only if the lock holds across processes.
import AppLanguage
import Foundation
import LanguageTags

let store = FileAppLanguageStore(path: CommandLine.arguments[1])
var counter = Int(CommandLine.arguments[2]) ?? 1
if CommandLine.arguments.count > 4 && CommandLine.arguments[3] == "migrations" {
    let prefix = CommandLine.arguments[4]
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    for number in 1...max(1, counter) { try store.update { $0.markMigrationCompleted("\(prefix)-\(number)") } }
    exit(0)
}
let automatic = CommandLine.arguments.count > 3 && CommandLine.arguments[3] == "automatic"
let locales = [try LanguageTag(parsing: "es"), try LanguageTag(parsing: "zh-Hant")]
let coordinator = AppLanguageCoordinator(
    policy: try AppLanguagePolicy(
        json: #"{"supportedLocales": ["fr", "es"], "productDefault": "fr", "policyVersion": 7}"#),
    store: store)
var announced = false
while true {
    let date = Timestamp(secondsSince1970: Int64(counter))
    if automatic {
        _ = coordinator.launch(
            systemAppPreference: [], deviceLanguages: [counter % 2 == 0 ? "fr-CA" : "es-MX"], at: date)
    } else {
        var state = AppLanguageState()
        state.setUserChoice(locales[counter % 2], policyVersion: counter, at: date)
        try store.save(state)
    }
    if !announced {
        FileHandle.standardOutput.write(Data("ready\n".utf8))
        announced = true
    }
    counter += 1
}
