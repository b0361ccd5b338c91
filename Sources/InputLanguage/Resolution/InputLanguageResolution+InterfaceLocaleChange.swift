extension InputLanguageResolution {
    /// The resolution a field being edited should have after the app's interface language
    /// changed: a new one for ``FieldContract/interfaceBound`` fields, this one unchanged for
    /// every other field (a record's or a conversation's language does not follow the app's).
    ///
    /// It only computes a hint. It offers no operation on the text, the selection or the
    /// composing range, which stay as the user left them.
    ///
    /// ```swift
    /// let changed = InputSession(effectiveAppLocale: "de")
    /// resolution = resolution.afterInterfaceLocaleChange(field: field, record: record, session: changed)
    /// ```
    public func afterInterfaceLocaleChange(
        field: EditableField, record: EditedRecord, session: InputSession
    ) -> InputLanguageResolution {
        guard field.contract == .interfaceBound else { return self }
        return resolveInputLanguage(field: field, record: record, session: session)
    }
}
