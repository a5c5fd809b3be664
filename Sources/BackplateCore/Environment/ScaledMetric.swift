import Foundation

/// A dynamic property that scales a numeric value with the Dynamic Type size.
///
/// Backplate renders at the default Dynamic Type size, `.large`, where every text style's
/// scale factor is 1, so the value is the declared one. The factor is read when the view is
/// evaluated (`dynamicTypeScale(in:relativeTo:)`); once the environment carries a dynamic
/// type size, that function is the one place that maps it to a factor.
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

/// The Dynamic Type scale factor of `textStyle` in `environment`: 1 at `.large`, the only size
/// Backplate's environment describes so far.
func dynamicTypeScale(in environment: EnvironmentValues, relativeTo textStyle: Font.TextStyle) -> Double {
    1
}
