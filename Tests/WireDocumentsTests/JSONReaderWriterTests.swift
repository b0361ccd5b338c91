import LanguageTags
import TestSupport
import Testing
import WireDocuments

@Suite struct JSONReaderWriterTests {
    @Test func parsesEveryKindOfValueKeepingNumbersAsWritten() throws {
        let value = try JSONValue.parse(
            #" { "a": [1, -2.5e3, 0, true, false, null, 9007199254740993], "b": "x\"\\\/\n\t\u00e9\ud83d\ude00", "c": {} , "d": [] } "#
        )
        let numbers = ["1", "-2.5e3", "0"].map { JSONValue.number(JSONNumber(text: $0)) }
        #expect(
            value
                == .object(
                    JSONObject([
                        (
                            "a",
                            .array(
                                numbers + [
                                    .bool(true), .bool(false), .null, .number(JSONNumber(text: "9007199254740993")),
                                ])
                        ),
                        ("b", .string("x\"\\/\n\té😀")), ("c", .object(JSONObject())), ("d", .array([])),
                    ])))
        guard case .object(let object) = value, case .array(let elements)? = object["a"],
            case .number(let big) = elements[6]
        else { return }
        #expect(big.integer == 9_007_199_254_740_993, "read exactly, not through a Double")
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
    ])
    func rejectsWhatIsNotJSONSayingWhere(_ text: String, _ message: String) {
        #expect {
            try JSONValue.parse(text)
        } throws: { error in
            (error as? DocumentError)?.description == "not valid JSON: \(message)"
        }
    }

    @Test func refusesNestingBeyondALimitAndInvalidUTF8() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect {
            try JSONValue.parse(deep)
        } throws: { error in
            (error as? DocumentError)?.reason == .tooDeep(limit: 512)
        }
        #expect(throws: DocumentError.self) { try JSONValue.parse(bytes: [0x22, 0xFF, 0x22]) }
    }

    @Test func aRepeatedKeyIsAnErrorAtTheObjectsPath() {
        #expect {
            try JSONValue.parse(#"{"cases": [{"name": "a"}, {"expect": {"x": 1, "x": 2}}]}"#)
        } throws: { error in
            "\(error)" == #"$.cases[1].expect: the key "x" appears twice"#
        }
    }

    @Test func pathsAreSpelledOneWay() {
        let path = DocumentPath.root.appending("aliases").appending("en-AU")
        #expect(path.description == #"$.aliases["en-AU"]"#)
        #expect(
            DocumentPath.root.appending("cases").appending(2).appending("expect").description == "$.cases[2].expect")
        #expect(DocumentPath.root.description == "$")
        #expect(DocumentPath.root.appending("2x").description == #"$["2x"]"#)
    }

    @Test func readersNameThePathOfTheBadValue() throws {
        let document = try JSONElement.parse(#"{"supportedLocales": ["en", 3], "n": 1.5, "tag": "xx-!!"}"#)
        let fields = try document.object(allowing: ["supportedLocales", "n", "tag"])
        #expect(
            throws: DocumentError(
                path: .root.appending("supportedLocales").appending(1), .wrongType(expected: "a string", found: "3"))
        ) {
            try fields.required("supportedLocales").strings()
        }
        #expect(
            throws: DocumentError(
                path: .root.appending("n"), .wrongType(expected: "an integer from 0 to 9", found: "1.5"))
        ) {
            try fields.required("n").integer(in: 0...9)
        }
        #expect(throws: DocumentError(path: .root.appending("missing"), .missingKey)) { try fields.required("missing") }
        #expect {
            try fields.required("tag").languageTag()
        } throws: { error in
            "\(error)".hasPrefix(#"$.tag: "xx-!!" is not a language tag"#)
        }
        #expect {
            try document.object(allowing: ["n", "tag"])
        } throws: { error in
            "\(error)" == "$.supportedLocales: unknown key (allowed: n, tag)"
        }
    }

    /// Objects of many keys, in any order, parse in linear time: finding a repeated key once
    /// cost n² (20,000 keys took 19 s in a debug build).
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
        #expect(members.keys == keys.reversed())
        let repeated = "{" + keys.map { #""\#($0)": 0"# }.joined(separator: ", ") + #", "k100017": 1}"#
        #expect {
            try JSONValue.parse(repeated)
        } throws: { error in
            "\(error)" == #"$: the key "k100017" appears twice"#
        }
    }

    @Test func writesWhatItReadsAndEscapes() throws {
        let text = #"{"a":null,"b":[1.5,"é/\"\u0007",-0,1e3]}"#
        var writer = JSONWriter()
        writer.value(try JSONValue.parse(text))
        #expect(writer.text == text)
        #expect(JSONQuoting.quoted("a\"b\n") == #""a\"b\n""#)
        var doubles = JSONWriter()
        doubles.array { writer in
            writer.double(97.5)
            writer.double(100)
        }
        #expect(doubles.text == "[97.5,100]")
    }

    @Test func prettyTextIsIndentedByTwoSpaces() throws {
        var writer = JSONWriter(pretty: true)
        writer.value(try JSONValue.parse(#"{"a": [], "b": {}, "c": [{"x": [null, true]}, 2]}"#))
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
        #expect(writer.text == expected)
    }

    @Test func objectsAreEqualWhateverTheOrderOfTheirMembers() throws {
        let first = try JSONValue.parse(#"{"a": 1, "b": [true]}"#)
        let second = try JSONValue.parse(#"{"b": [true], "a": 1}"#)
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(first != (try JSONValue.parse(#"{"a": 1, "b": [false]}"#)))
    }
}
