internal import LanguageTags
internal import WireDocuments

/// When an Android screen calls `setImeHintLocales` and `restartInput`: a small state machine
/// that sends justified context and never fights the user or the input method.
///
/// The adapter reports events and executes the ``AndroidEditorAction``s each returns. Rules:
///
/// - **Before focus.** A hint for an editor that is not focused is set at once
///   (``hintResolved(_:for:requestedByUser:)``), so the input method finds it when the editor
///   gains focus; ``focusWillMove(to:)`` sets anything still missing before focus moves.
/// - **Not while typing.** A new hint for the focused editor waits for the next deliberate
///   field transition (``focusWillMove(to:)``, including refocusing the same editor), unless the
///   user asked for the switch: then it is set and input is restarted once.
/// - **Never while composing, never repeatedly.** A restart the user asked for during a
///   composition waits until the composition ends; several requests make one restart; a hint
///   that changes nothing restarts nothing. Nothing else ever restarts input, and no event makes
///   the lifecycle refocus, so an input method that ignores hints causes no loop.
/// - **The user's choice wins.** Keyboards re-apply the hint at every input restart (AOSP
///   LatinIME does), which could undo a manual pick. Once the user has chosen a language in the
///   scope (``userSelected(_:)``), every editor's hint is replaced by the chosen language, or
///   cleared when it is unknown, before any later restart or refocus, and app hints stop until
///   a new scope (``enter(_:hints:)``) or a switch the user asks for.
///
/// ```swift
/// var lifecycle = AndroidHintLifecycle(scope: "product-1234")
/// lifecycle.hintResolved(AndroidHintList(resolution.hint), for: "title")
/// // [.setImeHintLocales("title", ["ja-JP"])]
/// lifecycle.focusWillMove(to: "title")                   // []: already set
/// lifecycle.userSelected(InputMode(primaryLanguage: "en-US"))
/// // [.setImeHintLocales("title", ["en-US"])]
/// ```
///
/// **Driving it with JSON.** The whole state has a JSON form, so a stateless bridge (the
/// Android bridge's `androidHintLifecycle` call) can keep it on the platform side: state in, ``AndroidHintLifecycleEvent`` in → state out,
/// ``AndroidEditorAction``s out (``handle(_:)``). The state's JSON (keys camelCase, as
/// everywhere in this module):
///
/// ```json
/// { "scope": "chat-1",
///   "userOverride": null,
///   "focusedEditor": "composer",
///   "isComposing": true,
///   "restartPendingAfterComposition": true,
///   "resolvedHints": { "composer": ["de"], "subject": null },
///   "appliedHints": { "composer": ["de"] } }
/// ```
///
/// - `scope`: the ``EditingScope``; required. Every other key may be left out, which gives
///   the state of ``init(scope:)``.
/// - `userOverride`: the ``InputMode`` the user chose in this scope (`{"primaryLanguage":
///   "en-US"}`), or `null` while the app suggests.
/// - `focusedEditor`: the focused editor's name, or `null`.
/// - `isComposing`: whether the focused editor has composing text.
/// - `restartPendingAfterComposition`: a restart the user asked for, waiting for the
///   composition to end; `true` only with `isComposing` and a `focusedEditor`.
/// - `resolvedHints`: the latest hint the app resolved for each editor (`null`: no hint).
/// - `appliedHints`: what each editor was last given with `setImeHintLocales` (`null`:
///   cleared); an editor that was never given anything is absent.
///
/// Reading is strict: an unknown or repeated key, a malformed value or an inconsistent state
/// is an error naming its JSON path. Writing then reading gives an equal state.
package struct AndroidHintLifecycle: Hashable, Sendable {
    /// Whether the app or the user decides in the current scope.
    package private(set) var choice: ScopedInputChoice
    /// The editor that has focus, if any.
    package private(set) var focusedEditor: EditorID?
    /// Whether the focused editor has composing text.
    package private(set) var isComposing = false
    /// The latest hint the app resolved for each editor of the scope.
    var resolved: [EditorID: AndroidHintList?] = [:]
    /// What each editor was last given with `setImeHintLocales` (absent: never set).
    var applied: [EditorID: AndroidHintList?] = [:]
    /// A restart the user asked for, waiting for the composition to end.
    var restartPendingAfterComposition = false

    /// A lifecycle entering `scope`, with no hints, no focus and no user override.
    package init(scope: EditingScope) {
        self.choice = ScopedInputChoice(scope: scope)
    }

    /// Applies `event` by calling the method it mirrors, and returns that method's actions.
    ///
    /// ```swift
    /// lifecycle.handle(.focusWillMove(to: "title"))   // == lifecycle.focusWillMove(to: "title")
    /// ```
    @discardableResult
    package mutating func handle(_ event: AndroidHintLifecycleEvent) -> [AndroidEditorAction] {
        switch event {
        case .hintResolved(let hint, let editor, let requestedByUser):
            hintResolved(hint, for: editor, requestedByUser: requestedByUser)
        case .focusWillMove(let editor):
            focusWillMove(to: editor)
        case .compositionChanged(let isComposing):
            compositionChanged(isComposing: isComposing)
        case .userSelected(let mode):
            userSelected(mode)
        case .enter(let scope, let hints):
            enter(scope, hints: hints)
        }
    }

    /// The app resolved a (possibly new) hint for an editor.
    ///
    /// - Parameters:
    ///   - hint: the editor's hint list; nil clears the hint.
    ///   - editor: the editor it is for.
    ///   - requestedByUser: the user explicitly asked for this language now.
    @discardableResult
    package mutating func hintResolved(
        _ hint: AndroidHintList?, for editor: EditorID, requestedByUser: Bool = false
    ) -> [AndroidEditorAction] {
        resolved[editor] = hint
        if requestedByUser {
            choice.userRequestedSuggestion()
        } else if choice.isOverridden || editor == focusedEditor {
            return []
        }
        let actions = apply(target(for: editor), to: editor)
        guard requestedByUser, editor == focusedEditor, !actions.isEmpty else { return actions }
        if isComposing {
            restartPendingAfterComposition = true
            return actions
        }
        return actions + [.restartInput(editor)]
    }

    /// Focus is about to move to `editor` (nil: away from every editor) by a deliberate
    /// transition. Sets the hint the editor being left was waiting for, and the hint of the
    /// editor about to gain focus.
    @discardableResult
    package mutating func focusWillMove(to editor: EditorID?) -> [AndroidEditorAction] {
        var actions: [AndroidEditorAction] = []
        if let previous = focusedEditor, previous != editor {
            actions += apply(target(for: previous), to: previous)
        }
        if let editor {
            actions += apply(target(for: editor), to: editor)
        }
        focusedEditor = editor
        isComposing = false
        restartPendingAfterComposition = false
        return actions
    }

    /// The focused editor's composing text started (`true`) or was committed or cancelled.
    @discardableResult
    package mutating func compositionChanged(isComposing: Bool) -> [AndroidEditorAction] {
        self.isComposing = isComposing
        guard !isComposing, restartPendingAfterComposition, let focusedEditor else { return [] }
        restartPendingAfterComposition = false
        return [.restartInput(focusedEditor)]
    }

    /// The user chose an input mode (switched keyboard or picked a language in it). Replaces
    /// every editor's hint with that language, or clears it when the language is unknown, so
    /// that no later restart or refocus undoes the choice. No restart is emitted.
    @discardableResult
    package mutating func userSelected(_ mode: InputMode) -> [AndroidEditorAction] {
        choice.userSelected(mode)
        restartPendingAfterComposition = false
        let editors = Set(resolved.keys).union(applied.keys).union(focusedEditor.map { [$0] } ?? []).sorted()
        return editors.flatMap { apply(target(for: $0), to: $0) }
    }

    /// A new editing scope (another record or conversation), with the hints of its editors.
    /// The user's choice of the previous scope no longer applies; editors missing from `hints`
    /// are cleared. Hints are set, input is not restarted. Entering the current scope again
    /// changes nothing.
    @discardableResult
    package mutating func enter(_ scope: EditingScope, hints: [EditorID: AndroidHintList?]) -> [AndroidEditorAction] {
        guard scope != choice.scope else { return [] }
        choice.enter(scope)
        restartPendingAfterComposition = false
        resolved = hints
        let editors = Set(hints.keys).union(applied.keys).sorted()
        return editors.flatMap { apply(target(for: $0), to: $0) }
    }

    /// What `editor` should carry now: the user's choice once overridden, else the app's hint.
    private func target(for editor: EditorID) -> AndroidHintList? {
        if case .userOverridden(let mode) = choice.phase {
            return mode.language.flatMap { AndroidHintList([$0]) }
        }
        return resolved[editor] ?? nil
    }

    /// Sets `target` on `editor` unless it already carries it.
    private mutating func apply(_ target: AndroidHintList?, to editor: EditorID) -> [AndroidEditorAction] {
        let wasSet = applied.keys.contains(editor)
        let current = applied[editor] ?? nil
        // An editor that was never given a hint carries none, so clearing it is not needed.
        guard wasSet ? current != target : target != nil else { return [] }
        applied[editor] = .some(target)
        return [.setImeHintLocales(editor, target)]
    }
}

extension AndroidHintLifecycle {
    /// A state of its parts, as its document holds them (Schemas/Documents/android-hint-lifecycle.json).
    ///
    /// - Throws: ``DocumentRuleError`` when a restart waits without a composition in a focused editor.
    init(
        scope: EditingScope, userOverride: InputMode?, focusedEditor: EditorID?, isComposing: Bool,
        restartPendingAfterComposition: Bool, resolvedHints: [EditorID: AndroidHintList?],
        appliedHints: [EditorID: AndroidHintList?]
    ) throws(DocumentRuleError) {
        if restartPendingAfterComposition && (!isComposing || focusedEditor == nil) {
            throw DocumentRuleError(
                key: "restartPendingAfterComposition",
                "a restart waits only while the focused editor is composing "
                    + "(needs \"isComposing\": true and a \"focusedEditor\")")
        }
        self.init(scope: scope)
        if let userOverride { choice.userSelected(userOverride) }
        self.focusedEditor = focusedEditor
        self.isComposing = isComposing
        self.restartPendingAfterComposition = restartPendingAfterComposition
        resolved = resolvedHints
        applied = appliedHints
    }

    /// The input mode the user chose in this scope, or nil while the app suggests.
    var userOverride: InputMode? {
        if case .userOverridden(let mode) = choice.phase { return mode }
        return nil
    }
}
