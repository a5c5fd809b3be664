internal import BackplateCore
import Foundation

/// Foundation's target-selector observers, which Linux's Foundation lacks: a render has no
/// Objective-C runtime to send the selector, so the observer is not registered and a runtime
/// warning names the selector and notification (block observers, `addObserver(forName:...)`, work).
extension NotificationCenter {
    /// Registers `observer` to receive `aSelector` for notifications named `aName` from `anObject`:
    /// in a render the selector is never sent, and a runtime warning says so.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let name = aName.map { "\"\($0.rawValue)\"" } ?? "any notification"
        RuntimeWarning.emit("Foundation: addObserver(_:selector: \(aSelector), name: \(name)) on \(type(of: observer)) is never called (a render has no Objective-C runtime; observe with addObserver(forName:object:queue:using:))")
    }
}

/// Foundation's target-selector timers, which Linux's Foundation lacks: the timer is made (its
/// interval and repetition kept) but never scheduled, as a render has no runtime to send the
/// selector; a runtime warning names it (block-based timers are unaffected).
extension Timer {
    /// A timer that would send `aSelector` to `aTarget` every `ti` seconds; in a render it never fires.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        self.init(timeInterval: ti, repeats: yesOrNo) { _ in }
        RuntimeWarning.emit("Foundation: Timer(timeInterval:target:selector: \(aSelector)) on \(type(of: aTarget)) never fires (a render has no Objective-C runtime; use Timer(timeInterval:repeats:block:))")
    }

    /// A scheduled timer that would send `aSelector` to `aTarget`; in a render it is not scheduled
    /// and never fires, with a runtime warning.
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    }
}

/// NSObject's `perform(_:)` family, which Linux's Foundation lacks: a render has no Objective-C
/// runtime to send the selector, so nothing is sent, the answer is nil and a runtime warning
/// names the selector.
extension NSObject {
    /// Would send `aSelector` to the object; sends nothing in a render.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! { Self.notSent(aSelector, to: self) }
    /// Would send `aSelector` with `object`; sends nothing in a render.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { Self.notSent(aSelector, to: self) }
    /// Would send `aSelector` with two objects; sends nothing in a render.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! { Self.notSent(aSelector, to: self) }

    private static func notSent(_ selector: Selector?, to receiver: NSObject) -> Unmanaged<AnyObject>? {
        RuntimeWarning.emit("Foundation: perform(\(selector.map { "\($0)" } ?? "nil")) on \(type(of: receiver)) sends nothing (a render has no Objective-C runtime)")
        return nil
    }
}
