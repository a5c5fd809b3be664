import BackplateCore
import Foundation

/// A widget configuration with no widget: what a widget's `body` gives where it has nothing to
/// offer (a branch for systems without the API it needs). A preview of it draws nothing, as a
/// device shows no such widget.
nonisolated public struct EmptyWidgetConfiguration: WidgetConfiguration, Sendable {
    /// No body.
    public typealias Body = Never
    /// Creates an empty configuration.
    public init() {}
}
