// CI-ONLY STAND-IN, never shipped: the few SwiftUI declarations LanguagePolicy's adapters use,
// with the signatures Apple documents (see UIKit.swift).
import Foundation

public protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("stand-in") }
}

public enum LayoutDirection: Hashable, Sendable {
    case leftToRight
    case rightToLeft
}

public struct EnvironmentValues {
    public var locale: Locale
    public var layoutDirection: LayoutDirection
}

public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError("stand-in") }
}

public struct _EnvironmentKeyWritingModifier<Value> {}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>()
    }
}
