/// A DEFLATE decoder (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks, written
/// for this package (no zlib), reading bytes and writing at most `limit` bytes.
///
/// Every malformed stream (a bad block type, over-subscribed or incomplete codes, a length
/// or distance symbol out of range, a distance before the start of the output, a stored
/// block whose length check fails, input that ends early) throws an ``ArtifactError`` of
/// format `.deflate`; output beyond `limit` throws `.limitExceeded`, so a bomb stops after
/// `limit` bytes.
///
/// ```swift
/// // A stored block holding "hi".
/// try Inflater.inflate([0x01, 0x02, 0x00, 0xFD, 0xFF, 0x68, 0x69], limit: 10)   // [0x68, 0x69]
/// ```
package enum Inflater {
    /// Decodes the DEFLATE stream in `input[range]`, returning its bytes (at most `limit`).
    package static func inflate(_ input: [UInt8], range: Range<Int>? = nil, limit: Int) throws(ArtifactError) -> [UInt8]
    {
        var state = InflateState(input: input, range: range ?? 0..<input.count, limit: limit)
        try state.run()
        return state.output
    }

    static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtra: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which a dynamic block lists the code-length code's lengths.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed codes of block type 1 (RFC 1951 §3.2.6).
    static let fixedCodes: (HuffmanCode, HuffmanCode)? = {
        var lengths = [UInt8](repeating: 8, count: 288)
        for symbol in 144..<256 { lengths[symbol] = 9 }
        for symbol in 256..<280 { lengths[symbol] = 7 }
        guard let literals = HuffmanCode(lengths: lengths[...]),
            let distances = HuffmanCode(lengths: [UInt8](repeating: 5, count: 32)[...])
        else { return nil }
        return (literals, distances)
    }()
}

/// The decoder's state: input position, bit buffer and output.
private struct InflateState {
    let input: [UInt8]
    var position: Int
    let end: Int
    let limit: Int
    var bitBuffer: UInt64 = 0
    var bitCount = 0
    var output: [UInt8] = []

    init(input: [UInt8], range: Range<Int>, limit: Int) {
        self.input = input
        self.position = max(0, min(range.lowerBound, input.count))
        self.end = max(position, min(range.upperBound, input.count))
        self.limit = limit
        output.reserveCapacity(min(limit, 1 << 20))
    }

    func error(_ message: String) -> ArtifactError {
        ArtifactError(.malformed, .deflate, message, offset: position)
    }

    /// Fills the bit buffer with whole bytes while there is room and input.
    mutating func refill() {
        while bitCount <= 56, position < end {
            bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
            position += 1
            bitCount += 8
        }
    }

    mutating func bits(_ count: Int) throws(ArtifactError) -> Int {
        if bitCount < count { refill() }
        guard bitCount >= count else { throw error("the stream ends inside a block") }
        let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
        bitBuffer >>= UInt64(count)
        bitCount -= count
        return value
    }

    mutating func run() throws(ArtifactError) {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1:
                guard let (literals, distances) = Inflater.fixedCodes else { throw error("no fixed codes") }
                try codes(literals, distances)
            case 2:
                let (literals, distances) = try dynamicCodes()
                try codes(literals, distances)
            default: throw error("block type 3 is reserved")
            }
        }
    }

    mutating func storedBlock() throws(ArtifactError) {
        // Drop the bits up to the byte boundary; whole bytes left in the buffer are input again.
        bitBuffer >>= UInt64(bitCount % 8)
        bitCount -= bitCount % 8
        let length = try bits(16)
        let complement = try bits(16)
        guard length == ~complement & 0xFFFF else { throw error("a stored block's length check fails") }
        guard output.count + length <= limit else {
            throw ArtifactError(.limitExceeded, .deflate, "the output exceeds \(limit) bytes")
        }
        var left = length
        while left > 0, bitCount >= 8 {
            output.append(UInt8(truncatingIfNeeded: bitBuffer))
            bitBuffer >>= 8
            bitCount -= 8
            left -= 1
        }
        guard left <= end - position else { throw error("a stored block runs past the end of the stream") }
        output.append(contentsOf: input[position..<position + left])
        position += left
    }

    mutating func decode(_ code: HuffmanCode) throws(ArtifactError) -> Int {
        if bitCount < 15 { refill() }
        let entry = code.fast[Int(bitBuffer & UInt64((1 << HuffmanCode.fastBits) - 1))]
        let length = Int(entry & 0xF)
        if entry != 0, length <= bitCount {
            bitBuffer >>= UInt64(length)
            bitCount -= length
            return Int(entry >> 4)
        }
        // A long code, or one the input may not complete: a bit at a time.
        var value = 0
        var first = 0
        var index = 0
        for length in 1...15 {
            value |= try bits(1)
            let count = Int(code.counts[length])
            if value - first < count { return Int(code.symbols[index + value - first]) }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw error("a code that the block's Huffman code does not have")
    }

    mutating func dynamicCodes() throws(ArtifactError) -> (HuffmanCode, HuffmanCode) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let lengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw error("too many length or distance codes") }
        var codeLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<lengthCount { codeLengths[Inflater.codeLengthOrder[index]] = UInt8(try bits(3)) }
        guard let lengthCode = HuffmanCode(lengths: codeLengths[...]) else {
            throw error("the code-length code is over-subscribed or incomplete")
        }
        var lengths = [UInt8](repeating: 0, count: literalCount + distanceCount)
        var index = 0
        while index < lengths.count {
            let symbol = try decode(lengthCode)
            if symbol < 16 {
                lengths[index] = UInt8(symbol)
                index += 1
                continue
            }
            var repeated: UInt8 = 0
            var times: Int
            switch symbol {
            case 16:
                guard index > 0 else { throw error("a repeat with no previous length") }
                repeated = lengths[index - 1]
                times = 3 + (try bits(2))
            case 17: times = 3 + (try bits(3))
            default: times = 11 + (try bits(7))
            }
            guard index + times <= lengths.count else { throw error("code lengths repeat past the last code") }
            for _ in 0..<times {
                lengths[index] = repeated
                index += 1
            }
        }
        guard lengths[256] != 0 else { throw error("no code for the end of the block") }
        guard let literals = HuffmanCode(lengths: lengths[0..<literalCount]) else {
            throw error("the literal/length code is over-subscribed or incomplete")
        }
        guard let distances = HuffmanCode(lengths: lengths[literalCount...], allowsIncomplete: true) else {
            throw error("the distance code is over-subscribed or incomplete")
        }
        return (literals, distances)
    }

    mutating func codes(_ literals: HuffmanCode, _ distances: HuffmanCode) throws(ArtifactError) {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                guard output.count < limit else {
                    throw ArtifactError(.limitExceeded, .deflate, "the output exceeds \(limit) bytes")
                }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < Inflater.lengthBase.count else { throw error("length symbol \(symbol) is invalid") }
            let length = Int(Inflater.lengthBase[lengthIndex]) + (try bits(Int(Inflater.lengthExtra[lengthIndex])))
            let distanceSymbol = try decode(distances)
            guard distanceSymbol < Inflater.distanceBase.count else {
                throw error("distance symbol \(distanceSymbol) is invalid")
            }
            let distance =
                Int(Inflater.distanceBase[distanceSymbol]) + (try bits(Int(Inflater.distanceExtra[distanceSymbol])))
            guard distance <= output.count else { throw error("a distance reaches before the start of the output") }
            guard output.count + length <= limit else {
                throw ArtifactError(.limitExceeded, .deflate, "the output exceeds \(limit) bytes")
            }
            var from = output.count - distance
            for _ in 0..<length {
                output.append(output[from])
                from += 1
            }
        }
    }
}
