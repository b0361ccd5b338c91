import LanguagePolicyBridge
import Testing
import WireDocuments

/// The bridge's list (``BridgeCall/all``, generated from `BridgeCalls.json`) against the calls
/// themselves: what it says of each call holds.
@Suite struct BridgeCallListTests {
    @Test func namesAndSymbolsAreUnique() {
        #expect(Set(BridgeCall.all.map(\.name)).count == BridgeCall.all.count)
        #expect(Set(BridgeCall.all.map(\.cSymbol)).count == BridgeCall.all.count)
    }

    /// `takesPolicy`: a call that takes a policy answers a `policyId` this process never loaded
    /// with `policy_not_loaded`; any other call refuses the key.
    @Test(arguments: BridgeCall.all.map(\.name))
    func takesAPolicyExactlyWhenTheListSaysSo(_ name: String) throws {
        let call = try #require(BridgeCall.named(name))
        let answer = call.bridge(#"{"policyId": "policy-0000000000000000"}"#)
        let kind = try errorKind(answer)
        #expect(kind == (call.takesPolicy ? "policy_not_loaded" : "invalid_request"), "\(name): \(answer)")
    }

    /// The C function is the Swift function's: the same answer to a request, and `invalid_json`
    /// to a null pointer.
    @Test(arguments: BridgeCall.all.map(\.name))
    func theCFunctionAnswersAsTheSwiftFunction(_ name: String) throws {
        let call = try #require(BridgeCall.named(name))
        let request = #"{"unknownKey": true}"#
        let answer = request.withCString { call.c($0) }
        defer { langPolicyFree(answer) }
        #expect(String(cString: answer) == call.bridge(request))
        let null = call.c(nil)
        defer { langPolicyFree(null) }
        #expect(try errorKind(String(cString: null)) == "invalid_json")
    }

    func errorKind(_ answer: String) throws -> String? {
        guard case .object(let members) = try JSONValue.parse(answer), case .object(let error)? = members["error"],
            case .string(let kind)? = error["kind"]
        else { return nil }
        return kind
    }
}
