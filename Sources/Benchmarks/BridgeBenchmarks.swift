import AppLanguage
import LanguagePolicyBridge
import WireDocuments

/// `Benchmarks bridge`: the JSON interface the JNI library wraps, without the JVM.
enum BridgeBenchmarks {
    static func run() {
        let policy = AppLanguagePolicy.example.jsonText()
        let loaded = Bridge.loadPolicy(#"{"policy": \#(policy)}"#)
        guard case .object(let members)? = try? JSONValue.parse(loaded), case .string(let id)? = members["policyId"]
        else { preconditionFailure("the example policy does not load: \(loaded)") }
        let request = #"{"policyId":"\#(id)","systemAppPreference":[],"deviceLanguages":["fr-CA","en-CA","es"]}"#
        var checksum = Checksum()
        checksum.add(Bridge.resolveAppLanguage(request))
        benchmark("bridge-resolve-json", operations: 2000, rounds: 11, extra: "checksum=\(checksum.hex)") {
            (0..<2000).reduce(0) { sum, _ in sum &+ Bridge.resolveAppLanguage(request).utf8.count }
        }
        let withPolicy =
            #"{"policy": \#(policy), "systemAppPreference": [], "deviceLanguages": ["fr-CA", "en-CA", "es"]}"#
        benchmark("bridge-resolve-with-policy-json", operations: 2000, rounds: 11) {
            (0..<2000).reduce(0) { sum, _ in sum &+ Bridge.resolveAppLanguage(withPolicy).utf8.count }
        }
        let withTrace = #"{"policyId":"\#(id)","deviceLanguages":["fr-CA","en-CA","es"],"trace":true}"#
        benchmark("bridge-resolve-with-trace-json", operations: 2000, rounds: 11) {
            (0..<2000).reduce(0) { sum, _ in sum &+ Bridge.resolveAppLanguage(withTrace).utf8.count }
        }
        benchmark("bridge-parse-request", operations: 2000, rounds: 11) {
            (0..<2000).reduce(0) { sum, _ in sum &+ ((try? JSONValue.parse(request)).map { _ in 1 } ?? 0) }
        }
        let decision = AppLanguagePolicy.example.resolve(ResolutionContext(deviceLanguages: ["fr-CA", "en-CA", "es"]))
        benchmark("bridge-trace-explanations", operations: 2000, rounds: 11) {
            (0..<2000).reduce(0) { sum, _ in sum &+ decision.trace.reduce(0) { $0 &+ $1.explanation.utf8.count } }
        }
        benchmark("bridge-encode-decision", operations: 2000, rounds: 11) {
            (0..<2000).reduce(0) { sum, _ in
                var writer = JSONWriter(capacity: 384)
                decision.write(to: &writer, trace: false)
                return sum &+ writer.bytes.count
            }
        }
    }
}
