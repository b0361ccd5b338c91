#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds a key that an object repeats in JSON text. `JSONDecoder` keeps the first value of a
/// repeated key and drops the others without a word, which this module's strict formats must
/// not allow (the bridge, whose parser rejects repeated keys, would refuse the same text).
enum RepeatedKeys {
    /// The JSON path (`field.contract`, `inputCases[0].name`) of the first key, in document
    /// order, that its object already has; nil when there is none. Meant for text that
    /// `JSONDecoder` has accepted; any other text gives nil or a path, never a crash.
    static func firstPath(in json: Data) -> String? {
        json.withUnsafeBytes { raw in firstPath(in: raw.bindMemory(to: UInt8.self)) }
    }

    /// An object or array being read: an object's keys so far and the key whose value is being
    /// read, or an array's current index.
    private struct Container {
        let isObject: Bool
        var keys: Set<String> = []
        var key = ""
        var expectingKey = false
        var index = 0
    }

    private static func firstPath(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var containers: [Container] = []
        var position = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "{"):
                containers.append(Container(isObject: true, expectingKey: true))
            case UInt8(ascii: "["):
                containers.append(Container(isObject: false))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !containers.isEmpty { containers.removeLast() }
            case UInt8(ascii: ","):
                guard let last = containers.indices.last else { break }
                if containers[last].isObject {
                    containers[last].expectingKey = true
                } else {
                    containers[last].index += 1
                }
            case UInt8(ascii: "\""):
                let start = position + 1
                var end = start
                var escaped = false
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    if bytes[end] == UInt8(ascii: "\\") {
                        escaped = true
                        end += 1
                    }
                    end += 1
                }
                position = end
                guard let last = containers.indices.last, containers[last].isObject, containers[last].expectingKey
                else { break }
                let text = UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)])
                let key = escaped ? unescaped(text) : String(decoding: text, as: UTF8.self)
                containers[last].expectingKey = false
                guard containers[last].keys.insert(key).inserted else { return path(containers, key) }
                containers[last].key = key
            default:
                break
            }
            position += 1
        }
        return nil
    }

    /// The path to `key` in the innermost of `containers`, as ``InputDecodingError`` writes paths.
    private static func path(_ containers: [Container], _ key: String) -> String {
        var path = ""
        for container in containers.dropLast() {
            path += container.isObject ? (path.isEmpty ? container.key : "." + container.key) : "[\(container.index)]"
        }
        return path.isEmpty ? key : path + "." + key
    }

    /// The text of a JSON string's contents with escapes.
    private static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var result = ""
        var units: [UInt16] = []  // `\u` escapes not yet added: a surrogate pair comes in two
        var plainStart = 0
        var position = 0
        func addUnits() {
            result += String(decoding: units, as: UTF16.self)
            units = []
        }
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count else {
                position += 1
                continue
            }
            if plainStart < position {
                addUnits()
                result += String(decoding: UnsafeBufferPointer(rebasing: bytes[plainStart..<position]), as: UTF8.self)
            }
            let escape = bytes[position + 1]
            position += 2
            if escape == UInt8(ascii: "u"), position + 4 <= bytes.count,
                let unit = UInt16(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + 4]), as: UTF8.self),
                    radix: 16)
            {
                units.append(unit)
                position += 4
            } else {
                addUnits()
                switch escape {
                case UInt8(ascii: "b"): result += "\u{8}"
                case UInt8(ascii: "f"): result += "\u{C}"
                case UInt8(ascii: "n"): result += "\n"
                case UInt8(ascii: "r"): result += "\r"
                case UInt8(ascii: "t"): result += "\t"
                default: result.unicodeScalars.append(Unicode.Scalar(escape))
                }
            }
            plainStart = position
        }
        addUnits()
        if plainStart < bytes.count {
            result += String(decoding: UnsafeBufferPointer(rebasing: bytes[plainStart...]), as: UTF8.self)
        }
        return result
    }
}
