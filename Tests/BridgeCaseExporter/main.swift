// Writes every decision of the repository's tables, as bridge requests with the answers the
// Swift API gives, for the JVM tests to replay and compare: through JNI (Tests/JNI) and through
// the Kotlin API (Tests/Android). Around each decision, the state operations, the selector and
// the Android locale plan an app runs (AppLanguageStateCases.swift).
//
// Usage: BridgeCaseExporter REPOSITORY SHARED > cases.tsv
// One line per call: FUNCTION <tab> base64(NAME) <tab> base64(REQUEST) <tab> base64(EXPECTED).
import AppLanguage
import Foundation
import LangPolicyCLI
import LanguagePolicyBridge
import LanguageTags
import WireDocuments

let repository = URL(fileURLWithPath: CommandLine.arguments[1])
let shared = URL(fileURLWithPath: CommandLine.arguments[2])

func emit(_ function: String, _ name: String, _ request: String, _ expected: String) {
    let fields = [name, request, expected].map { Data($0.utf8).base64EncodedString() }
    print(([function] + fields).joined(separator: "\t"))
}

/// The `canonicalizeTag` request for `tag`.
func tagRequest(_ tag: String) -> String {
    var writer = JSONWriter()
    writer.object { writer in
        writer.key("tag")
        writer.string(tag)
    }
    return writer.text
}

/// A list of strings as JSON, written by the package's one writer.
func json(_ strings: [String]) -> String {
    var writer = JSONWriter()
    writer.array { writer in for string in strings { writer.string(string) } }
    return writer.text
}

func files(_ kind: String) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
        at: repository.appendingPathComponent("Tables/\(kind)"), includingPropertiesForKeys: nil
    )
    .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
}

// App-language cases and the decision after each scenario step, with the policy in the
// request and again by policyId after loading the policy.
func request(_ context: ResolutionContext, policy: (inout JSONWriter) -> Void) -> String {
    var writer = JSONWriter()
    writer.object { writer in
        writer.key("deviceLanguages")
        writer.array { writer in for tag in context.deviceLanguages { writer.string(tag) } }
        policy(&writer)
        writer.key("savedUserChoice")
        if let saved = context.savedUserChoice { saved.write(to: &writer) } else { writer.null() }
        writer.key("systemAppPreference")
        writer.array { writer in for tag in context.systemAppPreference { writer.string(tag) } }
    }
    return writer.text
}
var stateCases = 0
for url in try files("app") {
    let table = try DecisionTable(json: String(contentsOf: url, encoding: .utf8))
    var loaded: Set<String> = []
    for input in table.decisionInputs() {
        let name = "\(url.lastPathComponent): \(input.name)"
        try emitStateCases(name, input, index: stateCases)
        stateCases += 1
        var decision = JSONWriter()
        input.policy.resolve(input.context).write(to: &decision, trace: false)
        let expected = decision.text
        emit(
            "resolveAppLanguage", name,
            request(input.context) { writer in
                writer.key("policy")
                input.policy.write(to: &writer)
            }, expected)
        let load = #"{"policy": \#(input.policy.jsonText())}"#
        let answer = Bridge.loadPolicy(load)
        guard case .object(let members) = try JSONValue.parse(answer), case .string(let id)? = members["policyId"]
        else { fatalError("loadPolicy failed on a table's policy: \(answer)") }
        if loaded.insert(id).inserted { emit("loadPolicy", name, load, answer) }
        emit(
            "resolveAppLanguage", "\(name) by policyId",
            request(input.context) { writer in
                writer.key("policyId")
                writer.string(id)
            }, expected)
    }
}

// The locale plans of the cases that say what the app ships on Android.
for url in try files("app") {
    guard case .app(let table) = try DecisionTable(json: String(contentsOf: url, encoding: .utf8)).kind else {
        continue
    }
    for platformCase in table.platformCases() {
        try emitPlatformPlan("\(url.lastPathComponent): \(platformCase.name)", platformCase)
    }
}

// Input hints and input-mode advice.
for url in try files("input") {
    try emitInputCases(url)
}

// Conversations, message by message, with the state carried by the caller.
try emitConversationCases(shared)

// Every source tag of CLDR's conformance files, canonicalized.
for file in ["likelySubtags.txt", "localeCanonicalization.txt"] {
    let text = try String(contentsOf: shared.appendingPathComponent("cldr/\(file)"), encoding: .utf8)
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        let tag = line.split(separator: ";")[0].trimmingCharacters(in: .whitespaces)
        emit("canonicalizeTag", "\(file): \(tag)", tagRequest(tag), TagReport(tag).jsonText())
    }
}

// Bad requests: every call of the bridge's list answers with an error object, identical on both sides.
let badRequests = [
    "", "{", "[]", "null", "\"en\"", #"{"deviceLanguages": [1]}"#, #"{"savedUserChoice": "en--US"}"#,
    #"{"policy": {"supportedLocales": ["en"], "productDefault": "fr", "policyVersion": 1}}"#,
    #"{"field": {"contract": "sometimes"}}"#, #"{"contentLanguage": "ja--JP", "activePrimaryLanguage": "en"}"#,
    #"{"tag": 7}"#,
    "{\"deviceLanguages\": [\"\u{1F600}\", \"日本語\"]}",
    // Answers that quote non-ASCII text, an escaped NUL and a raw one.
    "{\"tag\": \"日本語-\u{1F600}\"}", #"{"tag": "x\u0000y"}"#, "{\"tag\": \"x\u{0}y\"}",
]
for (index, request) in badRequests.enumerated() {
    for call in BridgeCall.all {
        emit(call.name, "bad request \(index)", request, call.bridge(request))
    }
}

// The legacy migration: first run, repeated run, nothing to migrate, malformed.
var migrated = AppLanguageState()
LegacyChoiceMigration.markWritten(&migrated)
let migratedState = migrated.jsonText()
for (name, request) in [
    ("first run", #"{"legacyChoice": "pt_BR", "state": null}"#),
    ("written", #"{"legacyChoice": "pt_BR", "written": true}"#),
    ("second run", #"{"legacyChoice": "pt_BR", "state": \#(migratedState)}"#),
    ("nothing stored", #"{"legacyChoice": null}"#),
    ("malformed legacy value", #"{"legacyChoice": "english!"}"#),
] {
    emit("migrateLegacyChoice", name, request, Bridge.migrateLegacyChoice(request))
}

// An Android screen's hint lifecycle: a fixed pseudo-random run of events, each request
// carrying the state the previous answer handed back.
let editors = [#""composer""#, #""subject""#, "null"]
let hintLists = [#"["ja-JP"]"#, #"["de-DE", "en-US"]"#, "null", #"["sr-Latn-RS"]"#]
struct Choices {
    var seed: UInt64 = 0x5EED
    mutating func next(_ count: Int) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int(seed >> 33) % count
    }
}
var choices = Choices()
var lifecycleState = #"{"scope": "chat-1"}"#
for step in 0..<200 {
    let editor = editors[choices.next(editors.count)]
    let event: String
    switch choices.next(5) {
    case 0:
        let named = editor == "null" ? #""composer""# : editor
        event =
            #"{"event": "hint_resolved", "editor": \#(named), "locales": \#(hintLists[choices.next(hintLists.count)]), "requestedByUser": \#(choices.next(4) == 0)}"#
    case 1: event = #"{"event": "focus_will_move", "toEditor": \#(editor)}"#
    case 2: event = #"{"event": "composition_changed", "isComposing": \#(choices.next(2) == 0)}"#
    case 3: event = #"{"event": "user_selected", "mode": {"primaryLanguage": "en-US"}}"#
    default:
        event =
            #"{"event": "enter_scope", "scope": "chat-\#(choices.next(3))", "hints": {"composer": \#(hintLists[choices.next(hintLists.count)])}}"#
    }
    let request = #"{"state": \#(lifecycleState), "event": \#(event)}"#
    let answer = Bridge.androidHintLifecycle(request)
    emit("androidHintLifecycle", "lifecycle step \(step)", request, answer)
    guard case .object(let members) = try JSONValue.parse(answer), let state = members["state"] else {
        fatalError("lifecycle step \(step) failed: \(answer)")
    }
    var writer = JSONWriter()
    writer.value(state)
    lifecycleState = writer.text
}
