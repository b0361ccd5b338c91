import InputLanguage
import Testing

private let japanese = AndroidHintList(parsing: ["ja-JP"])
private let german = AndroidHintList(parsing: ["de"])
private let english = AndroidHintList(parsing: ["en-US"])

@Suite("AndroidHintLifecycle")
struct AndroidHintLifecycleTests {
    @Test func hintsAreAppliedBeforeFocus() {
        var lifecycle = AndroidHintLifecycle(scope: "record-1")
        #expect(lifecycle.hintResolved(japanese, for: "title") == [.setImeHintLocales("title", japanese)])
        #expect(lifecycle.focusWillMove(to: "title") == [])
        #expect(lifecycle.focusedEditor == "title")
    }

    @Test func focusAppliesAHintThatWasNotYetSet() {
        var lifecycle = AndroidHintLifecycle(scope: "record-1")
        lifecycle.hintResolved(japanese, for: "title")
        lifecycle.focusWillMove(to: "title")
        lifecycle.hintResolved(german, for: "description")
        #expect(lifecycle.focusWillMove(to: "notes") == [])  // notes has no hint: nothing to clear
        #expect(lifecycle.focusWillMove(to: "description") == [])  // set when it was resolved
    }

    @Test func aChangeWhileTypingWaitsForTheNextDeliberateTransition() {
        var lifecycle = AndroidHintLifecycle(scope: "chat-1")
        lifecycle.hintResolved(japanese, for: "composer")
        lifecycle.focusWillMove(to: "composer")
        #expect(lifecycle.hintResolved(german, for: "composer") == [])
        #expect(lifecycle.compositionChanged(isComposing: true) == [])
        #expect(lifecycle.compositionChanged(isComposing: false) == [])
        #expect(lifecycle.focusWillMove(to: "search") == [.setImeHintLocales("composer", german)])
    }

    @Test func refocusingTheSameEditorIsADeliberateTransition() {
        var lifecycle = AndroidHintLifecycle(scope: "chat-1")
        lifecycle.hintResolved(japanese, for: "composer")
        lifecycle.focusWillMove(to: "composer")
        lifecycle.hintResolved(german, for: "composer")
        #expect(lifecycle.focusWillMove(to: nil) == [.setImeHintLocales("composer", german)])
        #expect(lifecycle.focusWillMove(to: "composer") == [])
    }

    @Test func aSwitchTheUserAskedForIsAppliedAndRestartsInputOnce() {
        var lifecycle = AndroidHintLifecycle(scope: "chat-1")
        lifecycle.hintResolved(japanese, for: "composer")
        lifecycle.focusWillMove(to: "composer")
        #expect(
            lifecycle.hintResolved(german, for: "composer", requestedByUser: true)
                == [.setImeHintLocales("composer", german), .restartInput("composer")])
        #expect(lifecycle.hintResolved(german, for: "composer", requestedByUser: true) == [])
    }

    @Test func inputIsNeverRestartedWhileComposingAndOnlyOnceAfterwards() {
        var lifecycle = AndroidHintLifecycle(scope: "chat-1")
        lifecycle.hintResolved(japanese, for: "composer")
        lifecycle.focusWillMove(to: "composer")
        lifecycle.compositionChanged(isComposing: true)
        #expect(
            lifecycle.hintResolved(german, for: "composer", requestedByUser: true)
                == [.setImeHintLocales("composer", german)])
        #expect(
            lifecycle.hintResolved(english, for: "composer", requestedByUser: true)
                == [.setImeHintLocales("composer", english)])
        #expect(lifecycle.compositionChanged(isComposing: true) == [])
        #expect(lifecycle.compositionChanged(isComposing: false) == [.restartInput("composer")])
        #expect(lifecycle.compositionChanged(isComposing: false) == [])
    }

    @Test func aUserOverrideReplacesEveryHintBeforeAnyLaterRestartOrRefocus() {
        var lifecycle = AndroidHintLifecycle(scope: "record-1")
        lifecycle.hintResolved(japanese, for: "title")
        lifecycle.hintResolved(german, for: "description")
        lifecycle.focusWillMove(to: "title")
        #expect(
            lifecycle.userSelected(InputMode(primaryLanguage: "en-US"))
                == [.setImeHintLocales("description", english), .setImeHintLocales("title", english)])
        #expect(lifecycle.choice.isOverridden)
        // The app's later hints no longer reach any editor in this scope.
        #expect(lifecycle.hintResolved(japanese, for: "title") == [])
        #expect(lifecycle.hintResolved(japanese, for: "notes") == [])
        #expect(lifecycle.focusWillMove(to: "notes") == [.setImeHintLocales("notes", english)])
        #expect(lifecycle.focusWillMove(to: "title") == [])
    }

    @Test func anOverrideToAnUnknownLanguageClearsTheHints() {
        var lifecycle = AndroidHintLifecycle(scope: "record-1")
        lifecycle.hintResolved(japanese, for: "title")
        lifecycle.focusWillMove(to: "title")
        #expect(lifecycle.userSelected(InputMode(primaryLanguage: nil)) == [.setImeHintLocales("title", nil)])
    }

    @Test func anOverrideCancelsARestartWaitingForTheComposition() {
        var lifecycle = AndroidHintLifecycle(scope: "chat-1")
        lifecycle.hintResolved(japanese, for: "composer")
        lifecycle.focusWillMove(to: "composer")
        lifecycle.compositionChanged(isComposing: true)
        lifecycle.hintResolved(german, for: "composer", requestedByUser: true)
        lifecycle.userSelected(InputMode(primaryLanguage: "ja-JP"))
        #expect(lifecycle.compositionChanged(isComposing: false) == [])
    }

    @Test func aNewScopeResetsTheOverrideAndClearsStaleHints() {
        var lifecycle = AndroidHintLifecycle(scope: "chat-1")
        lifecycle.hintResolved(japanese, for: "composer")
        lifecycle.hintResolved(german, for: "subject")
        lifecycle.focusWillMove(to: "composer")
        lifecycle.userSelected(InputMode(primaryLanguage: "en-US"))
        #expect(
            lifecycle.enter("chat-2", hints: ["composer": japanese])
                == [.setImeHintLocales("composer", japanese), .setImeHintLocales("subject", nil)])
        #expect(!lifecycle.choice.isOverridden)
        #expect(lifecycle.enter("chat-2", hints: [:]) == [])
    }

    @Test func noEventEverProducesMoreThanOneRestart() {
        // Every sequence of up to five events from this alphabet, from a focused editor.
        let events: [(inout AndroidHintLifecycle) -> [AndroidEditorAction]] = [
            { $0.hintResolved(german, for: "composer") },
            { $0.hintResolved(english, for: "composer", requestedByUser: true) },
            { $0.hintResolved(german, for: "composer", requestedByUser: true) },
            { $0.compositionChanged(isComposing: true) },
            { $0.compositionChanged(isComposing: false) },
            { $0.userSelected(InputMode(primaryLanguage: "fr")) },
            { $0.focusWillMove(to: "composer") },
        ]
        func explore(_ lifecycle: AndroidHintLifecycle, depth: Int) {
            guard depth > 0 else { return }
            for event in events {
                var next = lifecycle
                let actions = event(&next)
                let restarts = actions.filter { if case .restartInput = $0 { true } else { false } }
                #expect(restarts.count <= 1)
                if !restarts.isEmpty { #expect(!next.isComposing) }
                explore(next, depth: depth - 1)
            }
        }
        var start = AndroidHintLifecycle(scope: "chat-1")
        start.hintResolved(japanese, for: "composer")
        start.focusWillMove(to: "composer")
        explore(start, depth: 5)
    }
}
