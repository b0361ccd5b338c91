import AppLanguage
import Foundation
import LanguagePolicyBridge

/// `Benchmarks bridge`: the JSON interface the JNI library wraps, without the JVM.
enum BridgeBenchmarks {
    static let request = #"{"systemAppPreference":[],"deviceLanguages":["fr-CA","en-CA","es"]}"#

    static func run() {
        var checksum = Checksum()
        checksum.add(Bridge.resolveAppLanguage(request))
        benchmark("bridge-resolve-json", operations: 2000, rounds: 11, extra: "checksum=\(checksum.hex)") {
            (0..<2000).reduce(0) { sum, _ in sum &+ Bridge.resolveAppLanguage(request).utf8.count }
        }
        let withPolicy =
            #"{"policy": \#(AppLanguagePolicy.example.jsonValue.serialized()), "systemAppPreference": [], "deviceLanguages": ["fr-CA", "en-CA", "es"]}"#
        benchmark("bridge-resolve-with-policy-json", operations: 2000, rounds: 11) {
            (0..<2000).reduce(0) { sum, _ in sum &+ Bridge.resolveAppLanguage(withPolicy).utf8.count }
        }
        let policyValue = AppLanguagePolicy.example.jsonValue
        benchmark("bridge-hash-policy-json", operations: 2000, rounds: 11) {
            (0..<2000).reduce(0) { sum, _ in sum &+ policyValue.hashValue }
        }
        let data = Data(request.utf8)
        benchmark("bridge-parse-request", operations: 2000, rounds: 11) {
            (0..<2000).reduce(0) { sum, _ in
                sum &+ ((try? JSONValue.parse(data)).map { _ in 1 } ?? 0)
            }
        }
        let decision = AppLanguagePolicy.example.resolve(ResolutionContext(deviceLanguages: ["fr-CA", "en-CA", "es"]))
        benchmark("bridge-trace-explanations", operations: 2000, rounds: 11) {
            (0..<2000).reduce(0) { sum, _ in sum &+ decision.trace.reduce(0) { $0 &+ $1.explanation.utf8.count } }
        }
        benchmark("bridge-encode-decision", operations: 2000, rounds: 11) {
            (0..<2000).reduce(0) { sum, _ in sum &+ decision.jsonText.utf8.count }
        }
    }
}
