import Foundation

/// A dynamic property that scales a numeric value with the Dynamic Type size.
///
/// The value is the declared one times the growth of its text style (`.body` unless
/// `relativeTo:` names another) at the environment's `dynamicTypeSize`, relative to `.large`:
/// `@ScaledMetric var inset = 10.0` reads 10 at `.large`, 10 × 23/17 ≈ 13.53 at `.xxxLarge` and
/// 10 × 53/17 ≈ 31.18 at `.accessibility5` (body sizes from `DynamicTypeSizes`), as
/// `UIFontMetrics.scaledValue(for:)` scales on iOS. The factor is read when the view is
/// evaluated, from the environment of the view's position.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let textStyle: Font.TextStyle
    var scale: Double = 1

    /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// Creates the scaled metric with an unscaled value using the default scaling (`.body`).
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value scaled based on the current environment.
    public var wrappedValue: Value { baseValue * Value(scale) }
}

extension ScaledMetric: InstallableDynamicProperty {
    mutating func install(_ context: inout DynamicPropertyContext) {
        scale = dynamicTypeScale(in: context.environment, relativeTo: textStyle)
    }
}

/// The Dynamic Type scale factor of `textStyle` in `environment`: the style's size at the
/// environment's Dynamic Type size over its size at `.large` (1 at `.large`).
func dynamicTypeScale(in environment: EnvironmentValues, relativeTo textStyle: Font.TextStyle) -> Double {
    Double(textStyle.scale(at: environment.dynamicTypeSize))
}
