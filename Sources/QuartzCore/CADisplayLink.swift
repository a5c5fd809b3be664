// iOS's QuartzCore brings Foundation and the Objective-C runtime; `Selector` is BackplateDarwin's here.
@_exported import BackplateDarwin
import Foundation

/// A timer tied to the display's refresh (`import QuartzCore`, or UIKit, which re-exports it).
/// A still render has no display refresh: the link never calls its target, so an animation it
/// drives shows its first state, as on iOS before the first frame.
open class CADisplayLink: NSObject {
    /// The object the link would call.
    public private(set) weak var target: AnyObject?
    /// The method the link would call (a name only; nothing is sent).
    public let selector: Selector
    /// Whether the link is paused.
    open var isPaused = false
    /// The frames per second asked for (0: the display's rate).
    open var preferredFramesPerSecond = 0
    /// The frame-rate range asked for.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// The time of the last frame: 0, as none has been shown.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame: 0.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames: 1/60 s.
    open var duration: CFTimeInterval { 1.0 / 60.0 }

    /// A link calling `selector` on `target` at each frame (never, in a render).
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// Schedules the link on `runloop` (it never fires in a render).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Removes the link from `runloop`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Stops the link for good.
    open func invalidate() { target = nil }
}

/// A range of frame rates a display link asks for.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest rate.
    public var minimum: Float
    /// The highest rate.
    public var maximum: Float
    /// The preferred rate.
    public var preferred: Float?
    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// The display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
