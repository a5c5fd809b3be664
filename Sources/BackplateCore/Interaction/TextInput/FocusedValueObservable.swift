import Foundation
import Observation

extension FocusedValue where Value: AnyObject & Observable {
    /// Reads the focused view's observable object of this type (published with
    /// `focusedValue(_:)`): nothing has focus in a still render, so the value is `nil`.
    public init(_ objectType: Value.Type) {}
}
