import Foundation
import BackplateCore

/// What `UIViewRepresentable` and `UIViewControllerRepresentable` share: the coordinator they
/// make by default and the body Backplate renders in place of their UIKit content: what a
/// drawn UIKit view (`UIDatePicker`, `UICalendarView`, `UITextView`, `UILabel`) looks like, else an empty
/// frame that takes the space proposed to it, with a runtime warning naming the representable.
/// Not for use in app code.
@MainActor @preconcurrency
public protocol _PlatformViewRepresentable: View {
    /// The type of object that carries the view's events back to SwiftUI.
    associatedtype Coordinator = Void
    /// Makes the coordinator (by default, for `Coordinator == Void`, nothing).
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// The SwiftUI drawing of the UIKit content in `environment`, or `nil` when Backplate
    /// cannot draw it. Not for use in app code.
    @MainActor @preconcurrency func _drawnUIKitContent(in environment: EnvironmentValues) -> AnyView?
}

nonisolated extension _PlatformViewRepresentable {
    /// What Backplate draws for the UIKit content: the drawn view's SwiftUI equivalent, else an
    /// empty frame that takes the space proposed to it, with a runtime warning naming the
    /// representable.
    public var body: some View { UIKitPlaceholder(representable: self) }
    /// `nil`: Backplate draws no UIKit content unless a more specific protocol says how.
    public func _drawnUIKitContent(in environment: EnvironmentValues) -> AnyView? { nil }
}

nonisolated extension _PlatformViewRepresentable where Coordinator == Void {
    /// Makes no coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

/// Options for how a representable's platform view is laid out (SwiftUI's underscored type
/// behind `LayoutOptions`). No option changes a Backplate render.
public struct _PlatformViewRepresentableLayoutOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates options from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// The drawing of a UIKit view, or the empty frame drawn in place of one Backplate cannot
/// draw (any view controller's), with its warning naming the representable and the UIKit type.
nonisolated struct UIKitPlaceholder<Representable: _PlatformViewRepresentable>: View {
    let representable: Representable
    @Environment(\.self) private var environment

    @MainActor var body: some View {
        if let drawn = representable._drawnUIKitContent(in: environment) { return drawn }
        let kind: String, platformType: String
        if let controller = Representable.self as? any UIViewControllerRepresentable.Type {
            (kind, platformType) = ("UIViewControllerRepresentable", Self.controllerName(controller))
        } else if let view = Representable.self as? any UIViewRepresentable.Type {
            (kind, platformType) = ("UIViewRepresentable", Self.viewName(view))
        } else {
            (kind, platformType) = ("UIViewRepresentable", "UIView")
        }
        RuntimeWarning.emit("\(kind) \(String(reflecting: Representable.self)) (\(platformType)): Backplate cannot draw UIKit views; its frame is left empty")
        return AnyView(Color.clear)
    }

    private static func controllerName<R: UIViewControllerRepresentable>(_ type: R.Type) -> String { "\(R.UIViewControllerType.self)" }
    private static func viewName<R: UIViewRepresentable>(_ type: R.Type) -> String { "\(R.UIViewType.self)" }
}
