internal import ArtifactFormats
import Foundation
import Testing

@testable import ResourceScan

/// Issue 28, item 4: the build read the way Gradle and aapt2 read it — the `res` directories
/// the build names (not every folder called `res`), each flavor a build of its own, resource
/// types apart, `minSdk` in every form the Android Gradle plugin takes, and only the modules
/// the settings file includes. Each test failed before the fix it names.
@Suite struct BuildReadingTests {
    static let settings = "include(\":app\")\n"
    static func strings(_ names: [String], attributes: String = "") -> String {
        "<resources>" + names.map { "<string name=\"\($0)\"\(attributes)>\($0)</string>" }.joined() + "</resources>"
    }

    static func app(_ body: String) -> String {
        "plugins { id(\"com.android.application\") }\nandroid {\n\(body)\n}\n"
    }

    static func folders(_ app: AndroidResources?) -> [String] { app?.locales.map(\.resource.folder) ?? [] }

    /// `sourceSets["main"].res.directories.add(…)` (AGP 8 Kotlin), `res.srcDirs += …` and
    /// `res { srcDir(…) }` (Groovy) add a directory to `main`, wherever it lies and whatever
    /// its name; before, only folders named `res` under `src/<set>` were read.
    @Test(arguments: [
        "sourceSets[\"main\"].res.directories.add(\"src/shared/i18n\")",
        "sourceSets { main { res.srcDirs += \"src/shared/i18n\" } }",
        "sourceSets { getByName(\"main\") { res.srcDir(file(\"src/shared/i18n\")) } }",
        "sourceSets { main { res { srcDirs 'src/main/res', 'src/shared/i18n' } } }",
    ])
    func resourceDirectoriesTheBuildAdds(statement: String) throws {
        let tree = try TemporaryTree([
            "settings.gradle.kts": Self.settings,
            "app/build.gradle.kts": Self.app(statement),
            "app/src/main/res/values/strings.xml": Self.strings(["a", "b"]),
            "app/src/shared/i18n/values-fr/strings.xml": Self.strings(["a", "b"]),
        ])
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        #expect(Self.folders(inventory.android) == ["values", "values-fr"])
        #expect(inventory.android?.locales.last?.counts.missing == 0)
    }

    /// `src/shared/res` that no source set names is never read by Gradle: before, it was
    /// counted as shipping; now it is left out with a note that says why.
    @Test func anUndeclaredSourceSetIsNotCounted() throws {
        let tree = try TemporaryTree([
            "settings.gradle": "include ':app'\n",
            "app/build.gradle": "apply plugin: 'com.android.application'\nandroid { productFlavors { free { } } }\n",
            "app/src/main/res/values/strings.xml": Self.strings(["a"]),
            "app/src/free/res/values-de/strings.xml": Self.strings(["a"]),
            "app/src/shared/res/values-fr/strings.xml": Self.strings(["a"]),
        ])
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        #expect(Self.folders(inventory.android) == ["values", "values-de"])
        let findings = inventory.android?.findings.filter { $0.code == .skippedSourceSet } ?? []
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("app/src/shared/res") == true)
        #expect(findings.first?.message.contains("Gradle never reads it") == true)
    }

    /// `res.srcDirs = ['res']` replaces `src/main/res`: the folder left there is not read.
    @Test func aReplacedDirectoryIsNotCounted() throws {
        let tree = try TemporaryTree([
            "settings.gradle": "include ':app'\n",
            "app/build.gradle":
                "apply plugin: 'com.android.application'\nandroid { sourceSets { main { res.srcDirs = ['i18n'] } } }\n",
            "app/i18n/values/strings.xml": Self.strings(["a"]),
            "app/i18n/values-fr/strings.xml": Self.strings(["a"]),
            "app/src/main/res/values-de/strings.xml": Self.strings(["a"]),
        ])
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        #expect(Self.folders(inventory.android) == ["values", "values-fr"])
        #expect(
            inventory.android?.findings.contains {
                $0.message.contains("app/build.gradle:2 replaces the source set's res directories")
            } == true)
    }

    /// Flavors are builds of their own: `free` marking `promo` untranslatable leaves `paid`
    /// (which builds `promo` from `main`) shipping it untranslated in French. Before, the
    /// merged folders hid the key from every count.
    @Test func aFlavorsUntranslatableKeyDoesNotHideAnotherFlavorsOne() throws {
        let tree = try TemporaryTree([
            "settings.gradle": "include ':app'\n",
            "app/build.gradle":
                "apply plugin: 'com.android.application'\nandroid { productFlavors { free { }; paid { } } }\n",
            "app/src/main/res/values/strings.xml": Self.strings(["title", "promo"]),
            "app/src/main/res/values-fr/strings.xml": Self.strings(["title"]),
            "app/src/free/res/values/strings.xml": Self.strings(["promo"], attributes: " translatable=\"false\""),
        ])
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        let french = inventory.android?.locales.first { $0.resource.folder == "values-fr" }
        #expect(french?.counts.missing == 1)
        // Marked in every variant, it is left out.
        try tree.write(
            Self.strings(["promo"], attributes: " translatable=\"false\""), to: "app/src/paid/res/values/strings.xml")
        let both = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        #expect(both.android?.locales.first { $0.resource.folder == "values-fr" }?.counts.missing == 0)
    }

    /// aapt2 keeps `<string name="x">` and `<plurals name="x">` apart: a locale's string does
    /// not translate the default plural. Before, it counted as its translation.
    @Test func aStringIsNoTranslationOfAPluralOfTheSameName() throws {
        let tree = try TemporaryTree([
            "app/src/main/res/values/strings.xml":
                "<resources><plurals name=\"files\"><item quantity=\"one\">1 file</item>"
                + "<item quantity=\"other\">%d files</item></plurals></resources>",
            "app/src/main/res/values-de/strings.xml": "<resources><string name=\"files\">Dateien</string></resources>",
        ])
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        let german = inventory.android?.locales.first { $0.resource.folder == "values-de" }
        #expect(german?.counts.missing == 1)
        #expect(german?.counts.extra == 1)
    }

    /// AGP 8.10's `minSdk { version = release(29) }` is 29; a value only Gradle computes is a
    /// note, never a number (before: read as 1, silently, which invented aapt2 removals).
    @Test func minSdkInEveryForm() {
        #expect(
            GradleLocaleSettings(text: "android { defaultConfig { minSdk { version = release(29) } } }").minSdk == 29)
        #expect(GradleLocaleSettings(text: "android { defaultConfig { minSdk(24) } }").minSdk == 24)
        let computed = GradleLocaleSettings(
            text: "android {\n defaultConfig { minSdk = libs.versions.min.get().toInt() }\n}")
        #expect(computed.minSdk == nil)
        #expect(computed.unresolved.map(\.setting) == ["minSdk"])
        #expect(computed.unresolved.map(\.line) == [2])
    }

    /// With `minSdk` computed, `values-v21` may be the default the build keeps: no removal is
    /// claimed that depends on it (before: judged at minSdk 1, a false "aapt2 removes").
    @Test func anUnknownMinSdkInventsNoRemoval() throws {
        let tree = try TemporaryTree([
            "settings.gradle": "include ':app'\n",
            "app/build.gradle":
                "apply plugin: 'com.android.application'\nandroid { defaultConfig { minSdkVersion rootProject.ext.min } }\n",
            "app/src/main/res/values/strings.xml": Self.strings(["a"]),
            "app/src/main/res/values-v21/strings.xml": Self.strings(["b"]),
            "app/src/main/res/values-fr/strings.xml": Self.strings(["a", "b", "c"]),
        ])
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        #expect(inventory.android?.removedWithoutDefault == ["string/c"])
        #expect(inventory.android?.findings.contains { $0.code == .unresolvedGradleValue } == true)
    }

    /// A folder with resources, no build file, outside every `include`: not an app section of
    /// its own (before: a section, counted and judged), but a note.
    @Test func aFolderOutsideTheBuildIsNoSection() throws {
        let tree = try TemporaryTree([
            "settings.gradle.kts": Self.settings,
            "app/build.gradle.kts": Self.app(""),
            "app/src/main/res/values/strings.xml": Self.strings(["a"]),
            "design/mockups/res/values/strings.xml": Self.strings(["a"]),
            "design/mockups/res/values-ja/strings.xml": Self.strings(["a"]),
        ])
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        #expect(inventory.androidApps.map(\.module.name) == [":app"])
        let notes = inventory.androidApps[0].findings.filter { $0.code == .skippedSourceSet }.map(\.message)
        #expect(notes.count == 1)
        #expect(notes.first?.contains("settings.gradle.kts includes no such module") == true)
    }

    /// A `strings.xml` saved in Latin-1 fails aapt2's build: an error at the line of the bad
    /// byte, the file not counted (before: read silently, `é` as U+FFFD).
    @Test func invalidUTF8IsAnError() throws {
        let bytes = Array("<resources>\n<string name=\"a\">caf".utf8) + [0xE9] + Array("</string></resources>".utf8)
        #expect(
            throws: ResourceFileError.syntax(
                line: 2, message: "byte 0xE9 is not UTF-8 (a file saved in another encoding?): aapt2 refuses the file")
        ) {
            try AndroidValuesFile(bytes: bytes)
        }
        let tree = try TemporaryTree([
            "app/src/main/res/values/strings.xml": Self.strings(["a"]),
            "app/src/main/res/values-fr/strings.xml": "",
        ])
        try Data(bytes).write(to: URL(fileURLWithPath: tree.path + "/app/src/main/res/values-fr/strings.xml"))
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        let errors = inventory.android?.findings.filter { $0.severity == .error }.map(\.message) ?? []
        #expect(errors.contains { $0.contains("values-fr/strings.xml: line 2: byte 0xE9 is not UTF-8") })
    }

    /// An empty `.apk`, or a ZIP named `.apk` without `resources.arsc`, is said to be what it
    /// is (before: "not an app bundle", read as something it was not named).
    @Test func anEmptyAPKIsSaidToBeEmpty() throws {
        let tree = try TemporaryTree([
            "app-release.apk": "", "other.apk": "PK\u{5}\u{6}" + String(repeating: "\u{0}", count: 18),
        ])
        #expect(throws: ArtifactError.self) { try BuiltArtifact(contentsOf: tree.path + "/app-release.apk") }
        do {
            _ = try BuiltArtifact(contentsOf: tree.path + "/app-release.apk")
        } catch {
            #expect(error.description.contains("the file is empty (0 bytes), not an APK"))
        }
        do {
            _ = try BuiltArtifact(contentsOf: tree.path + "/other.apk")
        } catch {
            #expect(error.description.contains("an APK without resources.arsc"))
        }
    }
}
