import BackplateCore
import BackplateDarwin
import Foundation

extension UIControl {
    /// The events a control sends actions for (UIKit's raw bits).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed (a date picker's date, a switch's state).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A semantic action (iOS 14).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Adds a target-action pair for `controlEvents` (recorded: a render has no touches, and
    /// Linux has no Objective-C runtime to send `action` through).
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        controlTargets.append(ControlTarget(target: target as AnyObject?, action: action, events: controlEvents))
    }

    /// Removes the pairs of `target` (every target when `nil`) and `action` (every action when
    /// `nil`) for `controlEvents`.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        controlTargets.removeAll { pair in
            (target == nil || pair.target === (target as AnyObject?)) && (action == nil || pair.action == action)
                && !pair.events.isDisjoint(with: controlEvents)
        }
    }

    /// The actions registered for `target` and `controlEvent`, as their names (`nil`: none).
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = controlTargets.filter { $0.target === (target as AnyObject?) && !$0.events.isDisjoint(with: controlEvent) }
            .map(\.action.description)
        return names.isEmpty ? nil : names
    }

    /// The events with at least one registered action.
    public var allControlEvents: Event {
        controlTargets.reduce(controlActions.reduce([]) { $0.union($1.events) }) { $0.union($1.events) }
    }

    /// Adds `action` for `controlEvents` (kept: a render has no touches); an action with the
    /// same identifier already added for them is replaced, as in UIKit.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        controlActions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        controlActions.append((action, controlEvents))
    }

    /// Sends the control's actions for `controlEvents` at once: each `UIAction` added for one
    /// of them runs, in order; a target-action pair cannot be sent (Linux has no Objective-C
    /// runtime to call a selector), and a runtime warning names it.
    public func sendActions(for controlEvents: Event) {
        for (action, events) in controlActions where !events.isDisjoint(with: controlEvents) {
            action.handler(action)
        }
        let unsent = controlTargets.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action.description)
        guard !unsent.isEmpty else { return }
        RuntimeWarning.emit("\(type(of: self)).sendActions(for:): \(unsent.joined(separator: ", ")) not sent: "
                            + "Backplate cannot call an Objective-C selector on Linux")
    }

    /// Runs `action`'s handler at once.
    public func sendAction(_ action: UIAction) {
        action.handler(action)
    }

    /// Removes `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        controlActions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Removes the action with `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        controlActions.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }
}

/// One target-action pair a control keeps.
struct ControlTarget {
    weak var target: AnyObject?
    let action: Selector
    let events: UIControl.Event
}
