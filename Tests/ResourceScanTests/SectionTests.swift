import AppLanguage
import Testing

@testable import ResourceScan

/// One report section per Apple bundle and per Android app module: a Settings bundle, an
/// extension, a Swift package's resources and each app module (with the libraries it depends
/// on) are counted and checked on their own, never merged into one table.
@Suite("One section per bundle and per app module")
struct SectionTests {
    static func strings(_ keys: [String]) -> String { keys.map { "\"\($0)\" = \"\($0)\";\n" }.joined() }
    static func xml(_ names: [String]) -> String {
        "<resources>" + names.map { "<string name=\"\($0)\">x</string>" }.joined() + "</resources>"
    }

    /// Two Android apps sharing a library, and an iOS app with a Settings bundle and a package.
    static func twoAppsAndABundleTree() throws -> TemporaryTree {
        try TemporaryTree([
            "android/settings.gradle.kts": "include(\":phone\", \":wear\", \":core\")",
            "android/phone/build.gradle.kts": """
            plugins { id("com.android.application") }
            android { androidResources { localeFilters += listOf("en", "fr") } }
            dependencies { implementation(project(":core")) }
            """,
            "android/wear/build.gradle.kts": """
            plugins { id("com.android.application") }
            android { androidResources { localeFilters += listOf("en", "de") } }
            dependencies { implementation(projects.core) }
            """,
            "android/core/build.gradle.kts": "plugins { id(\"com.android.library\") }",
            "android/phone/src/main/res/values/strings.xml": xml(["phone_title"]),
            "android/phone/src/main/res/values-fr/strings.xml": xml(["phone_title"]),
            "android/wear/src/main/res/values/strings.xml": xml(["wear_title"]),
            "android/wear/src/main/res/values-de/strings.xml": xml(["wear_title"]),
            "android/core/src/main/res/values/strings.xml": xml(["shared"]),
            "android/core/src/main/res/values-fr/strings.xml": xml(["shared"]),
            "android/core/src/main/res/values-de/strings.xml": xml(["shared"]),
            "ios/App/en.lproj/Localizable.strings": strings(["a", "b", "c", "d", "e", "f", "g", "h", "i"]),
            "ios/App/fr.lproj/Localizable.strings": strings(["a", "b", "c", "d", "e", "f", "g", "h", "i"]),
            "ios/App/Settings.bundle/en.lproj/Root.strings": strings(["x", "y", "z"]),
            "ios/Package/Package.swift": "let package = Package(name: \"Kit\", defaultLocalization: \"en\")",
            "ios/Package/Sources/Kit/Resources/en.lproj/Kit.strings": strings(["k"]),
            "ios/Package/Sources/Kit/Resources/de.lproj/Kit.strings": strings(["k"]),
        ])
    }

    @Test func aSettingsBundleAndAPackageAreBundlesOfTheirOwn() throws {
        let tree = try Self.twoAppsAndABundleTree()
        let inventory = try ResourceInventory(scanning: [tree.path + "/ios"], assumingDevelopmentLanguage: "en")
        #expect(inventory.appleBundles.map(\.bundle.kind) == [.app, .settingsBundle, .resourceBundle])
        #expect(inventory.appleBundles.map(\.bundle.name) == ["ios", "Settings", "Kit"])
        // The app's French is complete: the Settings bundle's three keys are not the app's.
        let french = inventory.apple?.locales.first { $0.resource.folder == "fr.lproj" }
        #expect(french?.counts == KeyCounts(keys: 9, reference: 9, missing: 0))
        let kit = inventory.appleBundles[2]
        #expect(kit.developmentLanguage == DevelopmentLanguage(tag: "en", source: .defaultLocalization))
        #expect(kit.locales.map(\.resource.folder) == ["de.lproj", "en.lproj"])
        // The policy supports fr: the Settings bundle lacks it, a warning (the Settings app shows
        // the development language), while the app has it.
        let policy = try AppLanguagePolicy(supportedLocales: ["en", "fr"], productDefault: "en", policyVersion: 1)
        let report = inventory.check(against: policy, options: ScanOptions(minimumCompleteness: 90))
        #expect(report.bundleFindings[0].filter { $0.severity == .error }.isEmpty)
        #expect(
            report.bundleFindings[1].map { "\($0.severity) \($0.code)" } == [
                "warning missingLocale", "note developmentLanguage",
            ])
        #expect(report.bundleFindings[1][0].message.hasPrefix("fr: no localization serves fr on Apple"))
    }

    @Test func twoAppModulesSharingALibraryAreTwoSections() throws {
        let tree = try Self.twoAppsAndABundleTree()
        let inventory = try ResourceInventory(scanning: [tree.path + "/android"], assumingDevelopmentLanguage: "en")
        #expect(
            inventory.androidApps.map(\.module) == [
                AndroidModule(
                    name: ":phone", path: tree.path + "/android/phone", kind: .application, libraries: [":core"]),
                AndroidModule(
                    name: ":wear", path: tree.path + "/android/wear", kind: .application, libraries: [":core"]),
            ])
        let (phone, wear) = (inventory.androidApps[0], inventory.androidApps[1])
        // Each app's filters are its own, never both lists.
        #expect(phone.localeFilters == ["en", "fr"])
        #expect(wear.localeFilters == ["en", "de"])
        // The library's folders are merged into each app, as the build merges them.
        #expect(phone.locales.map(\.resource.folder) == ["values", "values-de", "values-fr"])
        #expect(phone.locales.first { $0.resource.folder == "values" }?.counts.keys == 2)
        #expect(phone.locales.map(\.ships) == [true, false, true])
        #expect(wear.locales.map(\.ships) == [true, true, false])
        let policy = try AppLanguagePolicy(supportedLocales: ["en", "fr"], productDefault: "en", policyVersion: 1)
        let report = inventory.check(against: policy)
        #expect(!report.moduleFindings[0].contains { $0.code == .filteredLocale })
        let wearFiltered = report.moduleFindings[1].filter { $0.code == .filteredLocale }.map(\.message)
        #expect(wearFiltered.count == 1)
        #expect(wearFiltered.first?.contains("are en, de,") == true)
        #expect(report.text.contains("Android: :phone (application; with :core): values/ is en"))
        #expect(report.text.contains("Android: :wear (application; with :core): values/ is en"))
    }

    /// An Xcode project's targets decide which bundle copies a localization: the app, its
    /// widget extension (`PBXFileSystemSynchronizedRootGroup`), and a test target whose
    /// resources ship nowhere.
    @Test func anXcodeProjectsTargetsAreItsBundles() throws {
        let project = """
            { objects = {
                P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, fr, Base); mainGroup = G; };
                G = { isa = PBXGroup; children = (AG, VG, WG); sourceTree = "<group>"; };
                AG = { isa = PBXGroup; path = App; children = (V); sourceTree = "<group>"; };
                V = { isa = PBXVariantGroup; name = Localizable.strings; children = (VEN, VFR); sourceTree = "<group>"; };
                VEN = { isa = PBXFileReference; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                VFR = { isa = PBXFileReference; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
                WG = { isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
                VG = { isa = PBXGroup; path = Tests; children = (); sourceTree = "<group>"; };
                BF = { isa = PBXBuildFile; fileRef = V; };
                RP = { isa = PBXResourcesBuildPhase; files = (BF); };
                T1 = { isa = PBXNativeTarget; name = Recipes; productType = "com.apple.product-type.application";
                       buildPhases = (RP); };
                T2 = { isa = PBXNativeTarget; name = RecipesWidget;
                       productType = "com.apple.product-type.app-extension"; fileSystemSynchronizedGroups = (WG); };
            }; rootObject = P; }
            """
        let tree = try TemporaryTree([
            "Recipes.xcodeproj/project.pbxproj": project,
            "App/en.lproj/Localizable.strings": Self.strings(["a", "b"]),
            "App/fr.lproj/Localizable.strings": Self.strings(["a", "b"]),
            "Widget/en.lproj/Widget.strings": Self.strings(["w"]),
            "Tests/de.lproj/Fixture.strings": Self.strings(["t"]),
        ])
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        #expect(inventory.appleBundles.map(\.bundle.name) == ["Recipes", "RecipesWidget"])
        #expect(inventory.appleBundles.map(\.bundle.kind) == [.app, .appExtension])
        #expect(inventory.appleBundles[1].locales.map(\.resource.folder) == ["en.lproj"])
        #expect(inventory.appleBundles[1].knownRegions == nil)
        // The test target's folder is in no bundle's target: counted with the app, and said.
        #expect(inventory.apple?.locales.map(\.resource.folder) == ["de.lproj", "en.lproj", "fr.lproj"])
        #expect(inventory.apple?.findings.contains { $0.code == .outsideTargets } == true)
    }
}
