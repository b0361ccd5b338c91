import Foundation
import TestSupport
import TranslationText

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every formatted Android string of the fixture apps: each `<string>` and `<plurals>` item of
/// a `res/values*/` folder whose default (`values/`) text has a `%`, paired with each of its
/// translations (and with itself), read with Foundation's XML parser into the nodes aapt2 sees.
struct AndroidCorpus {
    struct Pair {
        var id: String
        var locale: String
        var base: [AndroidStringValue.Node]
        var translation: [AndroidStringValue.Node]
        var isString: Bool
        var formatted: Bool
    }

    /// One value of a values file.
    struct Value {
        var key: String
        var nodes: [AndroidStringValue.Node]
        var isString: Bool
        var formatted: Bool
    }

    /// ``pairs()``, read once per test process (several suites use them).
    static let shared = Result { try pairs() }

    static func pairs() throws -> [Pair] {
        let apps = try PinnedData.url("fixtures/apps")
        var pairs: [Pair] = []
        let enumerator = FileManager.default.enumerator(at: apps, includingPropertiesForKeys: nil)
        var resourceFolders: Set<URL> = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == "res", url.pathComponents.contains("src") { resourceFolders.insert(url) }
        }
        for res in resourceFolders.sorted(by: { $0.path < $1.path }) {
            let folders = (try? FileManager.default.contentsOfDirectory(atPath: res.path)) ?? []
            guard folders.contains("values") else { continue }
            let defaults = Dictionary(
                try values(in: res.appendingPathComponent("values")).map { ($0.key, $0) },
                uniquingKeysWith: { a, _ in a })
            for folder in folders.sorted() where folder.hasPrefix("values") {
                let locale = folder == "values" ? "en" : locale(of: folder)
                guard let locale else { continue }
                for value in try values(in: res.appendingPathComponent(folder)) {
                    guard let base = defaults[value.key] ?? defaults[value.key.pluralOther],
                        base.nodes.containsPercent
                    else { continue }
                    let app = res.path.replacingOccurrences(of: apps.path + "/", with: "")
                    pairs.append(
                        Pair(
                            id: "\(app)/\(folder)/\(value.key)", locale: locale, base: base.nodes,
                            translation: value.nodes, isString: value.isString, formatted: base.formatted))
                }
            }
        }
        return pairs
    }

    /// Every value of every `values*/` folder of the fixture apps, by folder.
    static func allValues() throws -> [(folder: String, values: [Value])] {
        let apps = try PinnedData.url("fixtures/apps")
        var folders: [(String, [Value])] = []
        let enumerator = FileManager.default.enumerator(at: apps, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix("values"), url.deletingLastPathComponent().lastPathComponent == "res" {
                found.append(url)
            }
        }
        for folder in found.sorted(by: { $0.path < $1.path }) {
            folders.append((folder.path.replacingOccurrences(of: apps.path + "/", with: ""), try values(in: folder)))
        }
        return folders
    }

    /// `values-fr-rCA` → `fr-CA`, `values-b+sr+Latn` → `sr-Latn`; nil for other configurations.
    static func locale(of folder: String) -> String? {
        let qualifiers = folder.split(separator: "-").dropFirst()
        guard let first = qualifiers.first else { return nil }
        if first.hasPrefix("b+") { return first.dropFirst(2).replacingOccurrences(of: "+", with: "-") }
        guard first.count == 2 || first.count == 3, first.allSatisfy(\.isLowercase) else { return nil }
        if let region = qualifiers.dropFirst().first, region.count == 3, region.hasPrefix("r") {
            return "\(first)-\(region.dropFirst())"
        }
        return String(first)
    }

    static func values(in folder: URL) throws -> [Value] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var values: [Value] = []
        for file in files.sorted() where file.hasSuffix(".xml") {
            let reader = ValuesReader()
            let parser = XMLParser(contentsOf: folder.appendingPathComponent(file))
            parser?.delegate = reader
            _ = parser?.parse()
            values += reader.values
        }
        return values
    }
}

extension String {
    /// The key of a plural's `other` item (`songs#few` → `songs#other`).
    fileprivate var pluralOther: String {
        guard let hash = firstIndex(of: "#") else { return self }
        return self[..<hash] + "#other"
    }
}

extension [AndroidStringValue.Node] {
    var containsPercent: Bool {
        contains { if case .text(let text) = $0 { text.contains("%") } else { false } }
    }
}

/// `<string name>` and `<plurals name><item quantity>` of a values file, their content as nodes.
private final class ValuesReader: NSObject, XMLParserDelegate {
    var values: [AndroidCorpus.Value] = []
    private var key: String?
    private var plural: String?
    private var isString = false
    private var formatted = true
    private var nodes: [AndroidStringValue.Node] = []
    private var depth = 0

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if key != nil {
            nodes.append(.start(name))
            depth += 1
            return
        }
        switch name {
        case "string" where attributes["translatable"] != "false":
            key = attributes["name"]
            isString = true
            formatted = attributes["formatted"] != "false"
        case "plurals": plural = attributes["name"]
        case "item" where plural != nil:
            key = attributes["quantity"].map { "\(plural ?? "")#\($0)" }
            isString = false
            formatted = true
        default: break
        }
        nodes = []
        depth = 0
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if key != nil, depth > 0 {
            nodes.append(.end(name))
            depth -= 1
            return
        }
        if let key, name == "string" || name == "item" {
            values.append(AndroidCorpus.Value(key: key, nodes: nodes, isString: isString, formatted: formatted))
            self.key = nil
        }
        if name == "plurals" { plural = nil }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard key != nil else { return }
        if case .text(let text)? = nodes.last {
            nodes[nodes.count - 1] = .text(text + string)
        } else {
            nodes.append(.text(string))
        }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        self.parser(parser, foundCharacters: String(decoding: block, as: UTF8.self))
    }
}
