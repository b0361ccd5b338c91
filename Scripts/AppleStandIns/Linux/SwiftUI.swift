// CI-ONLY STAND-IN, never shipped: a model of SwiftUI for the Linux behaviour run
// (Scripts/typecheck-apple.sh), with the signatures of the Apple-target stand-in
// (../SwiftUI.swiftinterface, which cites Apple's page for each) and the one behaviour below.
//
// It also models the one behaviour the checks read (Scripts/AppleStandIns/SwiftUILocaleCheck.swift):
// a modifier's body runs when it is applied, and what it writes to the environment is kept in
// `StandInEnvironment.written`, which the views below it would read (starting from what the
// check sets there as the system's). SwiftUI's `Text` looks its
// string up with the environment's `\.locale` (Apple's SwiftUI reference: `Text(_:tableName:bundle:comment:)`
// looks the key up in the bundle's table, `EnvironmentValues.locale` is "the current locale that
// views should use"); the check models that lookup with the package's model of Apple's matching.
import Foundation

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

extension Never: View {
    public var body: Never { fatalError("stand-in") }
}

public enum LayoutDirection: Hashable, Sendable {
    case leftToRight
    case rightToLeft
}

public struct EnvironmentValues: Sendable {
    public var locale = Locale(identifier: "en_US")
    public var layoutDirection = LayoutDirection.leftToRight
    public init() {}
}

/// The environment the views below the modifiers applied so far see: set it to the system's
/// before applying them (the values a real app would inherit), read it after.
public enum StandInEnvironment {
    nonisolated(unsafe) public static var written = EnvironmentValues()
}

public struct ModifiedContent<Content, Modifier>: View {
    public var body: Never { fatalError("stand-in") }
}

public struct _EnvironmentKeyWritingModifier<Value> {}
public struct _EnvironmentKeyTransformModifier<Value> {}
public struct _TaskModifier {}

public protocol DynamicProperty {}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private let box: Box

    public init(wrappedValue value: Value) { box = Box(value) }
    public init() where Value: ExpressibleByNilLiteral { box = Box(nil) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
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
    @ViewBuilder func body(content: Content) -> Body
}

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        StandInEnvironment.written[keyPath: keyPath] = value
        return ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>>()
    }

    nonisolated public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        transform(&StandInEnvironment.written[keyPath: keyPath])
        return ModifiedContent<Self, _EnvironmentKeyTransformModifier<V>>()
    }

    /// Applies `modifier`: its body runs now, with content standing for this view.
    public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        _ = modifier.body(content: _ViewModifier_Content())
        return ModifiedContent()
    }

    nonisolated public func task(
        name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID, line: Int = #line,
        _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        ModifiedContent<Self, _TaskModifier>()
    }
}
