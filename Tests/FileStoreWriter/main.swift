// A child process for the file store's crash test: writes user choices to the store at
// argv[1] as fast as it can, record N chosen at N seconds after the epoch, alternating
// locales, until it is killed. It prints "ready" once it has started writing.
import AppLanguage
import Foundation
import LanguageTags

let store = FileAppLanguageStore(path: CommandLine.arguments[1])
let locales = [try LanguageTag(parsing: "es"), try LanguageTag(parsing: "zh-Hant")]
var counter = Int(CommandLine.arguments[2]) ?? 1
var announced = false
while true {
    var state = AppLanguageState()
    state.setUserChoice(locales[counter % 2], policyVersion: counter, at: Date(timeIntervalSince1970: Double(counter)))
    try store.save(state)
    if !announced {
        FileHandle.standardOutput.write(Data("ready\n".utf8))
        announced = true
    }
    counter += 1
}
