// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The JDK's JNI headers for the Android bridge's JNI library, tested on this machine's JVM:
/// `$JAVA_HOME/include`, else the usual Linux locations. Set LANGPOLICY_JNI_HEADERS=sdk when
/// cross-compiling for Android, whose NDK sysroot has <jni.h> already, or =none to leave the
/// JNI library out. Without headers it is left out too, and everything else builds.
let jniFlags: [String]? = {
    let environment = ProcessInfo.processInfo.environment
    if environment["LANGPOLICY_JNI_HEADERS"] == "sdk" { return [] }
    if environment["LANGPOLICY_JNI_HEADERS"] == "none" { return nil }
    let homes = [environment["JAVA_HOME"], "/usr/lib/jvm/default-java", "/usr/lib/jvm/java-17-openjdk-amd64"]
    guard
        let home = homes.compactMap({ $0 }).first(where: {
            FileManager.default.fileExists(atPath: "\($0)/include/jni.h")
        })
    else { return nil }
    return ["-Xcc", "-I\(home)/include", "-Xcc", "-I\(home)/include/linux", "-Xcc", "-I\(home)/include/darwin"]
}()

let package = Package(
    name: "LanguagePolicy",
    platforms: [
        // Typed throws and strict concurrency need nothing newer; these are the
        // oldest releases whose Foundation offers `Locale.Language`.
        .iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
    ],
    products: [
        .library(name: "LanguagePolicy", targets: ["LanguagePolicy"]),
        .library(name: "LanguageTags", targets: ["LanguageTags"]),
        .library(name: "LanguageTagsFoundation", targets: ["LanguageTagsFoundation"]),
        .library(name: "AppLanguage", targets: ["AppLanguage"]),
        .library(name: "InputLanguage", targets: ["InputLanguage"]),
        .library(name: "PlatformSelection", targets: ["PlatformSelection"]),
        .library(name: "PlatformComparison", targets: ["PlatformComparison"]),
        .library(name: "AndroidLocalePlanning", targets: ["AndroidLocalePlanning"]),
        .library(name: "ResourceScan", targets: ["ResourceScan"]),
        .library(name: "LanguagePolicyApple", targets: ["LanguagePolicyApple"]),
        .library(name: "LanguagePolicyBridge", targets: ["LanguagePolicyBridge"]),
        // The bridge as a shared library for C callers (Sources/LanguagePolicyBridge/include/langpolicy.h).
        .library(name: "LanguagePolicyC", type: .dynamic, targets: ["LanguagePolicyBridge"]),
        .executable(name: "langpolicy", targets: ["langpolicy"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        // MARK: Core library
        .target(name: "LanguageTags"),
        // The package's one JSON reader and writer (not a product: its types are `package`,
        // but for the error every reader throws).
        .target(name: "LanguagePolicyJSON", dependencies: ["LanguageTags"]),
        .target(name: "LanguageTagsFoundation", dependencies: ["LanguageTags"]),
        .target(name: "AppLanguage", dependencies: ["LanguageTags", "LanguagePolicyJSON"]),
        .target(name: "InputLanguage", dependencies: ["LanguageTags", "LanguagePolicyJSON"]),
        .target(name: "PlatformSelection", dependencies: ["LanguageTags"]),
        // What an Android app applies so that its resources follow the decision (Android's model
        // only, so that the JNI library links no Apple model).
        .target(name: "AndroidLocalePlanning", dependencies: ["LanguageTags", "AppLanguage", "PlatformSelection"]),
        // The effective locale an app's UI and formatters follow, as an async sequence of snapshots.
        .target(name: "EffectiveLocale", dependencies: ["LanguageTags", "AppLanguage"]),
        // The policy's decision beside what each platform would show, and population reports.
        .target(
            name: "PlatformComparison",
            dependencies: [
                "LanguageTags", "LanguagePolicyJSON", "AppLanguage", "PlatformSelection", "AndroidLocalePlanning",
            ]),
        // An app's Xcode and Android localization resources, read and checked against a policy
        // with the platform models.
        .target(
            name: "ResourceScan",
            dependencies: ["LanguageTags", "LanguagePolicyJSON", "AppLanguage", "PlatformSelection"]),
        // The package on Foundation's types (Date, URL, Locale, LocalizedError, Observation, and a
        // Bundle's strings in the effective locale, chosen by the Apple model), re-exporting the
        // core modules: what a Swift app imports.
        .target(
            name: "LanguagePolicy",
            dependencies: [
                "LanguageTags", "LanguageTagsFoundation", "LanguagePolicyJSON", "AppLanguage", "InputLanguage",
                "EffectiveLocale", "PlatformSelection", "PlatformComparison",
            ]),
        // Apple adapters: compiled only where UIKit, SwiftUI or Darwin exist; typechecked on
        // Linux against stand-ins by Scripts/typecheck-apple.sh.
        .target(
            name: "LanguagePolicyApple",
            dependencies: [
                "AppLanguage", "EffectiveLocale", "InputLanguage", "LanguageTags", "LanguagePolicy",
                "PlatformComparison",
            ]),
        .target(
            name: "LanguagePolicyBridge",
            dependencies: [
                "LanguageTags", "LanguagePolicyJSON", "AppLanguage", "InputLanguage", "AndroidLocalePlanning",
                "PlatformSelection",
            ]),

        // MARK: Decision tables (not a product): one loader and one result type for every table,
        // used by `langpolicy check`, the tests, the fuzz checks and the JNI case exporter.
        .target(
            name: "DecisionTables",
            dependencies: [
                "LanguageTags", "LanguagePolicyJSON", "AppLanguage", "InputLanguage", "PlatformComparison",
                "PlatformSelection",
            ]),

        // MARK: Tools
        .target(
            name: "LangPolicyCLI",
            dependencies: [
                "LanguageTags", "LanguageTagsFoundation", "LanguagePolicyJSON", "AppLanguage", "InputLanguage",
                "LanguagePolicyBridge", "DecisionTables", "PlatformComparison", "PlatformSelection", "ResourceScan",
            ]),
        .executableTarget(name: "langpolicy", dependencies: ["LangPolicyCLI"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "LanguageTags", "LanguagePolicyJSON", "AppLanguage", "InputLanguage", "LanguagePolicyBridge",
                "PlatformComparison", "ResourceScan",
            ]),

        // MARK: Fuzzing (Scripts/fuzz.sh builds one executable at a time with libFuzzer and -DFUZZING;
        // otherwise each replays the files given as arguments through the same checks)
        .target(
            name: "FuzzChecks",
            dependencies: [
                "LanguageTags", "LanguagePolicyJSON", "AppLanguage", "InputLanguage", "LanguagePolicyBridge",
                "DecisionTables",
            ],
            path: "Sources/Fuzz/Checks"),
        .executableTarget(name: "FuzzTags", dependencies: ["FuzzChecks"], path: "Sources/Fuzz/Tags"),
        .executableTarget(name: "FuzzPolicy", dependencies: ["FuzzChecks"], path: "Sources/Fuzz/Policy"),
        .executableTarget(name: "FuzzTables", dependencies: ["FuzzChecks"], path: "Sources/Fuzz/Tables"),
        .executableTarget(name: "FuzzStore", dependencies: ["FuzzChecks"], path: "Sources/Fuzz/Store"),
        .executableTarget(name: "FuzzInputContext", dependencies: ["FuzzChecks"], path: "Sources/Fuzz/InputContext"),
        .executableTarget(name: "FuzzCInterface", dependencies: ["FuzzChecks"], path: "Sources/Fuzz/CInterface"),
        // Temporary (ident branch): until IdentifierFuzzCheck is wired into FuzzTarget.
        .executableTarget(name: "FuzzIdentifier", dependencies: ["FuzzChecks"], path: "Sources/Fuzz/Identifier"),

        // MARK: Tests
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "LanguageTagsTests", dependencies: ["LanguageTags", "TestSupport"],
            exclude: ["Conformance/known-divergences.txt"]),
        .testTarget(name: "LanguageTagsFoundationTests", dependencies: ["LanguageTagsFoundation"]),
        .testTarget(name: "LanguagePolicyJSONTests", dependencies: ["LanguagePolicyJSON", "TestSupport"]),
        .testTarget(
            name: "LanguagePolicyTests",
            dependencies: ["LanguagePolicy", "PlatformComparison", "PlatformSelection", "TestSupport"]
        ),
        .executableTarget(name: "FileStoreWriter", dependencies: ["AppLanguage"], path: "Tests/FileStoreWriter"),
        .executableTarget(
            name: "BridgeCaseExporter",
            dependencies: [
                "AppLanguage", "InputLanguage", "LanguagePolicyBridge", "LanguagePolicyJSON", "DecisionTables",
            ],
            path: "Tests/BridgeCaseExporter"),
        .testTarget(
            name: "AppLanguageTests",
            dependencies: ["AppLanguage", "EffectiveLocale", "LanguagePolicyJSON", "TestSupport", "FileStoreWriter"]),
        .testTarget(name: "InputLanguageTests", dependencies: ["InputLanguage", "LanguagePolicyJSON", "TestSupport"]),
        .testTarget(name: "PlatformSelectionTests", dependencies: ["PlatformSelection", "TestSupport"]),
        .testTarget(
            name: "AndroidLocalePlanningTests",
            dependencies: ["AndroidLocalePlanning", "AppLanguage", "LanguageTags", "PlatformSelection"]),
        .testTarget(
            name: "PlatformComparisonTests",
            dependencies: [
                "PlatformComparison", "PlatformSelection", "AppLanguage", "LanguagePolicyJSON", "TestSupport",
            ]),
        .testTarget(
            name: "ResourceScanTests",
            dependencies: ["ResourceScan", "AppLanguage", "LanguageTags", "PlatformSelection", "TestSupport"]),
        .testTarget(name: "DecisionTablesTests", dependencies: ["DecisionTables", "TestSupport"]),
        .testTarget(
            name: "LanguagePolicyBridgeTests",
            dependencies: [
                "LanguagePolicyBridge", "LanguagePolicyJSON", "AppLanguage", "InputLanguage", "TestSupport",
            ],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "LangPolicyCLITests", dependencies: ["LangPolicyCLI", "TestSupport"],
            exclude: ["Fixtures", "Snapshots"]),
        .testTarget(
            name: "BadInputTests",
            dependencies: [
                "LanguageTags", "LanguagePolicyJSON", "AppLanguage", "InputLanguage", "LanguagePolicyBridge",
                "DecisionTables", "LangPolicyCLI", "TestSupport",
            ]),
        .testTarget(name: "FuzzRegressionTests", dependencies: ["FuzzChecks", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// MARK: Android JNI library (root package only: it needs the JDK's or the NDK's headers)
if let jniFlags {
    package.products.append(.library(name: "LanguagePolicyJNI", type: .dynamic, targets: ["LanguagePolicyJNI"]))
    package.targets += [
        .systemLibrary(name: "CJNI"),
        .target(
            name: "LanguagePolicyJNI", dependencies: ["CJNI", "LanguagePolicyBridge"],
            swiftSettings: [.unsafeFlags(jniFlags)]),
    ]
}
