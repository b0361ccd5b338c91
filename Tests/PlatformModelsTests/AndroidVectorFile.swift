import Foundation
import TestSupport

/// The Android test vectors of the pinned notes (`platforms/PLATFORM-MATCHING.md` §3.7),
/// read from the file: AOSP's ConfigLocale_test rows 1–33, the LocaleDataLookup_test list and
/// CTS LocaleListTest rows 34–44, in the notes' shorthand.
struct AndroidVectorFile {
    static let path = "platforms/PLATFORM-MATCHING.md"

    /// A table row: its number and cells (backticks and surrounding spaces removed).
    struct Row: CustomStringConvertible {
        let number: Int
        let cells: [String]
        var description: String { "row \(number): \(cells.joined(separator: " | "))" }
    }

    let rows: [Row]
    /// The LocaleDataLookup_test paragraph, lines joined.
    let lookupText: String

    init() throws {
        let text = try PinnedData.text(Self.path)
        guard let start = text.range(of: "### 3.7 Android test vectors"),
            let end = text.range(of: "\n## 4.", range: start.upperBound..<text.endIndex)
        else { throw Malformed(text: "no §3.7 in \(Self.path)") }
        let section = text[start.upperBound..<end.lowerBound]
        var rows: [Row] = []
        for line in section.split(separator: "\n") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if line.hasPrefix("| "), let number = cells.first.flatMap({ Int($0) }) {
                guard cells.count == 4 else { throw Malformed(text: "not three cells after the number: \(line)") }
                rows.append(
                    Row(number: number, cells: cells.dropFirst().map { $0.replacingOccurrences(of: "`", with: "") }))
            }
        }
        self.rows = rows
        guard let lookup = section.range(of: "From LocaleDataLookup_test") else {
            throw Malformed(text: "no LocaleDataLookup_test paragraph in \(Self.path)")
        }
        lookupText = section[lookup.lowerBound...].components(separatedBy: "\n\n")[0]
            .replacingOccurrences(of: "\n", with: " ")
    }

    /// `a / b / c`, trimmed.
    static func alternatives(_ cell: String) -> [String] {
        cell.components(separatedBy: " / ").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// `a ; b`, trimmed.
    static func clauses(_ cell: String) -> [String] {
        cell.components(separatedBy: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `true` / `false` / `T` / `F`.
    static func bool(_ text: String) throws -> Bool {
        switch text {
        case "true", "T": return true
        case "false", "F": return false
        default: throw Malformed(text: "not a truth value: \(text)")
        }
    }

    /// `NAME(args)=value` items of the lookup paragraph's group starting with `name`: the
    /// arguments split at commas and the value.
    func lookupItems(_ name: String) throws -> [(arguments: [String], value: String)] {
        guard let group = lookupText.components(separatedBy: "; ").first(where: { $0.contains("\(name)(") }) else {
            throw Malformed(text: "no \(name) list in the LocaleDataLookup paragraph")
        }
        let expression = try NSRegularExpression(pattern: #"\(([^)]*)\)=([^,;.\s]+)"#)
        let range = NSRange(group.startIndex..., in: group)
        return expression.matches(in: group, range: range).map { match in
            let arguments = String(group[Range(match.range(at: 1), in: group)!])
            return (
                arguments.components(separatedBy: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                String(group[Range(match.range(at: 2), in: group)!])
            )
        }
    }

    struct Malformed: Error, CustomStringConvertible {
        let text: String
        var description: String { text }
    }
}
