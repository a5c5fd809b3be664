import Foundation

/// A view that shows the progress toward completion of a task, drawn by the current progress
/// view style (docs/controls.md §6).
///
/// Without a value (`ProgressView()`) iOS draws the circular activity indicator: 20 × 20
/// points (37 at `.large` control size), eight spokes frozen in one frame of their animation,
/// growing above the `.large` Dynamic Type size with `.body`'s leading (56.33 points at AX5).
/// With a value it draws a linear bar: greedy width, a 4-point capsule track in the system
/// fill, filled with the tint up to the fraction, the label above and the current-value label
/// below in the secondary colour. A `nil` value is indeterminate; values are clamped to
/// `0...total`, and a total ≤ 0 or non-finite shows an empty bar.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// A `timerInterval` progress view's range and direction; its fraction is computed when
    /// the view is rendered, from the render's "now".
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let v = Double(value), t = Double(total)
        guard t > 0, t.isFinite, v.isFinite else { return 0 }
        return min(max(v / t, 0), 1)
    }

    /// The progress view drawn by the current style.
    public var body: some View {
        _RenderDateReader { now in styled(fraction: timer.map { Self.timerFraction($0.interval, countsDown: $0.countsDown, now: now).0 } ?? fraction) }
    }

    func styled(fraction: Double?) -> some View {
        _StyleReader(ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: label.map { ProgressViewStyleConfiguration.Label(view: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(view: AnyView($0)) }),
                     style: \.progressViewStyleBox) { AnyView(DefaultProgressViewStyle().makeBody(configuration: $0)) }
            // UIProgressView reads its fraction in percent; UIActivityIndicatorView says "In progress".
            .modifier(AccessibilityAttachmentModifier.control(
                .updatesFrequently, label: label == nil && fraction == nil ? "In progress" : nil,
                value: fraction.map { "\(Int(($0 * 100).rounded()))%" }, labelView: label.map { AnyView($0) }, isControl: false))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress (a spinner on iOS).
    public init() where Label == EmptyView {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// Creates an indeterminate progress view with a label drawn below the spinner.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view for showing determinate progress (`nil` is indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }

    /// Creates a determinate progress view with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }

    /// Creates a progress view showing a `Foundation.Progress` instance's fraction completed
    /// (indeterminate when the progress is).
    public init(_ progress: Progress) where Label == EmptyView {
        self.init(fraction: progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView {
    /// Creates a determinate progress view with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view that generates its label from a localized key.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates an indeterminate progress view that generates its label from a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// Creates a determinate progress view with a localized title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// Creates a determinate progress view with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// Creates a progress view based on a style configuration, drawn by the style in effect
    /// around the custom style.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}

/// The label a timer-interval progress view shows: the time remaining (or elapsed) as
/// `m:ss` (`h:mm:ss` from an hour), at the moment the render shows: the environment's
/// `renderDate` when set, else the real clock.
nonisolated public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    /// The time text, monospaced digits.
    public var body: some View {
        _RenderDateReader { now in
            Text(verbatim: ProgressView<EmptyView, EmptyView>.timerFraction(interval, countsDown: countsDown, now: now).1).monospacedDigit()
        }
    }
}

extension ProgressView {
    static func timerFraction(_ interval: ClosedRange<Date>, countsDown: Bool, now: Date) -> (Double, String) {
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let elapsed = min(max(now.timeIntervalSince(interval.lowerBound), 0), max(total, 0))
        let f = total > 0 ? elapsed / total : 1
        let shown = countsDown ? max(total - elapsed, 0) : elapsed
        let seconds = Int(shown.rounded(.down))
        let text = seconds >= 3600
            ? String(format: "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
            : String(format: "%d:%02d", seconds / 60, seconds % 60)
        return (countsDown ? 1 - f : f, text)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a progress view for a date interval; a still render shows the fraction at the
    /// moment the render shows (draining when `countsDown`): the environment's `renderDate`
    /// when set, else the real clock.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(fraction: nil, label: nil, currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
        timer = (timerInterval, countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Creates a labelled progress view for a date interval.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
        timer = (timerInterval, countsDown)
    }
}

// MARK: - ProgressViewStyle

/// A type that applies standard interaction behaviour to all progress views within a view
/// hierarchy. Backplate draws what `makeBody` returns.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Creates a view representing the body of a progress view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// A type-erased label describing the task represented by the progress view.
    nonisolated public struct Label: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// A type-erased label that describes the current value of a progress view.
    nonisolated public struct CurrentValueLabel: View {
        let view: AnyView
        /// The label's content.
        public var body: some View { view }
    }
    /// The completed fraction of the task (0...1), or `nil` if indeterminate.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

/// The default progress view style: circular when indeterminate, linear with a value (iOS).
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates a default progress view style.
    public init() {}
    /// A spinner without a value, a bar with one.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A progress view that visually indicates its progress using a horizontal bar.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// Creates a linear progress view style.
    public init() { tint = nil }
    /// Creates a linear style with a tint colour (deprecated in SwiftUI; use `tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// The label, the 4-point bar, the current-value label.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            _ProgressBar(fraction: configuration.fractionCompleted, tint: tint)
            if let current = configuration.currentValueLabel {
                current.font(.footnote).foregroundStyle(_SystemColor.secondaryLabel)
            }
        }
    }
}

/// A progress view that uses a circular gauge: on iOS the activity spinner, also when the
/// progress is determinate (as UIKit draws it).
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    /// Creates a circular progress view style.
    public init() { tint = nil }
    /// Creates a circular style with a tint colour (deprecated in SwiftUI; use `tint(_:)`).
    public init(tint: Color) { self.tint = tint }
    /// The spinner with the label below it.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            _Spinner(tint: tint)
            if let label = configuration.label {
                label.foregroundStyle(_SystemColor.secondaryLabel)
            }
        }
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The style of a progress view that uses a circular gauge.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension EnvironmentValues {
    var progressViewStyleBox: _StyleBox<ProgressViewStyleConfiguration>? {
        get { self[_StyleBoxKey<ProgressViewStyleConfiguration>.self] }
        set { self[_StyleBoxKey<ProgressViewStyleConfiguration>.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(styleModifier(style, at: \.progressViewStyleBox) { s, c in s.makeBody(configuration: c) })
    }
}

/// The linear bar: greedy width, 4 points tall, track in the system fill, filled with the tint.
nonisolated struct _ProgressBar: View {
    let fraction: Double?
    let tint: Color?
    var body: some View {
        _CapsuleTrack(height: 4) { width in
            Capsule().fill(tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(TintShapeStyle()))
                .frame(width: width * (fraction ?? 0))
        }
    }
}

/// The activity indicator frozen in one frame: eight 2-point spokes from r/3 to r, the head
/// at 12 o'clock, alphas falling behind it (docs/controls.md §6). Above `.large` it grows with
/// `.body`'s leading: 56.33 points at AX5 on iOS 18 (20 × 62 / 22, RSSReader's tab view); the
/// sizes between are that rule unmeasured, and below `.large` it keeps 20 (an estimate).
nonisolated struct _Spinner: View {
    let tint: Color?
    @Environment(\.controlSize) private var controlSize
    @Environment(\.tint) private var environmentTint
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// The side at `.large`: 20, or 37 at the large control sizes.
    static func side(_ controlSize: ControlSize, _ dynamicTypeSize: DynamicTypeSize) -> CGFloat {
        let base: CGFloat = controlSize == .large || controlSize == .extraLarge ? 37 : 20
        let growth = max(1, Font.TextStyle.body.leading(at: dynamicTypeSize) / Font.TextStyle.body.leading(at: .large))
        return base * growth
    }

    var body: some View {
        let side = Self.side(controlSize, dynamicTypeSize)
        let alphas: [Double] = [147, 122, 97, 72, 47, 47, 47, 47].map { $0 / 255 }
        let style = tint.map { AnyShapeStyle($0) } ?? environmentTint ?? AnyShapeStyle(_SystemColor.spinner)
        ZStack {
            ForEach(0..<8) { i in
                _SpinnerSpoke(index: i)
                    .fill(style)
                    .opacity(alphas[i])
            }
        }
        .frame(width: side, height: side)
        .fixedSize()
    }
}

/// One spoke of the spinner: spoke `index` sits `index` eighths of a turn anticlockwise of
/// the head (the head at 12 o'clock).
nonisolated struct _SpinnerSpoke: Shape {
    let index: Int
    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let width = r / 5
        // The head spoke points up from r/3 to r; the others turn anticlockwise behind it.
        let bar = Path(roundedRect: CGRect(x: c.x - width / 2, y: c.y - r, width: width, height: r - r / 3),
                       cornerRadius: width / 2, style: .circular)
        let turn = CGAffineTransform(translationX: c.x, y: c.y)
            .rotated(by: -CGFloat(index) * .pi / 4)
            .translatedBy(x: -c.x, y: -c.y)
        return bar.applying(turn)
    }
}
