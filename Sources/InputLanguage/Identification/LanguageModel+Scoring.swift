extension LanguageModel {
    /// The naive Bayes log-likelihood of `bytes` for each class of `candidates`, in 1/262144
    /// nat, in the order given.
    ///
    /// At each byte, the longest n-gram of the model that ends there is counted (py3langid's
    /// automaton counts the same way). With `k` the count of an n-gram and `w = log(1 + k)`
    /// (``weights``, `k` capped at 255), a class scores `prior × 256 + floor × Σ w +
    /// 256 × Σ w × lift`: all integers, so every platform computes the same numbers.
    func scores(of bytes: [UInt8], candidates: [Int]) -> [Int] {
        var hits: [UInt32] = []
        hits.reserveCapacity(bytes.count)
        var window: UInt64 = 0
        for (position, byte) in bytes.enumerated() {
            window = window << 8 | UInt64(byte)
            var length = min(longestNgram, position + 1)
            while length > 0 {
                let key = UInt64(length) << 40 | window & (UInt64.max >> UInt64(64 - 8 * length))
                let found = entries(of: key)
                if found != 0 {
                    hits.append(found)
                    break
                }
                length -= 1
            }
        }
        hits.sort()
        // By entry byte (``entryOffset`` + class), every byte of the table below 128: room for
        // every class, whatever the table says.
        var totals = [Int](repeating: 0, count: 128)
        var totalWeight = 0
        let entryBytes = entries.utf8Start
        totals.withUnsafeMutableBufferPointer { totals in
            var start = 0
            while start < hits.count {
                var end = start + 1
                while end < hits.count && hits[end] == hits[start] { end += 1 }
                let weight = weights[min(end - start, weights.count - 1)]
                totalWeight += weight
                var entry = entryBytes + Int(hits[start] >> 7) * 2
                for _ in 0..<Int(hits[start] & 0x7F) {
                    totals[Int(entry[0] & 0x7F)] += weight * (Int(entry[1]) - Self.entryOffset)
                    entry += 2
                }
                start = end
            }
        }
        return candidates.map { index in
            let languageClass = classes[index]
            let total = totals[Self.entryOffset + index]
            return languageClass.prior * 256 + languageClass.floor * totalWeight + 256 * total
        }
    }
}
