import LanguageTags

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension AppLanguagePolicy: JSONRepresentable {
    /// The keys of a policy file.
    static let jsonKeys: Set<String> = [
        "supportedLocales", "productDefault", "aliases", "languageDefaults", "policyVersion",
    ]

    /// A policy from the JSON app teams write:
    ///
    ///     { "supportedLocales": ["en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"],
    ///       "productDefault": "en",
    ///       "aliases": { "en-AU": "en-GB", "en-NZ": "en-GB", "sr-Cyrl": "sr-Latn" },
    ///       "languageDefaults": { "pt": "pt-BR" },
    ///       "policyVersion": 3 }
    ///
    /// `supportedLocales`, `productDefault` and `policyVersion` are required; `aliases` and
    /// `languageDefaults` may be left out. Any other key is an error.
    ///
    /// - Throws: ``PolicyError`` naming the key and the value.
    public init(json data: Data) throws(PolicyError) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(data)
        } catch {
            throw .invalidJSON(error.description)
        }
        try self.init(jsonValue: value)
    }

    /// A policy from an already parsed JSON value (a policy embedded in a decision table).
    public init(jsonValue value: JSONValue, path: String = "") throws(PolicyError) {
        guard case .object(let members) = value else { throw .notAnObject(found: value.typeName) }
        if let unknown = members.keys.sorted().first(where: { !Self.jsonKeys.contains($0) }) {
            throw .unknownKey(path + unknown)
        }
        func required(_ key: String) throws(PolicyError) -> JSONValue {
            guard let value = members[key] else { throw .missingKey(path + key) }
            return value
        }
        func string(_ value: JSONValue, at path: String) throws(PolicyError) -> String {
            guard case .string(let text) = value else {
                throw .wrongType(path: path, expected: "a string", found: value.description)
            }
            return text
        }
        func stringMap(_ key: String) throws(PolicyError) -> [String: String] {
            guard let value = members[key] else { return [:] }
            guard case .object(let entries) = value else {
                throw .wrongType(path: path + key, expected: "an object of strings", found: value.description)
            }
            var result: [String: String] = [:]
            for (name, target) in entries { result[name] = try string(target, at: "\(path)\(key)[\"\(name)\"]") }
            return result
        }

        guard case .array(let supportedValues) = try required("supportedLocales") else {
            throw .wrongType(
                path: path + "supportedLocales", expected: "an array of strings",
                found: members["supportedLocales"]!.description)
        }
        var supported: [String] = []
        for (position, element) in supportedValues.enumerated() {
            supported.append(try string(element, at: "\(path)supportedLocales[\(position)]"))
        }
        let productDefault = try string(try required("productDefault"), at: path + "productDefault")
        let versionValue = try required("policyVersion")
        guard case .number(let number) = versionValue, let version = Int(exactly: number) else {
            throw .invalidPolicyVersion(found: versionValue.description)
        }
        try self.init(
            supportedLocales: supported, productDefault: productDefault, aliases: try stringMap("aliases"),
            languageDefaults: try stringMap("languageDefaults"), policyVersion: version)
    }

    /// The policy as JSON, in the format ``init(json:)`` reads (canonical tags).
    public var jsonValue: JSONValue {
        .object([
            "supportedLocales": .array(supportedLocales.map { .string($0.description) }),
            "productDefault": .string(productDefault.description),
            "aliases": .object(
                JSONObject(aliases.map { (key: $0.key.description, value: .string($0.target.description)) })),
            "languageDefaults": .object(
                JSONObject(languageDefaults.map { (key: $0.key.description, value: .string($0.target.description)) })),
            "policyVersion": .number(Double(policyVersion)),
        ])
    }

    /// The example policy of the product brief: eight locales, three aliases (one a script
    /// fallback), a language default for Portuguese, version 3. `langpolicy` uses it when no
    /// policy file is given.
    public static let example: AppLanguagePolicy = {
        do {
            return try AppLanguagePolicy(
                supportedLocales: ["en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"],
                productDefault: "en", aliases: ["en-AU": "en-GB", "en-NZ": "en-GB", "sr-Cyrl": "sr-Latn"],
                languageDefaults: ["pt": "pt-BR"], policyVersion: 3)
        } catch {
            preconditionFailure("the example policy is invalid: \(error)")
        }
    }()
}
