import Foundation

/// A property wrapper that reads a value from a view's environment.
///
/// `@Environment(\.colorScheme) var colorScheme` stores only the key path; Backplate writes the
/// value at the view's position into the copy of the view whose `body` runs (also for a view
/// modifier's `body(content:)` and a custom shape style's `resolve(in:)`). Closures created in
/// `body` capture that copy, so a `GeometryReader` evaluated later still reads its own
/// position's value. Read outside a body (for example in `init`), the wrapper answers the
/// environment's default value and logs a runtime warning, as SwiftUI does.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(lookup: (EnvironmentValues) -> Value?, typeName: String)
    }
    let source: Source
    var installed: Value?

    /// Creates a reader for the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    init(lookup: @escaping (EnvironmentValues) -> Value?, typeName: String) {
        source = .object(lookup: lookup, typeName: typeName)
    }

    /// The current value of the environment property.
    public var wrappedValue: Value {
        if let installed { return installed }
        switch source {
        case .keyPath(let keyPath):
            RuntimeWarning.emit("Accessing Environment<\(Value.self)>'s value outside of being installed on a View: the default value is used.")
            return EnvironmentValues()[keyPath: keyPath]
        case .object(let lookup, let typeName):
            if let value = lookup(EnvironmentValues()) { return value }
            fatalError("No Observable object of type \(typeName) found: @Environment(\(typeName).self) was read outside a view's body.")
        }
    }
}

extension Environment: InstallableDynamicProperty {
    mutating func install(_ context: inout DynamicPropertyContext) {
        switch source {
        case .keyPath(let keyPath):
            installed = context.environment[keyPath: keyPath]
        case .object(let lookup, let typeName):
            installed = lookup(context.environment)
            if installed == nil {
                context.missing.append("No Observable object of type \(typeName) found: a View.environment(_:) for \(typeName) may be missing as an ancestor of this view.")
            }
        }
    }
}

/// An environment property is sendable when its value is: the key path is immutable and the
/// installed value belongs to one copy.
extension Environment: @unchecked Sendable where Value: Sendable {}  // Unchecked Sendable: see above.
