import Foundation

extension Color.Resolved: Animatable, CustomStringConvertible {
    /// The linear red, green and blue components and the opacity, in that order.
    public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

    /// The components SwiftUI interpolates (linear red, green, blue, then opacity). A still
    /// render shows the final colour; setting this sets the components.
    public var animatableData: AnimatableData {
        get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
        set {
            linearRed = newValue.first
            linearGreen = newValue.second.first
            linearBlue = newValue.second.second.first
            opacity = newValue.second.second.second
        }
    }

    /// The colour as `#RRGGBBAA`: gamma-encoded sRGB components and opacity, each clamped to
    /// 0...1 and written as two hexadecimal digits.
    public var description: String {
        func hex(_ v: Float) -> String {
            let v = v.isNaN ? 0 : Int((min(max(Double(v), 0), 1) * 255).rounded())
            return String(format: "%02X", v)
        }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
    }
}
