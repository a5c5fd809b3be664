import AppIntents
import BackplateCore
import Foundation

/// A control that performs an action (plays a sound, opens the app): drawn as Control Center
/// draws it at rest, a circle with the label's symbol. The action never runs in a render.
nonisolated public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate, DrawableControlTemplate {
    /// No body.
    public typealias Body = Never
    /// Built-in templates are not made of others: reading `body` stops the program.
    public var body: Never { fatalError("ControlWidgetButton has no body") }
    let tile: ControlTile

    /// A button whose label gives its symbol and title.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label)
    where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
        tile = ControlTile(symbol: AnyView(label()), isToggle: false, isOn: false)
    }

    /// A button with a label, and an `actionLabel` shown while the action runs (the label at
    /// rest is drawn).
    public init(action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        tile = ControlTile(symbol: AnyView(label()), isToggle: false, isOn: false)
    }
}

extension ControlWidgetButton where Label == Text {
    /// A button titled by a localized key; `actionLabel(false)` gives its symbol at rest.
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        tile = ControlTile(symbol: AnyView(actionLabel(false)), isToggle: false, isOn: false)
    }

    /// A button titled by a string; `actionLabel(false)` gives its symbol at rest.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        tile = ControlTile(symbol: AnyView(actionLabel(false)), isToggle: false, isOn: false)
    }
}

/// The action label of a control button made without one: nothing beyond the label.
nonisolated public struct ControlWidgetButtonDefaultActionLabel: View {
    /// Draws nothing.
    public var body: some View { EmptyView() }
}

/// A control with an on and an off state (a light, a timer): drawn as Control Center draws
/// it, a circle with its symbol, filled with its tint (blue by default) when on.
nonisolated public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate, DrawableControlTemplate {
    /// No body.
    public typealias Body = Never
    /// Built-in templates are not made of others: reading `body` stops the program.
    public var body: Never { fatalError("ControlWidgetToggle has no body") }
    let tile: ControlTile

    /// A toggle whose label gives its symbol; its value reads "On" or "Off".
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        tile = ControlTile(symbol: AnyView(label()), isToggle: true, isOn: isOn)
    }

    /// A toggle with a label and a value label for each state: the symbol is the label's,
    /// or the value label's when the label is a text.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        let symbol = Label.self == Text.self ? AnyView(valueLabel(isOn)) : AnyView(label())
        tile = ControlTile(symbol: symbol, isToggle: true, isOn: isOn)
    }
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle titled by a localized key whose value label gives its symbol for each state.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        tile = ControlTile(symbol: AnyView(valueLabel(isOn)), isToggle: true, isOn: isOn)
    }

    /// A toggle titled by a string whose value label gives its symbol for each state.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        tile = ControlTile(symbol: AnyView(valueLabel(isOn)), isToggle: true, isOn: isOn)
    }
}

/// The value label of a control toggle made without one: "On" or "Off".
nonisolated public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    /// The state's word.
    public var body: some View { Text(isOn ? "On" : "Off") }
}
