@_exported import Observation
import Foundation

// `@Observable` models on Linux: the Observation module (and its `@Observable` macro) ships
// with the Swift toolchain and is re-exported here, as `import SwiftUI` re-exports it. A still
// render reads a model's current values; observation tracking is not needed for one frame.

/// The environment slot of an `Observable` object of one type.
struct ObservableObjectEnvironmentKey<T: AnyObject & Observable>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

extension Environment {
    /// Creates an environment property to read an observable object of `objectType` supplied by
    /// `environment(_:)`. When no ancestor supplied one, SwiftUI traps; Backplate logs a runtime
    /// warning and the view (or modifier) is not evaluated: the view draws nothing, a modifier
    /// is skipped.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(lookup: { $0[ObservableObjectEnvironmentKey<Value>.self] }, typeName: "\(Value.self)")
    }

    /// Creates an environment property to read an observable object of `objectType`, `nil`
    /// when no ancestor supplied one.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(lookup: { .some($0[ObservableObjectEnvironmentKey<T>.self]) }, typeName: "\(T.self)")
    }
}

nonisolated extension View {
    /// Places an observable object in the view's environment, read by
    /// `@Environment(T.self)`; `nil` removes it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentTransformModifier { $0[ObservableObjectEnvironmentKey<T>.self] = object })
    }
}
