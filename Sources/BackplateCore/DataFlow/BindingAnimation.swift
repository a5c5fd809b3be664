import Foundation

extension Binding {
    /// A binding whose changes are made inside `transaction` (SwiftUI's
    /// `$flag.transaction(_:)`). Backplate renders one still frame and runs no animations, so
    /// the new binding reads and writes exactly what this one does; views that depend on the
    /// value show its end state.
    ///
    /// - Parameter transaction: The transaction SwiftUI would apply to the change.
    /// - Returns: A binding to the same value.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
        binding.transaction = transaction
        return binding
    }

    /// A binding whose changes animate with `animation` (SwiftUI's `$flag.animation()`, as in
    /// `Toggle("Gift wrap", isOn: $isGift.animation())`). A still render has no time, so the
    /// new binding reads and writes exactly what this one does and the view shows the value's
    /// end state.
    ///
    /// - Parameter animation: The animation SwiftUI would use; `.default` unless given.
    /// - Returns: A binding to the same value.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 })
        binding.transaction.animation = animation
        return binding
    }

    /// Creates a binding whose setter also receives the transaction of the change (a new
    /// `Transaction()`: a still render makes changes in no animation).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { set($0, Transaction()) })
    }
}
