import Foundation

/// A control that toggles between on and off, drawn as iOS's switch (reference §13.2): the
/// label at the leading edge, a 51×31 capsule at the trailing edge (green when on unless a tint
/// is set, the secondary system fill when off) with a white 27-point knob; the row takes the
/// proposed width and is at least 31 points tall.
public struct Toggle<Label: View>: View {
    let isOn: Bool
    let label: Label

    /// Creates a toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn.wrappedValue
        self.label = label()
    }

    /// The label and the switch.
    public var body: some View {
        HStack {
            label
            Spacer()
            _Switch(isOn: isOn)
        }
        .frame(minHeight: 31)
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

struct _Switch: View {
    let isOn: Bool
    @Environment(\.tint) var tint
    @Environment(\.colorScheme) var colorScheme

    var body: some View {
        let onFill = tint ?? AnyShapeStyle(Color.green)
        let offFill = AnyShapeStyle(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255,
                                          opacity: colorScheme == .dark ? 0.32 : 0.16))
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule().fill(isOn ? onFill : offFill)
            Circle().fill(Color.white)
                .shadow(color: Color.black.opacity(0.2), radius: 1, y: 1.5)
                .frame(width: 27, height: 27)
                .padding(2)
        }
        .frame(width: 51, height: 31)
        .fixedSize()
    }
}
