import Testing

@testable import InputLanguage

@Suite struct TextInputContextIdentifierTests {
    func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String($0 >> 4, radix: 16) + String($0 & 0xF, radix: 16) }.joined()
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func sha256MatchesTheStandardVectors(_ message: String, _ digest: String) {
        #expect(hex(SHA256.digest(Array(message.utf8))) == digest)
    }

    @Test func sha256OfAMillionAs() {
        #expect(
            hex(SHA256.digest([UInt8](repeating: 0x61, count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func identifiersAreOpaqueStableAndDistinct() {
        let first = TextInputContextIdentifier(conversation: "c-8812", salt: "install-1")
        #expect(first == TextInputContextIdentifier(conversation: "c-8812", salt: "install-1"))
        #expect(first.value.hasPrefix("lp-") && first.value.count == 35)
        #expect(!first.value.contains("8812"))
        #expect(first != TextInputContextIdentifier(record: "c-8812", salt: "install-1"))
        #expect(first != TextInputContextIdentifier(conversation: "c-8812", salt: "install-2"))
        #expect(first != TextInputContextIdentifier(conversation: "c-8813", salt: "install-1"))
    }
}
