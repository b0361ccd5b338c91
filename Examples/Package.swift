// swift-tools-version:6.0
// A consumer of LanguagePolicy that uses only its public API, as an app and a service would:
// CI builds and runs both executables.
import Foundation
import PackageDescription

// SwiftPM names a package added by path after its folder (its identity), so a consumer writes
// `.product(name: "LanguagePolicy", package: "<folder name>")`; an app adding the package by
// URL writes the repository's name instead. This example finds the folder's name, so that it
// builds in a checkout of any name.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let languagePolicy = Target.Dependency.product(name: "LanguagePolicy", package: repository.lastPathComponent)

let package = Package(
    name: "LanguagePolicyExamples",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "AppExample", dependencies: [languagePolicy], resources: [.copy("policy.json")]),
        .executableTarget(name: "ServiceExample", dependencies: [languagePolicy]),
    ],
    swiftLanguageModes: [.v6]
)
