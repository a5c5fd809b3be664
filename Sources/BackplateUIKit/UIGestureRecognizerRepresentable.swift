import Foundation
import BackplateCore

/// A UIKit gesture recognizer added to a SwiftUI view with `gesture(_:)` (iOS 18). A render
/// has no touches: the recognizer never acts, and the view draws as without it.
@MainActor @preconcurrency
public protocol UIGestureRecognizerRepresentable {
    /// The type of recognizer.
    associatedtype UIGestureRecognizerType: UIGestureRecognizer
    /// The type of object that carries the recognizer's events back to SwiftUI.
    associatedtype Coordinator = Void
    /// What the methods receive.
    typealias Context = UIGestureRecognizerRepresentableContext<Self>
    /// Converts the recognizer's locations into SwiftUI coordinate spaces.
    typealias CoordinateSpaceConverter = UIGestureRecognizerRepresentableCoordinateSpaceConverter
    /// Makes the coordinator.
    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
    /// Makes the recognizer.
    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
    /// Updates the recognizer with new SwiftUI state.
    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
    /// Handles the recognizer's action (never called in a render).
    func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
}

extension UIGestureRecognizerRepresentable {
    /// Updates nothing by default.
    public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
    /// Handles nothing by default.
    public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
    /// Makes no coordinator.
    public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

/// What a `UIGestureRecognizerRepresentable`'s methods receive.
@MainActor @preconcurrency
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
    /// The coordinator `makeCoordinator(converter:)` made.
    public let coordinator: Representable.Coordinator
    /// Converts the recognizer's locations into SwiftUI coordinate spaces.
    public let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter
    /// The environment the view sits in.
    public var environment: EnvironmentValues
}

/// Converts a recognizer's locations into SwiftUI coordinate spaces. A render has no touches:
/// every location is `.zero` and there is no velocity or translation.
@MainActor @preconcurrency
public struct UIGestureRecognizerRepresentableCoordinateSpaceConverter {
    /// The recognizer's location in the view's local space.
    public var localLocation: CGPoint { .zero }
    /// The recognizer's velocity in the local space, for a pan: `nil` here.
    public var localVelocity: CGPoint? { nil }
    /// The recognizer's translation in the local space, for a pan: `nil` here.
    public var localTranslation: CGPoint? { nil }
    /// The location in `coordinateSpace`.
    public func location(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint { .zero }
    /// The velocity in `coordinateSpace`, for a pan: `nil` here.
    public func velocity(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }
    /// The translation in `coordinateSpace`, for a pan: `nil` here.
    public func translation(in coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }
    /// `globalPoint` converted into `coordinateSpace` (unchanged: a render records no
    /// recognizer geometry).
    public func convert(globalPoint: CGPoint, to coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint { globalPoint }
}

nonisolated extension View {
    /// Adds a UIKit gesture recognizer to the view (iOS 18). A render has no touches: the
    /// recognizer never acts, and the view draws as without it.
    public func gesture(_ representable: some UIGestureRecognizerRepresentable) -> some View {
        modifier(_InertModifier())
    }
}

extension UIViewRepresentableContext {
    /// Runs `changes`, then `completion`, animated with the update's animation (iOS 18). A
    /// still render shows the final state, so both run at once.
    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        changes()
        completion?()
    }
}

extension UIViewControllerRepresentableContext {
    /// Runs `changes`, then `completion`, animated with the update's animation (iOS 18). A
    /// still render shows the final state, so both run at once.
    public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
        changes()
        completion?()
    }
}
