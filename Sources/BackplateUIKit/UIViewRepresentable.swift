import Foundation
import BackplateCore

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy, with SwiftUI's requirements and defaults.
///
/// A render makes the coordinator and the view and updates it once, under the render's traits.
/// `UIDatePicker`, `UICalendarView`, `UITextView` and `UILabel` (or a subclass) draw as their
/// SwiftUI equivalents; any other view fills the space SwiftUI proposes (as a UIKit view without
/// an intrinsic size does) and draws its tree: backgrounds, layers, `draw(_:)`, subviews. When
/// nothing in it draws, the frame is left empty with a runtime warning naming the type.
@MainActor @preconcurrency
public protocol UIViewRepresentable: _PlatformViewRepresentable {
    /// The type of UIKit view this representable makes.
    associatedtype UIViewType: UIView
    /// Makes the UIKit view.
    @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
    /// Updates the UIKit view from this value and its environment.
    @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up the view before it is removed (by default, nothing).
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// The type of object that carries the view's events back to SwiftUI.
    associatedtype Coordinator = Void
    /// Makes the coordinator (by default, for `Coordinator == Void`, nothing).
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// The size of the view for a proposal (by default `nil`: UIKit's own sizing).
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    /// The context the methods above receive.
    typealias Context = UIViewRepresentableContext<Self>
    /// Options for how the view is laid out.
    typealias LayoutOptions = _PlatformViewRepresentableLayoutOptions
}

nonisolated extension UIViewRepresentable {
    /// Does nothing.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// `nil`: the UIKit view sizes itself.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

/// What a `UIViewRepresentable`'s methods receive: its coordinator, the transaction of the
/// update and the environment.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the current update.
    public var transaction: Transaction
    /// The environment the representable sits in.
    public var environment: EnvironmentValues
}
