/// The values and configurations of `resources.pb`.
extension ResourceTable {
    /// A `Value`: its item (a string, or another item) or compound value (plural, array…).
    static func value(_ message: ProtobufReader) throws(ArtifactError) -> Content {
        var value = message
        var content = Content.bag(count: 0)
        while let (field, _) = try value.next() {
            switch field {
            case 4: if let item = try value.message() { content = try Self.item(item) }
            case 5: if let compound = try value.message() { content = try Self.compound(compound) }
            default: try value.skip()
            }
        }
        return content
    }

    /// An `Item`: `str`, `raw_str` and `styled_str` give text (their field 1); others an item.
    static func item(_ message: ProtobufReader) throws(ArtifactError) -> Content {
        var item = message
        var content = Content.item(dataType: 0, data: 0)
        while let (field, _) = try item.next() {
            guard (2...4).contains(field), var string = try item.message() else {
                try item.skip()
                continue
            }
            var text = ""
            while let (field, _) = try string.next() {
                if field == 1, let value = try string.string() { text = value } else { try string.skip() }
            }
            content = .text(text)
        }
        return content
    }

    /// A `CompoundValue`: a plural's quantities, or the number of an array's (or style's) items.
    static func compound(_ message: ProtobufReader) throws(ArtifactError) -> Content {
        var compound = message
        var content = Content.bag(count: 0)
        while let (field, _) = try compound.next() {
            guard var inner = try compound.message() else { continue }
            var quantities: [String] = []
            var count = 0
            while let (innerField, _) = try inner.next() {
                // Plural{1 entry}, Array{1 element}, Style{3 entry}, Styleable{1 entry}, Attribute{4 symbol}.
                guard var element = try inner.message() else { continue }
                count += 1
                guard field == 5, innerField == 1 else { continue }
                var arity: UInt64 = 0
                while let (entryField, _) = try element.next() {
                    if entryField == 3, let value = try element.integer() { arity = value } else { try element.skip() }
                }
                quantities.append(arity < 6 ? ResourceTable.quantities[Int(arity)] : "arity \(arity)")
            }
            content = field == 5 && count > 0 ? .plural(quantities) : .bag(count: count)
        }
        return content
    }

    /// A `Configuration` (Configuration.proto) as the `ResTable_config` fields it stands for.
    static func configuration(_ message: ProtobufReader) throws(ArtifactError) -> ResourceConfiguration {
        var proto = message
        var configuration = ResourceConfiguration()
        while let (field, _) = try proto.next() {
            if field == 3 {
                configuration.setLocale(bcp47: try proto.string() ?? "")
                continue
            }
            if field == 25 {
                configuration.product = try proto.string() ?? ""
                continue
            }
            guard let value = try proto.integer() else { continue }
            try configuration.set(protoField: field, UInt32(truncatingIfNeeded: value))
        }
        return configuration
    }
}
