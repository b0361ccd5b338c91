import InputLanguage
import LanguageTags

/// Times the input-language hot paths and prints one line per measurement:
/// `NAME: MEDIAN ns/op checksum=N`, the median over several timed rounds, followed by the
/// throughput (`X MB/s`) for text identification. The checksum depends on every result, so the optimizer
/// cannot drop the work.
///
/// Targets (release build): hint resolution under 1 µs, identifying a 200-character message
/// under 2 µs, a conversation-tracker update under 5 µs per message.
func runInputBenchmarks() {
    benchmarkHintResolution()
    benchmarkIdentification()
    benchmarkTrackerUpdate()
}

private func benchmarkHintResolution() {
    let contexts: [InputContext] = [
        InputContext(field: EditableField(contract: .contentBound), record: EditedRecord(contentLanguage: "ja-JP")),
        InputContext(
            field: EditableField(contract: .contentBound, explicitLanguage: "zh-Hant"),
            record: EditedRecord(contentLanguage: "zh-Hans")),
        InputContext(
            field: EditableField(contract: .conversationInformed),
            session: InputSession(recentStableLanguages: ["ar", "en", "fr"], effectiveAppLocale: "fr")),
        InputContext(
            field: EditableField(contract: .interfaceBound), session: InputSession(effectiveAppLocale: "de-CH")),
        InputContext(
            field: EditableField(contract: .contentBound, explicitLanguage: "en--US"),
            record: EditedRecord(contentLanguage: "und-JP")),
        InputContext(field: EditableField(contract: .languageNeutral), session: InputSession(effectiveAppLocale: "en")),
        InputContext(
            field: EditableField(contract: .interfaceBound, kind: .email),
            session: InputSession(effectiveAppLocale: "en")),
    ]
    measure("input-resolve-hint", operationsPerRound: 100_000) { operation in
        let resolution = contexts[operation % contexts.count].resolve()
        return resolution.hint.tags.count &* 8 &+ resolution.skippedEvidence.count
    }
}

private func benchmarkIdentification() {
    let samples: [(name: String, text: String)] = [
        ("ja", "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。"),
        ("zh-Hant", "這個問題很複雜，我們需要更多時間來討論。請問你明天有空嗎？我們可以在台北車站附近見面，然後一起去吃飯。"),
        ("latin", "The quick brown fox jumps over the lazy dog while the merchant edits the catalog description. "),
        (
            "greek",
            "Η γρήγορη καφέ αλεπού πηδάει πάνω από τον τεμπέλη σκύλο ενώ ο έμπορος επεξεργάζεται την περιγραφή. "
        ),
    ]
    let identifier = UnicodeScriptIdentifier()
    for (name, seed) in samples {
        let message = String(String(repeating: seed, count: 200 / seed.count + 1).prefix(200))
        measure("input-identify-200-\(name)", operationsPerRound: 20_000, bytesPerOperation: message.utf8.count) { _ in
            let seen = identifier.identify(message)
            return seen.scripts.count &* 4 &+ (seen.language == nil ? 0 : 1)
        }
    }
}

private func benchmarkTrackerUpdate() {
    let messages: [CommittedMessage] = [
        CommittedMessage(text: "こんにちは、今日の会議は何時からですか？"),
        CommittedMessage(text: "Three o'clock, in the small room."),
        CommittedMessage(text: "了解です。資料を準備しておきます。"),
        CommittedMessage(text: "See you then 👍", declaredLanguage: "en-GB"),
        CommittedMessage(text: "안녕하세요, 저도 참석해도 될까요?"),
        CommittedMessage(text: "もちろんです！"),
        CommittedMessage(text: "🎉🎉"),
        CommittedMessage(text: "ok", declaredLanguage: "en--GB"),
    ]
    var tracker = ConversationLanguageTracker()
    measure("input-tracker-update", operationsPerRound: 50_000) { operation in
        tracker.record(messages[operation % messages.count])
        return tracker.recentStableLanguages.count
    }
}

/// Runs `body` in 9 timed rounds of `operationsPerRound` calls after one warm-up round and
/// prints the median time per call with a checksum of the results (and the throughput when
/// each call processes `bytesPerOperation` bytes).
private func measure(
    _ name: String, operationsPerRound: Int, bytesPerOperation: Int? = nil, _ body: (Int) -> Int
) {
    let clock = ContinuousClock()
    var checksum = 0
    var perOperation: [Double] = []
    for round in 0...9 {
        let elapsed = clock.measure {
            for operation in 0..<operationsPerRound { checksum &+= body(operation) }
        }
        if round > 0 {
            let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            perOperation.append(nanoseconds / Double(operationsPerRound))
        }
    }
    let median = perOperation.sorted()[perOperation.count / 2]
    let throughput = bytesPerOperation.map { " \(Int((Double($0) / median * 1000).rounded())) MB/s" } ?? ""
    print("\(name): \(Int(median.rounded())) ns/op checksum=\(checksum)\(throughput)")
}
