import TestSupport
import Testing
import WireDocuments

/// The writer's two outputs agree: the tree a writer builds is what its text parses to, for
/// every kind of value and nesting, so `jsonValue` needs no parse of its own text.
@Suite struct JSONTreeWriterTests {
    /// A document of every kind of value, nested: objects in arrays in objects, empty ones too.
    struct Sample: JSONWritable {
        let depth: Int

        func write(to writer: inout JSONWriter) {
            writer.object { writer in
                writer.key("array")
                writer.array { writer in
                    writer.int(-3)
                    writer.double(2.5)
                    writer.bool(true)
                    writer.null()
                    writer.string("é \" \\ \n")
                    writer.object { _ in }
                    writer.array { _ in }
                    if depth > 0 { Sample(depth: depth - 1).write(to: &writer) }
                }
                writer.key("number")
                writer.number(JSONNumber(text: "1e400"))
                writer.key("read")
                writer.value(.object(JSONObject([("z", .string("last")), ("a", .array([.null]))])))
                writer.key("text")
                writer.string(nil)
            }
        }
    }

    @Test(arguments: 0..<4)
    func theBuiltTreeIsWhatTheTextParsesTo(depth: Int) throws {
        let sample = Sample(depth: depth)
        #expect(sample.jsonValue == (try JSONValue.parse(sample.jsonText())))
        #expect(sample.jsonValue == (try JSONValue.parse(sample.jsonText(pretty: true))))
    }

    @Test func aScalarAloneIsTheTree() {
        var writer = JSONWriter(buildingTree: ())
        writer.string("alone")
        #expect(writer.builtTree == .string("alone"))
    }
}
