// The Foundation judge of TranslationText's Apple format parse: runs Foundation's own
// `String(format:arguments:)` (swift-corelibs-foundation, CoreFoundation's
// `__CFStringAppendFormatCore`) on formats with the arguments our parse says CoreFoundation
// reads. Lines in: `ID<TAB>FORMAT<TAB>SLOTS` (FORMAT with \\ \t \n escaped; SLOTS one letter
// an argument, in the order they are passed: i integer, d double, L long double, o object,
// s C string, S UTF-16 string, P Pascal string, p pointer, n pointer for %n; a trailing `*`
// varies that argument, and the others are constant). Lines out, each flushed: `BEGIN ID`,
// then `ID<TAB>SHOWN<TAB>LENGTH` — the varied arguments (0-based) whose value changed the
// output, and the output's length in UTF-16 units with every argument at its first value.
// If CoreFoundation reads a bad pointer the process dies after `BEGIN ID`: the test
// (AppleJudgeTests) records the case and runs the rest in a new process.
import Foundation

/// Writes a line at once (the test reads `BEGIN` lines of a process that may die next).
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

// The strings below are never freed: a judge process lives for one batch of cases.

func cString(_ text: String) -> UnsafePointer<CChar> {
    UnsafePointer(strdup(text)!)
}

func unicharString(_ text: String) -> UnsafePointer<UInt16> {
    let units = Array(text.utf16) + [0]
    let pointer = UnsafeMutablePointer<UInt16>.allocate(capacity: units.count)
    pointer.initialize(from: units, count: units.count)
    return UnsafePointer(pointer)
}

func pascalString(_ text: String) -> UnsafePointer<UInt8> {
    let bytes = [UInt8(text.utf8.count)] + Array(text.utf8)
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    pointer.initialize(from: bytes, count: bytes.count)
    return UnsafePointer(pointer)
}

/// The argument of a slot: `first` values, or the second ones (different in every rendering).
func argument(_ kind: Character, slot: Int, second: Bool) -> CVarArg {
    switch kind {
    case "i": return second ? 66 + 2 * slot : 65 + 2 * slot
    case "d": return (second ? 2.75 : 1.25) + Double(slot)
    #if arch(x86_64)
        case "L": return Float80((second ? 2.75 : 1.25) + Double(slot))
    #endif
    case "o": return NSString(string: "\(second ? "Z" : "Q")\(slot)")
    case "s": return cString("\(second ? "z" : "q")\(slot)")
    case "S": return unicharString("\(second ? "Z" : "Q")\(slot)")
    case "P": return pascalString("\(second ? "y" : "x")\(slot)")
    case "p": return OpaquePointer(bitPattern: (second ? 0x20000 : 0x10000) + 16 * slot)!
    // Where `%n` would write: CoreFoundation reads the pointer and ignores it.
    case "n": return OpaquePointer(UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16))
    default: return 3
    }
}

func unescape(_ field: Substring) -> String {
    var text = ""
    var escaped = false
    for character in field {
        if escaped {
            text.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
            escaped = false
        } else if character == "\\" {
            escaped = true
        } else {
            text.append(character)
        }
    }
    return text
}

while let line = readLine(strippingNewline: true) {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 3 else { continue }
    emit("BEGIN \(fields[0])")
    let format = unescape(fields[1])
    var kinds: [(Character, Bool)] = []
    for slot in fields[2].split(separator: ",") where !slot.isEmpty {
        kinds.append((slot.first!, slot.hasSuffix("*")))
    }
    func arguments(changing changed: Int?) -> [CVarArg] {
        kinds.enumerated().map { slot, kind in argument(kind.0, slot: slot, second: slot == changed) }
    }
    let first = String(format: format, arguments: arguments(changing: nil))
    var shown: [String] = []
    for (slot, kind) in kinds.enumerated() where kind.1 {
        if String(format: format, arguments: arguments(changing: slot)) != first { shown.append(String(slot)) }
    }
    emit("\(fields[0])\t\(shown.joined(separator: ","))\t\(first.utf16.count)")
}
