public import LanguageTags

/// A portable, deterministic identifier that names the language of a message from a
/// statistical model of byte n-grams, and abstains whenever the evidence is weak: a wrong
/// language is worse than none. Pure Swift on generated integer tables, so every platform
/// gives the same answer for the same text.
///
/// The rules, in order:
///
/// 1. Where the script alone decides, the answer is ``UnicodeScriptIdentifier``'s, unchanged
///    (kana: `ja`, Hangul: `ko`, Thai, Greek, Hebrew, …); a text without letters is unknown.
/// 2. Addresses (`https://…`, `www.…`, `name@host`) are skipped: a text whose letters are all
///    in addresses is unknown with no scripts, as a text without letters is. The script with
///    the most letters must hold more than half of them, otherwise the text is unknown.
/// 3. Han without kana or Hangul is Chinese when it has at least ``minimumHanLetters``
///    letters and Unihan's variants make it `Hans` or `Hant` (``UnicodeScriptIdentifier``'s
///    rule 5): `zh-Hans` or `zh-Hant`; otherwise unknown.
/// 4. Other scripts need at least ``minimumLetters`` letters. The model (py3langid 0.4.0's
///    naive Bayes model in integers, see ``modelSource``) scores the languages of the
///    text's script on the majority script's letters and punctuation.
/// 5. The best language is named only if it is one of ``languages`` and its score exceeds
///    every other candidate's by ``margin``, or by ``neighbourMargin`` for a close neighbour
///    (two languages whose n-gram profiles have a cosine of at least ``neighbourSimilarity``:
///    bs/hr, id/ms, ru/bg, hi/ne…). Otherwise the text is unknown, and
///    ``report(_:)`` tells which rival was too close.
///
/// The model's generated tables (1.23 MB) are read in place: at first use one pass over the
/// n-grams fills a 1 MB hash table; `Benchmarks detect` measures that first use and a
/// 60-character message.
///
/// ```swift
/// let identifier = StatisticalLanguageIdentifier()
/// identifier.identify("Je pense que nous devrions partir demain matin.").language   // fr
/// identifier.identify("ok merci 👍").language                                      // nil: too short
/// identifier.identify("こんにちは").language                                        // ja, by its script
/// ```
public struct StatisticalLanguageIdentifier: LanguageIdentifier {
    /// The identifier; it holds no state.
    public init() {}

    /// The model's source package: `py3langid 0.4.0`.
    public static let modelSource = LanguageModelTables.source

    /// Letters of the majority script a text needs before the model is asked: 12.
    public static let minimumLetters = 12
    /// Han letters a Chinese text needs: 10 (kanji-only Japanese, as names and addresses, is
    /// shorter).
    public static let minimumHanLetters = 10
    /// The margin over any rival: 4 nats (a likelihood ratio of 55).
    ///
    /// The four thresholds were chosen with `Scripts/evaluate-identifier.py --tune` on the
    /// tuning split of the gettext catalogs (the domains whose sha256 starts with an even hex
    /// digit); the precision and coverage it reports come from the other splits.
    public static let margin = Nats(fixedPoint: 4096)
    /// The margin over a close neighbour: 6 nats.
    public static let neighbourMargin = Nats(fixedPoint: 6144)
    /// The cosine, in permille, from which two languages are close neighbours: 850 (bs/hr,
    /// id/ms, ru/bg, sr-Cyrl/mk, bg/mk, hi/mr/ne, bn/as).
    public static let neighbourSimilarity = 850

    /// Every language the identifier can name, in tag order: the script-decided languages
    /// of ``UnicodeScriptIdentifier/languageByScript``, `zh-Hans` and `zh-Hant`, and the
    /// model's named languages.
    public static let languages: [LanguageTag] = {
        let scriptDecided = Set(UnicodeScriptIdentifier.languageByScript.values).map { LanguageTag(language: $0) }
        let chinese = [simplified, traditional].map { LanguageTag(language: chineseLanguage, script: $0) }
        let modelled = LanguageModel.shared.classes.filter(\.isNamed).map(\.tag)
        return Set(scriptDecided + chinese + modelled).sorted { $0.description < $1.description }
    }()

    /// The scripts of `text` and, when the rules above allow it, its language.
    public func identify(_ text: String) -> TextIdentification {
        report(text).identification
    }

    /// What ``identify(_:)`` answers, with the rule that decided and the candidates' scores.
    public func report(_ text: String) -> LanguageIdentificationReport {
        let seen = UnicodeScriptIdentifier().identify(text)
        func unknown(_ decision: LanguageIdentificationReport.Decision, letters: Int = 0)
            -> LanguageIdentificationReport
        {
            LanguageIdentificationReport(
                identification: TextIdentification(scripts: seen.scripts, language: nil), decision: decision,
                candidates: [], letters: letters)
        }
        if seen.language != nil {
            return LanguageIdentificationReport(identification: seen, decision: .script, candidates: [], letters: 0)
        }
        guard !seen.scripts.isEmpty else { return unknown(.noLetters) }
        let sample = MessageSample(text)
        guard sample.letterCount > 0 else {
            // Every letter is in an address: no evidence, as for a text without letters.
            return LanguageIdentificationReport(
                identification: .unknown, decision: .noLetters, candidates: [], letters: 0)
        }
        guard let majority = sample.majorityClass, sample.letters[majority] * 2 > sample.letterCount else {
            return unknown(.noMajorityScript)
        }
        let letters = sample.letters[majority]
        if majority == Int(ScriptTable.firstHan) {
            return chinese(seen, letters: letters)
        }
        let model = LanguageModel.shared
        let candidates = model.classesOfScript[majority]
        guard !candidates.isEmpty else {
            return unknown(.noLanguageForScript(ScriptTable.shared.scriptOfClass[majority]), letters: letters)
        }
        guard letters >= Self.minimumLetters else {
            return unknown(.tooShort(letters: letters, required: Self.minimumLetters), letters: letters)
        }
        let scores = model.scores(of: sample.bytes, candidates: candidates)
        // Candidates rank by score, then by their order; only the first five are needed in order.
        func ranksBefore(_ first: Int, _ second: Int) -> Bool {
            scores[first] != scores[second] ? scores[first] > scores[second] : first < second
        }
        var ranked: [Int] = []
        ranked.reserveCapacity(6)
        for position in candidates.indices {
            let place = ranked.firstIndex { ranksBefore(position, $0) } ?? ranked.count
            if place < 5 {
                ranked.insert(position, at: place)
                if ranked.count > 5 { ranked.removeLast() }
            }
        }
        let best = candidates[ranked[0]]
        let listed = ranked.map { position in
            LanguageIdentificationReport.Candidate(
                language: model.classes[candidates[position]].tag,
                score: Nats(fixedPoint: (scores[position] - scores[ranked[0]]) / 256),
                isNamed: model.classes[candidates[position]].isNamed)
        }
        func answer(_ language: LanguageTag?, _ decision: LanguageIdentificationReport.Decision)
            -> LanguageIdentificationReport
        {
            LanguageIdentificationReport(
                identification: TextIdentification(scripts: seen.scripts, language: language), decision: decision,
                candidates: listed, letters: letters)
        }
        guard model.classes[best].isNamed else { return answer(nil, .unnamedLanguage(model.classes[best].tag)) }
        // The rival with the least slack: the smallest excess of the margin over its requirement
        // (on a tie, the one ranked first).
        var closest: (position: Int, rival: Int, margin: Nats, required: Nats)?
        for position in candidates.indices where position != ranked[0] {
            let rival = candidates[position]
            let margin = Nats(fixedPoint: (scores[ranked[0]] - scores[position]) / 256)
            let required = requiredMargin(best, rival, model)
            let better = closest.map { current in
                let slack = margin.fixedPoint - required.fixedPoint
                let currentSlack = current.margin.fixedPoint - current.required.fixedPoint
                return slack < currentSlack || slack == currentSlack && ranksBefore(position, current.position)
            }
            if better ?? true { closest = (position, rival, margin, required) }
        }
        guard let closest else {
            return answer(model.classes[best].tag, .margin(over: nil, margin: nil, required: nil))
        }
        let rival = model.classes[closest.rival].tag
        guard closest.margin >= closest.required else {
            return answer(nil, .belowMargin(rival: rival, margin: closest.margin, required: closest.required))
        }
        return answer(model.classes[best].tag, .margin(over: rival, margin: closest.margin, required: closest.required))
    }

    /// ``neighbourMargin`` between close neighbours, ``margin`` otherwise.
    private func requiredMargin(_ best: Int, _ rival: Int, _ model: LanguageModel) -> Nats {
        let similarity = Int(model.similarity[best * model.classes.count + rival])
        return similarity >= Self.neighbourSimilarity ? Self.neighbourMargin : Self.margin
    }

    /// Rule 3: Han without kana or Hangul.
    private func chinese(_ seen: TextIdentification, letters: Int) -> LanguageIdentificationReport {
        let script = seen.scripts.first
        guard letters >= Self.minimumHanLetters, let script, script == Self.simplified || script == Self.traditional
        else {
            return LanguageIdentificationReport(
                identification: TextIdentification(scripts: seen.scripts, language: nil), decision: .hanUnclear,
                candidates: [], letters: letters)
        }
        return LanguageIdentificationReport(
            identification: TextIdentification(
                scripts: seen.scripts, language: LanguageTag(language: Self.chineseLanguage, script: script)),
            decision: .hanVariant(script), candidates: [], letters: letters)
    }

    private static let simplified = LanguageTag.Script("Hans")!
    private static let traditional = LanguageTag.Script("Hant")!
    private static let chineseLanguage = LanguageTag.Language("zh")!
}
