import BackplateCore
import Foundation

extension Button {
    /// A button that runs an intent when tapped (interactive widgets); drawn as any button
    /// with this label, and never run in a render.
    public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(action: {}, label: label)
    }
}

extension Button where Label == Text {
    /// A button titled by a localized key that runs an intent when tapped (never run in a render).
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(action: {}) { Text(titleKey) }
    }

    /// A button titled by a string that runs an intent when tapped (never run in a render).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
        self.init(action: {}) { Text(title) }
    }
}

extension Toggle {
    /// A toggle showing `isOn` that runs an intent when switched (interactive widgets); drawn
    /// as any toggle in that state, and never run in a render.
    public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.init(isOn: .constant(isOn), label: label)
    }
}

extension Toggle where Label == Text {
    /// A toggle titled by a localized key that runs an intent when switched (never run in a render).
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: .constant(isOn)) { Text(titleKey) }
    }

    /// A toggle titled by a string that runs an intent when switched (never run in a render).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: .constant(isOn)) { Text(title) }
    }
}
