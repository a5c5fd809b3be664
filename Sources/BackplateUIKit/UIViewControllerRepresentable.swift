import Foundation
import BackplateCore

/// A wrapper for a UIKit view controller that you use to integrate that controller into your
/// SwiftUI view hierarchy, with SwiftUI's requirements and defaults.
///
/// A render makes the coordinator and the controller, updates it once and draws the controller's
/// view tree filling the space SwiftUI proposes (a hosting controller's SwiftUI view, a page
/// controller's current page, backgrounds, layers, subviews); when nothing in it draws, the frame
/// is left empty with a runtime warning naming the type.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: _PlatformViewRepresentable {
    /// The type of UIKit view controller this representable makes.
    associatedtype UIViewControllerType: UIViewController
    /// Makes the view controller.
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
    /// Updates the view controller from this value and its environment.
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up the controller before it is removed (by default, nothing).
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// The type of object that carries the controller's events back to SwiftUI.
    associatedtype Coordinator = Void
    /// Makes the coordinator (by default, for `Coordinator == Void`, nothing).
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// The size of the controller's view for a proposal (by default `nil`: UIKit's own sizing).
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                                                 context: Context) -> CGSize?
    /// The context the methods above receive.
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// Options for how the controller's view is laid out.
    typealias LayoutOptions = _PlatformViewRepresentableLayoutOptions
}

nonisolated extension UIViewControllerRepresentable {
    /// Does nothing.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    /// `nil`: the controller's view sizes itself.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
}

/// What a `UIViewControllerRepresentable`'s methods receive: its coordinator, the transaction
/// of the update and the environment.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the current update.
    public var transaction: Transaction
    /// The environment the representable sits in.
    public var environment: EnvironmentValues
}
