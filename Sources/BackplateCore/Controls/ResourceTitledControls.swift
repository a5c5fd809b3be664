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

extension Picker where Label == Text {
    /// A picker titled with a localized string resource.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleResource) }
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
