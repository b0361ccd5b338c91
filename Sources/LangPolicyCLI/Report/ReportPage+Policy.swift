internal import AppLanguage
internal import LanguageTags

extension ReportPage {
    /// The policy: where it comes from, its version and default, and its locales, aliases (and
    /// those among them approved to change the script) and language defaults as tables.
    func writePolicy(_ html: inout HTML) {
        section("policy", "Policy", &html) { html in
            html.element("dl", ["class": "facts"]) { html in
                for (term, value) in [
                    ("Policy file", policySource), ("Policy version", "\(policy.policyVersion)"),
                    ("Product default", policy.productDefault.description),
                    ("Supported locales", "\(policy.supportedLocales.count)"),
                ] {
                    html.element("dt", text: term)
                    html.element("dd", text: value)
                }
            }
            html.element("h3", ["id": "policy-locales-h"], text: "Supported locales, in the policy's order")
            html.element("ol", ["class": "tags", "id": "policy-locales", "aria-labelledby": "policy-locales-h"]) {
                html in
                for locale in policy.supportedLocales {
                    html.element("li", ["data-supported": locale.description], text: locale.description)
                }
            }
            rules(
                "policy-aliases", "Approved aliases: a request for a locale of the list gets the locale of its row",
                policy.aliases.map { ($0.key, $0.target) }, &html)
            let approved = Set(policy.approvedScriptFallbacks)
            rules(
                "policy-script-fallbacks",
                "Approved script fallbacks (approvedScriptFallbacks): a request in one script gets another; "
                    + "the language selector shows it",
                policy.aliases.filter { approved.contains($0.key) }.map { ($0.key, $0.target) }, &html)
            rules(
                "policy-defaults", "Language defaults: a request of the language from a region the policy lacks",
                policy.languageDefaults.map { ($0.key, $0.target) }, &html)
            let lint = policy.lint()
            html.element("h3", ["id": "policy-lint-h"], text: "What langpolicy lint says of the policy")
            if lint.isEmpty {
                html.element("p", ["class": "empty", "id": "policy-lint"], text: "Nothing: no error, warning or note.")
            } else {
                html.element("ul", ["id": "policy-lint", "aria-labelledby": "policy-lint-h"]) { html in
                    for warning in lint {
                        html.element(
                            "li", ["data-level": warning.level.rawValue], text: "\(warning.level.rawValue): \(warning)")
                    }
                }
            }
        }
    }

    /// The rules grouped by what they lead to: one row per target, its requests as a list.
    private func rules(_ id: String, _ caption: String, _ rules: [(LanguageTag, LanguageTag)], _ html: inout HTML) {
        guard !rules.isEmpty else {
            html.element("p", ["class": "empty", "id": id], text: "\(caption): none.")
            return
        }
        var targets: [LanguageTag] = []
        var requests: [LanguageTag: [LanguageTag]] = [:]
        for (from, to) in rules {
            if requests[to] == nil { targets.append(to) }
            requests[to, default: []].append(from)
        }
        table(id, caption: caption, &html, columns: ["Gets", "Requests"]) { html in
            for target in targets {
                html.element("tr") { html in
                    html.element("th", ["scope": "row"], text: target.description)
                    html.element("td", text: (requests[target] ?? []).map(\.description).joined(separator: ", "))
                }
            }
        }
    }
}
