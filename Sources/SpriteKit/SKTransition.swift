import CoreImage
import Foundation

/// The direction a sliding transition moves in.
public enum SKTransitionDirection: Int, Sendable {
    /// Upward.
    case up = 0
    /// Downward.
    case down = 1
    /// To the right.
    case right = 2
    /// To the left.
    case left = 3
}

/// An animation between two scenes when a view presents a new one (SpriteKit's
/// `SKTransition`). Kept with its kind and duration; a still render shows the new scene at
/// once, as it stands when the transition has finished (the animation is a matter of time a
/// still does not have).
open class SKTransition: NSObject {
    /// What the transition animates.
    enum Kind {
        case crossFade, fade(UIColor), flipHorizontal, flipVertical, doorway
        case doorsOpenHorizontal, doorsOpenVertical, doorsCloseHorizontal, doorsCloseVertical
        case moveIn(SKTransitionDirection), push(SKTransitionDirection), reveal(SKTransitionDirection), filter
    }
    let kind: Kind
    /// How long the transition takes, in seconds.
    let duration: TimeInterval
    /// Whether the incoming scene's frames wait for the transition to end (`false`).
    open var pausesIncomingScene = false
    /// Whether the outgoing scene's frames stop during the transition (`true`).
    open var pausesOutgoingScene = true

    init(_ kind: Kind, duration: TimeInterval) {
        self.kind = kind
        self.duration = duration
        super.init()
    }

    /// A transition through a Core Image transition filter (not applied: the new scene shows).
    public convenience init(ciFilter filter: CIFilter, duration sec: TimeInterval) { self.init(.filter, duration: sec) }

    /// The old scene fades out as the new one fades in.
    public class func crossFade(withDuration sec: TimeInterval) -> SKTransition { SKTransition(.crossFade, duration: sec) }
    /// The old scene fades to black, then the new one fades in.
    public class func fade(withDuration sec: TimeInterval) -> SKTransition { SKTransition(.fade(.black), duration: sec) }
    /// The old scene fades to `color`, then the new one fades in.
    public class func fade(with color: UIColor, duration sec: TimeInterval) -> SKTransition { SKTransition(.fade(color), duration: sec) }
    /// The scenes flip around the horizontal axis.
    public class func flipHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(.flipHorizontal, duration: sec) }
    /// The scenes flip around the vertical axis.
    public class func flipVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(.flipVertical, duration: sec) }
    /// The old scene opens like doors onto the new one, which grows in.
    public class func doorway(withDuration sec: TimeInterval) -> SKTransition { SKTransition(.doorway, duration: sec) }
    /// The new scene appears behind doors opening horizontally.
    public class func doorsOpenHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(.doorsOpenHorizontal, duration: sec) }
    /// The new scene appears behind doors opening vertically.
    public class func doorsOpenVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(.doorsOpenVertical, duration: sec) }
    /// The new scene closes in over the old one like doors, horizontally.
    public class func doorsCloseHorizontal(withDuration sec: TimeInterval) -> SKTransition { SKTransition(.doorsCloseHorizontal, duration: sec) }
    /// The new scene closes in over the old one like doors, vertically.
    public class func doorsCloseVertical(withDuration sec: TimeInterval) -> SKTransition { SKTransition(.doorsCloseVertical, duration: sec) }
    /// The new scene slides in over the old one from `direction`.
    public class func moveIn(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition {
        SKTransition(.moveIn(direction), duration: sec)
    }
    /// The new scene pushes the old one out toward `direction`.
    public class func push(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition {
        SKTransition(.push(direction), duration: sec)
    }
    /// The old scene slides away toward `direction`, revealing the new one.
    public class func reveal(with direction: SKTransitionDirection, duration sec: TimeInterval) -> SKTransition {
        SKTransition(.reveal(direction), duration: sec)
    }
}
