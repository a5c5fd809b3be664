import Foundation

// Controls titled with a `LocalizedStringResource`, such as the symbols Xcode generates from
// a String Catalog (`Toggle(.notifications, isOn:)`), as Apple declares them (iOS 16). Each
// draws the resource's value in the bundle's table, else its default value. They are
// disfavoured, so a string literal still picks the `LocalizedStringKey` form.

extension Label where Title == Text, Icon == Image {
    /// A label titled with a localized string resource and an SF Symbol.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }

}

extension Toggle where Label == Text {
    /// A toggle titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleResource) }
    }
}

extension Toggle where Label == BackplateCore.Label<Text, Image> {
    /// A toggle titled with a localized string resource and an SF Symbol.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { BackplateCore.Label(titleResource, systemImage: systemImage) }
    }
}

extension Button where Label == BackplateCore.Label<Text, Image> {
    /// A button titled with a localized string resource and an SF Symbol.
    @_disfavoredOverload
    @preconcurrency public init(_ titleResource: LocalizedStringResource, systemImage: String,
                                action: @escaping @MainActor () -> Void) {
        self.init(action: action) { BackplateCore.Label(titleResource, systemImage: systemImage) }
    }

    /// A button with a role, titled with a localized string resource and an SF Symbol.
    @_disfavoredOverload
    @preconcurrency public init(_ titleResource: LocalizedStringResource, systemImage: String, role: ButtonRole?,
                                action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { BackplateCore.Label(titleResource, systemImage: systemImage) }
    }
}

extension Picker where Label == Text {
    /// A picker titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleResource) }
    }
}

extension Picker where Label == BackplateCore.Label<Text, Image> {
    /// A picker titled with a localized string resource and an SF Symbol.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { BackplateCore.Label(titleResource, systemImage: systemImage) }
    }
}

extension Link where Label == Text {
    /// A link titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: URL) {
        self.init(destination: destination) { Text(titleResource) }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }
}

extension Menu where Label == BackplateCore.Label<Text, Image> {
    /// A menu titled with a localized string resource and an SF Symbol.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { BackplateCore.Label(titleResource, systemImage: systemImage) }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a localized string resource whose actions you provide.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleResource) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a localized string resource that changes a value by `step`.
    @_disfavoredOverload
    public init<V: Strideable>(_ titleResource: LocalizedStringResource, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleResource) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper titled with a localized string resource that changes a value by `step`
    /// within `bounds`.
    @_disfavoredOverload
    public init<V: Strideable>(_ titleResource: LocalizedStringResource, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleResource) }, onEditingChanged: onEditingChanged)
    }
}

extension ContentUnavailableView where Label == BackplateCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An unavailable-content view titled with a localized string resource, an SF Symbol and
    /// an optional description.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String, description: Text? = nil) {
        self.init(label: { BackplateCore.Label(titleResource, systemImage: name) }, description: { description })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view labeled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource) {
        self.init(fraction: nil, label: Text(titleResource), currentValueLabel: nil)
    }

    /// A determinate progress view labeled with a localized string resource.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(_ titleResource: LocalizedStringResource, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleResource), currentValueLabel: nil)
    }
}

extension DisclosureGroup where Label == Text {
    /// A collapsed disclosure group titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }

    /// A disclosure group titled with a localized string resource, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleResource) }
    }
}

extension GroupBox where Label == Text {
    /// A group box titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }
}
