import Foundation

/// A control used to select a colour from the system colour picker UI, drawn as its idle
/// row: the label at the leading edge and, at the trailing edge, a 28-point colour well (a
/// hue ring around the selected colour). The row takes the proposed width.
nonisolated public struct ColorPicker<Label: View>: View {
    let color: Color
    let label: Label

    /// Creates a colour picker with a custom label.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        color = selection.wrappedValue
        self.label = label()
    }

    /// Creates a colour picker over a CoreGraphics colour, with a custom label.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        color = Color(cgColor: selection.wrappedValue)
        self.label = label()
    }

    /// The label and the colour well: one button element named by the label (drawn or not),
    /// valued by the colour's name (docs/accessibility.md).
    public var body: some View {
        _LabelValueRow(label: label, value: _ColorWell(color: color))
            .modifier(AccessibilityAttachmentModifier.control(.isButton, value: ColorAccessibilityName.name(of: color),
                                                              labelView: AnyView(label)))
    }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a colour picker with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// Creates a colour picker over a CoreGraphics colour, with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a colour picker over a CoreGraphics colour, with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The colour well: a 3-point hue ring, a gap, and the colour inside.
nonisolated struct _ColorWell: View {
    let color: Color
    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center, angle: .zero), lineWidth: 3)
            Circle().fill(color).padding(5)
        }
        .frame(width: 28, height: 28)
        .fixedSize()
        .modifier(_ListRowControlOverhang())
    }
}
