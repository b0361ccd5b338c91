import Foundation
import Testing

/// Issue 28, item 4: `export android-locale-config --app` in a repository of two apps (a phone
/// and a wear app sharing a library) says where each app's file goes, into the app module's
/// own `res/`; before, it named the first app only, and a library's `res/` when the app had
/// no `res` of its own.
@Suite struct ExportDestinationTests {
    @Test func eachAppModuleGetsItsOwnDestination() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let strings = "<resources><string name=\"a\">a</string></resources>"
        let files = [
            "settings.gradle.kts": "include(\":phone\", \":wear\", \":core\")",
            "phone/build.gradle.kts":
                "plugins { id(\"com.android.application\") }\ndependencies { implementation(project(\":core\")) }",
            "wear/build.gradle.kts":
                "plugins { id(\"com.android.application\") }\ndependencies { implementation(project(\":core\")) }",
            "core/build.gradle.kts": "plugins { id(\"com.android.library\") }",
            "wear/src/main/res/values/strings.xml": strings,
            "core/src/main/res/values/strings.xml": strings,
            "core/src/main/res/values-fr/strings.xml": strings,
            "policy.json": #"{"policyVersion": 1, "productDefault": "en", "supportedLocales": ["en", "fr"]}"#,
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let run = CLIRun("export", "android-locale-config", root + "/policy.json", "--app", root)
        #expect(run.status == 0)
        let notes = run.error.split(separator: "\n").map(String.init)
        #expect(notes.count == 2)
        #expect(
            notes.first?.hasPrefix("note: :phone: write it to \(root)/phone/src/main/res/xml/locales_config.xml")
                == true)
        #expect(
            notes.last?.hasPrefix("note: :wear: write it to \(root)/wear/src/main/res/xml/locales_config.xml") == true)
        #expect(!run.error.contains("/core/"))
    }
}
