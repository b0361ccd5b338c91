import AppLanguage
import Foundation
import TestSupport
import Testing

@Suite struct JSONTextTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue.parse(
            #" { "a": [1, -2.5e3, 0, true, false, null], "b": "x\"\\\/\n\t\u00e9\ud83d\ude00", "c": {} , "d": [] } "#)
        #expect(
            value
                == .object([
                    "a": .array([.number(1), .number(-2500), .number(0), .bool(true), .bool(false), .null]),
                    "b": .string("x\"\\/\n\té😀"), "c": .object([:]), "d": .array([]),
                ]))
    }

    @Test(arguments: [
        ("", "unexpected end of text at line 1, column 1"),
        ("{", "expected a string key at line 1, column 2"),
        ("{\"a\" 1}", "expected ':' at line 1, column 6"),
        ("[1,]", "unexpected character at line 1, column 4"),
        ("[1 2]", "expected ',' or ']' at line 1, column 4"),
        ("01", "unexpected text after the value at line 1, column 2"),
        ("1.", "invalid number at line 1, column 3"),
        ("tru", "unexpected character at line 1, column 1"),
        ("\"a\u{1}\"", "control character in a string at line 1, column 3"),
        ("\"\\x\"", "invalid escape at line 1, column 4"),
        ("\"\\ud800\"", "unpaired surrogate at line 1, column 8"),
        ("{\"a\": 1}\n  x", "unexpected text after the value at line 2, column 3"),
        ("1e999", "number out of range at line 1, column 6"),
    ])
    func rejectsWhatIsNotJSONSayingWhere(_ text: String, _ message: String) {
        #expect {
            try JSONValue.parse(text)
        } throws: { error in
            (error as? JSONSyntaxError)?.description == "not valid JSON: \(message)"
        }
    }

    @Test func refusesNestingBeyondALimit() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(deep) }
        #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Data([0x22, 0xFF, 0x22])) }
    }

    /// Objects of many keys, in any order, parse in linear time: finding a repeated key and
    /// keeping the members sorted once cost n² (20,000 keys took 19 s in a debug build).
    @Test func manyKeysInAnyOrderParseInLinearTime() throws {
        let count = 48_000
        let keys = (0..<count).map { "k\(100_000 + $0)" }
        /// An object of the first `count` keys, in reverse order.
        func object(_ count: Int) -> String {
            "{" + keys.prefix(count).reversed().map { #""\#($0)": 0"# }.joined(separator: ", ") + "}"
        }
        var values: [JSONValue] = []
        let growth = try LinearTime.measure(size: count / 8, input: object) { values.append(try JSONValue.parse($0)) }
        #expect(growth.isLinear, "\(growth)")
        let value = try #require(values.last)
        guard case .object(let members) = value else {
            Issue.record("not an object: \(value.typeName)")
            return
        }
        #expect(members.keys == keys)
        let repeated = "{" + keys.map { #""\#($0)": 0"# }.joined(separator: ", ") + #", "k100017": 1}"#
        #expect {
            try JSONValue.parse(repeated)
        } throws: { error in
            "\(error)".contains(#"duplicate key "k100017" at line 1, column \#(repeated.utf8.count - 12)"#)
        }
    }

    @Test func objectsOfMembersOutOfOrderKeepTheLastOfARepeatedKey() {
        let object = JSONObject([
            (key: "b", value: .number(1)), (key: "a", value: .number(2)), (key: "b", value: .number(3)),
            (key: "c", value: .null), (key: "a", value: .number(4)),
        ])
        #expect(object.keys == ["a", "b", "c"])
        #expect(object.values == [.number(4), .number(3), .null])
        #expect(JSONObject(["z": .null, "y": .bool(true)]).keys == ["y", "z"])
    }

    @Test func writesSortedKeysAndRoundTrips() throws {
        let value: JSONValue = .object(["b": .array([.number(1.5), .string("é/\"\u{7}")]), "a": .null])
        #expect(value.serialized() == #"{"a":null,"b":[1.5,"é/\"\u0007"]}"#)
        #expect(try JSONValue.parse(value.serialized()) == value)
        #expect(try JSONValue.parse(value.serialized(pretty: true)) == value)
        #expect(value.serialized() == (try JSONRoundTrip.encode(value)), "the same text as JSONEncoder's")
    }

    @Test func prettyTextIsIndentedByTwoSpaces() {
        let value: JSONValue = .object([
            "a": .array([]), "b": .object([:]),
            "c": .array([.object(["x": .array([.null, .bool(true)])]), .number(2)]),
        ])
        let expected = """
            {
              "a" : [],
              "b" : {},
              "c" : [
                {
                  "x" : [
                    null,
                    true
                  ]
                },
                2
              ]
            }
            """
        #expect(value.serialized(pretty: true) == expected)
    }

    /// Streamed decision text (the bridge's answer) and the decision's tree are one source;
    /// every decision of every app table gives the same text both ways and through JSONEncoder.
    @Test func streamedDecisionsMatchTheirTrees() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tables/app")
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        var count = 0
        for file in files where file.pathExtension == "json" {
            for input in try AppLanguageTable(json: Data(contentsOf: file)).decisionInputs() {
                let decision = input.policy.resolve(input.context)
                #expect(decision.jsonText == decision.jsonValue.serialized(), "\(input.name)")
                #expect(decision.jsonText == (try JSONRoundTrip.encode(decision)), "\(input.name)")
                count += 1
            }
        }
        #expect(count > 80)
    }

    @Test func decisionsAreTheSameThroughEitherEncoder() throws {
        let decision = AppLanguagePolicy.example.resolve(
            ResolutionContext(
                savedUserChoice: .userChoice(
                    .init(language: .undetermined), policyVersion: 1, at: .init(timeIntervalSince1970: 0)),
                deviceLanguages: ["en--US", "sr-Cyrl"]))
        #expect(decision.jsonValue.serialized() == (try JSONRoundTrip.encode(decision)))
    }
}
