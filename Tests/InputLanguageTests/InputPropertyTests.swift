import InputLanguage
import LanguageTags
import TestSupport
import Testing

/// Input-language invariants over generated fields, evidence, hint lists, lifecycles and input
/// modes. Failure messages name the seed and the case number.
@Suite struct InputPropertyTests {
    /// Evidence as apps hand it over: real tags and aliases, tags that name no language,
    /// malformed text, and (one time in four) any well-formed tag of the grammar.
    static let evidencePool = [
        "ja-JP", "ja", "en", "en-US", "iw", "he", "he-IL", "sh", "sr-Latn", "zh-Hant", "zh-TW", "zh_hant_tw", "ar",
        "fr",
        "in", "id", "und", "und-JP", "mul", "zxx", "mis", "emoji", "keyboard", "x-private", "en--US", "", " ", "e",
        "日本語", "ko-KR-u-ca-gregory", "yue-Hant-HK", "tlh", "i-klingon", "qaa",
    ]

    static func evidence(using random: inout SeededRandom) -> String {
        random.chance(1, in: 4) ? TagGenerator.tag(using: &random) : random.pick(evidencePool)
    }

    static func declared<Value>(using random: inout SeededRandom) -> Declared<Value>? {
        random.chance(1, in: 4) ? nil : Declared(parsing: evidence(using: &random))
    }

    /// A field with no language contract, or of a kind that takes no hint (number, date, phone,
    /// password, email, URL), never gets tags, whatever evidence surrounds it, and its Android
    /// list is always "clear".
    @Test func neutralFieldsAndGuardedKindsNeverGetTags() {
        let seed: UInt64 = 0x5EED_0301
        var random = SeededRandom(seed: seed)
        var guarded = 0
        for number in 0..<3000 {
            let field = EditableField(
                contract: random.pick(FieldContract.allCases), kind: random.pick(FieldKind.allCases),
                explicitLanguage: Self.declared(using: &random))
            let record = EditedRecord(contentLanguage: Self.declared(using: &random))
            let session = InputSession(
                recentStableLanguages: (0..<random.int(0...4)).compactMap { _ in Self.declared(using: &random) },
                effectiveAppLocale: Self.declared(using: &random))
            let resolution = resolveInputLanguage(field: field, record: record, session: session)
            let label = "seed \(seed), case \(number): \(field) \(record) \(session)"
            #expect(resolution.hint.tags.isEmpty == (resolution.hint.source == .noAdmissibleEvidence), "\(label)")
            guard field.contract == .languageNeutral || !field.kind.acceptsLanguageHint else { continue }
            guarded += 1
            #expect(resolution.hint == .noHint, "\(label)")
            #expect(resolution.skippedEvidence.isEmpty, "nothing was even consulted: \(label)")
            #expect(AndroidHintList(resolution.hint) == nil, "\(label)")
        }
        #expect(guarded > 1500)
    }

    /// Every hint list, however it is built (from text, from a resolved hint, by the Android
    /// lifecycle), holds at least one tag, no two equal, each canonical, well-formed and naming
    /// a language, and reads back from its `languageTags` unchanged.
    @Test func hintListsNeverHoldDuplicatesOrMalformedTags() {
        let seed: UInt64 = 0x5EED_0302
        var random = SeededRandom(seed: seed)
        var lists = 0
        func check(_ list: AndroidHintList?, _ label: @autoclosure () -> String) {
            guard let list else { return }
            lists += 1
            #expect(!list.tags.isEmpty, "\(label())")
            #expect(Set(list.tags).count == list.tags.count, "no duplicates: \(label())")
            for tag in list.tags {
                #expect(LanguageTag(tag.description) == tag, "well-formed: \(tag), \(label())")
                #expect(tag.canonicalized() == tag && tag.namesLanguage, "\(tag), \(label())")
            }
            #expect(
                AndroidHintList(parsing: list.languageTags.split(separator: ",").map(String.init)) == list, "\(label())"
            )
        }
        for number in 0..<1000 {
            let texts = (0..<random.int(0...8)).map { _ in Self.evidence(using: &random) }
            let list = AndroidHintList(parsing: texts)
            check(list, "seed \(seed), case \(number): \(texts)")
            let usable = texts.compactMap { LanguageTag($0)?.canonicalized() }.filter(\.namesLanguage)
            #expect((list == nil) == usable.isEmpty, "nil exactly when nothing is usable: seed \(seed), \(texts)")

            let session = InputSession(recentStableLanguages: texts.map { Declared(parsing: $0) })
            let hint = resolveInputLanguage(
                field: EditableField(contract: .conversationInformed), record: EditedRecord(), session: session
            ).hint
            #expect(Set(hint.tags).count == hint.tags.count && hint.tags.count <= 2, "seed \(seed), \(texts)")
            #expect(hint.tags.allSatisfy { LanguageTag($0.description) == $0 && $0.namesLanguage }, "\(texts)")
            check(AndroidHintList(hint), "seed \(seed), case \(number), hint \(hint)")
        }
        for number in 0..<200 {
            var lifecycle = AndroidHintLifecycle(scope: "scope-0")
            for step in 0..<10 {
                let editor = EditorID(random.pick(["title", "body", "notes"]))
                let texts = (0..<random.int(0...4)).map { _ in Self.evidence(using: &random) }
                let actions: [AndroidEditorAction] =
                    switch random.int(0...5) {
                    case 0, 1:
                        lifecycle.hintResolved(
                            AndroidHintList(parsing: texts), for: editor, requestedByUser: random.chance(1, in: 4))
                    case 2: lifecycle.focusWillMove(to: random.chance(1, in: 5) ? nil : editor)
                    case 3: lifecycle.compositionChanged(isComposing: random.chance(1, in: 2))
                    case 4: lifecycle.userSelected(InputMode(primaryLanguage: texts.first))
                    default:
                        lifecycle.enter(
                            EditingScope("scope-\(random.int(0...2))"), hints: [editor: AndroidHintList(parsing: texts)]
                        )
                    }
                for case .setImeHintLocales(_, let list) in actions {
                    check(list, "seed \(seed), lifecycle \(number), step \(step): \(actions)")
                }
            }
        }
        #expect(lists > 2000)
    }

    /// When the active input mode reports no language (nil, `emoji`, `dictation`, a malformed
    /// tag, or a tag that names no language), the advisor never offers help: it says the mode is
    /// unknown, unless a hardware keyboard or the lack of an expected language decides first.
    @Test func theAdvisorNeverOffersHelpWhenTheActiveModeIsUnknown() {
        let seed: UInt64 = 0x5EED_0303
        var random = SeededRandom(seed: seed)
        var unknown = 0
        var unknownButReported = 0
        var offered = 0
        for number in 0..<4000 {
            let expected: ContentLocale? =
                random.chance(1, in: 6)
                ? nil : (try? LanguageTag(parsing: Self.evidence(using: &random))).map(ContentLocale.init)
            let reported: String? =
                random.chance(1, in: 2)
                ? Self.evidence(using: &random)
                : random.pick([nil, "emoji", "dictation", "", "und", "und-Latn", "mul", "zxx-u-ca-x", "en--US", "x-en"])
            let mode = InputMode(primaryLanguage: reported, hardwareKeyboardAttached: random.chance(1, in: 6))
            let advice = adviseOnInputMode(expected: expected, active: mode)
            if advice.offersHelp { offered += 1 }
            guard mode.language == nil else { continue }
            unknown += 1
            if reported != nil { unknownButReported += 1 }
            let label = "seed \(seed), case \(number): expected \(String(describing: expected)), active \(mode)"
            #expect(!advice.offersHelp, "\(label)")
            let reason: InputModeAdvice.Reason =
                mode.hardwareKeyboardAttached
                ? .hardwareKeyboardAttached : expected == nil ? .noExpectedLanguage : .inputModeUnknown
            #expect(advice == .noAdvice(reason), "\(label)")
        }
        #expect(unknown > 1500 && unknownButReported > 1000 && offered > 500, "both sides of the rule are generated")
    }
}
