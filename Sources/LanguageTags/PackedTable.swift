/// An immutable map from packed subtags (nonzero `UInt64`s) to values: an open-addressing
/// hash table with linear probing at most half full, so a lookup is one multiply and, almost
/// always, one or two probes.
struct PackedTable<Value: Sendable>: Sendable {
    private let slots: [UInt64]
    private let indices: [Int32]
    private let values: [Value]
    private let shift: UInt64
    private let mask: Int

    /// A table of `pairs`; keys must be nonzero and unique.
    init(_ pairs: [(UInt64, Value)]) {
        self.init(keys: pairs.map(\.0), values: pairs.map(\.1))
    }

    /// A table mapping `keys[i]` to `values[i]`; keys must be nonzero and unique.
    init(keys: [UInt64], values: [Value]) {
        precondition(keys.count == values.count)
        var bits: UInt64 = 4
        while 1 << bits < keys.count * 2 { bits += 1 }
        let capacity = 1 << Int(bits)
        let shift = 64 - bits
        let mask = capacity - 1
        var indices = [Int32](repeating: -1, count: capacity)
        let slots = [UInt64](unsafeUninitializedCapacity: capacity) { slots, count in
            slots.initialize(repeating: 0)
            for (index, key) in keys.enumerated() {
                precondition(key != 0, "zero is the empty-slot marker")
                var slot = Int((key &* 0x9E37_79B9_7F4A_7C15) >> shift)
                while slots[slot] != 0 {
                    precondition(slots[slot] != key, "duplicate key")
                    slot = (slot + 1) & mask
                }
                slots[slot] = key
                indices[slot] = Int32(index)
            }
            count = capacity
        }
        self.slots = slots
        self.indices = indices
        self.values = values
        self.shift = shift
        self.mask = mask
    }

    subscript(key: UInt64) -> Value? {
        var slot = Int((key &* 0x9E37_79B9_7F4A_7C15) >> shift)
        while true {
            let candidate = slots[slot]
            if candidate == key { return values[Int(indices[slot])] }
            if candidate == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }
}
