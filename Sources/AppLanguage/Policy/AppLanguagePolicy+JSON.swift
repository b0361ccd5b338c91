internal import LanguageTags
package import WireDocuments

extension AppLanguagePolicy {
    /// The keys of a policy file.
    static let jsonKeys = [
        "aliases", "approvedScriptFallbacks", "languageDefaults", "policyVersion", "productDefault", "schemaVersion",
        "supportedLocales",
    ]

    /// A policy from the JSON app teams write:
    ///
    ///     { "supportedLocales": ["en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"],
    ///       "productDefault": "en",
    ///       "aliases": { "en-AU": "en-GB", "en-NZ": "en-GB", "sr-Cyrl": "sr-Latn" },
    ///       "approvedScriptFallbacks": ["sr-Cyrl"],
    ///       "languageDefaults": { "pt": "pt-BR" },
    ///       "policyVersion": 3, "schemaVersion": 1 }
    ///
    /// `supportedLocales`, `productDefault` and `policyVersion` are required; `aliases`,
    /// `languageDefaults`, `approvedScriptFallbacks` (the alias keys whose change of script a
    /// person approved) and `schemaVersion` (the file format's version, 1 when absent, at most
    /// ``currentSchemaVersion``) may be left out. Any other key is an error, and so is a key
    /// given twice.
    ///
    /// - Throws: ``PolicyError`` with every problem found, each naming its path and value.
    public init(json text: String) throws(PolicyError) {
        let document: JSONElement
        do {
            document = try JSONElement.parse(text)
        } catch {
            throw PolicyError([.document(error)])
        }
        try self.init(json: document)
    }

    /// A policy from JSON given as UTF-8 bytes (`Data`, `[UInt8]`, a file's contents).
    public init(json bytes: some Sequence<UInt8>) throws(PolicyError) {
        let document: JSONElement
        do {
            document = try JSONElement.parse(bytes: bytes)
        } catch {
            throw PolicyError([.document(error)])
        }
        try self.init(json: document)
    }

    /// A policy from a JSON value inside another document (a bridge request, a decision table),
    /// its paths relative to that document.
    package init(json: JSONElement) throws(PolicyError) {
        var draft = PolicyDraft()
        func note(_ body: () throws(DocumentError) -> Void) {
            do throws(DocumentError) { try body() } catch { draft.problems.append(.document(error)) }
        }
        let fields: JSONFields
        do {
            fields = try json.object(allowing: nil)
        } catch {
            throw PolicyError([.document(error)])
        }
        for key in fields.keys where !Self.jsonKeys.contains(key) {
            draft.problems.append(
                .document(DocumentError(path: json.path.appending(key), .unknownKey(allowed: Self.jsonKeys))))
        }
        draft.supportedPath = nil
        note { () throws(DocumentError) in
            let list = try fields.required("supportedLocales")
            guard case .array = list.value else { throw list.wrongType("an array of strings") }
            for element in try list.array() {
                do throws(DocumentError) {
                    draft.supported.append(draft.entry(try element.string(), at: element.path))
                } catch {
                    draft.problems.append(.document(error))
                }
            }
            draft.supportedPath = list.path
        }
        note { () throws(DocumentError) in
            let element = try fields.required("productDefault")
            draft.productDefault = draft.entry(try element.string(), at: element.path)
        }
        for (key, list) in [("aliases", \PolicyDraft.aliases), ("languageDefaults", \PolicyDraft.languageDefaults)] {
            note { () throws(DocumentError) in
                guard let element = fields.optional(key) else { return }
                guard case .object = element.value else { throw element.wrongType("an object of strings") }
                let members = try element.object(allowing: nil)
                for (name, value) in members.object {
                    let target = JSONElement(value, at: members.path.appending(name))
                    do throws(DocumentError) {
                        let pair = (
                            draft.entry(name, at: target.path), draft.entry(try target.string(), at: target.path)
                        )
                        draft[keyPath: list].append(pair)
                    } catch {
                        draft.problems.append(.document(error))
                    }
                }
            }
        }
        note { () throws(DocumentError) in
            guard let list = fields.optional("approvedScriptFallbacks") else { return }
            guard case .array = list.value else { throw list.wrongType("an array of strings") }
            for element in try list.array() {
                do throws(DocumentError) {
                    draft.approvedScriptFallbacks.append(draft.entry(try element.string(), at: element.path))
                } catch {
                    draft.problems.append(.document(error))
                }
            }
        }
        note { () throws(DocumentError) in
            _ = try fields.optional("schemaVersion")?.integer(in: 1...Self.currentSchemaVersion)
        }
        note { () throws(DocumentError) in
            let element = try fields.required("policyVersion")
            guard case .number(let number) = element.value, let version = number.integer else {
                throw element.wrongType("an integer from 0 to 2^53 - 1")
            }
            draft.setPolicyVersion(version, at: element.path)
        }
        try self.init(draft)
    }
}

extension AppLanguagePolicy {
    /// The policy as JSON text, indented: what `langpolicy policy example` prints and a
    /// policy file holds.
    public var json: String { jsonText(pretty: true) }
}

extension AppLanguagePolicy: Codable {
    /// Reads a policy in its JSON form from any decoder (an app's remote-config struct, a
    /// property list), with the same checks as ``init(json:)-(String)``.
    public init(from decoder: any Decoder) throws {
        try self.init(json: JSONElement(JSONValue(from: decoder)))
    }

    /// Writes the policy in its JSON form to any encoder.
    public func encode(to encoder: any Encoder) throws { try jsonValue.encode(to: encoder) }
}

extension AppLanguagePolicy {
    /// The example policy: eight locales, three aliases (one an approved script fallback), a
    /// language default for Portuguese, version 3. `langpolicy` uses it when no policy file is given.
    public static let example: AppLanguagePolicy = {
        do {
            return try AppLanguagePolicy(
                json: """
                    {"supportedLocales": ["en", "en-GB", "fr", "es", "zh-Hans", "zh-Hant", "pt-BR", "sr-Latn"],
                     "productDefault": "en", "aliases": {"en-AU": "en-GB", "en-NZ": "en-GB", "sr-Cyrl": "sr-Latn"},
                     "approvedScriptFallbacks": ["sr-Cyrl"],
                     "languageDefaults": {"pt": "pt-BR"}, "policyVersion": 3}
                    """)
        } catch {
            preconditionFailure("the example policy is invalid: \(error)")
        }
    }()
}
