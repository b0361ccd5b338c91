internal import WireDocuments

extension Bridge {
    /// Tag canonicalization. Request: `{"tag": "zh_hant_hk"}` (any other key is an error, as in
    /// every request). Answer: the tag report `langpolicy tag --json` prints (with `error` for a
    /// malformed tag).
    package static func canonicalizeTag(_ request: String) -> String {
        answer(request, keys: ["tag"]) { request in
            TagReport(try request.required("tag").string()).jsonText()
        }
    }
}
