import AppLanguage
import Foundation
import InputLanguage
import LanguageTags
import WireDocuments

/// A kind of bad input, built from an entry point's valid input.
enum BadInput: String, CaseIterable, Sendable, Comparable, CustomStringConvertible {
    case empty
    case whitespace
    /// 1 MB where the valid input has a tag (or another string).
    case overlongString
    /// Valid UTF-8 outside ASCII where the valid input has a tag.
    case nonASCII
    /// Bytes that are not UTF-8 where the valid input has a tag: only where bytes are accepted.
    case invalidUTF8
    /// 100,000 levels of `[`, closed again, where the valid input has a tag (quotes and all).
    case deeplyNested
    /// The first half of the valid input.
    case truncated
    /// The valid document inside an array: the wrong type at the root.
    case wrongRootType
    /// A number where the valid input has a tag.
    case wrongValueType
    /// A key the format does not have, added to the top-level object.
    case unknownKey
    /// The top-level object's first key (in key order) given twice, with the same value.
    case duplicateKey

    var description: String { rawValue }

    static func < (lhs: BadInput, rhs: BadInput) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    static let megabyte = 1 << 20
}

/// What an entry point did with an input, in words the tables compare: `ok` (with a detail
/// where the entry point recovers, as documented, from a bad part of a good input) or the
/// typed error, by type and case (`PolicyError.malformedTag`), by JSON path
/// (`DocumentError at $.field.contract (invalidValue)`) or by bridge kind (`error: invalid_json`).
enum Outcome {
    /// Runs `body`: `ok`, or the error thrown.
    static func of(_ body: () throws -> Void) -> String {
        detailing {
            try body()
            return nil
        }
    }

    /// Runs `body`: `ok`, its detail, or the error thrown.
    static func detailing(_ body: () throws -> String?) -> String {
        do {
            return try body().map { "ok, \($0)" } ?? "ok"
        } catch {
            return describe(error)
        }
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case LanguageTagError.empty: "LanguageTagError.empty"
        case let error as LanguageTagError: "LanguageTagError.\(caseName(error))"
        case let error as PolicyError:
            "PolicyError: "
                + error.problems.map { problem in
                    if case .document(let document) = problem { return describe(document) }
                    return "\(caseName(problem)) at \(problem.path)"
                }.joined(separator: "; ")
        case let error as DocumentError:
            switch error.reason {
            case .notJSON: "DocumentError: not JSON"
            case .tooDeep: "DocumentError: too deep"
            default: "DocumentError at \(error.path) (\(caseName(error.reason)))"
            }
        case let error as AppLanguageStoreError: "AppLanguageStoreError.\(caseName(error))"
        case let error as DecodingError: "DecodingError.\(caseName(error))"
        default: "\(type(of: error)): \(error)"
        }
    }

    /// An enumeration case's name (`malformedTag`), from its payload's label.
    static func caseName(_ value: Any) -> String {
        Mirror(reflecting: value).children.first?.label ?? "\(value)"
    }

    /// `unexpected end of text` from `not valid JSON: unexpected end of text at line 1, column 3`.
    static func reason(_ message: String) -> String {
        var text = message.hasPrefix("not valid JSON: ") ? String(message.dropFirst(16)) : message
        if let at = text.range(of: " at line ") { text = String(text[..<at.lowerBound]) }
        return text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    /// A bridge answer: `error: KIND`, or `ok` with the detail `detail` finds in the answer.
    static func bridge(_ answer: String, detail: (JSONObject) -> String? = { _ in nil }) -> String {
        guard case .object(let members) = try? JSONValue.parse(answer) else { return "not JSON: \(answer.prefix(80))" }
        if case .object(let error)? = members["error"], case .string(let kind)? = error["kind"] {
            return "error: \(kind)"
        }
        return detail(members).map { "ok, \($0)" } ?? "ok"
    }
}
