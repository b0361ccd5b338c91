/// The languages an Xcode project declares, read from its `project.pbxproj` (an old-style
/// property list): the PBXProject's `developmentRegion` (the development language, which
/// becomes `CFBundleDevelopmentRegion`) and `knownRegions` (the localizations the project
/// knows, `Base` among them).
///
/// ```swift
/// let project = try XcodeProjectFile(bytes: Array("""
///     developmentRegion = en;
///     knownRegions = (
///         en,
///         Base,
///         "zh-Hans",
///     );
///     """.utf8))
/// project.developmentRegion   // "en"
/// project.knownRegions        // ["en", "Base", "zh-Hans"]
/// ```
package struct XcodeProjectFile: Hashable, Sendable {
    /// `developmentRegion`, if the file sets it.
    package let developmentRegion: String?
    /// `knownRegions` in file order (duplicates kept), or nil when the file has none.
    package let knownRegions: [String]?

    /// Reads the bytes of a `project.pbxproj` (UTF-8).
    ///
    /// - Throws: `ResourceFileError` when a string or comment is not terminated, or a list
    ///   of `knownRegions` is malformed.
    package init(bytes: [UInt8]) throws(ResourceFileError) {
        let tokens = try bytes.withUnsafeBufferPointer { buffer throws(ResourceFileError) in
            try PropertyListTokens(buffer).tokens
        }
        var region: String?
        var regions: [String]?
        var index = 0
        func token(_ offset: Int) -> PropertyListTokens.Token? {
            index + offset < tokens.count ? tokens[index + offset] : nil
        }
        while index < tokens.count {
            defer { index += 1 }
            guard case .string(let key, _) = tokens[index], token(1)?.isSymbol("=") == true else { continue }
            if key == "developmentRegion", region == nil, case .string(let value, _)? = token(2) {
                region = value
            } else if key == "knownRegions", regions == nil {
                guard token(2)?.isSymbol("(") == true else {
                    throw .syntax(line: tokens[index].line, message: "knownRegions is not a list")
                }
                var list: [String] = []
                index += 3
                while let next = token(0), !next.isSymbol(")") {
                    if case .string(let value, _) = next { list.append(value) }
                    index += 1
                }
                regions = list
            }
        }
        developmentRegion = region
        knownRegions = regions
    }
}

/// The tokens of an old-style (OpenStep) property list: strings, quoted or not, and the
/// symbols `= ; , ( ) { }`; comments dropped.
struct PropertyListTokens {
    enum Token: Hashable {
        case string(String, line: Int)
        case symbol(UInt8, line: Int)

        var line: Int {
            switch self {
            case .string(_, let line), .symbol(_, let line): line
            }
        }

        func isSymbol(_ symbol: Unicode.Scalar) -> Bool {
            if case .symbol(let byte, _) = self { return byte == UInt8(ascii: symbol) }
            return false
        }
    }

    private(set) var tokens: [Token] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(ResourceFileError) {
        var reader = StringsReader(bytes)
        while true {
            try reader.skipSpaceAndComments()
            guard let byte = reader.peek() else { return }
            let line = reader.line
            if Self.symbols.contains(byte) {
                tokens.append(.symbol(byte, line: line))
                reader.advance()
            } else if let string = try reader.string() {
                tokens.append(.string(string, line: line))
            } else {
                throw reader.error("unexpected character")
            }
        }
    }

    private static let symbols = Array("=;,(){}".utf8)
}
