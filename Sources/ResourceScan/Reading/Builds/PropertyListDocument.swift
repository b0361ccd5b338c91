package import ArtifactFormats

/// A property list or strings file of a built bundle, in whichever form the build wrote it
/// (Xcode's `STRINGS_FILE_OUTPUT_ENCODING`: UTF-16 text by default, UTF-8 text, or binary):
/// `bplist00`, an XML property list (UTF-8 or UTF-16), or `.strings` text (UTF-8 or UTF-16,
/// told by its byte order mark or its zero bytes), read by the package's readers
/// (`BinaryPropertyList`, `PropertyList`, ``StringsFile``).
///
/// ```swift
/// let document = try PropertyListDocument(bytes: Array(#""title" = "Titre";"#.utf8))
/// document.format   // .stringsText
/// document.value    // .dictionary([("title", .string("Titre"))])
/// ```
package struct PropertyListDocument {
    /// The form the file was in.
    package enum Format: String, Hashable, Sendable {
        case binary = "binary plist"
        case xml = "XML plist"
        case stringsText = "strings text"
    }

    package let format: Format
    let value: PropertyList.Value

    /// Reads a property list or strings file in any of its forms.
    ///
    /// - Throws: `ArtifactError` for a file in none of them.
    package init(bytes: [UInt8]) throws(ArtifactError) {
        if bytes.starts(with: BinaryPropertyList.magic) {
            format = .binary
            value = try BinaryPropertyList.read(bytes)
            return
        }
        let utf8: [UInt8]
        do { utf8 = try StringsFile.utf8(bytes) } catch { throw ArtifactError(.malformed, .strings, error.description) }
        let start = utf8.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if start.starts(with: Array("<?xml".utf8)) || start.starts(with: Array("<!DOCTYPE".utf8))
            || start.starts(with: Array("<plist".utf8))
        {
            format = .xml
            do { value = try PropertyList(bytes: utf8).value } catch {
                throw ArtifactError(.malformed, .propertyList, error.description)
            }
            return
        }
        format = .stringsText
        do {
            let file = try StringsFile(bytes: bytes)
            value = .dictionary(file.entries.map { PropertyList.Member(key: $0.key, value: .string($0.value)) })
        } catch {
            throw ArtifactError(.malformed, .strings, error.description)
        }
    }

    /// The value in words (for comparing two readings).
    package var summary: String { "\(value)" }

    /// The document read as a `.stringsdict`, or nil when it is not shaped as one.
    package var stringsDictFile: StringsDictFile? { try? StringsDictFile(propertyList: value) }

    /// The member `key` of a dictionary document.
    subscript(key: String) -> PropertyList.Value? {
        guard case .dictionary(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }
}
