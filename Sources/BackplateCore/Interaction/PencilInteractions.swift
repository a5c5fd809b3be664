import Foundation

/// Where an Apple Pencil hovers over a view when it double-taps or squeezes (iPadOS 17.5).
/// An iPhone has no pencil: a render never makes one.
public struct PencilHoverPose: Hashable, Sendable {
    /// The pencil's location in the view's local coordinates.
    public var location: CGPoint
    /// The location as a unit point of the view's bounds.
    public var anchor: UnitPoint
    /// The distance between the pencil's tip and the screen.
    public var zDistance: CGFloat
    /// The pencil's angle with the screen's plane.
    public var altitude: Angle
    /// The direction the pencil points along the screen.
    public var azimuth: Angle
    /// The pencil's rotation about its own axis.
    public var roll: Angle
}

/// What `onPencilDoubleTap(perform:)` reports of a double tap. Never made in a render.
public struct PencilDoubleTapGestureValue: Hashable, Sendable {
    /// Where the pencil hovered when it was tapped, if it was near the screen.
    public var hoverPose: PencilHoverPose?
}

/// What `onPencilSqueeze(perform:)` reports of a squeeze. Never made in a render.
public struct PencilSqueezeGestureValue: Hashable, Sendable {
    /// Where the pencil hovered when it was squeezed, if it was near the screen.
    public var hoverPose: PencilHoverPose?
}

/// The phase of an Apple Pencil squeeze.
public enum PencilSqueezeGesturePhase: Hashable, Sendable {
    /// The squeeze is under way.
    case active(PencilSqueezeGestureValue)
    /// The squeeze ended and the action should run.
    case ended(PencilSqueezeGestureValue)
    /// The squeeze was cancelled.
    case failed
}

/// The action a person chose in Settings for a pencil's double tap or squeeze.
public struct PencilPreferredAction: Equatable, Sendable {
    let kind: UInt8
    /// Switch between the current tool and the eraser.
    public static let switchEraser = PencilPreferredAction(kind: 0)
    /// Switch between the current tool and the previous one.
    public static let switchPrevious = PencilPreferredAction(kind: 1)
    /// Show the colour palette.
    public static let showColorPalette = PencilPreferredAction(kind: 2)
    /// Show the ink attributes palette.
    public static let showInkAttributes = PencilPreferredAction(kind: 3)
    /// Show the contextual palette.
    public static let showContextualPalette = PencilPreferredAction(kind: 4)
    /// Run a system shortcut.
    public static let runSystemShortcut = PencilPreferredAction(kind: 5)
    /// Do nothing.
    public static let ignore = PencilPreferredAction(kind: 6)
}

private struct PreferredPencilDoubleTapActionKey: EnvironmentKey {
    static let defaultValue = PencilPreferredAction.switchEraser
}
private struct PreferredPencilSqueezeActionKey: EnvironmentKey {
    static let defaultValue = PencilPreferredAction.showContextualPalette
}

extension EnvironmentValues {
    /// The action chosen in Settings for a pencil double tap: Settings' default,
    /// `.switchEraser`.
    public var preferredPencilDoubleTapAction: PencilPreferredAction {
        get { self[PreferredPencilDoubleTapActionKey.self] }
        set { self[PreferredPencilDoubleTapActionKey.self] = newValue }
    }
    /// The action chosen in Settings for a pencil squeeze: Settings' default,
    /// `.showContextualPalette`.
    public var preferredPencilSqueezeAction: PencilPreferredAction {
        get { self[PreferredPencilSqueezeActionKey.self] }
        set { self[PreferredPencilSqueezeActionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Runs `action` when an Apple Pencil is double-tapped over the view. An iPhone has no
    /// pencil: the action never runs and the view draws as without it.
    public func onPencilDoubleTap(perform action: @escaping (_ value: PencilDoubleTapGestureValue) -> Void) -> some View {
        modifier(_InertModifier())
    }
    /// Runs `action` as an Apple Pencil is squeezed over the view. An iPhone has no pencil:
    /// the action never runs and the view draws as without it.
    public func onPencilSqueeze(perform action: @escaping (_ phase: PencilSqueezeGesturePhase) -> Void) -> some View {
        modifier(_InertModifier())
    }
}
