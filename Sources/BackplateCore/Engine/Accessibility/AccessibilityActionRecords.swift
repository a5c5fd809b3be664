import Foundation

/// Where a custom action's name comes from: a string (`accessibilityAction(named:)`), or
/// views resolved but never drawn whose elements name one action each (`accessibilityActions
/// { }`, `accessibilityAction(action:label:)`).
enum AccessibilityActionSource {
    case named(String)
    case views([ViewNode])
}

/// A render effect that draws nothing but whose elements the accessibility tree reads, together
/// as a container (`accessibilityChildren`' layer, laid out in the view's frame).
protocol AccessibilityOnlyEffect: RenderEffect {}

/// The standard actions an element handles besides activation, as bits of
/// `AccessibilityAttributes.standardActions`.
package enum AccessibilityStandardActions {
    /// `accessibilityAction(.escape)`: VoiceOver's two-finger scrub.
    package static let escape = 1 << 0
    /// `accessibilityAction(.magicTap)`: VoiceOver's two-finger double tap.
    package static let magicTap = 1 << 1
    /// `accessibilityScrollAction`: VoiceOver's three-finger swipe.
    package static let scroll = 1 << 2
    /// `accessibilityZoomAction`: zoom by an assistive technology.
    package static let zoom = 1 << 3
}

/// One piece of custom content (`accessibilityCustomContent`): its label, value, whether
/// VoiceOver reads it at once (`.high`) and the key's identifier.
package struct AccessibilityCustomContentRecord: Equatable, Sendable {
    package var label: String
    /// `nil`: the modifier removes the key's content.
    package var value: String?
    package var isImportant: Bool
    package var id: String

    /// `inner` with `outer` written after it: a key already there is replaced in place (or
    /// removed by a `nil` value), a new key is appended.
    static func merged(_ inner: [Self], _ outer: [Self]) -> [Self] {
        var result = inner
        for item in outer {
            if let i = result.firstIndex(where: { $0.id == item.id }) { result[i] = item } else { result.append(item) }
        }
        return result
    }
}
