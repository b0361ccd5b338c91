extension LanguageTag {
    /// The CLDR release of the data behind ``canonicalized()``, ``maximized()`` and
    /// ``minimized(favoring:)``.
    public static let cldrVersion = CLDRTables.version

    /// The canonical form of this tag: BCP 47 canonical case and order, plus the CLDR
    /// canonicalization of UTS #35 Annex C.
    ///
    /// - A grandfathered tag becomes its CLDR replacement (`i-klingon` → `tlh`).
    /// - An extended language replaces the language (`zh-yue` → `yue`, RFC 5646 §4.5); a
    ///   second or third extended language, which the registry never permits, is dropped.
    /// - Language aliases (`iw` → `he`, `sh` → `sr-Latn`, `zh-hakka` → `hak`), script, territory
    ///   (`SU` → `RU`, several replacements chosen by likely subtags) and variant aliases are
    ///   applied until none matches.
    /// - Variants are sorted; extensions are sorted by singleton; in `-u-`, attributes are
    ///   sorted, keywords sorted by key (a repeated key keeps its first value), `true` values
    ///   dropped and `rg`/`sd` subdivision aliases applied; in `-t-`, the language is
    ///   canonicalized and fields are sorted by key.
    ///
    /// Not applied: the `-u-`/`-t-` value aliases of CLDR's bcp47 data, which is not pinned here.
    ///
    /// ```swift
    /// try LanguageTag(parsing: "sh_YU").canonicalized().description        // "sr-Latn-RS"
    /// try LanguageTag(parsing: "en-u-ca-gregory-kb-true").canonicalized()  // en-u-ca-gregory-kb
    /// ```
    public func canonicalized() -> LanguageTag {
        canonicalized(extensions: true)
    }

    /// ``canonicalized()`` without the extension step, for the package's matchers, which
    /// ignore extensions: the language, script, region and variants are canonical.
    package func canonicalizedForMatching() -> LanguageTag {
        canonicalized(extensions: false)
    }

    private func canonicalized(extensions: Bool) -> LanguageTag {
        var tag = self
        if let registered = grandfathered {
            guard let replacement = CLDRData.languageAliases.grandfathered[registered] else { return self }
            tag = replacement
        }
        if let first = tag.extendedLanguages.first {
            tag.language = first
            tag.extendedLanguages = []
        }
        if tag.variants.count > 1 { tag.variants.sort() }
        if !tag.noAliasApplies { tag.applyAliases() }
        if extensions, !tag.isSimple, !tag.extensions.isEmpty { tag.canonicalizeExtensions() }
        return tag
    }

    /// The common case, decided by three lookups: a tag without variants whose language,
    /// script and region have no alias.
    private var noAliasApplies: Bool {
        (isSimple || variants.isEmpty) && !CLDRData.languageAliases.hasPlainRules(for: language)
            && script.map({ CLDRData.scriptAliases[$0.packed] == nil }) ?? true
            && region.map({ CLDRData.territoryAliases[$0.packed] == nil }) ?? true
    }

    /// Applies language, script, territory and variant aliases until none matches.
    private mutating func applyAliases() {
        // CLDR's data converges within a few rounds; the bound only guards against a cycle.
        for _ in 0..<32 {
            if let rule = matchingLanguageRule() {
                apply(rule)
                continue
            }
            if let script, let replacement = CLDRData.scriptAliases[script.packed] {
                self.script = replacement[0]
                continue
            }
            if let region, let replacements = CLDRData.territoryAliases[region.packed] {
                self.region = territoryReplacement(replacements)
                continue
            }
            if !isSimple, let index = variants.firstIndex(where: { CLDRData.variantAliases[$0.packed] != nil }) {
                var variants = self.variants
                let replacement = CLDRData.variantAliases[variants[index].packed]![0]
                variants.remove(at: index)
                if !variants.contains(replacement) { variants.append(replacement) }
                self.variants = variants.sorted()
                continue
            }
            return
        }
    }

    /// The first rule in UTS #35 order whose pattern this tag matches: by rank, then by the
    /// position of the rule's first variant among the tag's (sorted) variants.
    private func matchingLanguageRule() -> LanguageAliasTable.Rule? {
        let aliases = CLDRData.languageAliases
        var best: (rule: LanguageAliasTable.Rule, position: Int)?
        if let rules = aliases.rules(for: language) { pickRule(from: rules, into: &best) }
        if !isSimple, !variants.isEmpty, let rules = aliases.rules(for: .undetermined) {
            pickRule(from: rules, into: &best)
        }
        return best?.rule
    }

    private func pickRule(
        from rules: [LanguageAliasTable.Rule], into best: inout (rule: LanguageAliasTable.Rule, position: Int)?
    ) {
        for rule in rules where matches(rule.pattern) {
            let position = rule.pattern.variants.first.flatMap { variants.firstIndex(of: $0) } ?? -1
            if let current = best, (current.rule.rank, current.position) <= (rule.rank, position) { continue }
            best = (rule, position)
        }
    }

    private mutating func apply(_ rule: LanguageAliasTable.Rule) {
        let pattern = rule.pattern
        let replacement = rule.replacement
        if !replacement.language.isUndetermined { language = replacement.language }
        if pattern.script != nil || script == nil { script = replacement.script }
        if pattern.region != nil || region == nil { region = replacement.region }
        if !pattern.variants.isEmpty || !replacement.variants.isEmpty {
            var variants = self.variants.filter { !pattern.variants.contains($0) }
            for variant in replacement.variants where !variants.contains(variant) { variants.append(variant) }
            self.variants = variants.sorted()
        }
    }

    private func matches(_ pattern: LanguageTag) -> Bool {
        (pattern.language.isUndetermined || pattern.language == language)
            && (pattern.script == nil || pattern.script == script)
            && (pattern.region == nil || pattern.region == region)
            && pattern.variants.allSatisfy { variants.contains($0) }
    }

    /// Of several territory replacements, the one likely subtags give for this language and
    /// script, else the first (UTS #35 Annex C).
    private func territoryReplacement(_ replacements: [Region]) -> Region {
        guard replacements.count > 1 else { return replacements[0] }
        let likely = LanguageTag(language: language, script: script).addingLikelySubtags()
        if let region = likely?.region, replacements.contains(region) { return region }
        return replacements[0]
    }

    private mutating func canonicalizeExtensions() {
        extensions.sort { $0.singleton < $1.singleton }
        extensions = extensions.map { element in
            switch element.singleton {
            case "u": Extension(singleton: "u", subtags: Self.canonicalUnicodeSubtags(element.subtags))
            case "t": Extension(singleton: "t", subtags: Self.canonicalTransformSubtags(element.subtags))
            default: element
            }
        }
    }

    /// `-u-`: sorted unique attributes, then keywords sorted by key, first value of a repeated
    /// key kept, `true` dropped, `rg`/`sd` subdivision aliases applied.
    private static func canonicalUnicodeSubtags(_ subtags: [String]) -> [String] {
        // The common case, one keyword with one value (`ca-buddhist`), is already canonical.
        if subtags.count == 2, subtags[0].utf8.count == 2, subtags[1].utf8.count > 2, subtags[1] != "true",
            subtags[0] != "rg", subtags[0] != "sd"
        {
            return subtags
        }
        var attributes: [String] = []
        var keywords: [(key: String, values: [String])] = []
        for subtag in subtags {
            if subtag.utf8.count == 2 {
                keywords.append((subtag, []))
            } else if keywords.isEmpty {
                if !attributes.contains(subtag) { attributes.append(subtag) }
            } else {
                keywords[keywords.count - 1].values.append(subtag)
            }
        }
        var seen: Set<String> = []
        keywords = keywords.filter { seen.insert($0.key).inserted }
        var result = attributes.sorted()
        for (key, values) in keywords.sorted(by: { $0.key < $1.key }) {
            result.append(key)
            if values == ["true"] { continue }
            if key == "rg" || key == "sd", values.count == 1,
                let replacement = CLDRData.subdivisionAliases[values[0]]?.first
            {
                let isRegion = LanguageTag.Region(replacement) != nil
                result.append(replacement.lowercased() + (isRegion ? "zzzz" : ""))
                continue
            }
            result.append(contentsOf: values)
        }
        return result
    }

    /// `-t-`: the source language canonicalized (lowercase, as `-t-` requires) when its
    /// canonical form is a plain language, then fields sorted by key.
    private static func canonicalTransformSubtags(_ subtags: [String]) -> [String] {
        let isFieldKey: (String) -> Bool = { key in
            let bytes = Array(key.utf8)
            return bytes.count == 2 && ASCII.isLetter(bytes[0]) && ASCII.isDigit(bytes[1])
        }
        let languageCount = subtags.firstIndex(where: isFieldKey) ?? subtags.count
        var result: [String] = []
        if languageCount > 0 {
            let source = subtags[..<languageCount].joined(separator: "-")
            // Left as given when it is not a plain language, or its canonical form is not one
            // (grandfathered `zh-min` becomes `nan-x-zh-min`): an `x` inside `-t-` would end it.
            if let tag = try? LanguageTag(parsing: source), tag.extensions.isEmpty, tag.privateUse.isEmpty,
                case let canonical = tag.canonicalized(), canonical.extensions.isEmpty, canonical.privateUse.isEmpty
            {
                result = canonical.description.lowercased().split(separator: "-").map(String.init)
            } else {
                result = Array(subtags[..<languageCount])
            }
        }
        var fields: [(key: String, values: [String])] = []
        for subtag in subtags[languageCount...] {
            if isFieldKey(subtag) {
                fields.append((subtag, []))
            } else {
                fields[fields.count - 1].values.append(subtag)
            }
        }
        for field in fields.sorted(by: { $0.key < $1.key }) {
            result.append(field.key)
            result.append(contentsOf: field.values)
        }
        return result
    }
}
