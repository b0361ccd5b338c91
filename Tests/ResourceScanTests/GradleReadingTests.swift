import AppLanguage
import Testing

@testable import ResourceScan

/// Locale settings from every Gradle file the build applies, not only files named
/// `build.gradle(.kts)`: scripts applied with `apply from`, the root build file's
/// `subprojects { }` and `allprojects { }`, convention plugins of `buildSrc` and
/// `build-logic` (precompiled and registered, through a version catalog alias), and the
/// variables of the same file; what cannot be read is a finding with its file and line.
@Suite("Reading what the Gradle build applies")
struct GradleReadingTests {
    static let values = "<resources><string name=\"a\">A</string></resources>"

    static func android(_ files: [String: String]) throws -> (AndroidResources, TemporaryTree) {
        var all = files
        all["app/src/main/res/values/strings.xml"] = values
        all["app/src/main/res/values-fr/strings.xml"] = values
        let tree = try TemporaryTree(all)
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        return (try #require(inventory.androidApps.first { $0.module.path.hasSuffix("/app") }), tree)
    }

    @Test func aScriptAppliedFromTheBuildFile() throws {
        let (groovy, _) = try Self.android([
            "app/build.gradle": "apply plugin: 'com.android.application'\napply from: 'locales.gradle'\n",
            "app/locales.gradle": "android { defaultConfig { resConfigs 'en', 'fr' } }",
        ])
        #expect(groovy.localeFilters == ["en", "fr"])
        #expect(groovy.module.kind == .application)
        let (kotlin, tree) = try Self.android([
            "settings.gradle.kts": "include(\":app\")",
            "app/build.gradle.kts":
                "plugins { id(\"com.android.application\") }\napply(from = \"$rootDir/gradle/l10n.gradle.kts\")",
            "gradle/l10n.gradle.kts": "android { androidResources { localeFilters += setOf(\"en\", \"fr\") } }",
        ])
        #expect(kotlin.localeFilters == ["en", "fr"])
        #expect(kotlin.filterFiles == [tree.path + "/gradle/l10n.gradle.kts"])
    }

    @Test func theRootBuildFilesSubprojectsAndAllprojects() throws {
        let (android, tree) = try Self.android([
            "settings.gradle": "include ':app'",
            "build.gradle": """
            plugins { id 'com.android.application' version '8.8.0' apply false }
            subprojects {
                afterEvaluate {
                    android { defaultConfig { resConfigs "en" } }
                }
            }
            allprojects { apply from: "$rootDir/extra.gradle" }
            """,
            "extra.gradle": "android { defaultConfig { resConfigs 'fr' } }",
            "app/build.gradle": "apply plugin: 'com.android.application'",
        ])
        #expect(android.localeFilters == ["en", "fr"])
        #expect(android.filterFiles == [tree.path + "/build.gradle", tree.path + "/extra.gradle"])
        // The root's `apply false` declares the plugin and applies it to nothing.
        #expect(android.module.name == ":app")
    }

    @Test func conventionPluginsOfBuildSrcAndBuildLogic() throws {
        let (precompiled, _) = try Self.android([
            "buildSrc/src/main/kotlin/recipes.android-app.gradle.kts": """
            plugins { id("com.android.application") }
            android { androidResources { generateLocaleConfig = true; localeFilters += listOf("en", "fr") } }
            """,
            "app/build.gradle.kts": "plugins { id(\"recipes.android-app\") }",
        ])
        #expect(precompiled.module.kind == .application)
        #expect(precompiled.localeFilters == ["en", "fr"])
        #expect(precompiled.generatesLocaleConfig)
        let (registered, _) = try Self.android([
            "settings.gradle.kts": "pluginManagement { includeBuild(\"build-logic\") }\ninclude(\":app\")",
            "gradle/libs.versions.toml": """
            [versions]
            agp = "8.8.0"
            [plugins]
            android-application = { id = "com.android.application", version.ref = "agp" }
            recipes-app = { id = "recipes.application" }
            """,
            "build-logic/convention/build.gradle.kts": """
            gradlePlugin {
                plugins {
                    register("androidApplication") {
                        id = libs.plugins.recipes.app.get().pluginId
                        implementationClass = "AndroidApplicationConventionPlugin"
                    }
                }
            }
            """,
            "build-logic/convention/src/main/kotlin/AndroidApplicationConventionPlugin.kt": """
            class AndroidApplicationConventionPlugin : Plugin<Project> {
                override fun apply(target: Project) {
                    with(target) {
                        pluginManager.apply("com.android.application")
                        extensions.configure<ApplicationExtension> {
                            androidResources { localeFilters.addAll(listOf("en", "fr")) }
                            bundle { language { enableSplit = false } }
                        }
                    }
                }
            }
            """,
            "app/build.gradle.kts": "plugins { alias(libs.plugins.recipes.app) }",
        ])
        #expect(registered.module.kind == .application)
        #expect(registered.localeFilters == ["en", "fr"])
        #expect(!registered.splitsLanguages)
    }

    @Test func variablesOfTheSameFileAndWhatCannotBeRead() throws {
        let (android, tree) = try Self.android([
            "app/build.gradle.kts": """
            plugins { id("com.android.application") }
            val langs = listOf("en", "fr")
            val more = langs + listOf("de")
            android {
                androidResources {
                    localeFilters += more
                    localeFilters += project.property("extraLocales") as List<String>
                }
            }
            """
        ])
        #expect(android.localeFilters == ["en", "fr", "de"])
        let unresolved = android.findings.filter { $0.code == .unresolvedGradleValue }.map(\.message)
        #expect(
            unresolved == [
                tree.path + "/app/build.gradle.kts:7: localeFilters += project.property(\"extraLocales\") as "
                    + "List<String>: the scan cannot read this value (Gradle computes it), so it does not know every "
                    + "locale the build keeps"
            ])
        let (applied, _) = try Self.android([
            "app/build.gradle": "apply from: \"$buildConfigDir/locales.gradle\"\napply from: 'missing.gradle'"
        ])
        #expect(
            applied.findings.filter { $0.code == .unresolvedGradleValue }.map { String($0.message.drop { $0 != ":" }) }
                == [
                    ":1: apply from $buildConfigDir/locales.gradle names a path only Gradle can compute: its locale "
                        + "settings are not read",
                    ":2: apply from missing.gradle is not in the scanned directories: its locale settings are not read",
                ])
    }

    @Test func theSettingsOfOneFile() {
        let settings = GradleLocaleSettings(
            text: """
                val langs = listOf("en", "fr")
                android {
                    defaultConfig { minSdk = 24 }
                    androidResources { generateLocaleConfig = true; localeFilters += langs }
                    defaultConfig { resourceConfigurations += project.property("more") }
                    bundle { language { enableSplit = false } }
                }
                """)
        #expect(settings.localeFilters == ["en", "fr"])
        #expect(settings.generateLocaleConfig == true)
        #expect(settings.minSdk == 24)
        #expect(settings.languageSplit == false)
        #expect(settings.unresolved.map(\.line) == [5])
        #expect(settings.unresolved.map(\.setting) == ["resourceConfigurations"])
        let groovy = GradleLocaleSettings(text: "android.bundle.language.enableSplit = false\nminSdkVersion 21\n")
        #expect(groovy.languageSplit == false)
        #expect(groovy.minSdk == 21)
    }
}
