import Foundation
import Testing

@testable import ResourceScan

/// The documented outcome of each kind of file a contributor may hand the scan (Counting.md,
/// "Files the scan reads"): read as the platform reads it, or a typed error; and what an empty
/// folder, a mistyped one or a path that does not exist gives.
@Suite("What each kind of file gives")
struct FileOutcomeTests {
    static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return bytes
    }

    @Test func aUTF16ValuesFileIsRead() throws {
        let xml = "<?xml version=\"1.0\" encoding=\"utf-16\"?><resources><string name=\"a\">Über</string></resources>"
        for bigEndian in [false, true] {
            let file = try AndroidValuesFile(bytes: Self.utf16(xml, bigEndian: bigEndian))
            #expect(file.resources.map(\.values) == [["Über"]])
        }
    }

    @Test func aPropertyListStringsFileIsRead() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>title</key><string>Titre</string><key>ok</key><string>OK</string></dict></plist>
            """
        let file = try StringsFile(bytes: Array(plist.utf8))
        #expect(file.entries.map(\.key) == ["title", "ok"])
        #expect(file.entries.map(\.value) == ["Titre", "OK"])
        #expect(throws: ResourceFileError.self) { try StringsFile(bytes: Array("bplist00\u{0}\u{1}".utf8)) }
        #expect(throws: ResourceFileError.self) {
            try StringsFile(bytes: Array("<plist><dict><key>a</key><integer>1</integer></dict></plist>".utf8))
        }
    }

    @Test func internalEntitiesAreExpanded() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <!DOCTYPE resources [
              <!ENTITY app "Recipes">
              <!ENTITY title "&app; &amp; more">
              <!ENTITY % parameter "ignored">
            ]>
            <resources><string name="a">&title;</string><string name="b" x="&app;">Open &app;</string></resources>
            """
        let file = try AndroidValuesFile(bytes: Array(xml.utf8))
        #expect(file.resources.map(\.values) == [["Recipes & more"], ["Open Recipes"]])
    }

    @Test func aBillionLaughsIsATypedError() {
        var entities = "<!ENTITY lol \"lol\">"
        var previous = "lol"
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">"
            previous = "lol\(level)"
        }
        let xml = "<!DOCTYPE resources [\(entities)]><resources><string name=\"a\">&lol9;</string></resources>"
        #expect(throws: ResourceFileError.entityExpansion(line: 1, limit: XMLEntities.limit)) {
            try AndroidValuesFile(bytes: Array(xml.utf8))
        }
        let recursive =
            "<!DOCTYPE r [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]><resources><string name=\"a\">&a;</string></resources>"
        #expect(throws: ResourceFileError.entityExpansion(line: 1, limit: XMLEntities.limit)) {
            try AndroidValuesFile(bytes: Array(recursive.utf8))
        }
        let external =
            "<!DOCTYPE r [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><resources><string name=\"a\">&x;</string></resources>"
        #expect(
            throws: ResourceFileError.syntax(
                line: 1, message: "&x; is an external entity, which resource compilers never read")
        ) {
            try AndroidValuesFile(bytes: Array(external.utf8))
        }
    }

    @Test func anEmptyFolderOrAMissingPathIsNothingToScan() throws {
        let empty = try TemporaryTree(["README.md": "nothing here"])
        #expect(throws: ResourceScanError.nothingToScan(empty.path)) {
            try ResourceInventory(scanning: [empty.path], assumingDevelopmentLanguage: "en")
        }
        let missing = empty.path + "/nope"
        #expect(throws: ResourceScanError.nothingToScan(missing)) {
            try ResourceInventory(scanning: [InventoryTests.xcode, missing], assumingDevelopmentLanguage: "en")
        }
        #expect(ResourceScanError.nothingToScan("x").description.hasPrefix("nothing to scan in x"))
    }

    @Test func mistypedAndEmptyFolders() throws {
        let tree = try TemporaryTree([
            "app/src/main/res/values/strings.xml": "<resources><string name=\"a\">A</string></resources>",
            "app/src/main/res/value-fr/strings.xml": "<resources><string name=\"a\">A</string></resources>",
            "app/src/main/res/values-de/README": "",
            "App/en.lproj/Localizable.strings": #""a" = "A";"#,
            "App/fr.lproj/.keep": "",
        ])
        let inventory = try ResourceInventory(scanning: [tree.path], assumingDevelopmentLanguage: "en")
        let android = try #require(inventory.android)
        #expect(
            android.findings.filter { $0.severity == .error }.map(\.code) == [.unknownResourceFolder])
        #expect(
            android.findings.contains { $0.code == .emptyLocale && $0.message.hasPrefix("values-de has no strings") })
        #expect(inventory.apple?.findings.contains { $0.message == "fr.lproj has no strings" } == true)
    }
}
