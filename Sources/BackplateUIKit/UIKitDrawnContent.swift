import Foundation
import BackplateCore

/// A UIKit view Backplate draws as the SwiftUI view iOS would show in its place, when a
/// `UIViewRepresentable` wraps it (`UIDatePicker`, `UICalendarView`, `UITextView`, `UILabel`,
/// `UISwitch`, `UIButton`, `UITableView`, `UICollectionView`; MapKit's annotation views, from the package's
/// other modules).
package protocol UIKitDrawnView: UIView {
    /// The SwiftUI drawing of the view as it is now.
    @MainActor func swiftUIDrawing() -> AnyView
    /// Whether a representable draws the view as a tree (background, layers, subviews, with
    /// its SwiftUI drawing inside) rather than as its SwiftUI drawing alone.
    @MainActor var drawsAsTree: Bool { get }
}

extension UIKitDrawnView {
    /// Drawn views draw as their SwiftUI equivalent alone, unless they say otherwise.
    @MainActor package var drawsAsTree: Bool { false }
}

nonisolated extension UIViewRepresentable {
    /// Makes the coordinator and the view, updates it once, as SwiftUI does before its first
    /// frame, and returns its drawing: a drawn view's SwiftUI equivalent, else the view tree
    /// (backgrounds, layers, `draw(_:)`, subviews) filling the space proposed to it.
    @MainActor public func _drawnUIKitContent(in environment: EnvironmentValues) -> AnyView? {
        let context = Context(coordinator: makeCoordinator(), transaction: Transaction(), environment: environment)
        // UIKit runs a view's updates under its traits: dynamic colours' `cgColor` resolve for them.
        let view = UITraitCollection.withCurrent(.of(environment)) {
            let view = makeUIView(context: context)
            updateUIView(view, context: context)
            return view
        }
        if let drawn = view as? any UIKitDrawnView, !drawn.drawsAsTree {
            return drawn.swiftUIDrawing()
        }
        // The drawing keeps the coordinator, as SwiftUI does while the view exists: a view's
        // weak delegate or data source (often the coordinator) answers while it lays out and draws.
        return UIViewFittedDrawing.filling(view, coordinator: context.coordinator, owner: "UIViewRepresentable \(String(reflecting: Self.self))")
    }
}

nonisolated extension UIViewControllerRepresentable {
    /// Makes the coordinator and the controller, updates it once, and returns its view's
    /// drawing filling the space proposed to it (a page controller's current page, a hosting
    /// controller's SwiftUI view, backgrounds, layers and subviews).
    @MainActor public func _drawnUIKitContent(in environment: EnvironmentValues) -> AnyView? {
        let context = Context(coordinator: makeCoordinator(), transaction: Transaction(), environment: environment)
        let controller = UITraitCollection.withCurrent(.of(environment)) {
            let controller = makeUIViewController(context: context)
            updateUIViewController(controller, context: context)
            return controller
        }
        guard let view = controller.view else { return nil }
        // The drawing keeps the controller, as SwiftUI does: its view may draw what it owns.
        return UIViewFittedDrawing.filling(view, keeping: controller, coordinator: context.coordinator,
                                           owner: "UIViewControllerRepresentable \(String(reflecting: Self.self))")
    }
}

extension UIView {
    /// The view's tint as SwiftUI's `tint` (nil: the environment's accent colour).
    var swiftUITint: Color? { tintColor.map { Color(uiColor: $0) } }
}
