internal import ArtifactFormats
import Foundation
import Testing

@testable import ResourceScan

/// Each limit and check of the artifact readers on hand-made or mutated inputs, and the
/// DEFLATE decoder against Python's zlib (dynamic, fixed and stored blocks).
@Suite("Hostile artifacts")
struct HostileInputTests {
    /// A ZIP that Python's zipfile writes: `entries` (name → text), deflated.
    static func zip(_ entries: [(String, String)], deflated: Bool = true) throws -> [UInt8] {
        let script = """
            import zipfile, io, sys, json
            buffer = io.BytesIO()
            with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED if sys.argv[2] == "1" else zipfile.ZIP_STORED) as z:
                for name, text in json.loads(sys.argv[1]): z.writestr(name, text)
            sys.stdout.buffer.write(buffer.getvalue())
            """
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: entries.map { [$0.0, $0.1] }), as: UTF8.self)
        return Array(try Shell.python(script, [json, deflated ? "1" : "0"]))
    }

    static func kind(_ body: () throws(ArtifactError) -> Void) -> ArtifactError.Kind? {
        do {
            try body()
            return nil
        } catch { return error.kind }
    }

    @Test func inflateMatchesZlib() throws {
        // zlib level 0 (stored), 1 and 9 (dynamic Huffman), and Z_FIXED (fixed codes), raw DEFLATE.
        let script = """
            import zlib, random, sys
            random.seed(7)
            words = [bytes(random.choice(b"abcdefgh ") for _ in range(random.randrange(1, 9))) for _ in range(200)]
            for size in [0, 1, 100, 5000, 70000, 300000]:
                data = b"".join(random.choice(words) for _ in range(size // 4))[:size] + bytes(random.randrange(256) for _ in range(size // 10))
                for level, strategy in [(0, 0), (1, 0), (9, 0), (6, zlib.Z_FIXED)]:
                    c = zlib.compressobj(level, zlib.DEFLATED, -15, 9, strategy)
                    print(data.hex(), (c.compress(data) + c.flush()).hex())
            """
        let lines = String(decoding: try Shell.python(script), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 24)
        for line in lines {
            let parts = line.split(separator: " ", omittingEmptySubsequences: false)
            let data = try #require(BuiltAppleAppTests.hex(parts[0]))
            let compressed = try #require(BuiltAppleAppTests.hex(parts[1]))
            #expect(try Inflater.inflate(compressed, limit: data.count) == data)
            if !data.isEmpty {
                #expect(
                    Self.kind { () throws(ArtifactError) in _ = try Inflater.inflate(compressed, limit: data.count - 1)
                    } == .limitExceeded)
                #expect(
                    Self.kind { () throws(ArtifactError) in
                        _ = try Inflater.inflate(Array(compressed.dropLast(1)), limit: data.count)
                    } != nil)
            }
        }
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func inflateRefusesMalformedStreams() {
        let cases: [[UInt8]] = [
            [0x07],  // block type 3
            [0x01, 0x02, 0x00, 0xFE, 0xFF, 0x68, 0x69],  // stored length check fails
            [0x01, 0x05, 0x00, 0xFA, 0xFF, 0x68],  // stored block past the end
            [0x05, 0xE0],  // dynamic block: too many length codes
            [0x03],  // a fixed block that ends before its end code
        ]
        for bytes in cases {
            #expect(
                Self.kind { () throws(ArtifactError) in _ = try Inflater.inflate(bytes, limit: 100) } == .malformed,
                "\(bytes)")
        }
    }

    @Test func zipLimitsAndNames() throws {
        let good = try Self.zip([("a.txt", String(repeating: "x", count: 3000)), ("b/c.txt", "hi")])
        let archive = try ZipArchive(bytes: good)
        #expect(try archive.contents(named: "a.txt") == Array(repeating: 0x78, count: 3000))
        var limits = ZipLimits()
        limits.maximumEntryCount = 1
        #expect(
            Self.kind { () throws(ArtifactError) in _ = try ZipArchive(bytes: good, limits: limits) } == .limitExceeded)
        limits = ZipLimits()
        limits.maximumEntrySize = 100
        #expect(
            Self.kind { () throws(ArtifactError) in
                _ = try ZipArchive(bytes: good, limits: limits).contents(named: "a.txt")
            } == .limitExceeded)
        limits = ZipLimits()
        limits.maximumTotalSize = 1000
        #expect(
            Self.kind { () throws(ArtifactError) in _ = try ZipArchive(bytes: good, limits: limits) } == .limitExceeded)
        limits = ZipLimits()
        limits.ratioFloor = 10
        limits.maximumCompressionRatio = 20
        #expect(
            Self.kind { () throws(ArtifactError) in
                _ = try ZipArchive(bytes: good, limits: limits).contents(named: "a.txt")
            } == .limitExceeded)

        let unsafe = try ZipArchive(bytes: try Self.zip([("../evil", "x"), ("/abs", "y"), ("a\\b", "z"), ("ok", "w")]))
        #expect(unsafe.entries.map(\.name) == ["ok"])
        #expect(unsafe.unsafeEntries.map(\.reason) == ["a .. component", "an absolute path", "a backslash"])
        #expect(
            Self.kind { () throws(ArtifactError) in _ = try ZipArchive(bytes: try! Self.zip([("d", "1"), ("d", "2")])) }
                == .malformed)

        // Truncations, a corrupt CRC, a central directory pointing outside, overlapping entries.
        for cut in [1, 10, 22, good.count / 2] {
            #expect(
                Self.kind { () throws(ArtifactError) in _ = try ZipArchive(bytes: Array(good.dropLast(cut))) } != nil)
        }
        var corrupt = try Self.zip([("a.txt", "hello")], deflated: false)
        corrupt[30 + 5] ^= 0xFF
        #expect(
            Self.kind { () throws(ArtifactError) in _ = try ZipArchive(bytes: corrupt).contents(named: "a.txt") }
                == .malformed)
        var outside = good
        let end = outside.count - 22
        outside[end + 16] = 0xFF
        outside[end + 17] = 0xFF
        #expect(Self.kind { () throws(ArtifactError) in _ = try ZipArchive(bytes: outside) } == .malformed)
        var overlapping = try Self.zip([("a", "aaaa"), ("b", "bbbb")], deflated: false)
        let directory = Int(overlapping[Self.end(overlapping) + 16]) | Int(overlapping[Self.end(overlapping) + 17]) << 8
        // The second central header's local offset → the first entry's header.
        let second = directory + 46 + 1
        for index in 0..<4 { overlapping[second + 42 + index] = 0 }
        #expect(Self.kind { () throws(ArtifactError) in _ = try ZipArchive(bytes: overlapping) } == .malformed)
        var zip64 = good
        zip64[end + 10] = 0xFF
        zip64[end + 11] = 0xFF
        zip64[end + 8] = 0xFF
        zip64[end + 9] = 0xFF
        #expect(Self.kind { () throws(ArtifactError) in _ = try ZipArchive(bytes: zip64) } == .unsupported)
    }

    static func end(_ bytes: [UInt8]) -> Int { bytes.count - 22 }

    @Test func resourceTableChunks() {
        // A table header whose size runs past the end, one of size 0 (a loop), one too small.
        let cases: [[UInt8]] = [
            [0x02, 0x00, 0x0C, 0x00, 0xFF, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00],
            [0x02, 0x00, 0x0C, 0x00, 0x14, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00] + [
                0x01, 0x00, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00,
            ],
            [0x02, 0x00, 0x04, 0x00, 0x0C, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00],
        ]
        for bytes in cases {
            #expect(
                Self.kind { () throws(ArtifactError) in _ = try ResourceTable(binary: bytes) } == .malformed, "\(bytes)"
            )
        }
    }

    @Test func protobufLimits() throws {
        let overlong: [UInt8] = [0x08] + Array(repeating: 0xFF, count: 10) + [0x01]
        #expect(Self.kind { () throws(ArtifactError) in _ = try ResourceTable(proto: overlong) } == .malformed)
        #expect(
            Self.kind { () throws(ArtifactError) in _ = try ResourceTable(proto: [0x12, 0x05, 0x00]) } == .malformed)
        #expect(Self.kind { () throws(ArtifactError) in _ = try BundleConfig(bytes: [0x0B]) } == .unsupported)
        // A value 40 messages deep: ResourceTable{2 Package{3 Type{3 Entry{6 ConfigValue{2 Value{5 …}}}}}}. The
        // schema has no recursion, so what lies below the fields the reader knows is skipped by its
        // length, never descended into: the table reads, with no value for the entry.
        var nested: [UInt8] = []
        for _ in 0..<40 { nested = ProtobufWriter.field(5, nested) }
        let deep = ProtobufWriter.field(
            2,
            ProtobufWriter.field(3, ProtobufWriter.field(3, ProtobufWriter.field(6, ProtobufWriter.field(2, nested)))))
        #expect(Self.kind { () throws(ArtifactError) in _ = try ResourceTable(proto: deep) } == nil)
        #expect(
            try BundleConfig(bytes: ProtobufWriter.bundleConfig(version: "1.0", languageSplit: true)).languageSplit
                == .enabled)
        #expect(try BundleConfig(bytes: []).languageSplit == .unspecified)
    }

    @Test func binaryPropertyListLimits() {
        // An array (object 0) holding itself: a cycle, stopped by the depth limit.
        let cycle: [UInt8] =
            Array("bplist00".utf8) + [0xA1, 0x00] + [0x08] + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 1]
            + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 10]
        #expect(Self.kind { () throws(ArtifactError) in _ = try BinaryPropertyList.read(cycle) } == .limitExceeded)
        // Object 0 = [1, 1], object 1 = [2, 2], … : each level doubles; far beyond the file's size.
        var objects: [UInt8] = []
        var offsets: [UInt8] = []
        for level in 0..<30 {
            offsets.append(UInt8(8 + objects.count))
            objects += level == 29 ? [0x08] : [0xA2, UInt8(level + 1), UInt8(level + 1)]
        }
        let table = 8 + objects.count
        let bomb =
            Array("bplist00".utf8) + objects + offsets + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 30]
            + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        #expect(Self.kind { () throws(ArtifactError) in _ = try BinaryPropertyList.read(bomb) } == .limitExceeded)
        #expect(
            Self.kind { () throws(ArtifactError) in _ = try BinaryPropertyList.read(Array(bomb.dropLast(3))) }
                == .malformed)
    }
}
