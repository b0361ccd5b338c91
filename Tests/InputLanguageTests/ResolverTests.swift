import InputLanguage
import LanguageTags
import Testing

/// The evidence every test offers: each column of the contract table has a distinct language.
private let record = EditedRecord(contentLanguage: "ja-JP")
private let session = InputSession(recentStableLanguages: ["ar", "en", "fr"], effectiveAppLocale: "de")

private func resolve(
    _ contract: FieldContract, kind: FieldKind = .text, explicit: Declared<ContentLocale>? = nil,
    record: EditedRecord = record, session: InputSession = session
) -> InputLanguageResolution {
    resolveInputLanguage(
        field: EditableField(contract: contract, kind: kind, explicitLanguage: explicit), record: record,
        session: session)
}

private func tags(_ resolution: InputLanguageResolution) -> [String] { resolution.hint.tags.map(\.description) }

@Suite("resolveInputLanguage")
struct ResolverTests {
    @Test func explicitLanguageWinsForEveryContractThatAdmitsIt() {
        for contract in [FieldContract.contentBound, .conversationInformed, .interfaceBound] {
            let resolution = resolve(contract, explicit: "ko")
            #expect(tags(resolution) == ["ko"], "\(contract)")
            #expect(resolution.hint.source == .explicit, "\(contract)")
        }
    }

    @Test func contentBoundFieldsUseTheRecordAndNeverTheConversationOrInterface() {
        #expect(
            resolve(.contentBound).hint
                == InputLanguageHint(tags: [try! LanguageTag(parsing: "ja-JP")], source: .record))
        let withoutRecord = resolve(.contentBound, record: EditedRecord())
        #expect(withoutRecord.hint == .noHint)
        // A field with no record at all, the common case, is written as such.
        let noRecord = resolveInputLanguage(
            field: EditableField(contract: .contentBound), record: nil, session: InputSession(effectiveAppLocale: "en"))
        #expect(noRecord == withoutRecord)
    }

    @Test func conversationInformedFieldsFallBackToAtMostTwoConversationLanguages() {
        let resolution = resolve(.conversationInformed, record: EditedRecord())
        #expect(tags(resolution) == ["ar", "en"])
        #expect(resolution.hint.source == .conversation)
        #expect(resolve(.conversationInformed).hint.source == .record)
    }

    @Test func conversationInformedFieldsNeverUseTheInterfaceLocale() {
        let resolution = resolve(
            .conversationInformed, record: EditedRecord(), session: InputSession(effectiveAppLocale: "de"))
        #expect(resolution.hint == .noHint)
    }

    @Test func interfaceBoundFieldsIgnoreRecordAndConversation() {
        let resolution = resolve(.interfaceBound)
        #expect(tags(resolution) == ["de"])
        #expect(resolution.hint.source == .interface)
    }

    @Test func languageNeutralFieldsNeverGetAHintEvenWithAnExplicitLanguage() {
        let resolution = resolve(.languageNeutral, explicit: "fr")
        #expect(resolution.hint == .noHint)
        #expect(resolution.skippedEvidence.isEmpty)
    }

    @Test(arguments: [FieldKind.number, .date, .phone, .password, .email, .url])
    func nonTextKindsNeverGetAHint(kind: FieldKind) {
        for contract in FieldContract.allCases {
            #expect(resolve(contract, kind: kind, explicit: "ja").hint == .noHint, "\(contract) \(kind)")
        }
    }

    @Test func malformedEvidenceIsSkippedReportedAndNeverSent() {
        let resolution = resolve(.contentBound, explicit: .init(parsing: "en--US"))
        #expect(tags(resolution) == ["ja-JP"])
        #expect(resolution.hint.source == .record)
        #expect(resolution.skippedEvidence.map(\.value) == ["en--US"])
        #expect(resolution.skippedEvidence.first?.source == .explicit)
        #expect(resolution.skippedEvidence.first?.reason == .malformed(.emptySubtag(offset: 3)))
        #expect(resolution.skippedEvidence.first?.description == #"explicit "en--US": empty subtag at offset 3"#)
    }

    @Test func aRegionAloneNamesNoLanguage() {
        let resolution = resolve(.contentBound, record: EditedRecord(contentLanguage: "und-JP"))
        #expect(resolution.hint == .noHint)
        #expect(
            resolution.skippedEvidence == [SkippedEvidence(source: .record, value: "und-JP", reason: .namesNoLanguage)])
    }

    @Test func malformedConversationEntriesAreSkippedAndTheNextOnesUsed() {
        let session = InputSession(recentStableLanguages: ["und", .init(parsing: "e"), "he", "he", "ar", "fr"])
        let resolution = resolve(.conversationInformed, record: EditedRecord(), session: session)
        #expect(tags(resolution) == ["he", "ar"])
        #expect(resolution.skippedEvidence.map(\.value) == ["und", "e"])
    }

    @Test func scriptsAreKeptAsDeclared() {
        #expect(tags(resolve(.contentBound, record: EditedRecord(contentLanguage: "zh-Hant"))) == ["zh-Hant"])
        #expect(tags(resolve(.contentBound, record: EditedRecord(contentLanguage: "sr-Latn-RS"))) == ["sr-Latn-RS"])
    }

    @Test func anEmptyHintAlwaysHasSourceNone() {
        for contract in FieldContract.allCases {
            let resolution = resolve(contract, record: EditedRecord(), session: InputSession())
            #expect(resolution.hint.tags.isEmpty)
            #expect(resolution.hint.source == .noAdmissibleEvidence)
        }
    }

    @Test func contractTableAdmitsEvidenceInColumnOrder() {
        #expect(FieldContract.contentBound.admittedEvidence == [.explicit, .record])
        #expect(FieldContract.conversationInformed.admittedEvidence == [.explicit, .record, .conversation])
        #expect(FieldContract.interfaceBound.admittedEvidence == [.explicit, .interface])
        #expect(FieldContract.languageNeutral.admittedEvidence == [])
    }

    @Test func resolutionIsDeterministicForEveryCombination() {
        let choices: [Declared<ContentLocale>?] = [nil, "ja", .init(parsing: "x--"), "und-JP", "zh-Hant"]
        let sessions = [
            InputSession(), session,
            InputSession(recentStableLanguages: ["ko", "ko", "ja"], effectiveAppLocale: "und"),
        ]
        for contract in FieldContract.allCases {
            for kind in FieldKind.allCases {
                for explicit in choices {
                    for content in choices {
                        for session in sessions {
                            let field = EditableField(contract: contract, kind: kind, explicitLanguage: explicit)
                            let record = EditedRecord(contentLanguage: content)
                            let first = resolveInputLanguage(field: field, record: record, session: session)
                            let second = resolveInputLanguage(field: field, record: record, session: session)
                            #expect(first == second)
                            #expect(first.hint.tags.allSatisfy { $0.language.description.count <= 3 })
                            #expect(first.hint.tags.count <= 2)
                        }
                    }
                }
            }
        }
    }
}
