// CI-ONLY STAND-IN, never shipped: the few SwiftUI declarations LanguagePolicy's adapters use,
// with the signatures Apple documents (see UIKit.swift).
import Foundation

@MainActor @preconcurrency
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
public struct _TaskModifier {}

public protocol DynamicProperty {}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init() where Value: ExpressibleByNilLiteral {}
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
}

extension State: @unchecked Sendable {}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError("stand-in") }
}

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    func body(content: Content) -> Body
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>()
    }

    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }

    nonisolated public func task(
        priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        ModifiedContent<Self, _TaskModifier>()
    }
}
