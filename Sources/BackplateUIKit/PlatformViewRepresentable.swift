import Foundation
import BackplateCore

/// What `UIViewRepresentable` and `UIViewControllerRepresentable` share: the coordinator they
/// make by default and the body Backplate renders in place of their UIKit content (an empty
/// frame that takes the space proposed to it, and a runtime warning naming the representable).
/// Not for use in app code.
@MainActor @preconcurrency
public protocol _PlatformViewRepresentable: View {
    /// The type of object that carries the view's events back to SwiftUI.
    associatedtype Coordinator = Void
    /// Makes the coordinator (by default, for `Coordinator == Void`, nothing).
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
}

nonisolated extension _PlatformViewRepresentable {
    /// The placeholder Backplate draws for the UIKit content: an empty frame that takes the
    /// space proposed to it, and a runtime warning naming the representable.
    public var body: some View { UIKitPlaceholder(representable: Self.self) }
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

/// The empty frame drawn in place of a UIKit view or view controller, with its warning.
nonisolated struct UIKitPlaceholder: View {
    let representable: any _PlatformViewRepresentable.Type

    var body: some View {
        let kind = representable is any UIViewControllerRepresentable.Type ? "UIViewControllerRepresentable" : "UIViewRepresentable"
        RuntimeWarning.emit("\(kind) \(String(reflecting: representable)): Backplate cannot draw UIKit views; its frame is left empty")
        return Color.clear
    }
}
