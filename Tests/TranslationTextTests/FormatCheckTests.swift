import Testing
import TranslationText

/// The verdicts of the format checks, with the issue's cases: each row is a default value, a
/// translation and the findings' verdicts and codes (the JVM and Foundation judges check the
/// model under them on every fixture string and mutation).
@Suite struct FormatCheckTests {
    typealias Row = (base: String, translation: String, expected: [String])

    static let androidRows: [Row] = [
        ("%1$s sent %2$d", "%1$s a envoyé %2$d", []),
        ("%1$s sent %2$d", "%2$d envoyés par %1$s", []),
        ("%d segundos", "% segundos", ["crash format-exception"]),
        ("%1$s", "trí% 1$s", ["crash format-exception"]),
        ("%1$s %2$s", "%1$s %3$s", ["crash format-exception"]),
        ("%1$d%% off", "%1$d% af", ["risk non-positional-arguments", "crash format-exception"]),
        ("%1$s", "\u{066A}1$s", ["wrong-text foreign-percent-sign", "wrong-text argument-not-shown"]),
        ("%1$s and %2$s", "%1$s", ["wrong-text argument-not-shown"]),
        ("%d files", "%s fichiers", []),
        ("%d files", "%x fichiers", ["wrong-text argument-shown-differently"]),
        ("%s", "%b", ["wrong-text argument-not-shown"]),
        ("%1$s", "%1$s %2$s", ["crash format-exception"]),
        ("%d%%", "%d %", ["crash format-exception"]),
        ("%1$d of %2$d", "%d de %d", ["risk non-positional-arguments"]),
        ("%s", "%d", ["crash format-exception"]),
        ("%d", "%s %d", ["risk non-positional-arguments", "crash format-exception"]),
        ("%.1f km", "%.2f km", []),
        ("%.1f km", "%d km", ["crash format-exception"]),
        ("%1$tY", "%1$tB %1$tY", []),
        ("No format", "Pas de % format", []),
        ("%1$s", "@string/other", []),
    ]

    @Test(arguments: androidRows)
    func android(row: Row) throws {
        let findings = FormatCheck.android(
            default: try AndroidStringValue(xml: row.base), translation: try AndroidStringValue(xml: row.translation))
        #expect(
            findings.map { "\($0.verdict.rawValue) \($0.code.rawValue)" } == row.expected, "\(findings.map(\.userGets))"
        )
    }

    @Test func pluralItemsMayLeaveTheNumberOut() throws {
        let base = try AndroidStringValue(xml: "%d songs")
        let one = try AndroidStringValue(xml: "One song")
        #expect(FormatCheck.android(default: base, translation: one, isString: false, mayOmitArguments: true).isEmpty)
        #expect(
            FormatCheck.android(default: base, translation: one, isString: false).map(\.code) == [.argumentNotShown])
    }

    static let appleRows: [Row] = [
        ("%@ has %lld posts", "%@ a %lld messages", []),
        ("%@ has %lld posts", "%2$lld messages de %1$@", []),
        ("%lld new posts", "%@ nouveaux messages", ["crash bad-pointer"]),
        // CoreFoundation reads positions in order and skips the ones no specifier names: %3$@
        // reads the second argument (Foundation prints "A et B").
        ("%@ and %@", "%1$@ et %3$@", []),
        ("%@ and %@", "%1$@, %2$@ et %3$@", ["crash argument-missing"]),
        ("%lld publicacions", "% publicacions", ["wrong-text argument-type-mismatch"]),
        ("%@ sent", "%@ envoyé %@", ["crash argument-missing"]),
        ("%@ has %lld", "%@ hat", ["wrong-text argument-not-shown"]),
        ("%lld posts", "%lf posts", ["wrong-text argument-type-mismatch"]),
        ("%lld posts", "%llx posts", ["wrong-text argument-shown-differently"]),
        ("%@", "%s", ["wrong-text argument-type-mismatch"]),
        ("%s", "%@", ["crash bad-pointer"]),
        ("%@", "%9$@", ["wrong-text format-refused"]),
        ("%@", "%200$@", ["crash format-refused"]),
        ("%d%%", "%d %", []),
        ("%d%%", "%d%% de %@", ["crash argument-missing"]),
        ("%#@posts@", "%#@posts@", []),
        ("No format", "Pas de %@", []),
    ]

    @Test(arguments: appleRows)
    func apple(row: Row) {
        let findings = FormatCheck.apple(default: row.base, translation: row.translation)
        #expect(
            findings.map { "\($0.verdict.rawValue) \($0.code.rawValue)" } == row.expected, "\(findings.map(\.userGets))"
        )
    }

    @Test func coreFoundationNumbersArguments() {
        let format = AppleFormat(parsing: "%1$@ %@ %*d %.*f %#@files@ %[key]@ 100%!")
        #expect(format.specifiers.map(\.kind) == [.object, .object, .integer, .double, .object, .object, .literal])
        #expect(format.specifiers.map(\.position) == [0, 0, 2, 4, 5, 6, nil])
        #expect(format.specifiers[2].widthPosition == 1)
        #expect(format.specifiers[3].precisionPosition == 3)
        #expect(format.specifiers[4].variable == "files")
        #expect(format.readPositions == [0, 1, 2, 3, 4, 5, 6])
    }
}
