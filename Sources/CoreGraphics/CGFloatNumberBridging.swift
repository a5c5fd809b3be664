import Foundation

// `NSNumber as? CGFloat` succeeds on Apple platforms (CGFloat bridges to NSNumber) and fails on
// Linux, where Foundation bridges only the standard number types: an image property read as
// `properties[kCGImagePropertyPixelWidth] as? CGFloat` found nothing.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The value as a number object.
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    /// The number's value (always succeeds).
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// The number's value (always succeeds, as on Apple platforms).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    /// The number's value, or 0 for `nil`.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
