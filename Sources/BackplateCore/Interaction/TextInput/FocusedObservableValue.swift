import Foundation
import Observation

nonisolated extension View {
    /// Publishes an `@Observable` object for `@FocusedValue(Type.self)` readers while this view
    /// (or a view inside it) has focus (iOS 17). Nothing has focus in a still render: this
    /// changes nothing.
    public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_InertModifier())
    }
}
