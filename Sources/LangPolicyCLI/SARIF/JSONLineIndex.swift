internal import LanguageTags
package import WireDocuments

/// The line each value of a JSON document starts on, by its path (`$.aliases["en-AU"]` →
/// 4), so that a finding about a value of a policy or a decision table points at its line.
/// Read once; a malformed document keeps the lines read before the error; nesting deeper than
/// 512 levels is not followed.
package struct JSONLineIndex {
    private var lines: [DocumentPath: Int] = [:]

    package init(_ bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        reader.value(at: .root, depth: 0, into: &lines)
    }

    /// The line of the value at `path`, or of the nearest enclosing value the index has, from 1.
    package func line(of path: DocumentPath) -> Int? {
        var components = path.components
        while true {
            if let line = lines[DocumentPath(components: components)] { return line }
            guard !components.isEmpty else { return nil }
            components.removeLast()
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var failed = false

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x0A: line += 1
                case 0x20, 0x09, 0x0D: break
                default: return
                }
                index += 1
            }
        }

        mutating func value(at path: DocumentPath, depth: Int, into lines: inout [DocumentPath: Int]) {
            skipSpace()
            guard !failed, index < bytes.count, depth <= 512 else {
                failed = true
                return
            }
            lines[path] = line
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var first = true
                while !failed {
                    skipSpace()
                    guard index < bytes.count else { return fail() }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return
                    }
                    if !first {
                        guard bytes[index] == UInt8(ascii: ",") else { return fail() }
                        index += 1
                        skipSpace()
                    }
                    first = false
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return fail() }
                    let keyLine = line
                    let key = string()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return fail() }
                    index += 1
                    let member = path.appending(key)
                    value(at: member, depth: depth + 1, into: &lines)
                    // A member is where its key is.
                    lines[member] = keyLine
                }
            case UInt8(ascii: "["):
                index += 1
                var element = 0
                while !failed {
                    skipSpace()
                    guard index < bytes.count else { return fail() }
                    if bytes[index] == UInt8(ascii: "]") {
                        index += 1
                        return
                    }
                    if element > 0 {
                        guard bytes[index] == UInt8(ascii: ",") else { return fail() }
                        index += 1
                    }
                    value(at: path.appending(element), depth: depth + 1, into: &lines)
                    element += 1
                }
            case UInt8(ascii: "\""):
                _ = string()
            default:
                // A number, true, false or null: up to the next delimiter.
                while index < bytes.count, !" \t\r\n,]}".utf8.contains(bytes[index]) { index += 1 }
            }
        }

        mutating func fail() { failed = true }

        /// The string at `index` (a `"`), unescaped enough for keys: `\"`, `\\`, `\/`, `\u` of
        /// one UTF-16 unit; the index after it.
        mutating func string() -> String {
            index += 1
            var scalars: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: scalars, as: UTF8.self) }
                if byte == 0x0A { line += 1 }
                guard byte == UInt8(ascii: "\\"), index < bytes.count else {
                    scalars.append(byte)
                    continue
                }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u") where index + 4 <= bytes.count:
                    let hex = String(decoding: bytes[index..<index + 4], as: UTF8.self)
                    index += 4
                    if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                        scalars += Array(String(Character(scalar)).utf8)
                    }
                default: scalars.append(escaped)
                }
            }
            failed = true
            return String(decoding: scalars, as: UTF8.self)
        }
    }
}
