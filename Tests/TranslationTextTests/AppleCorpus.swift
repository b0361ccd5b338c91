import Foundation
import TestSupport
import TranslationText

/// Every formatted value of the fixture apps' Apple resources, paired with its development
/// language value: `.strings` of each `.lproj` (against `en.lproj`), `.stringsdict` variants,
/// and String Catalog values, plural variations and substitutions (against the source
/// language's, or the key).
enum AppleCorpus {
    struct Pair {
        var id: String
        var locale: String
        var base: String
        var translation: String
        /// The argument (from 0) of a substitution's or a `.stringsdict` variable's variant.
        var variablePosition: Int?
    }

    static func pairs() throws -> [Pair] {
        let apps = try PinnedData.url("fixtures/apps")
        var pairs: [Pair] = []
        let enumerator = FileManager.default.enumerator(at: apps, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if ["strings", "xcstrings", "stringsdict"].contains(url.pathExtension) { files.append(url) }
        }
        var tables: [String: [String: [String: String]]] = [:]  // folder/table → locale → key → value
        for file in files.sorted(by: { $0.path < $1.path }) {
            let id = file.path.replacingOccurrences(of: apps.path + "/", with: "")
            switch file.pathExtension {
            case "xcstrings": pairs += try catalogPairs(file, id: id)
            case "strings", "stringsdict":
                let locale = file.deletingLastPathComponent().deletingPathExtension().lastPathComponent
                let table =
                    file.deletingLastPathComponent().deletingLastPathComponent().path + "/"
                    + file.deletingPathExtension().lastPathComponent
                let values = file.pathExtension == "strings" ? try strings(file) : try stringsDict(file)
                tables[table, default: [:]][locale, default: [:]].merge(values) { a, _ in a }
            default: break
            }
        }
        for (table, locales) in tables.sorted(by: { $0.key < $1.key }) {
            guard let base = locales["en"] ?? locales["Base"] else { continue }
            for (locale, values) in locales.sorted(by: { $0.key < $1.key }) {
                for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                    guard let baseValue = base[key] ?? base[key.pluralOther],
                        baseValue.contains("%") || value.contains("%")
                    else { continue }
                    // A variant is formatted from its variable's position in the format key.
                    let parts = key.split(separator: "#").map(String.init)
                    let position =
                        parts.count == 3
                        ? base[parts[0]].flatMap { format in
                            AppleFormat(parsing: format).specifiers.first { $0.variable == parts[1] }?.position
                        } : nil
                    pairs.append(
                        Pair(
                            id: "\(table)/\(locale)/\(key)", locale: locale, base: baseValue, translation: value,
                            variablePosition: position))
                }
            }
        }
        return pairs
    }

    /// A `.strings` file: `"key" = "value";`, comments, the escapes `\" \\ \n \t \r \U1234`.
    static func strings(_ file: URL) throws -> [String: String] {
        var text = Substring(try String(contentsOf: file, encoding: .utf8))
        var values: [String: String] = [:]
        func skipSpace() {
            while true {
                text = text.drop { $0.isWhitespace }
                if text.hasPrefix("//") {
                    text = text.drop { $0 != "\n" }
                } else if text.hasPrefix("/*"), let end = text.firstRange(of: "*/") {
                    text = text[end.upperBound...]
                } else {
                    return
                }
            }
        }
        func quoted() -> String? {
            guard text.first == "\"" else { return nil }
            text = text.dropFirst()
            var value = ""
            while let character = text.first {
                text = text.dropFirst()
                if character == "\"" { return value }
                guard character == "\\", let escaped = text.first else {
                    value.append(character)
                    continue
                }
                text = text.dropFirst()
                switch escaped {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "U", "u":
                    let digits = text.prefix(4)
                    text = text.dropFirst(4)
                    if let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) {
                        value.unicodeScalars.append(scalar)
                    }
                default: value.append(escaped)
                }
            }
            return nil
        }
        while true {
            skipSpace()
            guard let key = quoted() else { break }
            skipSpace()
            guard text.first == "=" else { break }
            text = text.dropFirst()
            skipSpace()
            guard let value = quoted() else { break }
            skipSpace()
            if text.first == ";" { text = text.dropFirst() }
            values[key] = value
        }
        return values
    }

    /// A `.stringsdict`: each key's format key, and each variable's variants as `key#variable#category`.
    static func stringsDict(_ file: URL) throws -> [String: String] {
        let data = try Data(contentsOf: file)
        guard let root = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            return [:]
        }
        var values: [String: String] = [:]
        for (key, entry) in root {
            guard let entry = entry as? [String: Any] else { continue }
            for (name, value) in entry {
                if name == "NSStringLocalizedFormatKey", let format = value as? String { values[key] = format }
                guard let variable = value as? [String: Any] else { continue }
                for (category, variant) in variable where !category.hasPrefix("NSString") {
                    if let variant = variant as? String { values["\(key)#\(name)#\(category)"] = variant }
                }
            }
        }
        return values
    }

    /// A String Catalog's values: each localization's string unit, plural variations
    /// (`#plural#one`) and substitutions (`#sub#name#one`), against the source language's.
    static func catalogPairs(_ file: URL, id: String) throws -> [Pair] {
        let data = try Data(contentsOf: file)
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { return [] }
        let source = root["sourceLanguage"] as? String ?? "en"
        var pairs: [Pair] = []
        for (key, entry) in strings.sorted(by: { $0.key < $1.key }) {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            var base = values(of: localizations[source])
            if base.isEmpty { base = ["": key] }
            let positions = substitutionPositions(localizations[source])
            for (locale, localization) in localizations.sorted(by: { $0.key < $1.key }) where locale != source {
                for (path, value) in values(of: localization).sorted(by: { $0.key < $1.key }) {
                    guard let baseValue = base[path] ?? base[path.pluralOther] ?? base[""] else { continue }
                    guard baseValue.contains("%") || value.contains("%") else { continue }
                    let name =
                        path.hasPrefix("#sub#") ? path.split(separator: "#").dropFirst().first.map(String.init) : nil
                    pairs.append(
                        Pair(
                            id: "\(id)/\(locale)/\(key)\(path)", locale: locale, base: baseValue, translation: value,
                            variablePosition: name.flatMap { positions[$0] }))
                }
            }
        }
        return pairs
    }

    /// Each substitution's argument, from 0 (`argNum` counts from 1).
    private static func substitutionPositions(_ localization: Any?) -> [String: Int] {
        let substitutions = (localization as? [String: Any])?["substitutions"] as? [String: Any] ?? [:]
        return substitutions.compactMapValues { (($0 as? [String: Any])?["argNum"] as? Int).map { $0 - 1 } }
    }

    /// path (`""`, `#plural#one`, `#sub#name#plural#one`) → value of one localization; in a
    /// substitution, `%arg` stands for its argument (`formatSpecifier`, at `argNum`), as Xcode
    /// compiles it.
    private static func values(of localization: Any?, path: String = "") -> [String: String] {
        guard let localization = localization as? [String: Any] else { return [:] }
        var values: [String: String] = [:]
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            values[path] = value
        }
        if let variations = localization["variations"] as? [String: Any] {
            for (kind, cases) in variations {
                for (name, variation) in cases as? [String: Any] ?? [:] {
                    values.merge(self.values(of: variation, path: "\(path)#\(kind)#\(name)")) { a, _ in a }
                }
            }
        }
        for (name, substitution) in localization["substitutions"] as? [String: Any] ?? [:] {
            let specifier = (substitution as? [String: Any])?["formatSpecifier"] as? String ?? "@"
            let argument = (substitution as? [String: Any])?["argNum"] as? Int ?? 1
            for (subpath, value) in self.values(of: substitution, path: "\(path)#sub#\(name)") {
                values[subpath] =
                    values[subpath] ?? value.replacingOccurrences(of: "%arg", with: "%\(argument)$\(specifier)")
            }
        }
        return values
    }
}

extension String {
    /// A variation's `other` (`#plural#few` → `#plural#other`; `k#files#few` → `k#files#other`).
    fileprivate var pluralOther: String {
        guard let hash = lastIndex(of: "#") else { return self }
        return self[..<hash] + "#other"
    }
}
