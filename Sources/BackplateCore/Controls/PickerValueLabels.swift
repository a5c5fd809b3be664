import Foundation

// Picker's initializers bound to several sources (iOS 16) and with a current value label
// (iOS 18). A sources picker selects the value its sources share; when they disagree it
// selects no option, as a mixed picker shows none checked. A current value label replaces the
// selected option's label in a menu or navigation-link picker's value; other styles ignore it.

extension Picker {
    /// The value all `sources` share at `selection`, or none when they differ or are empty.
    static func sharedSelection<C: RandomAccessCollection>(_ sources: C, _ selection: KeyPath<C.Element, Binding<SelectionValue>>)
        -> AnyHashable {
        let values = sources.map { $0[keyPath: selection].wrappedValue }
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return AnyHashable(Optional<SelectionValue>.none) }
        return AnyHashable(first)
    }

    /// Creates a picker with a custom label and a custom view for its current value (iOS 18).
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selected: AnyHashable(selection.wrappedValue), content: content(), label: label(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }

    /// Creates a picker bound to the selection of each of `sources`, with a custom label (iOS 16).
    public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(selected: Self.sharedSelection(sources, selection), content: content(), label: label(), currentValueLabel: nil)
    }

    /// Creates a picker bound to the selection of each of `sources`, with a custom label and a
    /// custom view for its current value (iOS 18).
    public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                                           @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selected: Self.sharedSelection(sources, selection), content: content(), label: label(),
                  currentValueLabel: AnyView(currentValueLabel()))
    }
}

extension Picker where Label == Text {
    /// Creates a picker titled with a localized string, with a custom current value view (iOS 18).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker titled with a string, with a custom current value view (iOS 18).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                                   @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker titled with a localized string, bound to each of `sources` (iOS 16).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker titled with a string, bound to each of `sources` (iOS 16).
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }

    /// Creates a picker titled with a localized string, bound to each of `sources`, with a
    /// custom current value view (iOS 18).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(sources: sources, selection: selection, content: content, label: { Text(titleKey) },
                  currentValueLabel: currentValueLabel)
    }

    /// Creates a picker titled with a string, bound to each of `sources`, with a custom
    /// current value view (iOS 18).
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content,
                                                              @ViewBuilder currentValueLabel: () -> some View) {
        self.init(sources: sources, selection: selection, content: content, label: { Text(title) },
                  currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == BackplateCore.Label<Text, Image> {
    /// Creates a picker titled with a localized string and an SF Symbol, with a custom current
    /// value view (iOS 18).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { BackplateCore.Label(titleKey, systemImage: systemImage) },
                  currentValueLabel: currentValueLabel)
    }

    /// Creates a picker titled with a string and an SF Symbol, with a custom current value
    /// view (iOS 18).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { BackplateCore.Label(title, systemImage: systemImage) },
                  currentValueLabel: currentValueLabel)
    }

    /// Creates a picker titled with a localized string and an SF Symbol, bound to each of
    /// `sources` (iOS 16).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) {
            BackplateCore.Label(titleKey, systemImage: systemImage)
        }
    }

    /// Creates a picker titled with a string and an SF Symbol, bound to each of `sources` (iOS 16).
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, systemImage: String, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) {
            BackplateCore.Label(title, systemImage: systemImage)
        }
    }

    /// Creates a picker titled with a localized string and an SF Symbol, bound to each of
    /// `sources`, with a custom current value view (iOS 18).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { BackplateCore.Label(titleKey, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    /// Creates a picker titled with a string and an SF Symbol, bound to each of `sources`,
    /// with a custom current value view (iOS 18).
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, systemImage: String, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content,
                                                              @ViewBuilder currentValueLabel: () -> some View) {
        self.init(sources: sources, selection: selection, content: content,
                  label: { BackplateCore.Label(title, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }
}
