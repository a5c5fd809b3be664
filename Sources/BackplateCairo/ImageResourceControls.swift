import Foundation
import BackplateCore

// The iOS 17 control initializers that take a title and an asset-catalog image as Xcode's
// generated asset symbols name it (`Button("Save", image: .saveIcon) {}`): each draws
// `Label(title, image: resource)`, the image found as `Image(_:)` finds it (the empty image,
// with a runtime warning naming it, when no catalog has it).

extension Label where Title == Text, Icon == Image {
    /// A label with a localized title and an image from the app's asset catalog.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// A label with a string title (not localized) and an image from the app's asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension Button where Label == BackplateCore.Label<Text, Image> {
    /// A button labelled with a localized title and an asset-catalog image.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { BackplateCore.Label(titleKey, image: image) }
    }

    /// A button labelled with a string title and an asset-catalog image.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { BackplateCore.Label(title, image: image) }
    }

    /// A button with a role, labelled with a localized title and an asset-catalog image.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?,
                                action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { BackplateCore.Label(titleKey, image: image) }
    }

    /// A button with a role, labelled with a string title and an asset-catalog image.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?,
                                                   action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { BackplateCore.Label(title, image: image) }
    }
}

extension Menu where Label == BackplateCore.Label<Text, Image> {
    /// A menu labelled with a localized title and an asset-catalog image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { BackplateCore.Label(titleKey, image: image) }
    }

    /// A menu labelled with a string title and an asset-catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { BackplateCore.Label(title, image: image) }
    }

    /// A menu with a primary action, labelled with a localized title and an asset-catalog image
    /// (the action runs on tap; a still render draws the label either way).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { BackplateCore.Label(titleKey, image: image) }, primaryAction: primaryAction)
    }
}

extension Picker where Label == BackplateCore.Label<Text, Image> {
    /// A picker labelled with a localized title and an asset-catalog image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { BackplateCore.Label(titleKey, image: image) }
    }

    /// A picker labelled with a string title and an asset-catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { BackplateCore.Label(title, image: image) }
    }

    /// A picker labelled with a localized title and an asset-catalog image, with a custom
    /// current value view (iOS 18).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { BackplateCore.Label(titleKey, image: image) },
                  currentValueLabel: currentValueLabel)
    }

    /// A picker labelled with a string title and an asset-catalog image, with a custom current
    /// value view (iOS 18).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { BackplateCore.Label(title, image: image) },
                  currentValueLabel: currentValueLabel)
    }

    /// A picker labelled with a localized title and an asset-catalog image, bound to each of
    /// `sources` (iOS 17).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { BackplateCore.Label(titleKey, image: image) }
    }

    /// A picker labelled with a string title and an asset-catalog image, bound to each of
    /// `sources` (iOS 17).
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, image: ImageResource, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { BackplateCore.Label(title, image: image) }
    }

    /// A picker labelled with a localized title and an asset-catalog image, bound to each of
    /// `sources`, with a custom current value view (iOS 18).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { BackplateCore.Label(titleKey, image: image) }, currentValueLabel: currentValueLabel)
    }

    /// A picker labelled with a string title and an asset-catalog image, bound to each of
    /// `sources`, with a custom current value view (iOS 18).
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, image: ImageResource, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content,
                                                              @ViewBuilder currentValueLabel: () -> some View) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { BackplateCore.Label(title, image: image) }, currentValueLabel: currentValueLabel)
    }
}

extension Toggle where Label == BackplateCore.Label<Text, Image> {
    /// A toggle labelled with a localized title and an asset-catalog image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { BackplateCore.Label(titleKey, image: image) }
    }

    /// A toggle labelled with a string title and an asset-catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { BackplateCore.Label(title, image: image) }
    }

    /// A toggle over several values (on when every value is on), labelled with a localized
    /// title and an asset-catalog image.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { BackplateCore.Label(titleKey, image: image) }
    }

    /// A toggle over several values (on when every value is on), labelled with a string title
    /// and an asset-catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, image: ImageResource, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { BackplateCore.Label(title, image: image) }
    }
}

extension ControlGroup {
    /// A control group whose label (shown when the group collapses into a menu) is a localized
    /// title and an asset-catalog image; the default style draws the controls only.
    public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, BackplateCore.Label<Text, Image>> {
        self.init(content: content) { BackplateCore.Label(titleKey, image: image) }
    }

    /// A control group labelled with a string title and an asset-catalog image.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, BackplateCore.Label<Text, Image>> {
        self.init(content: content) { BackplateCore.Label(title, image: image) }
    }
}
