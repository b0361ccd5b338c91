import Foundation
import TestSupport
import Testing

@testable import ResourceScan

/// The readers take files an app's contributors wrote: whatever the bytes, each returns or
/// throws ``ResourceFileError``, never traps, and takes time linear in the file.
@Suite("Reading untidy and hostile files")
struct RobustnessTests {
    /// Each reader, by the file name it reads.
    static let readers: [(name: String, read: @Sendable ([UInt8]) throws(ResourceFileError) -> Void)] = [
        ("Localizable.strings", { bytes throws(ResourceFileError) in _ = try StringsFile(bytes: bytes) }),
        ("Localizable.stringsdict", { bytes throws(ResourceFileError) in _ = try StringsDictFile(bytes: bytes) }),
        ("Settings.xcstrings", { bytes throws(ResourceFileError) in _ = try StringCatalog(bytes: bytes) }),
        ("project.pbxproj", { bytes throws(ResourceFileError) in _ = try XcodeProjectFile(bytes: bytes) }),
        ("strings.xml", { bytes throws(ResourceFileError) in _ = try AndroidValuesFile(bytes: bytes) }),
        ("locales_config.xml", { bytes throws(ResourceFileError) in _ = try LocaleConfigFile(bytes: bytes) }),
        ("AndroidManifest.xml", { bytes throws(ResourceFileError) in _ = try AndroidManifestFile(bytes: bytes) }),
        (
            "targets.pbxproj",
            { bytes throws(ResourceFileError) in _ = try XcodeProjectTargets(bytes: bytes, projectDirectory: "p") }
        ),
        ("build.gradle.kts", { bytes in _ = GradleLocaleSettings(text: String(decoding: bytes, as: UTF8.self)) }),
    ]

    static let samples: [String: String] = [
        "Localizable.strings": "XcodeProject/App/fr.lproj/Localizable.strings",
        "Localizable.stringsdict": "XcodeProject/App/en.lproj/Localizable.stringsdict",
        "Settings.xcstrings": "XcodeProject/App/Resources/Settings.xcstrings",
        "project.pbxproj": "XcodeProject/App.xcodeproj/project.pbxproj",
        "strings.xml": "GradleProject/app/src/main/res/values/strings.xml",
        "locales_config.xml": "GradleProject/app/src/main/res/xml/locales_config.xml",
        "AndroidManifest.xml": "GradleProject/app/src/main/AndroidManifest.xml",
        "targets.pbxproj": "XcodeProject/App.xcodeproj/project.pbxproj",
        "build.gradle.kts": "GradleProject/app/build.gradle.kts",
    ]

    static func sample(_ name: String) throws -> [UInt8] {
        let url = PinnedData.repository.appendingPathComponent("Tests/Fixtures/" + samples[name]!)
        return [UInt8](try Data(contentsOf: url))
    }

    @Test func everyTruncationAndMutationReturnsOrThrows() throws {
        var random = SeededRandom(seed: 0x5CA7)
        for (name, read) in Self.readers {
            let bytes = try Self.sample(name)
            try read(bytes)
            for length in stride(from: 0, to: bytes.count, by: 3) { _ = try? read(Array(bytes.prefix(length))) }
            for _ in 0..<300 {
                var mutated = bytes
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let index = Int.random(in: 0..<mutated.count, using: &random)
                    mutated[index] = ["<", ">", "&", "\"", "\\", "/", "*", ";", "{", "}", "\0", "\u{FF}"].map {
                        UInt8(truncatingIfNeeded: $0.unicodeScalars.first!.value)
                    }.randomElement(using: &random)!
                }
                _ = try? read(mutated)
            }
        }
    }

    @Test func deepPropertyListsAreRefused() {
        let deep = "<plist>" + String(repeating: "<array>", count: 100_000) + "</plist>"
        do {
            _ = try StringsDictFile(bytes: Array(deep.utf8))
            Issue.record("a 100,000-deep property list should be refused")
        } catch {
            #expect(error.description.hasSuffix("values nested deeper than 64 levels"))
        }
    }

    /// A file of `count` entries for the reader of `name`.
    static func largeFile(_ name: String, count: Int) -> String {
        switch name {
        case "Localizable.strings": String(repeating: "\"key\" = \"a &amp; \\\"b\\\"\";\n", count: count)
        case "Localizable.stringsdict":
            "<plist><dict>"
                + String(repeating: "<key>k</key><dict><key>f</key><string>%d</string></dict>", count: count)
                + "</dict></plist>"
        case "strings.xml":
            "<resources>"
                + String(repeating: "<string name=\"a\">x &amp; <b>y</b><![CDATA[<z>]]></string>", count: count)
                + "</resources>"
        case "locales_config.xml":
            "<locale-config>" + String(repeating: "<locale android:name=\"fr\"/>\n", count: count) + "</locale-config>"
        default: "knownRegions = (" + String(repeating: "\"zh-Hans\", ", count: count) + ");"
        }
    }

    @Test(arguments: [
        "Localizable.strings", "Localizable.stringsdict", "strings.xml", "locales_config.xml", "project.pbxproj",
    ])
    func readingTakesLinearTime(name: String) throws {
        let read = Self.readers.first { $0.name == name }!.read
        let growth = try LinearTime.measure(
            size: 4_000, input: { Array(Self.largeFile(name, count: $0).utf8) }, { try read($0) })
        #expect(growth.isLinear, "\(name): \(growth)")
    }
}
