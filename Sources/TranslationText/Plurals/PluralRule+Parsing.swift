extension PluralRule {
    /// The longest range of samples expanded (`0~999`), and the most samples a rule may list.
    static let longestSampleRange = 1000
    static let mostSamples = 10000

    /// `and`-groups joined by `or`.
    static func condition(_ text: Substring) throws(SyntaxError) -> [[Relation]] {
        var tokens = Tokens(text)
        guard !tokens.atEnd else { return [] }
        var groups: [[Relation]] = [[]]
        while true {
            groups[groups.count - 1].append(try relation(&tokens))
            guard let word = tokens.next() else { break }
            switch word {
            case "and": continue
            case "or": groups.append([])
            default: throw SyntaxError(message: "expected and/or, found \(word)")
            }
        }
        return groups
    }

    private static func relation(_ tokens: inout Tokens) throws(SyntaxError) -> Relation {
        guard let operand = tokens.next(), operand.count == 1, let name = operand.first, "niwvftce".contains(name)
        else {
            throw SyntaxError(message: "expected an operand")
        }
        var modulus: UInt64?
        var word = tokens.next()
        if word == "%" || word == "mod" {
            guard let value = tokens.next().flatMap({ UInt64($0) }), value > 0 else {
                throw SyntaxError(message: "expected a modulus")
            }
            modulus = value
            word = tokens.next()
        }
        let negated: Bool
        switch word {
        case "=": negated = false
        case "!=": negated = true
        default: throw SyntaxError(message: "expected = or !=")
        }
        var ranges: [ClosedRange<UInt64>] = []
        repeat {
            guard let item = tokens.next() else { throw SyntaxError(message: "expected a value") }
            let bounds = item.split(separator: "..", omittingEmptySubsequences: false)
            guard bounds.count <= 2, let low = UInt64(bounds[0]), let high = UInt64(bounds.last ?? ""), low <= high
            else { throw SyntaxError(message: "bad range \(item)") }
            ranges.append(low...high)
        } while tokens.skip(",")
        return Relation(operand: name, modulus: modulus, negated: negated, ranges: ranges)
    }

    /// `@integer …` and `@decimal …`, ranges expanded.
    static func samples(_ text: Substring) throws(SyntaxError) -> ([String], [String]) {
        var integer: [String] = []
        var decimal: [String] = []
        var target: WritableKeyPath<([String], [String]), [String]>?
        var lists = (integer, decimal)
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
            switch word {
            case "@integer": target = \.0
            case "@decimal": target = \.1
            case "…", "...": continue
            default:
                guard let target else { throw SyntaxError(message: "a sample outside @integer/@decimal") }
                lists[keyPath: target] += try expand(word)
                guard lists.0.count + lists.1.count <= mostSamples else {
                    throw SyntaxError(message: "more than \(mostSamples) samples")
                }
            }
        }
        (integer, decimal) = lists
        return (integer, decimal)
    }

    /// `0.0~0.3` → 0.0, 0.1, 0.2, 0.3 (steps of the last digit written); `5` → 5.
    private static func expand(_ sample: Substring) throws(SyntaxError) -> [String] {
        let bounds = sample.split(separator: "~", omittingEmptySubsequences: false)
        guard PluralOperands(bounds[0]) != nil else { throw SyntaxError(message: "bad sample \(sample)") }
        guard bounds.count == 2 else {
            guard bounds.count == 1 else { throw SyntaxError(message: "bad sample \(sample)") }
            return [String(sample)]
        }
        let low = bounds[0]
        let high = bounds[1]
        let places = low.split(separator: ".").dropFirst().first?.count ?? 0
        guard !low.contains(where: { $0 == "c" || $0 == "e" }),
            places == (high.split(separator: ".").dropFirst().first?.count ?? 0),
            let start = UInt64(low.filter { $0 != "." }), let end = UInt64(high.filter { $0 != "." }),
            start <= end, end - start < UInt64(longestSampleRange)
        else { throw SyntaxError(message: "bad sample range \(sample)") }
        return (start...end).map { value in
            guard places > 0 else { return String(value) }
            var digits = String(value)
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
            return digits
        }
    }

    /// Words of a condition: names, numbers and ranges, `=`, `!=`, `%`, `,`.
    struct Tokens {
        private var rest: Substring

        init(_ text: Substring) { rest = text }

        var atEnd: Bool { rest.allSatisfy(\.isWhitespace) }

        mutating func next() -> Substring? {
            rest = rest.drop(while: \.isWhitespace)
            guard let first = rest.first else { return nil }
            let length: Int
            if first == "!" && rest.dropFirst().first == "=" {
                length = 2
            } else if "=%,".contains(first) {
                length = 1
            } else {
                length = rest.prefix { !$0.isWhitespace && !"=!%,".contains($0) }.count
            }
            let token = rest.prefix(max(length, 1))
            rest = rest.dropFirst(max(length, 1))
            return token
        }

        mutating func skip(_ token: Substring) -> Bool {
            var copy = self
            guard copy.next() == token else { return false }
            self = copy
            return true
        }
    }
}
