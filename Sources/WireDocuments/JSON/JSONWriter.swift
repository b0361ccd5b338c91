internal import LanguageTags

/// The one JSON writer of the package: UTF-8 bytes, values streamed member by member, keys in
/// the order given; or, made with ``init(buildingTree:)``, the same calls build a ``JSONValue``
/// (for `Encodable` conformances, which hand values to other encoders) — either way nothing is
/// parsed again. Everything the package writes has its keys sorted, so that a document's text is
/// stable; debug builds check the order.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.object { writer in
///     writer.key("effectiveLocale")
///     writer.string("fr")
/// }
/// writer.text   // {"effectiveLocale":"fr"}
/// ```
package struct JSONWriter {
    /// The text so far, in a buffer of its own: appending a byte is a store, with no check of
    /// an array's uniqueness (a writer is used in place, as an `inout` value, never copied).
    private let output: Output
    private let pretty: Bool
    private var depth = 0
    /// Whether the next member or element needs a separator.
    private var afterValue = false
    /// Whether a key was just written: its value needs no separator.
    private var afterKey = false
    #if DEBUG
        private var lastKeys: [String?] = [nil]
    #endif
    /// The tree being built instead of text, for a writer made with ``init(buildingTree:)``.
    private var tree: JSONTreeBuilder?

    /// A writer of compact text, or text indented by two spaces when `pretty`.
    package init(pretty: Bool = false, capacity: Int = 512) {
        self.pretty = pretty
        output = Output(capacity: capacity)
    }

    /// A writer whose calls build a value (``builtTree``) instead of text.
    package init(buildingTree: Void) {
        self.init(capacity: 0)
        tree = JSONTreeBuilder()
    }

    /// The value a writer made with ``init(buildingTree:)`` built (null before anything is written).
    package var builtTree: JSONValue { tree?.result ?? .null }

    /// The text written, as UTF-8 bytes.
    package var bytes: [UInt8] { Array(output.written) }

    /// The text written.
    package var text: String { String(decoding: output.written, as: UTF8.self) }

    // MARK: Streaming

    /// An object whose members `body` writes with ``key(_:)`` and a value each.
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        if tree != nil { return building(object: true, body) }
        open(0x7B)
        #if DEBUG
            lastKeys.append(nil)
        #endif
        body(&self)
        #if DEBUG
            lastKeys.removeLast()
        #endif
        close(0x7D)
    }

    /// An array whose elements `body` writes.
    package mutating func array(_ body: (inout JSONWriter) -> Void) {
        if tree != nil { return building(object: false, body) }
        open(0x5B)
        body(&self)
        close(0x5D)
    }

    /// A member's key written in the source (the common case): its bytes are copied as they
    /// are, since a key the package spells needs no escaping.
    package mutating func key(_ key: StaticString) {
        #if DEBUG
            checkOrder(key.description)
        #endif
        if tree != nil {
            tree!.key = key.description
            return
        }
        separate()
        output.append(0x22)
        output.append(key.utf8Start, key.utf8CodeUnitCount)
        output.append(0x22)
        pretty ? append(" : ") : output.append(0x3A)
        afterKey = true
    }

    /// A member's key that comes from data (an editor's name, an alias key), escaped as needed.
    @_disfavoredOverload
    package mutating func key(_ key: String) {
        #if DEBUG
            checkOrder(key)
        #endif
        if tree != nil {
            tree!.key = key
            return
        }
        separate()
        write(key)
        pretty ? append(" : ") : output.append(0x3A)
        afterKey = true
    }

    #if DEBUG
        /// Keys must come in sorted order, so that every document's text is stable.
        private mutating func checkOrder(_ key: String) {
            if let last = lastKeys[lastKeys.count - 1] { assert(last < key, "keys out of order: \(last), \(key)") }
            lastKeys[lastKeys.count - 1] = key
        }
    #endif

    /// A string value.
    package mutating func string(_ value: String) {
        if tree != nil { return tree!.add(.string(value)) }
        separate()
        write(value)
        afterValue = true
    }

    /// A string value, or null.
    package mutating func string(_ value: String?) {
        guard let value else { return null() }
        string(value)
    }

    /// A Boolean value.
    package mutating func bool(_ value: Bool) {
        if tree != nil { return tree!.add(.bool(value)) }
        separate()
        value ? append("true") : append("false")
        afterValue = true
    }

    /// An integer value.
    package mutating func int(_ value: Int) {
        if tree != nil { return tree!.add(.number(JSONNumber(value))) }
        separate()
        // The digits, written backwards into a small buffer, without making a String.
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            repeat {
                start -= 1
                digits[start] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 { output.append(0x2D) }
            output.append(digits.baseAddress! + start, 20 - start)
        }
        afterValue = true
    }

    /// null.
    package mutating func null() {
        if tree != nil { return tree!.add(.null) }
        separate()
        append("null")
        afterValue = true
    }

    /// A number, as its text (from a document read, or written by ``int(_:)`` or ``double(_:)``).
    package mutating func number(_ value: JSONNumber) {
        if tree != nil { return tree!.add(.number(value)) }
        separate()
        append(value.text)
        afterValue = true
    }

    /// A finite number with a fraction, in the shortest form that reads back as the same `Double`.
    package mutating func double(_ value: Double) {
        precondition(value.isFinite, "JSON has no \(value)")
        if let integer = Int(exactly: value) { return int(integer) }
        if tree != nil { return tree!.add(.number(JSONNumber(text: value.description))) }
        separate()
        append(value.description)
        afterValue = true
    }

    /// A value read from a document, written back member by member in the order it has.
    package mutating func value(_ value: JSONValue) {
        if tree != nil { return tree!.add(value) }
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let elements):
            array { writer in
                for element in elements { writer.value(element) }
            }
        case .object(let object):
            // In the order read, which need not be sorted: no key-order check here.
            open(0x7B)
            for (key, member) in object {
                separate()
                write(key)
                pretty ? append(" : ") : output.append(0x3A)
                afterKey = true
                self.value(member)
            }
            close(0x7D)
        }
    }

    /// A container built as a tree: opened, filled by `body`, closed into its parent.
    private mutating func building(object: Bool, _ body: (inout JSONWriter) -> Void) {
        tree!.open(isObject: object)
        #if DEBUG
            if object { lastKeys.append(nil) }
        #endif
        body(&self)
        #if DEBUG
            if object { lastKeys.removeLast() }
        #endif
        tree!.close()
    }

    // MARK: Layout

    @inline(__always)
    private mutating func open(_ bracket: UInt8) {
        separate()
        output.append(bracket)
        depth += 1
        afterValue = false
    }

    @inline(__always)
    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        // An empty container stays on one line: `[]`, `{}`.
        if afterValue { newline() }
        output.append(bracket)
        afterValue = true
    }

    /// A comma after the previous member or element, and a new line when pretty; nothing
    /// before a key's value or at the top level.
    @inline(__always)
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if afterValue { output.append(0x2C) }
        newline()
    }

    @inline(__always)
    private mutating func newline() {
        guard pretty else { return }
        output.append(0x0A)
        for _ in 0..<2 * depth { output.append(0x20) }
    }

    private mutating func append(_ text: StaticString) {
        output.append(text.utf8Start, text.utf8CodeUnitCount)
    }

    // MARK: Strings

    private mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(utf8: $0) }
    }

    /// A quoted string: `"` and `\` escaped, control characters as `\n`, `\t`, … or `\u00XX`.
    private mutating func write(utf8 text: UnsafeBufferPointer<UInt8>) {
        output.append(0x22)
        var start = 0
        var index = Self.firstToEscape(in: text, from: 0)
        while index < text.count {
            output.append(text.baseAddress! + start, index - start)
            escape(text[index])
            start = index + 1
            index = Self.firstToEscape(in: text, from: start)
        }
        output.append(text.baseAddress! + start, text.count - start)
        output.append(0x22)
    }

    /// The position of the first byte at or after `start` that needs an escape, or the end.
    /// Eight bytes at a time: strings this package writes rarely need one.
    private static func firstToEscape(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = text.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= text.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let quotes = word ^ (ones &* 0x22)
                let backslashes = word ^ (ones &* 0x5C)
                // A byte below 0x20, or equal to `"` or `\` (zero after the XOR), sets its high bit.
                let flagged =
                    ((word &- ones &* 0x20) | (quotes &- ones) | (backslashes &- ones)) & ~word & highs
                if flagged != 0 { break }
                index += 8
            }
        }
        while index < text.count {
            let byte = text[index]
            if JSONQuoting.needsEscape(byte) { return index }
            index += 1
        }
        return index
    }

    private mutating func escape(_ byte: UInt8) {
        for escaped in JSONQuoting.escape(byte) { output.append(escaped) }
    }
}

extension JSONWriter {
    /// The bytes of a dynamic string, as they are (numbers' text).
    private func append(_ text: String) {
        var text = text
        text.withUTF8 { output.append($0.baseAddress!, $0.count) }
    }

    /// A growable byte buffer that the writer owns alone.
    final class Output {
        private var base: UnsafeMutablePointer<UInt8>
        private var count = 0
        private var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 16)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        /// The bytes written so far (valid until the next append).
        var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

        @inline(__always)
        func append(_ byte: UInt8) {
            if count == capacity { grow(to: count + 1) }
            base[count] = byte
            count += 1
        }

        @inline(__always)
        func append(_ start: UnsafePointer<UInt8>, _ length: Int) {
            guard length > 0 else { return }
            if count + length > capacity { grow(to: count + length) }
            (base + count).update(from: start, count: length)
            count += length
        }

        private func grow(to needed: Int) {
            capacity = max(capacity * 2, needed)
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            larger.update(from: base, count: count)
            base.deallocate()
            base = larger
        }
    }
}
