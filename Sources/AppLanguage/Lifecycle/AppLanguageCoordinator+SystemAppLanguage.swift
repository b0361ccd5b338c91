extension AppLanguageCoordinator {
    /// Decides the language at startup where the platform keeps its per-app language apart from
    /// the app's own choice (iOS: Settings › App › Language): `systemAppLanguage` is that setting
    /// as the platform reports it now (iOS: the first element of `AppleLanguages` in the app's
    /// defaults domain; nil when none is set). A setting changed since the last launch is the
    /// user's newer explicit choice (``AppLanguageState/noteSystemAppLanguage(_:policy:at:)``:
    /// it replaces the in-app choice, or clears it when removed); then the launch decides as
    /// ``launch(systemAppPreference:deviceLanguages:at:)`` does, with the setting as the
    /// platform's per-app preference.
    ///
    /// The state is written only when the setting differs from the one recorded (or the result
    /// changed), so an ordinary launch writes nothing.
    ///
    /// ```swift
    /// // Launch 1: the user picked fr in the app. Then Settings › App › Language → Deutsch.
    /// let launch = coordinator.launch(systemAppLanguage: "de", deviceLanguages: ["en-US"])
    /// launch.systemAppLanguage      // .chosen(de)
    /// launch.decision.effectiveLocale   // de, from saved_user_choice: what Settings and system UI show
    /// ```
    public func launch(systemAppLanguage: String?, deviceLanguages: [String], at date: Timestamp = .now) -> Launch {
        var change = SystemAppLanguageChange.unchanged
        var noted: AppLanguageStoreError?
        do {
            let stored = try store.load()
            if stored.systemAppLanguageSeen != SystemAppLanguageSeen(language: systemAppLanguage)
                || stored.systemAppLanguageWrittenByCode != nil
            {
                try store.update { change = $0.noteSystemAppLanguage(systemAppLanguage, policy: policy, at: date) }
            }
        } catch let error as AppLanguageStoreError {
            // A corrupt state was moved aside (the launch starts over); a newer one is left alone.
            noted = error
        } catch {
            // The change itself cannot throw.
        }
        var launch = launch(
            systemAppPreference: systemAppLanguage.map { [$0] } ?? [], deviceLanguages: deviceLanguages, at: date)
        launch.systemAppLanguage = change
        launch.storeError = launch.storeError ?? noted
        return launch
    }

    /// Records that the app's own code changed the platform's per-app language while the app
    /// runs (`systemAppLanguage`: the value now, iOS: the first element of the app domain's
    /// `AppleLanguages`, nil when removed): the next launch keeps the in-app choice instead of
    /// reading the value as the user's pick in Settings
    /// (``AppLanguageState/noteSystemAppLanguageWrittenByCode(_:policy:)``). Nothing else changes:
    /// the decision does not follow a value written behind the user's back. Writes only when the
    /// record changes.
    ///
    /// ```swift
    /// // A legacy switcher wrote AppleLanguages = ["es"] while the app ran:
    /// try coordinator.systemAppLanguageWrittenByCode("es")
    /// coordinator.launch(systemAppLanguage: "es", deviceLanguages: ["en-US"]).systemAppLanguage   // .writtenByCode("es")
    /// ```
    public func systemAppLanguageWrittenByCode(_ systemAppLanguage: String?) throws(AppLanguageStoreError) {
        let stored = try store.load()
        var noted = stored
        noted.noteSystemAppLanguageWrittenByCode(systemAppLanguage, policy: policy)
        guard noted.systemAppLanguageWrittenByCode != stored.systemAppLanguageWrittenByCode else { return }
        try update { $0.noteSystemAppLanguageWrittenByCode(systemAppLanguage, policy: policy) }
    }
}
