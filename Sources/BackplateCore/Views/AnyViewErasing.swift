import Foundation

extension AnyView {
    /// Creates a type-erased view (SwiftUI's spelling of `init(_:)`).
    public init<V: View>(erasing view: V) { self.init(view) }
}
