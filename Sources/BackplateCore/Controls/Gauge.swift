import Foundation

/// A view that shows a value within a range, drawn by the current gauge style
/// (docs/controls.md §6). The default style on iOS is `.linearCapacity`: the label above a 6-point
/// capsule in the system fill filled with the tint up to the value, the current-value label
/// below, and the minimum and maximum labels at the bar's ends. Values outside the bounds are
/// clamped; empty or non-finite bounds show an empty gauge.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?,
                                 minimum: BoundsLabel?, maximum: BoundsLabel?) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let f = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        fraction = f.isFinite ? min(max(f, 0), 1) : 0
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// The gauge drawn by the current gauge style.
    public var body: some View {
        _StyleReader(GaugeStyleConfiguration(
            value: fraction, label: .init(view: AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(view: AnyView($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(view: AnyView($0)) }),
                     style: \.gaugeStyleBox) { AnyView(DefaultGaugeStyle().makeBody(configuration: $0)) }
            // One element named by the label, valued by the fraction in percent.
            .modifier(AccessibilityAttachmentModifier.control([], value: "\(Int((fraction * 100).rounded()))%",
                                                              labelView: AnyView(label), isControl: false))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range and describes the gauge's purpose.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range, describing its purpose and current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge showing a value within a range, describing its current, minimum and
    /// maximum values.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// Creates a gauge with a current-value label and marked values (the marks are not drawn by
    /// Backplate's styles, as with the bounds-labelled form).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge {
    /// Creates a gauge with marked values (the marks are not drawn by Backplate's styles).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

// MARK: - GaugeStyle

/// Defines the implementation of all gauge instances within a view hierarchy.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
    /// Creates a view representing the body of a gauge.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// A type-erased label of a gauge, describing its purpose.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// A type-erased value label of a gauge that contains the current value.
    nonisolated public struct CurrentValueLabel: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// A type-erased value label of a gauge describing the minimum value.
    nonisolated public struct MinimumValueLabel: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// A type-erased value label of a gauge describing the maximum value.
    nonisolated public struct MaximumValueLabel: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// A type-erased label of a gauge marking one value of its range.
    nonisolated public struct MarkedValueLabel: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// The current value of the gauge, as a fraction of its range (0...1).
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

/// The default gauge style: `.linearCapacity` on iOS.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    /// Creates a default gauge style.
    public init() {}
    /// The linear capacity gauge.
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A gauge style that displays a bar that fills from leading to trailing edges as the value
/// increases, with the label above and the current value below.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// Creates a linear capacity gauge style.
    public init() {}
    /// The label, the filled bar between the bound labels, the current value.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 8) {
                if let min = configuration.minimumValueLabel { min.font(.caption).foregroundStyle(_SystemColor.secondaryLabel) }
                _GaugeBar(fraction: configuration.value, height: 6, marker: false)
                if let max = configuration.maximumValueLabel { max.font(.caption).foregroundStyle(_SystemColor.secondaryLabel) }
            }
            if let current = configuration.currentValueLabel {
                current.font(.caption).foregroundStyle(_SystemColor.secondaryLabel)
            }
        }
    }
}

/// A gauge style that displays a thin bar with a marker at the current value; the current
/// value label (or the bound labels) beside it.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// Creates an accessory linear gauge style.
    public init() {}
    /// A thin track with a circular marker.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label.font(.caption)
            HStack(spacing: 6) {
                if let min = configuration.minimumValueLabel { min.font(.caption) }
                else if let current = configuration.currentValueLabel { current.font(.caption) }
                _GaugeBar(fraction: configuration.value, height: 5, marker: true)
                if let max = configuration.maximumValueLabel { max.font(.caption) }
            }
        }
    }
}

/// A gauge style that displays a filled bar, the label above and the current value below.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory linear capacity gauge style.
    public init() {}
    /// The label, a filled bar, the current value.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label.font(.caption)
            _GaugeBar(fraction: configuration.value, height: 5, marker: false)
            if let current = configuration.currentValueLabel { current.font(.caption) }
        }
    }
}

/// A gauge style that displays an open ring with a marker at the current value, the current
/// value label in the centre and the bound labels (or the label) in the ring's bottom opening.
/// 58 × 58 points.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// Creates an accessory circular gauge style.
    public init() {}
    /// An open ring with a marker.
    public func makeBody(configuration: Configuration) -> some View {
        _GaugeRing(configuration: configuration, closed: false)
    }
}

/// A gauge style that displays a closed ring partially filled with the tint to the value, the
/// current value label centred. 58 × 58 points.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// Creates an accessory circular capacity gauge style.
    public init() {}
    /// A closed ring filled to the value.
    public func makeBody(configuration: Configuration) -> some View {
        _GaugeRing(configuration: configuration, closed: true)
    }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default gauge view style in the current context of the view being styled.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker that appears at a point along the bar.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension EnvironmentValues {
    var gaugeStyleBox: _StyleBox<GaugeStyleConfiguration>? {
        get { self[_StyleBoxKey<GaugeStyleConfiguration>.self] }
        set { self[_StyleBoxKey<GaugeStyleConfiguration>.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for gauges within this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.gaugeStyleBox) { s, c in s.makeBody(configuration: c) })
    }
}

/// A greedy capsule track filled with the tint to `fraction`, or with a marker at it.
nonisolated struct _GaugeBar: View {
    let fraction: Double
    let height: CGFloat
    let marker: Bool
    var body: some View {
        _CapsuleTrack(height: marker ? height + 4 : height) { width in
            let x = width * fraction
            if marker {
                Circle().fill(.tint)
                    .overlay(Circle().strokeBorder(_SystemColor.background, lineWidth: 1.5))
                    .frame(width: height + 4, height: height + 4)
                    .offset(x: min(max(x - (height + 4) / 2, 0), max(width - height - 4, 0)))
            } else {
                Capsule().fill(.tint).frame(width: x)
            }
        }
    }
}

/// The circular accessory gauges: a 6-point ring (open over the bottom 90° unless `closed`),
/// drawn inside the 58-point frame: its centre line runs 26 points from the centre, where the
/// value marker sits.
/// Under a `Gradient` tint (`.tint(Gradient(colors:))`), the open ring is drawn in that
/// gradient from its low end clockwise to its high end, as iOS draws it, and the marker is a
/// white dot ringed in black so it reads on every colour.
nonisolated struct _GaugeRing: View {
    let configuration: GaugeStyleConfiguration
    let closed: Bool
    @Environment(\.tint) private var tint
    var body: some View {
        let gap = closed ? 0.0 : 0.25
        let start = gap / 2
        let gradient = closed ? nil : tint?.base as? Gradient
        ZStack {
            if let gradient {
                Circle().trim(from: start, to: 1 - start).rotation(.degrees(90))
                    .stroke(AngularGradient(gradient: gradient, center: .center,
                                            startAngle: .degrees(90 + 360 * start), endAngle: .degrees(90 + 360 * (1 - start))),
                            style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .padding(3)
                _RingMarker(fraction: start + (1 - 2 * start) * configuration.value)
                    .fill(Color.white)
                _RingMarker(fraction: start + (1 - 2 * start) * configuration.value)
                    .stroke(Color.black, lineWidth: 1.5)
            } else {
                Circle().trim(from: start, to: 1 - start).rotation(.degrees(90))
                    .stroke(_SystemColor.fill, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .padding(3)
            }
            if closed {
                Circle().trim(from: 0, to: configuration.value).rotation(.degrees(-90))
                    .stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .padding(3)
            } else if gradient == nil {
                _RingMarker(fraction: start + (1 - 2 * start) * configuration.value)
                    .fill(.tint)
            }
            if let current = configuration.currentValueLabel {
                current.font(.system(size: 17, weight: .medium)).minimumScaleFactor(0.5).lineLimit(1).padding(9)
            } else if closed {
                configuration.label.font(.caption).padding(9)
            }
            if !closed {
                VStack {
                    Spacer()
                    HStack {
                        if let min = configuration.minimumValueLabel { min }
                        Spacer(minLength: 0)
                        if let max = configuration.maximumValueLabel { max }
                    }
                    .font(.system(size: 10, weight: .medium))
                    .padding(.horizontal, 8)
                }
            }
        }
        .frame(width: 58, height: 58)
    }
}

/// A small circle on the ring at `fraction` of a turn, counted clockwise from 6 o'clock.
nonisolated struct _RingMarker: Shape {
    let fraction: Double
    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2 - 3
        let angle = 2 * Double.pi * fraction + Double.pi / 2
        let c = CGPoint(x: rect.midX + r * cos(angle), y: rect.midY + r * sin(angle))
        return Path(ellipseIn: CGRect(x: c.x - 4, y: c.y - 4, width: 8, height: 8))
    }
}
