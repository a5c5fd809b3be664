import Foundation

/// A control that performs increment and decrement actions, drawn as UIKit's stepper
/// (docs/controls.md §5.4): the label at the leading edge and, at the trailing edge, a
/// 94 × 32 rounded rectangle (iOS 26 look: a capsule 2/3 point inside that frame, measured on
/// iOS 26.2) in the tertiary system fill holding `−` and `+` in two 47-point halves separated by
/// an 18-point divider (iOS 26: 23.33). The row takes the proposed width. A half whose limit is
/// reached (value at the bound of `in:`) dims its glyph (30 % opacity; iOS 26 the tertiary label
/// colour); disabled, both do and the label draws at half opacity. A still render never calls
/// the actions.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let canIncrement: Bool
    let canDecrement: Bool

    /// Creates a stepper whose increment and decrement actions you provide.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
    }

    /// Creates a stepper that changes a value by `step`.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        canIncrement = true
        canDecrement = true
    }

    /// Creates a stepper that changes a value by `step` within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        let v = value.wrappedValue
        canIncrement = v < bounds.upperBound
        canDecrement = v > bounds.lowerBound
    }

    /// The label, a flexible space and the stepper control.
    public var body: some View {
        HStack {
            _RowLabel(label: _HalfOpacityWhenDisabled(content: label))
            _StepperControl(canIncrement: canIncrement, canDecrement: canDecrement)
                .modifier(_ListRowControlOverhang())
        }
        .modifier(_ListRowControlOverhang.MinHeight(height: 32))
    }
}

extension Stepper {
    /// Creates a stepper whose actions you provide (the label-last spelling).
    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

extension Stepper {
    /// Creates a stepper that changes a value by `step` (the label-last spelling of iOS 13).
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper within `bounds` (the label-last spelling of iOS 13).
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a localized title whose actions you provide.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a string title whose actions you provide.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a localized title that changes a value by `step`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a string title that changes a value by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a localized title that changes a value within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a string title that changes a value within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// The 94 × 32 stepper control: two 47-point halves on the tertiary fill, a rounded rectangle
/// (radius 8) in the iOS 18 look; in the iOS 26 look a capsule inset 2/3 point from the frame
/// (92.67 × 30.67), as UIStepper draws on iOS 26.2 (measured, docs/pixel-differences.md §6).
nonisolated struct _StepperControl: View {
    let canIncrement: Bool
    let canDecrement: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.backplateLook) private var look

    var body: some View {
        if look == .iOS26 {
            halves.background(_SystemColor.tertiaryFill, in: Capsule().inset(by: StepperMetrics.capsuleInset))
                .modifier(_StepperFrame(metrics: StepperMetrics(look)))
        } else {
            halves.background(_SystemColor.tertiaryFill, in: RoundedRectangle(cornerRadius: 8))
                .modifier(_StepperFrame(metrics: StepperMetrics(look)))
        }
    }

    private var halves: some View {
        let metrics = StepperMetrics(look)
        return HStack(spacing: 0) {
            // UIStepper's halves are the buttons "Decrement" and "Increment" (not dimmed at a bound).
            _StepperGlyph(plus: false, metrics: metrics, dimmed: !(canDecrement && isEnabled))
                .frame(width: 47, height: 32)
                .modifier(AccessibilityAttachmentModifier.control(.isButton, label: "Decrement"))
            _StepperGlyph(plus: true, metrics: metrics, dimmed: !(canIncrement && isEnabled))
                .frame(width: 47, height: 32)
                .modifier(AccessibilityAttachmentModifier.control(.isButton, label: "Increment"))
        }
    }
}

/// A stepper's divider and glyphs in a look. iOS 18: a 1 × 18 gray 4 divider, bars 13.7 × 2.
/// iOS 26 (UIStepper on iOS 26.2, measured at 3x): a 1 × 23.33 divider in the separator colour,
/// bars 13 × 1.75, the capsule 2/3 point inside the 94 × 32 frame.
struct StepperMetrics {
    let dividerHeight: CGFloat
    let barLength: CGFloat
    let barThickness: CGFloat
    let iOS26: Bool
    static let capsuleInset: CGFloat = 2.0 / 3.0
    init(_ look: BackplateLook) {
        iOS26 = look == .iOS26
        dividerHeight = iOS26 ? 70.0 / 3.0 : 18
        barLength = iOS26 ? 13 : 13.7
        barThickness = iOS26 ? 1.75 : 2
    }
}

/// The stepper's divider between its halves and its fixed 94 × 32 frame.
nonisolated struct _StepperFrame: ViewModifier {
    let metrics: StepperMetrics
    func body(content: Content) -> some View {
        content
            .overlay {
                if metrics.iOS26 {
                    Rectangle().fill(_SystemColor.separator).frame(width: 1, height: metrics.dividerHeight)
                } else {
                    Rectangle().fill(_SystemColor.gray4).frame(width: 1, height: metrics.dividerHeight)
                }
            }
            .frame(width: 94, height: 32)
            .fixedSize()
    }
}

/// The `−` or `+` glyph of a stepper half: two bars (`StepperMetrics`) in the label colour; at
/// a bound or disabled, at 30 % opacity (iOS 18) or in the tertiary label colour (iOS 26.2's
/// dimmed minus: 184 grey on the 237 fill in the monochrome reference, as (60, 60, 67) at 30 %).
nonisolated struct _StepperGlyph: View {
    let plus: Bool
    let metrics: StepperMetrics
    let dimmed: Bool
    var body: some View {
        if metrics.iOS26 && dimmed {
            bars.foregroundStyle(_SystemColor.tertiaryLabel)
        } else {
            bars.foregroundStyle(.primary).opacity(dimmed ? 0.3 : 1)
        }
    }

    private var bars: some View {
        ZStack {
            Capsule().frame(width: metrics.barLength, height: metrics.barThickness)
            if plus { Capsule().frame(width: metrics.barThickness, height: metrics.barLength) }
        }
    }
}

/// A control's label, drawn at half opacity when the control is disabled.
nonisolated struct _HalfOpacityWhenDisabled<Content: View>: View {
    let content: Content
    @Environment(\.isEnabled) private var isEnabled
    var body: some View {
        content.opacity(isEnabled ? 1 : 0.5)
    }
}
