internal import ArtifactFormats
import Foundation
import TestSupport
import Testing

@testable import ResourceScan

/// The built-app model of Apple, on an app that Python's `plistlib` writes (binary and XML
/// property lists, `.strings` in UTF-16 and UTF-8) as Xcode's build would, read as a `.app`
/// folder and as an `.ipa` zipped by `zip`; and binary property lists against `plistlib`.
@Suite("Built Apple apps")
struct BuiltAppleAppTests {
    /// Writes the app into `folder` (Payload/Demo.app/…).
    static let writer = #"""
        import plistlib, sys, os
        root = os.path.join(sys.argv[1], "Payload", "Demo.app")
        def write(path, data):
            path = os.path.join(root, path); os.makedirs(os.path.dirname(path), exist_ok=True)
            open(path, "wb").write(data)
        binary = lambda value: plistlib.dumps(value, fmt=plistlib.FMT_BINARY)
        xml = lambda value: plistlib.dumps(value, fmt=plistlib.FMT_XML)
        write("Info.plist", binary({"CFBundleIdentifier": "org.example.demo", "CFBundleDevelopmentRegion": "en",
            "CFBundleLocalizations": ["en", "fr", "de"], "CFBundleAllowMixedLocalizations": True}))
        write("en.lproj/Localizable.strings", '"title" = "Title";\n"save" = "Save";\n'.encode("utf-16"))
        write("fr.lproj/Localizable.strings", binary({"title": "Titre", "save": "Enregistrer"}))
        write("fr.lproj/Localizable.stringsdict", binary({"files": {"NSStringLocalizedFormatKey": "%#@n@",
            "n": {"NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                  "one": "%d fichier", "other": "%d fichiers"}}}))
        write("de.lproj/Localizable.strings", xml({"title": "Titel"}))
        write("Base.lproj/Main.strings", '"1.text" = "Hi";'.encode("utf-8"))
        write("Localizable.strings", b'"shadow" = "Everywhere";')
        write("PlugIns/Share.appex/Info.plist", xml({"CFBundleIdentifier": "org.example.demo.share",
            "CFBundleDevelopmentRegion": "en", "NSExtension": {}}))
        write("PlugIns/Share.appex/en.lproj/InfoPlist.strings", '"CFBundleDisplayName" = "Share";'.encode("utf-16-be"))
        write("Frameworks/Kit.framework/Info.plist", binary({"CFBundleIdentifier": "org.example.kit"}))
        write("Frameworks/Kit.framework/ja.lproj/Kit.strings", '"ok" = "OK";'.encode("utf-8"))
        write("Settings.bundle/Root.plist", xml({"PreferenceSpecifiers": []}))
        write("Settings.bundle/en.lproj/Root.strings", b'"Name" = "Name";')
        write("Demo_Kit.bundle/Info.plist", xml({"CFBundleDevelopmentRegion": "en"}))
        write("Demo_Kit.bundle/Localizable.xcstrings", b'{"sourceLanguage":"en","strings":{}}')
        """#

    static func check(_ app: BuiltAppleApp, prefix: String) throws {
        let bundles = Dictionary(uniqueKeysWithValues: app.bundles.map { ($0.path, $0) })
        func inside(_ path: String) -> String { prefix.isEmpty ? path : "\(prefix)/\(path)" }
        let main = try #require(bundles[prefix])
        #expect(app.bundles.count == 5)
        #expect(main.kind == .application)
        #expect(main.identifier == "org.example.demo")
        #expect(main.developmentRegion == "en")
        #expect(main.declaredLocalizations == ["en", "fr", "de"])
        #expect(main.allowsMixedLocalizations == true)
        #expect(main.localizations.map(\.name) == ["Base", "de", "en", "fr"])
        let tables = Dictionary(uniqueKeysWithValues: main.localizations.map { ($0.name, $0.tables) })
        #expect(tables["en"]?.first?.keys == ["save", "title"])
        #expect(tables["en"]?.first?.formats == ["strings text"])
        #expect(tables["fr"]?.first?.keys == ["files", "save", "title"])
        #expect(tables["fr"]?.first?.formats == ["binary plist", "binary plist"])
        #expect(tables["fr"]?.first?.pluralForms == ["files": ["n:one", "n:other"]])
        #expect(tables["de"]?.first?.formats == ["XML plist"])
        #expect(main.unlocalizedTables.map(\.keys) == [["shadow"]])
        #expect(app.problems.isEmpty)
        let share = try #require(bundles[inside("PlugIns/Share.appex")])
        #expect(share.kind == .appExtension)
        #expect(share.localizations.first?.tables.first?.keys == ["CFBundleDisplayName"])
        #expect(bundles[inside("Frameworks/Kit.framework")]?.localizations.map(\.name) == ["ja"])
        #expect(bundles[inside("Settings.bundle")]?.kind == .settings)
        let kit = try #require(bundles[inside("Demo_Kit.bundle")])
        #expect(kit.kind == .resourceBundle)
        #expect(kit.stringCatalogs == [inside("Demo_Kit.bundle/Localizable.xcstrings")])
    }

    @Test func appFolderAndIPA() throws {
        let folder = PinnedData.repository.appendingPathComponent(".build/artifact-fixtures/apple")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = try Shell.python(Self.writer, [folder.path])
        let ipa = folder.appendingPathComponent("Demo.ipa")
        try Shell.run("/usr/bin/zip", ["-q", "-r", ipa.path, "Payload"], in: folder)

        guard case .apple(let unzipped) = try BuiltArtifact(contentsOf: ipa.path) else {
            Issue.record("the .ipa is not read as an Apple app")
            return
        }
        try Self.check(unzipped, prefix: "Payload/Demo.app")
        let app = folder.appendingPathComponent("Payload/Demo.app")
        guard case .apple(let fromFolder) = try BuiltArtifact(contentsOf: app.path) else {
            Issue.record("the .app folder is not read as an Apple app")
            return
        }
        try Self.check(fromFolder, prefix: "")
    }

    /// Binary property lists of every object type, written by `plistlib` and read back as the
    /// JSON `plistlib` gives of them (dates as ISO 8601, data as Base64).
    @Test func binaryPropertyListsAgainstPlistlib() throws {
        let script = #"""
            import plistlib, json, random, datetime, base64, sys
            random.seed(46)
            def value(depth):
                kind = random.randrange(10 if depth < 4 else 7)
                if kind == 0: return random.choice([0, 1, -1, 255, 256, 65535, 65536, 2**31, 2**40, -2**40, 2**63 - 1])
                if kind == 1: return random.choice([0.5, -2.25, 1e10, 3.0])
                if kind == 2: return random.choice([True, False])
                if kind == 3: return "".join(random.choice("ab é€😀") for _ in range(random.randrange(20)))
                if kind == 4: return "x" * random.randrange(40)
                if kind == 5: return bytes(random.randrange(256) for _ in range(random.randrange(30)))
                if kind == 6: return datetime.datetime(2000 + random.randrange(40), 1 + random.randrange(12), 1 + random.randrange(28), random.randrange(24), random.randrange(60), random.randrange(60))
                if kind in (7, 8): return [value(depth + 1) for _ in range(random.randrange(20))]
                return {"k%d" % i: value(depth + 1) for i in range(random.randrange(20))}
            def plain(v):
                if isinstance(v, bool): return v
                if isinstance(v, (int, float)): return ["scalar", v]
                if isinstance(v, bytes): return ["scalar", base64.b64encode(v).decode()]
                if isinstance(v, datetime.datetime): return ["scalar", v.strftime("%Y-%m-%dT%H:%M:%SZ")]
                if isinstance(v, list): return [plain(e) for e in v]
                if isinstance(v, dict): return {"dict": [[k, plain(e)] for k, e in v.items()]}
                return ["string", v]
            for _ in range(300):
                v = {"root": value(0)}
                print(plistlib.dumps(v, fmt=plistlib.FMT_BINARY, sort_keys=False).hex() + "\t" + json.dumps(plain(v)))
            """#
        let lines = String(decoding: try Shell.python(script), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 300)
        for line in lines {
            let parts = line.split(separator: "\t")
            let bytes = try #require(Self.hex(parts[0]))
            let value = try BinaryPropertyList.read(bytes)
            let expected = try JSONSerialization.jsonObject(with: Data(parts[1].utf8))
            #expect(Self.same(value, expected), "\(parts[1].prefix(200))")
        }
    }

    static func hex(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return bytes
    }

    /// Whether `value` is what plistlib's JSON says.
    static func same(_ value: PropertyList.Value, _ json: Any) -> Bool {
        switch value {
        case .bool(let flag): return (json as? Bool) == flag && !(json is [Any])
        case .string(let text):
            return (json as? [Any]).map {
                $0.count == 2 && ($0[0] as? String) == "string" && ($0[1] as? String) == text
            } ?? false
        case .scalar(let text):
            guard let pair = json as? [Any], pair.count == 2, (pair[0] as? String) == "scalar" else { return false }
            if let string = pair[1] as? String { return string == text }
            guard let number = pair[1] as? NSNumber else { return false }
            return Double(text) == number.doubleValue
        case .array(let elements):
            guard let array = json as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { same($0, $1) }
        case .dictionary(let members):
            guard let pairs = (json as? [String: Any])?["dict"] as? [[Any]], pairs.count == members.count else {
                return false
            }
            return zip(members, pairs).allSatisfy { ($1[0] as? String) == $0.key && same($0.value, $1[1]) }
        }
    }
}
