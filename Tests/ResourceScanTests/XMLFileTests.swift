import Testing

@testable import ResourceScan

/// The XML files of both platforms, read by the package's own XML reader.
@Suite("Reading XML resource files")
struct XMLFileTests {
    @Test func readsAndroidStringsPluralsArraysAndTranslatable() throws {
        let file = try AndroidValuesFile(
            bytes: Array(
                """
                <?xml version="1.0" encoding="utf-8"?>
                <!-- A comment with <tags> & ampersands -->
                <resources xmlns:tools="http://schemas.android.com/tools" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                    <string name="app_name" translatable="false">Demo</string>
                    <string name="welcome">Hello <b>dear</b> <xliff:g id="name" example="Ann">%1$s</xliff:g>!</string>
                    <string name="cdata"><![CDATA[<a href="x">link</a> & more]]></string>
                    <string name="entities">Tom &amp; Jerry &lt;3 &#8230; &#x2014; &quot;q&quot; &apos;a&apos;</string>
                    <string name="escaped">Don\\'t \\n stop</string>
                    <string name="empty"/>
                    <color name="accent">#FF0000</color>
                    <plurals name="songs">
                        <item quantity="one">%d song</item>
                        <item quantity="other">%d songs</item>
                    </plurals>
                    <string-array name="planets"><item>Mercury</item><item>Venus</item></string-array>
                    <integer-array name="numbers"><item>1</item></integer-array>
                </resources>
                """.utf8))
        #expect(
            file.resources.map(\.name) == [
                "app_name", "welcome", "cdata", "entities", "escaped", "empty", "songs", "planets",
            ])
        #expect(file.resources.map(\.isTranslatable) == [false, true, true, true, true, true, true, true])
        #expect(file.resources[1].values == ["Hello dear %1$s!"])
        #expect(file.resources[2].values == [#"<a href="x">link</a> & more"#])
        #expect(file.resources[3].values == ["Tom & Jerry <3 … — \"q\" 'a'"])
        #expect(file.resources[4].values == [#"Don\'t \n stop"#])
        #expect(file.resources[5].values == [""])
        #expect(file.resources[6].kind == .plurals)
        #expect(file.resources[6].quantities == ["one", "other"])
        #expect(file.resources[6].values == ["%d song", "%d songs"])
        #expect(file.resources[7].kind == .stringArray)
        #expect(file.resources[7].values == ["Mercury", "Venus"])
    }

    @Test(arguments: [
        ("<resources><string name=\"a\">x</resources>", "line 1: </resources> closes <string>"),
        ("<resources>\n<string name=\"a\">AT&T</string></resources>", "line 2: & starts no entity (write &amp;)"),
        ("<resources><string name=\"a\">&nbsp;</string></resources>", "line 1: unknown entity &nbsp;"),
        ("<resources><string name=\"a\">x</string>", "line 1: the document ends inside <resources>"),
        ("<resources/><resources/>", "line 1: a second root element <resources>"),
        ("<resources><string name=a>x</string></resources>", "line 1: expected a quoted value for name"),
        ("text<resources/>", "line 1: text outside the root element"),
        ("<resources><!-- open </resources>", "line 1: unterminated comment"),
    ])
    func refusesWhatAapt2Refuses(text: String, message: String) {
        do {
            _ = try AndroidValuesFile(bytes: Array(text.utf8))
            Issue.record("\(text) should be refused")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func readsALocaleConfigWithLines() throws {
        let config = try LocaleConfigFile(
            bytes: Array(
                """
                <?xml version="1.0" encoding="utf-8"?>
                <locale-config xmlns:android="http://schemas.android.com/apk/res/android" android:defaultLocale="en-US">
                    <locale android:name="en-US"/>
                    <locale android:name="b+sr+Latn"></locale>
                    <locale android:name="iw"/>
                </locale-config>
                """.utf8))
        #expect(
            config.locales == [
                .init(name: "en-US", line: 3), .init(name: "b+sr+Latn", line: 4), .init(name: "iw", line: 5),
            ])
        #expect(config.defaultLocale == "en-US")
        #expect(throws: ResourceFileError.self) { try LocaleConfigFile(bytes: Array("<resources/>".utf8)) }
    }

    @Test func readsAStringsDictsPluralVariables() throws {
        let file = try StringsDictFile(
            bytes: Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                    <key>files %d in %d folders</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@files@ in %#@folders@</string>
                        <key>files</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d file</string>
                            <key>other</key>
                            <string>%d files</string>
                        </dict>
                        <key>folders</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>zero</key>
                            <string>no folder</string>
                            <key>other</key>
                            <string>%d folders</string>
                        </dict>
                    </dict>
                    <key>width</key>
                    <dict>
                        <key>NSStringVariableWidthRuleType</key>
                        <dict><key>1</key><string>W</string><key>20</key><string>Wide</string></dict>
                        <key>flag</key><true/>
                        <key>count</key><integer>2</integer>
                        <key>list</key><array><string>a</string><real>1.5</real></array>
                    </dict>
                </dict>
                </plist>
                """.utf8))
        #expect(file.entries.map(\.key) == ["files %d in %d folders", "width"])
        #expect(file.entries[0].pluralForms == ["files:one", "files:other", "folders:other", "folders:zero"])
        #expect(file.entries[1].pluralForms == [])
    }

    @Test func refusesAStringsDictThatIsNoDictionaryOfKeys() {
        #expect(throws: ResourceFileError.self) {
            try StringsDictFile(bytes: Array("<plist><array><string>a</string></array></plist>".utf8))
        }
        #expect(throws: ResourceFileError.self) {
            try StringsDictFile(bytes: Array("<plist><dict><key>a</key><string>b</string></dict></plist>".utf8))
        }
        #expect(throws: ResourceFileError.self) { try StringsDictFile(bytes: Array("<dict/>".utf8)) }
    }
}
