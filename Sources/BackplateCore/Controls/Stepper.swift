import Foundation

/// A control that performs increment and decrement actions, drawn as UIKit's stepper
/// (docs/controls.md §5.4): the label at the leading edge and, at the trailing edge, a
/// 94 × 32 rounded rectangle (a capsule in the iOS 26 look) in the tertiary system fill holding
/// `−` and `+` in two 47-point halves separated by an 18-point divider. The row takes the
/// proposed width. A half whose limit is reached (value at the bound of `in:`) draws its glyph
/// at 30 % opacity; disabled, both glyphs do and the label draws at half opacity. A still
/// render never calls the actions.
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
/// (radius 8) in the iOS 18 look, a capsule in the iOS 26 look. UIKit still sizes it 94 × 32 on
/// iOS 26 (dotnet/maui#34325); its capsule shape is an **estimate** (docs/pixel-differences.md §6).
nonisolated struct _StepperControl: View {
    let canIncrement: Bool
    let canDecrement: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.backplateLook) private var look

    var body: some View {
        if look == .iOS26 {
            halves.background(_SystemColor.tertiaryFill, in: Capsule()).modifier(_StepperFrame())
        } else {
            halves.background(_SystemColor.tertiaryFill, in: RoundedRectangle(cornerRadius: 8)).modifier(_StepperFrame())
        }
    }

    private var halves: some View {
        HStack(spacing: 0) {
            // UIStepper's halves are the buttons "Decrement" and "Increment" (not dimmed at a bound).
            _StepperGlyph(plus: false).opacity(canDecrement && isEnabled ? 1 : 0.3)
                .frame(width: 47, height: 32)
                .modifier(AccessibilityAttachmentModifier.control(.isButton, label: "Decrement"))
            _StepperGlyph(plus: true).opacity(canIncrement && isEnabled ? 1 : 0.3)
                .frame(width: 47, height: 32)
                .modifier(AccessibilityAttachmentModifier.control(.isButton, label: "Increment"))
        }
    }
}

/// The stepper's divider (1 × 18, gray 4) between its halves and its fixed 94 × 32 frame.
nonisolated struct _StepperFrame: ViewModifier {
    func body(content: Content) -> some View {
        content
            .overlay(Rectangle().fill(_SystemColor.gray4).frame(width: 1, height: 18))
            .frame(width: 94, height: 32)
            .fixedSize()
    }
}

/// The `−` or `+` glyph of a stepper half: bars 13.7 points long, 2 thick, in the label colour.
nonisolated struct _StepperGlyph: View {
    let plus: Bool
    var body: some View {
        ZStack {
            Capsule().fill(.primary).frame(width: 13.7, height: 2)
            if plus { Capsule().fill(.primary).frame(width: 2, height: 13.7) }
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
