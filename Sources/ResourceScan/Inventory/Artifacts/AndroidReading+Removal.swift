extension AndroidReading {
    /// The folders whose every resource is among `removed` (`type/name`): aapt2 leaves them out
    /// of the built table altogether, which the drift against an artifact explains.
    func foldersEmptied(by removed: [String]) -> [String] {
        let removed = Set(removed)
        var kept: Set<String> = []
        var touched: Set<String> = []
        for (key, folders) in membership {
            if removed.contains(key) { touched.formUnion(folders) } else { kept.formUnion(folders) }
        }
        return touched.subtracting(kept).sorted()
    }
}
