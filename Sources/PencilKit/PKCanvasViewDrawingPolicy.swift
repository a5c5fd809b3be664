import Foundation

/// Which touches draw on a canvas view (iOS 14+). A still render has no touches, so the policy
/// changes nothing drawn.
public enum PKCanvasViewDrawingPolicy: UInt, Hashable, Sendable {
    /// The system's choice: Apple Pencil only while a tool picker shows and the person prefers
    /// pencil-only drawing, else any input.
    case `default` = 0
    /// A finger or Apple Pencil draws.
    case anyInput = 1
    /// Only Apple Pencil draws; a finger scrolls.
    case pencilOnly = 2
}
