import Foundation

extension ControlGroup {
    /// A control group labelled with a string title (shown when the group collapses into a
    /// menu); the default style draws the controls only.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    /// A control group labelled with a string title and an SF Symbol (shown when the group
    /// collapses into a menu); the default style draws the controls only.
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}
