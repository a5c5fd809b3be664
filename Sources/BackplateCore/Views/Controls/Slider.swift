import Foundation

/// A control for selecting a value from a range, drawn as UIKit's slider: a 4-point capsule
/// track filled with the tint colour up to the thumb, the rest in the system fill colour, and a
/// white 27-point thumb with a soft shadow (reference §13.3; metrics approximate). It takes the
/// proposed width and is 31 points tall.
public struct Slider<Label: View>: View {
    let fraction: Double

    /// Creates a slider over `bounds` (0...1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == EmptyView {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let f = span > 0 ? Double(value.wrappedValue - bounds.lowerBound) / span : 0
        fraction = f.isNaN ? 0 : min(max(f, 0), 1)
    }

    /// Creates a slider over `bounds` with a step.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == EmptyView, V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged)
    }

    static var thumbDiameter: CGFloat { 27 }
    static var height: CGFloat { 31 }

    /// The track and thumb.
    public var body: some View {
        GeometryReader { proxy in
            let d = Slider.thumbDiameter
            let travel = max(proxy.size.width - d, 0)
            let x = d / 2 + travel * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(_SliderTrackFill()).frame(width: proxy.size.width, height: 4)
                Capsule().fill(.tint).frame(width: x, height: 4)
                Circle().fill(Color.white)
                    .shadow(color: Color.black.opacity(0.15), radius: 3, y: 2)
                    .overlay(Circle().strokeBorder(Color.black.opacity(0.04), lineWidth: 0.5))
                    .frame(width: d, height: d)
                    .offset(x: x - d / 2)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(height: Slider.height)
    }
}

/// The unfilled part of a slider track: the primary system fill.
struct _SliderTrackFill: ShapeStyle, PrimitiveShapeStyle {
    func paint(in environment: EnvironmentValues, bounds: CGRect, level: Int) -> Paint {
        .color(RGBAColor(120, 120, 128, environment.colorScheme == .dark ? 0.36 : 0.20))
    }
}
