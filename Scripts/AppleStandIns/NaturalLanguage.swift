// CI-ONLY STAND-IN, never shipped: the few NaturalLanguage declarations LanguagePolicy uses,
// with the signatures Apple documents (see UIKit.swift).
public struct NLLanguage: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

open class NLLanguageRecognizer {
    public init() {}
    open func processString(_ string: String) {}
    open func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] { [:] }
}
