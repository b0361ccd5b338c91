import Foundation

/// A bundle written to a fresh temporary folder, laid out as an app's (Apple's "Bundle
/// Programming Guide": `Info.plist` with `CFBundleDevelopmentRegion`, one `NAME.lproj` folder per
/// localization holding `.strings` tables), for tests that need localizations the fixture
/// bundle lacks. Foundation's `Bundle` reads it as it reads any bundle.
enum TemporaryBundle {
    /// A bundle whose development region is `developmentRegion`, with `Localizable.strings`
    /// in each localization holding `strings[localization]` (`"key" = "value";`).
    static func make(developmentRegion: String, strings: [String: [String: String]]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let info: [String: Any] = [
            "CFBundleDevelopmentRegion": developmentRegion,
            "CFBundleIdentifier": "dev.languagepolicy.tests.\(UUID().uuidString)",
        ]
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
            .write(to: folder.appendingPathComponent("Info.plist"))
        for (localization, table) in strings {
            let lproj = folder.appendingPathComponent("\(localization).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            let text = table.sorted { $0.key < $1.key }.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined()
            try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        }
        guard let bundle = Bundle(url: folder) else { throw CocoaError(.fileReadCorruptFile) }
        return bundle
    }
}
