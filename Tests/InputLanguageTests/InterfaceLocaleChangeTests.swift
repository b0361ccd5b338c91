import InputLanguage
import Testing

@Suite("App language changes while editing")
struct InterfaceLocaleChangeTests {
    private let record = EditedRecord(contentLanguage: "ja-JP")
    private let before = InputSession(recentStableLanguages: ["ko", "ko"], effectiveAppLocale: "en")
    private let after = InputSession(recentStableLanguages: ["ar", "ar"], effectiveAppLocale: "de")

    @Test func interfaceBoundFieldsRecompute() {
        let field = EditableField(contract: .interfaceBound)
        let current = resolveInputLanguage(field: field, record: record, session: before)
        let updated = current.afterInterfaceLocaleChange(field: field, record: record, session: after)
        #expect(current.hint.tags.map(\.description) == ["en"])
        #expect(updated.hint.tags.map(\.description) == ["de"])
    }

    @Test func everyOtherFieldKeepsItsHint() {
        for contract in [FieldContract.contentBound, .conversationInformed, .languageNeutral] {
            let field = EditableField(contract: contract)
            let current = resolveInputLanguage(field: field, record: EditedRecord(), session: before)
            #expect(current.afterInterfaceLocaleChange(field: field, record: record, session: after) == current)
        }
    }

    @Test func anInterfaceBoundFieldWithAnExplicitLanguageKeepsIt() {
        let field = EditableField(contract: .interfaceBound, explicitLanguage: "fr")
        let current = resolveInputLanguage(field: field, record: record, session: before)
        #expect(current.afterInterfaceLocaleChange(field: field, record: record, session: after).hint == current.hint)
    }
}
