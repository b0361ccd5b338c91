// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LanguagePolicy",
    platforms: [
        // Typed throws and strict concurrency need nothing newer; these are the
        // oldest releases whose Foundation offers `Locale.Language`.
        .iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
    ],
    products: [
        .library(name: "LanguageTags", targets: ["LanguageTags"]),
        .library(name: "LanguageTagsFoundation", targets: ["LanguageTagsFoundation"]),
        .library(name: "InputLanguage", targets: ["InputLanguage"]),
        .executable(name: "langpolicy", targets: ["langpolicy"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        // MARK: Core library
        .target(name: "LanguageTags"),
        .target(name: "LanguageTagsFoundation", dependencies: ["LanguageTags"]),
        .target(name: "InputLanguage", dependencies: ["LanguageTags"]),

        // MARK: Tools
        .target(name: "LangPolicyCLI", dependencies: ["LanguageTags", "LanguageTagsFoundation", "InputLanguage"]),
        .executableTarget(name: "langpolicy", dependencies: ["LangPolicyCLI"]),
        .executableTarget(name: "Benchmarks", dependencies: ["LanguageTags", "InputLanguage"]),

        // MARK: Tests
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "LanguageTagsTests", dependencies: ["LanguageTags", "TestSupport"],
            exclude: ["Conformance/known-divergences.txt"]),
        .testTarget(name: "LanguageTagsFoundationTests", dependencies: ["LanguageTagsFoundation"]),
        .testTarget(name: "InputLanguageTests", dependencies: ["InputLanguage", "TestSupport"]),
        .testTarget(name: "LangPolicyCLITests", dependencies: ["LangPolicyCLI", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
