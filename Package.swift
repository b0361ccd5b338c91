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
        .library(name: "AppLanguage", targets: ["AppLanguage"]),
        .executable(name: "langpolicy", targets: ["langpolicy"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    ],
    targets: [
        // MARK: Core library
        .target(name: "LanguageTags"),
        .target(name: "LanguageTagsFoundation", dependencies: ["LanguageTags"]),
        .target(name: "AppLanguage", dependencies: ["LanguageTags"]),

        // MARK: Tools
        .target(name: "LangPolicyCLI", dependencies: ["LanguageTags", "LanguageTagsFoundation", "AppLanguage"]),
        .executableTarget(name: "langpolicy", dependencies: ["LangPolicyCLI"]),
        .executableTarget(name: "Benchmarks", dependencies: ["LanguageTags", "AppLanguage"]),

        // MARK: Tests
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "LanguageTagsTests", dependencies: ["LanguageTags", "TestSupport"],
            exclude: ["Conformance/known-divergences.txt"]),
        .testTarget(name: "LanguageTagsFoundationTests", dependencies: ["LanguageTagsFoundation"]),
        .executableTarget(name: "FileStoreWriter", dependencies: ["AppLanguage"], path: "Tests/FileStoreWriter"),
        .testTarget(name: "AppLanguageTests", dependencies: ["AppLanguage", "TestSupport", "FileStoreWriter"]),
        .testTarget(name: "LangPolicyCLITests", dependencies: ["LangPolicyCLI", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
