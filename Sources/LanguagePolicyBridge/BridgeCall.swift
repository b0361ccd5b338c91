/// One call of the bridge, as its one list gives it (`BridgeCalls.json`; the values are
/// generated into ``all`` by `Scripts/generate-bridge.py`): what the tests, the case exporter
/// and the C fuzz target go through, so that each covers every call.
///
/// ```swift
/// for call in BridgeCall.all {
///     print(call.cSymbol, call.bridge(#"{"tag": "iw"}"#))
/// }
/// ```
package struct BridgeCall: Sendable {
    /// The call's name: the Java and Kotlin method and the ``Bridge`` function (`loadPolicy`).
    package let name: String
    /// The C function (`langpolicy_load_policy`).
    package let cSymbol: String
    /// The JSON Schema of its answers (`Schemas/NAME.schema.json`); an error answer is a
    /// `bridge-error`.
    package let answerSchema: String
    /// Whether the request names its policy (`policy` or `policyId`).
    package let takesPolicy: Bool
    /// The ``Bridge`` function.
    package let bridge: @Sendable (String) -> String
    /// The C function, a C string in and an answer `langpolicy_free` releases out.
    package let c: @Sendable (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>

    /// The call named `name`, if the list has it.
    package static func named(_ name: String) -> BridgeCall? {
        all.first { $0.name == name }
    }
}
