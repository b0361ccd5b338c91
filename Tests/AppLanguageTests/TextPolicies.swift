import AppLanguage
import WireDocuments

/// A policy of tags given as text (the property tests generate strings, some malformed),
/// through the policy's JSON reader, as a policy file would give them.
func policy(
    supported: [String], productDefault: String, aliases: [String: String] = [:],
    languageDefaults: [String: String] = [:], policyVersion: Int
) throws(PolicyError) -> AppLanguagePolicy {
    var writer = JSONWriter()
    writer.object { writer in
        for (key, map) in [("aliases", aliases), ("languageDefaults", languageDefaults)] {
            writer.key(key)
            writer.object { writer in
                for (name, target) in map.sorted(by: { $0.key < $1.key }) {
                    writer.key(name)
                    writer.string(target)
                }
            }
        }
        writer.key("policyVersion")
        writer.int(policyVersion)
        writer.key("productDefault")
        writer.string(productDefault)
        writer.key("supportedLocales")
        writer.array { writer in
            for tag in supported { writer.string(tag) }
        }
    }
    return try AppLanguagePolicy(json: writer.text)
}
