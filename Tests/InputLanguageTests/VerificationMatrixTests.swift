import InputLanguage
import LanguageTags
import Testing

/// One test per row of the guide's verification matrix, each asserting what the app would
/// observably do: the hint it sends, the advice it shows, the actions it takes.
@Suite("Verification matrix")
struct VerificationMatrixTests {
    private let title = EditableField(contract: .contentBound)
    private let label = EditableField(contract: .interfaceBound)
    private let composer = EditableField(contract: .conversationInformed)

    private func hint(_ field: EditableField, content: Declared<ContentLocale>?, interface: Declared<InterfaceLocale>)
        -> [String]
    {
        resolveInputLanguage(
            field: field, record: EditedRecord(contentLanguage: content),
            session: InputSession(effectiveAppLocale: interface)
        ).hint.tags.map(\.description)
    }

    @Test func interfaceLocaleAndContentLocaleMatch() {
        #expect(hint(title, content: "en", interface: "en") == ["en"])
        #expect(hint(label, content: "en", interface: "en") == ["en"])
        let advice = adviseOnInputMode(
            expected: try! ContentLocale(parsing: "en"), active: InputMode(primaryLanguage: "en-US"))
        #expect(advice == .noAdvice(.activeModeMatches))
    }

    @Test func interfaceLocaleAndContentLocaleDiffer() {
        #expect(hint(title, content: "ja-JP", interface: "en") == ["ja-JP"])
        #expect(hint(label, content: "ja-JP", interface: "en") == ["en"])
        let resolution = resolveInputLanguage(
            field: title, record: EditedRecord(contentLanguage: "ja-JP"),
            session: InputSession(effectiveAppLocale: "en"))
        #expect(AndroidHintList(resolution.hint)?.languageTags == "ja-JP")
        #expect(
            adviseOnInputMode(
                expected: try! ContentLocale(parsing: "ja-JP"), active: InputMode(primaryLanguage: "en-US")
            )
            .offersHelp)
    }

    @Test func desiredKeyboardInstalledButInactive() {
        let japanese = try! ContentLocale(parsing: "ja")
        var presentation = InputHelpPresentation(scope: "product-1")
        presentation.update(adviseOnInputMode(expected: japanese, active: InputMode(primaryLanguage: "en-US")))
        #expect(presentation.showsHelper && presentation.showsExplanation)
        // The user switches to the installed Japanese keyboard: the advice goes away.
        presentation.update(adviseOnInputMode(expected: japanese, active: InputMode(primaryLanguage: "ja-JP")))
        #expect(!presentation.showsHelper && !presentation.showsExplanation)
        // Entry is never blocked meanwhile.
        #expect(CompositionAwareValidator(purpose: .freeText).validate("shouhin", hasMarkedText: false) == .accepted)
    }

    @Test func desiredKeyboardNotInstalled() {
        let japanese = try! ContentLocale(parsing: "ja")
        let english = InputMode(primaryLanguage: "en-US")
        var presentation = InputHelpPresentation(scope: "product-1")
        var explanations = 0
        for _ in 0..<5 {  // every focus event of the editing scope, the keyboard never changes
            presentation.update(adviseOnInputMode(expected: japanese, active: english))
            if presentation.showsExplanation { explanations += 1 }
            presentation.dismissExplanation()
        }
        #expect(explanations == 1)
        #expect(presentation.showsHelper)
        // On Android the hint is sent once; an input method without Japanese ignores it, and
        // nothing retries, refocuses or restarts.
        var lifecycle = AndroidHintLifecycle(scope: "product-1")
        let actions =
            lifecycle.hintResolved(AndroidHintList(parsing: ["ja"]), for: "title")
            + lifecycle.focusWillMove(to: "title")
            + lifecycle.focusWillMove(to: nil) + lifecycle.focusWillMove(to: "title")
        #expect(actions == [.setImeHintLocales("title", AndroidHintList(parsing: ["ja"]))])
    }

    @Test func userChangesKeyboardAfterFocus() {
        var lifecycle = AndroidHintLifecycle(scope: "chat-1")
        lifecycle.hintResolved(AndroidHintList(parsing: ["ar"]), for: "composer")
        lifecycle.focusWillMove(to: "composer")
        let override = lifecycle.userSelected(InputMode(primaryLanguage: "en-GB"))
        #expect(override == [.setImeHintLocales("composer", AndroidHintList(parsing: ["en-GB"]))])
        // New conversation evidence no longer reaches the keyboard in this scope, even on refocus.
        #expect(lifecycle.hintResolved(AndroidHintList(parsing: ["ar"]), for: "composer") == [])
        #expect(lifecycle.focusWillMove(to: nil) + lifecycle.focusWillMove(to: "composer") == [])
        // iOS: the advice follows the user's switch.
        let arabic = try! ContentLocale(parsing: "ar")
        #expect(
            adviseOnInputMode(expected: arabic, active: InputMode(primaryLanguage: "ar"))
                == .noAdvice(.activeModeMatches))
        #expect(adviseOnInputMode(expected: arabic, active: InputMode(primaryLanguage: "en-GB")).offersHelp)
    }

    @Test func textContainsTwoScripts() {
        let mixed = "田中 Tanaka さん"
        let seen = UnicodeScriptIdentifier().identify(mixed)
        #expect(seen.scripts.map(\.description) == ["Latn", "Hani", "Hira"])
        #expect(seen.language == nil)  // 6 Latin letters, 4 Japanese: no majority, no guess
        var tracker = ConversationLanguageTracker()
        for text in ["こんにちは", "元気ですか", mixed] { tracker.record(CommittedMessage(text: text)) }
        #expect(tracker.recentStableLanguages.map(\.description) == ["ja"])
        #expect(CompositionAwareValidator(purpose: .personName).validate(mixed, hasMarkedText: false) == .accepted)
        let identifier = CompositionAwareValidator(
            purpose: .constrainedIdentifier(allowedScripts: [LanguageTag.Script("Latn")!]))
        #expect(!(identifier.validate(mixed, hasMarkedText: false) == .accepted))
    }

    @Test func inputIncludesAnActiveCompositionRange() {
        let validator = CompositionAwareValidator(
            purpose: .constrainedIdentifier(allowedScripts: [LanguageTag.Script("Hani")!, LanguageTag.Script("Hira")!]))
        #expect(validator.validate("tanaかな", hasMarkedText: true) == .deferredWhileComposing)
        #expect(validator.validate("田中かな", hasMarkedText: false) == .accepted)
        var lifecycle = AndroidHintLifecycle(scope: "chat-1")
        lifecycle.hintResolved(AndroidHintList(parsing: ["ja"]), for: "composer")
        lifecycle.focusWillMove(to: "composer")
        lifecycle.compositionChanged(isComposing: true)
        let during = lifecycle.hintResolved(AndroidHintList(parsing: ["ko"]), for: "composer", requestedByUser: true)
        #expect(!during.contains(.restartInput("composer")))
        #expect(lifecycle.compositionChanged(isComposing: false) == [.restartInput("composer")])
    }

    @Test func appLanguageChangesWhileTheEditorIsOpen() {
        let record = EditedRecord(contentLanguage: "ja-JP")
        let before = InputSession(effectiveAppLocale: "en")
        let after = InputSession(effectiveAppLocale: "fr")
        let titleHint = resolveInputLanguage(field: title, record: record, session: before)
        let labelHint = resolveInputLanguage(field: label, record: record, session: before)
        #expect(titleHint.afterInterfaceLocaleChange(field: title, record: record, session: after) == titleHint)
        let newLabel = labelHint.afterInterfaceLocaleChange(field: label, record: record, session: after)
        #expect(newLabel.hint.tags.map(\.description) == ["fr"])
        // The focused label editor gets the new hint at the next deliberate transition, not mid-typing.
        var lifecycle = AndroidHintLifecycle(scope: "settings")
        lifecycle.hintResolved(AndroidHintList(labelHint.hint), for: "label")
        lifecycle.focusWillMove(to: "label")
        #expect(lifecycle.hintResolved(AndroidHintList(newLabel.hint), for: "label") == [])
        #expect(lifecycle.focusWillMove(to: nil) == [.setImeHintLocales("label", AndroidHintList(parsing: ["fr"]))])
    }

    @Test func hardwareKeyboardIsConnected() {
        let japanese = try! ContentLocale(parsing: "ja")
        let mode = InputMode(primaryLanguage: "en-US", hardwareKeyboardAttached: true)
        let advice = adviseOnInputMode(expected: japanese, active: mode)
        #expect(advice == .noAdvice(.hardwareKeyboardAttached))
        var presentation = InputHelpPresentation(scope: "product-1")
        presentation.update(advice)
        #expect(!presentation.showsHelper && !presentation.showsExplanation)
        // Validation works without an on-screen keyboard.
        #expect(CompositionAwareValidator(purpose: .message).validate("こんにちは", hasMarkedText: false) == .accepted)
    }

    @Test func androidUsesASystemIMEAndAThirdPartyIME() {
        // The lifecycle takes no input about whether the input method honoured the hint, so
        // an IME that switches (a system keyboard) and one that ignores hints (many third-party
        // keyboards) see the same calls: one hint per editor, no restart, no retry.
        var lifecycle = AndroidHintLifecycle(scope: "record-1")
        var actions = lifecycle.hintResolved(AndroidHintList(parsing: ["de"]), for: "title")
        actions += lifecycle.focusWillMove(to: "title")
        actions += lifecycle.compositionChanged(isComposing: true)
        actions += lifecycle.compositionChanged(isComposing: false)
        actions += lifecycle.focusWillMove(to: nil)
        #expect(actions == [.setImeHintLocales("title", AndroidHintList(parsing: ["de"]))])
        // Either keyboard can let the user pick another language; that pick is kept at the
        // next restart whichever keyboard re-applies hints on restart (AOSP LatinIME does).
        actions = lifecycle.focusWillMove(to: "title") + lifecycle.userSelected(InputMode(primaryLanguage: "en-US"))
        #expect(actions == [.setImeHintLocales("title", AndroidHintList(parsing: ["en-US"]))])
    }

    @Test(
        arguments: [
            ("en-US", "en-GB", false, "a specific tag"), ("zh-Hant", "zh-Hans", true, "a specific tag"),
            ("ja-JP", "ja", false, "a broad tag"), ("zh-Hant", "zh", true, "a broad tag that maximizes to Hans"),
            ("ja", nil, false, "no tag"),
        ] as [(String, String?, Bool, String)])
    func iOSReportsASpecificTagABroadTagOrNoTag(expected: String, active: String?, offersHelp: Bool, label: String) {
        let advice = adviseOnInputMode(
            expected: try! ContentLocale(parsing: expected), active: InputMode(primaryLanguage: active))
        #expect(advice.offersHelp == offersHelp, "\(label)")
        if active == nil { #expect(advice == .noAdvice(.inputModeUnknown)) }
    }
}
