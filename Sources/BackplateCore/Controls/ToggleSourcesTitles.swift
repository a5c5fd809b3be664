import Foundation

// Toggle's title forms over a collection of values (iOS 16): on when every value is on, drawn
// as the label-view form `Toggle(sources:isOn:label:)` draws.

extension Toggle where Label == Text {
    /// A toggle over several values, titled with a localized key.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// A toggle over several values, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == BackplateCore.Label<Text, Image> {
    /// A toggle over several values, labelled with a localized title and an SF Symbol.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { BackplateCore.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle over several values, labelled with a string title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { BackplateCore.Label(title, systemImage: systemImage) }
    }
}
