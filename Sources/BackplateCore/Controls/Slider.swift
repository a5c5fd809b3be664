import Foundation

/// A control for selecting a value from a bounded linear range of values, drawn as UIKit's
/// slider (docs/controls.md §9.3; metrics approximate): a 4-point capsule track filled
/// with the tint colour up to the thumb, the rest in the system fill colour, and a white
/// 27-point thumb with iOS 16's two soft shadows, 31 points tall (the iOS 26 look: 34 tall, a
/// 6-point track and a 37-point-wide capsule thumb, measured; the thumb's 24-point height
/// estimated). It takes the proposed width.
///
/// On iOS the `label` is not drawn (it names the slider for accessibility); the minimum and
/// maximum value labels sit at the ends of the track. A still render shows the binding's value
/// (clamped to the bounds; a step snaps it). Disabled, the control draws at half opacity.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let hasValueLabels: Bool
    /// Where the tinted part of the track starts (iOS 26's `neutralValue`), else the minimum.
    let neutralFraction: Double
    /// The ticks' positions on the track, from 0 to 1.
    let tickFractions: [Double]

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, step: Double?, label: Label,
                                 minimum: ValueLabel, maximum: ValueLabel, hasValueLabels: Bool,
                                 neutralValue: V? = nil, enabledBounds: ClosedRange<V>? = nil, ticks: [V] = []) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        func position(_ offset: Double) -> Double {
            let f = span > 0 ? offset / span : 0
            return f.isFinite ? min(max(f, 0), 1) : 0
        }
        var value = value
        if let enabledBounds { value = min(max(value, enabledBounds.lowerBound), enabledBounds.upperBound) }
        var offset = Double(value - bounds.lowerBound)
        if let step, step > 0, step.isFinite { offset = (offset / step).rounded() * step }
        fraction = position(offset)
        neutralFraction = neutralValue.map { position(Double($0 - bounds.lowerBound)) } ?? 0
        tickFractions = ticks.filter { bounds.contains($0) }.map { position(Double($0 - bounds.lowerBound)) }
        self.label = label
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
        self.hasValueLabels = hasValueLabels
    }

    static var thumbDiameter: CGFloat { 27 }

    /// The value labels, the track and the thumb.
    public var body: some View {
        _SliderBody(track: _SliderTrack(fraction: fraction, neutral: neutralFraction, ticks: tickFractions),
                    minimum: minimumValueLabel, maximum: maximumValueLabel, hasValueLabels: hasValueLabels)
            // Adjustable, labelled by the undrawn label, valued in percent as UISlider reads.
            .modifier(AccessibilityAttachmentModifier.control(.adjustable, value: "\(Int((fraction * 100).rounded()))%",
                                                              labelView: AnyView(label)))
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a range (0...1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: EmptyView(),
                  minimum: EmptyView(), maximum: EmptyView(), hasValueLabels: false)
    }

    /// Creates a slider to select a value from a range, in increments of `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: Double(step), label: EmptyView(),
                  minimum: EmptyView(), maximum: EmptyView(), hasValueLabels: false)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label (not drawn on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(),
                  minimum: EmptyView(), maximum: EmptyView(), hasValueLabels: false)
    }

    /// Creates a slider with a step and a label (not drawn on iOS).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: Double(step), label: label(),
                  minimum: EmptyView(), maximum: EmptyView(), hasValueLabels: false)
    }
}

extension Slider {
    /// Creates a slider with a label and minimum and maximum value labels drawn at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel(), hasValueLabels: true)
    }

    /// Creates a slider with a step, a label and minimum and maximum value labels.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: Double(step), label: label(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel(), hasValueLabels: true)
    }
}

extension Slider {
    /// Creates a slider with value-label views and a trailing label closure (the iOS 13
    /// spelling, deprecated in SwiftUI).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(),
                  minimum: minimumValueLabel, maximum: maximumValueLabel, hasValueLabels: true)
    }

    /// Creates a slider with a step, value-label views and a trailing label closure (the
    /// iOS 13 spelling, deprecated in SwiftUI).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: Double(step), label: label(),
                  minimum: minimumValueLabel, maximum: maximumValueLabel, hasValueLabels: true)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a trailing label closure (the iOS 13 spelling, deprecated in SwiftUI).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: nil, label: label(),
                  minimum: EmptyView(), maximum: EmptyView(), hasValueLabels: false)
    }

    /// Creates a slider with a step and a trailing label closure (the iOS 13 spelling,
    /// deprecated in SwiftUI); the label is not drawn on iOS.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value.wrappedValue, bounds: bounds, step: Double(step), label: label(),
                  minimum: EmptyView(), maximum: EmptyView(), hasValueLabels: false)
    }
}

nonisolated struct _SliderBody<ValueLabel: View>: View {
    let track: _SliderTrack
    let minimum: ValueLabel
    let maximum: ValueLabel
    let hasValueLabels: Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack {
            if hasValueLabels { minimum }
            track
            if hasValueLabels { maximum }
        }
        .opacity(isEnabled ? 1 : 0.5)
    }
}

/// The track, tinted from the neutral position to the thumb, its ticks and the thumb.
nonisolated struct _SliderTrack: View {
    let fraction: Double
    var neutral: Double = 0
    var ticks: [Double] = []

    /// A tick's diameter, drawn inside the 4-point (iOS 26: 6-point) track (an estimate: no measured render of ticks).
    static let tickDiameter: CGFloat = 2

    @Environment(\.backplateLook) private var look

    var body: some View {
        GeometryReader { proxy in
            let metrics = SliderMetrics(look)
            let d = metrics.thumb.width
            let travel = max(proxy.size.width - d, 0)
            let x = d / 2 + travel * fraction
            let inset = min(metrics.trackInset, proxy.size.width / 2)
            let start = neutral > 0 ? d / 2 + travel * neutral : inset
            ZStack(alignment: .leading) {
                Capsule().fill(_SystemColor.fill).frame(width: proxy.size.width - 2 * inset, height: metrics.trackHeight)
                    .padding(.horizontal, inset)
                Capsule().fill(.tint).frame(width: abs(x - start), height: metrics.trackHeight).offset(x: min(x, start))
                ForEach(ticks.indices, id: \.self) { i in
                    let tickX = d / 2 + travel * ticks[i]
                    let tinted = (min(x, start)...max(x, start)).contains(tickX)
                    Circle()
                        .fill(tinted ? AnyShapeStyle(Color.white.opacity(0.7)) : AnyShapeStyle(_SystemColor.secondaryLabel))
                        .frame(width: Self.tickDiameter, height: Self.tickDiameter)
                        .offset(x: tickX - Self.tickDiameter / 2)
                }
                if look == .iOS26 {
                    Capsule().fill(Color.white)
                        .shadow(color: Color.black.opacity(0.15), radius: 3, y: 2)
                        .overlay(Capsule().strokeBorder(Color.black.opacity(0.04), lineWidth: 0.5))
                        .frame(width: d, height: metrics.thumb.height)
                        .offset(x: x - d / 2)
                } else {
                    // Two shadows fitted to iOS 16.4's thumb (AirSettingsUI, 2x): a tight one and a
                    // wide, lower one, 10 levels off white from 10.5 above the knob to 7 below it.
                    Circle().fill(Color.white)
                        .shadow(color: Color.black.opacity(0.12), radius: 6, y: 6)
                        .overlay(Circle().fill(Color.white).shadow(color: Color.black.opacity(0.12), radius: 2, y: 0.5))
                        .overlay(Circle().strokeBorder(Color.black.opacity(0.04), lineWidth: 0.5))
                        .frame(width: d, height: d)
                        .offset(x: x - d / 2)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(height: SliderMetrics(look).height)
        .modifier(_ListRowControlOverhang())
    }
}

/// A slider's height, track and thumb in a look: iOS 18 31 tall, a 4-point track and a 27-point
/// round thumb; iOS 26 34 tall, a 6-point track across the whole frame and a 37-point-wide thumb
/// (measured: UISlider on iOS 26.2, docs/pixel-differences.md §6), 24 tall (**estimate**).
struct SliderMetrics {
    let height: CGFloat
    let trackHeight: CGFloat
    let thumb: CGSize
    /// How far the track's ends stay inside the slider's frame: iOS 16's runs 21 to 279 in a
    /// 20-to-280 frame (AirSettingsUI, 2x); iOS 26.2's runs the frame's full width (0).
    let trackInset: CGFloat
    init(_ look: BackplateLook) {
        switch look {
        case .iOS18:
            height = 31; trackHeight = 4; trackInset = 1
            thumb = CGSize(width: Slider<EmptyView, EmptyView>.thumbDiameter, height: Slider<EmptyView, EmptyView>.thumbDiameter)
        case .iOS26:
            height = 34; trackHeight = 6; trackInset = 0
            thumb = CGSize(width: 37, height: 24)
        }
    }
}
