// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The JNI headers for the Android bridge's JNI library: `$JAVA_HOME/include` when JAVA_HOME names
/// a JDK (the desktop JVM the bridge is tested on). Set LANGPOLICY_JNI_HEADERS=sdk when
/// cross-compiling for Android, whose NDK sysroot has <jni.h> already, or =none to leave the JNI
/// library out. Without headers it is left out too, and everything else builds.
let jniFlags: [String]? = {
    let environment = ProcessInfo.processInfo.environment
    switch environment["LANGPOLICY_JNI_HEADERS"] {
    case "sdk": return []
    case "none": return nil
    default:
        guard let home = environment["JAVA_HOME"], FileManager.default.fileExists(atPath: "\(home)/include/jni.h")
        else { return nil }
        return ["-Xcc", "-I\(home)/include", "-Xcc", "-I\(home)/include/linux", "-Xcc", "-I\(home)/include/darwin"]
    }
}()

/// Every library module imports what it does not re-export with `internal import`; this makes a
/// forgotten one internal too.
let moduleSettings: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")]

let package = Package(
    name: "LanguagePolicy",
    platforms: [
        // Typed throws and strict concurrency need nothing newer; these are the oldest releases
        // whose Foundation offers `Locale.Language`. The UIKit adapters are left out on watchOS.
        .iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
    ],
    products: [
        // What a Swift app imports: the core on Foundation's types, with the Apple adapters.
        .library(name: "LanguagePolicy", targets: ["LanguagePolicy"]),
        // The core for servers and libraries that want no Foundation.
        .library(
            name: "LanguagePolicyCore",
            targets: ["LanguageTags", "WireDocuments", "AppLanguage", "EffectiveLocale", "InputLanguage"]),
        // The core as a shared library for C callers (Sources/LanguagePolicyBridge/include/langpolicy.h).
        .library(name: "LanguagePolicyC", type: .dynamic, targets: ["LanguagePolicyBridge"]),
        .executable(name: "langpolicy", targets: ["langpolicy"]),
        // `swift package langpolicy scan|lint|report …` in a package that depends on this one.
        .plugin(name: "LangPolicyPlugin", targets: ["LangPolicyPlugin"]),
    ],
    targets: [
        // MARK: The core (standard library only)
        // The tag value type: parsing, CLDR canonicalization, likely subtags, typed errors; the
        // error every document reader throws.
        .target(name: "LanguageTags", swiftSettings: moduleSettings),
        // How the package reads and writes its JSON documents (`package` access), and the one
        // error every reader throws, with the path of the bad value (public).
        .target(
            name: "WireDocuments", dependencies: ["LanguageTags", "LanguagePolicyInternals"],
            swiftSettings: moduleSettings),
        // The package's plumbing (not a product; `package` access): the lock, UTF-8 validation
        // that runs on every supported OS.
        .target(name: "LanguagePolicyInternals", swiftSettings: moduleSettings),
        // The app-language decision: policy, matching, provenance, state, stores, sync, selector.
        .target(
            name: "AppLanguage", dependencies: ["LanguageTags", "WireDocuments", "LanguagePolicyInternals"],
            swiftSettings: moduleSettings),
        // The one context an app's strings, formatters and requests follow, and its stream of
        // changes (Swift concurrency: kept out of the modules the JNI library links).
        .target(
            name: "EffectiveLocale", dependencies: ["LanguageTags", "LanguagePolicyInternals", "AppLanguage"],
            swiftSettings: moduleSettings),
        // Keyboard hints: field contracts, evidence, Android hint lists, iOS advice, identification.
        .target(
            name: "InputLanguage", dependencies: ["LanguageTags", "WireDocuments", "LanguagePolicyInternals"],
            swiftSettings: moduleSettings),
        // What Apple and Android themselves load, the Android locale plan, and the comparison of
        // both with the decision.
        .target(
            name: "PlatformModels",
            dependencies: ["LanguageTags", "WireDocuments", "LanguagePolicyInternals", "AppLanguage"],
            swiftSettings: moduleSettings),
        // The byte formats of built apps, read and nothing more (no locale logic): ZIP and inflate,
        // resources.arsc, protobuf (resources.pb, BundleConfig.pb), binary XML, binary property lists.
        .target(name: "ArtifactFormats", dependencies: ["LanguagePolicyInternals"], swiftSettings: moduleSettings),
        // An app's localization resources read and checked against a policy; the platforms' lists;
        // what each value says (TranslationText's format checks and plural rules; InputLanguage's
        // identifier for values left in the development language).
        .target(
            name: "ResourceScan",
            dependencies: [
                "ArtifactFormats", "TranslationText", "InputLanguage",
                "LanguageTags", "WireDocuments", "LanguagePolicyInternals", "AppLanguage", "PlatformModels",
            ],
            swiftSettings: moduleSettings),

        // A translated value's text as each platform's runtime reads it (not a product; `package`
        // access): Java's `Formatter` behind Android's `getString(id, args)` after aapt2's reading,
        // CoreFoundation's format parser behind `String(format:)`, CLDR's plural rules.
        .target(name: "TranslationText", dependencies: ["LanguagePolicyInternals"], swiftSettings: moduleSettings),

        // MARK: What apps, C and Java call
        // The app umbrella on Foundation (Locale, Date, URL, Bundle, LocalizedError, Observation,
        // the effective-locale context), with the Apple adapters where UIKit, SwiftUI or Darwin
        // exist (compiled for every Apple platform below by Scripts/typecheck-apple.sh).
        // Its privacy manifest declares the required-reason APIs it calls (UserDefaults, active
        // keyboards; Scripts/check-privacy.py holds it to the code), copied as is to the root of
        // the target's resource bundle, where Xcode's privacy report and App Store Connect read it.
        .target(
            name: "LanguagePolicy",
            dependencies: [
                "LanguageTags", "EffectiveLocale", "WireDocuments", "LanguagePolicyInternals", "AppLanguage",
                "InputLanguage",
                "PlatformModels",
            ],
            resources: [.copy("PrivacyInfo.xcprivacy")], swiftSettings: moduleSettings),
        // The core as JSON in, JSON out, with a C ABI; its calls are listed once, in
        // BridgeCalls.json (Scripts/generate-bridge.py writes every surface from it).
        .target(
            name: "LanguagePolicyBridge",
            dependencies: [
                "LanguageTags", "WireDocuments", "LanguagePolicyInternals", "AppLanguage", "InputLanguage",
                "PlatformModels",
            ],
            exclude: ["BridgeCalls.json"], swiftSettings: moduleSettings),

        // MARK: Tools (no products): the command line, benchmarks, fuzzing
        .target(
            name: "LangPolicyCLI",
            dependencies: [
                "LanguageTags", "WireDocuments", "LanguagePolicyInternals", "AppLanguage", "InputLanguage",
                "PlatformModels",
                "ResourceScan", "LanguagePolicy", "LanguagePolicyBridge",
            ],
            swiftSettings: moduleSettings),
        .executableTarget(name: "langpolicy", dependencies: ["LangPolicyCLI"]),
        .plugin(
            name: "LangPolicyPlugin",
            capability: .command(
                intent: .custom(verb: "langpolicy", description: "Run langpolicy (scan, lint, check, report, …) here"),
                permissions: [
                    .writeToPackageDirectory(reason: "langpolicy report writes its page (-o FILE) into the package")
                ]),
            dependencies: ["langpolicy"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "LanguageTags", "WireDocuments", "LanguagePolicyInternals", "AppLanguage", "InputLanguage",
                "LanguagePolicyBridge", "PlatformModels", "ResourceScan", "LangPolicyCLI", "TranslationText",
            ]),
        // Scripts/fuzz.sh builds `Fuzz` with libFuzzer and -DFUZZING; otherwise it replays files.
        .target(
            name: "FuzzChecks",
            dependencies: [
                "LanguageTags", "WireDocuments", "LanguagePolicyInternals", "AppLanguage", "InputLanguage",
                "LanguagePolicyBridge", "LangPolicyCLI", "ResourceScan", "ArtifactFormats", "TranslationText",
            ],
            path: "Sources/Fuzz/Checks"),
        .executableTarget(name: "Fuzz", dependencies: ["FuzzChecks"], path: "Sources/Fuzz/Main"),

        // MARK: Tests
        .target(name: "TestSupport", dependencies: ["LanguageTags"], path: "Tests/TestSupport"),
        .executableTarget(name: "FileStoreWriter", dependencies: ["AppLanguage"], path: "Tests/FileStoreWriter"),
        .executableTarget(
            name: "BridgeCaseExporter",
            dependencies: [
                "AppLanguage", "InputLanguage", "LanguagePolicyBridge", "WireDocuments", "LanguagePolicyInternals",
                "LangPolicyCLI",
            ],
            path: "Tests/BridgeCaseExporter"),
        .testTarget(
            name: "LanguageTagsTests", dependencies: ["LanguageTags", "TestSupport"],
            exclude: ["Conformance/known-divergences.txt"]),
        .testTarget(name: "WireDocumentsTests", dependencies: ["WireDocuments", "TestSupport"]),
        .testTarget(name: "LanguagePolicyInternalsTests", dependencies: ["LanguagePolicyInternals", "TestSupport"]),
        .testTarget(
            name: "AppLanguageTests",
            dependencies: [
                "AppLanguage", "LanguagePolicy", "WireDocuments", "LanguagePolicyInternals", "TestSupport",
                "FileStoreWriter",
            ]),
        .testTarget(
            name: "InputLanguageTests",
            dependencies: ["InputLanguage", "WireDocuments", "LanguagePolicyInternals", "TestSupport"]),
        .testTarget(
            name: "PlatformModelsTests",
            dependencies: ["PlatformModels", "AppLanguage", "WireDocuments", "LanguagePolicyInternals", "TestSupport"]),
        .testTarget(
            name: "ResourceScanTests",
            dependencies: [
                "ResourceScan", "ArtifactFormats", "AppLanguage", "LanguageTags", "PlatformModels", "TestSupport",
                "TranslationText",
            ]),
        // Foundation's `String(format:)` as the judge of the Apple format parse, in its own process.
        .executableTarget(name: "AppleFormatJudge", path: "Tests/AppleFormatJudge"),
        .testTarget(
            name: "TranslationTextTests", dependencies: ["TranslationText", "TestSupport", "AppleFormatJudge"]),
        .testTarget(
            name: "LanguagePolicyTests", dependencies: ["LanguagePolicy", "PlatformModels", "TestSupport"]),
        .testTarget(
            name: "LanguagePolicyBridgeTests",
            dependencies: [
                "LanguagePolicyBridge", "WireDocuments", "LanguagePolicyInternals", "AppLanguage", "InputLanguage",
                "TestSupport",
            ],
            exclude: ["Snapshots"]),
        // The command line, the decision tables, bad input through every surface, fuzz regressions.
        .testTarget(
            name: "LangPolicyCLITests",
            dependencies: [
                "LangPolicyCLI", "LanguageTags", "WireDocuments", "LanguagePolicyInternals", "AppLanguage",
                "InputLanguage",
                "LanguagePolicyBridge", "PlatformModels", "FuzzChecks", "TestSupport",
            ],
            exclude: ["Fixtures", "Snapshots"]),
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
            swiftSettings: moduleSettings + [.unsafeFlags(jniFlags)]),
    ]
}
