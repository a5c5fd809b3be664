import Foundation

// WindowGroup's forms that present a value (iOS 16): each window shows the value it was opened
// with. A render shows the group's first window, opened with no value (`nil`) or with the
// default value, as an app's launch window is.

extension WindowGroup {
    /// A window group presenting values of `type`; the rendered window has none (`nil`).
    public init<D: Codable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        title = nil; id = nil
        self.content = { PresentedWindowContent(value: nil, content: content) }
    }

    /// A window group presenting values of `type`; the rendered window shows `defaultValue()`.
    public init<D: Codable & Hashable, C: View>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
                defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        title = nil; id = nil
        self.content = { PresentedWindowContent(value: defaultValue(), content: content) }
    }

    /// A window group with an identifier presenting values of `type`; the rendered window has none (`nil`).
    public init<D: Codable & Hashable, C: View>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        title = nil; self.id = id
        self.content = { PresentedWindowContent(value: nil, content: content) }
    }

    /// A window group with an identifier presenting values of `type`; the rendered window shows `defaultValue()`.
    public init<D: Codable & Hashable, C: View>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
                defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        title = nil; self.id = id
        self.content = { PresentedWindowContent(value: defaultValue(), content: content) }
    }

    /// A window group with a title view presenting values of `type`; the rendered window has none (`nil`).
    public init<D: Codable & Hashable, C: View>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.title = title; id = nil
        self.content = { PresentedWindowContent(value: nil, content: content) }
    }

    /// A window group with a title view presenting values of `type`; the rendered window shows `defaultValue()`.
    public init<D: Codable & Hashable, C: View>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
                defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.title = title; id = nil
        self.content = { PresentedWindowContent(value: defaultValue(), content: content) }
    }

    /// A window group with a localized title presenting values of `type`; the rendered window has none (`nil`).
    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        title = Text(titleKey); id = nil
        self.content = { PresentedWindowContent(value: nil, content: content) }
    }

    /// A window group with a localized title presenting values of `type`; the rendered window shows `defaultValue()`.
    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
                defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        title = Text(titleKey); id = nil
        self.content = { PresentedWindowContent(value: defaultValue(), content: content) }
    }

    /// A window group with a title string presenting values of `type`; the rendered window has none (`nil`).
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.title = Text(title); id = nil
        self.content = { PresentedWindowContent(value: nil, content: content) }
    }

    /// A window group with a title string presenting values of `type`; the rendered window shows `defaultValue()`.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
                                   defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.title = Text(title); id = nil
        self.content = { PresentedWindowContent(value: defaultValue(), content: content) }
    }

    /// A window group with a title view and an identifier presenting values of `type`; the rendered window has none (`nil`).
    public init<D: Codable & Hashable, C: View>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.title = title; self.id = id
        self.content = { PresentedWindowContent(value: nil, content: content) }
    }

    /// A window group with a title view and an identifier presenting values of `type`; the rendered window shows `defaultValue()`.
    public init<D: Codable & Hashable, C: View>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
                defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.title = title; self.id = id
        self.content = { PresentedWindowContent(value: defaultValue(), content: content) }
    }

    /// A window group with a localized title and an identifier presenting values of `type`; the rendered window has none (`nil`).
    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        title = Text(titleKey); self.id = id
        self.content = { PresentedWindowContent(value: nil, content: content) }
    }

    /// A window group with a localized title and an identifier presenting values of `type`; the rendered window shows `defaultValue()`.
    public init<D: Codable & Hashable, C: View>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
                defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        title = Text(titleKey); self.id = id
        self.content = { PresentedWindowContent(value: defaultValue(), content: content) }
    }

    /// A window group with a title string and an identifier presenting values of `type`; the rendered window has none (`nil`).
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C> {
        self.title = Text(title); self.id = id
        self.content = { PresentedWindowContent(value: nil, content: content) }
    }

    /// A window group with a title string and an identifier presenting values of `type`; the rendered window shows `defaultValue()`.
    @_disfavoredOverload
    public init<S: StringProtocol, D: Codable & Hashable, C: View>(_ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D>) -> C,
                                   defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C> {
        self.title = Text(title); self.id = id
        self.content = { PresentedWindowContent(value: defaultValue(), content: content) }
    }
}

/// The content of a window group that presents a value (`WindowGroup(for:content:)`): the
/// group's view built with a binding to the window's value. A render's window has the value it
/// opened with (`nil`, or the default value), as a constant binding: nothing in a still render
/// changes it.
nonisolated public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    let makeContent: () -> Content

    init(value: Data?, content: @escaping (Binding<Data?>) -> Content) {
        makeContent = { content(.constant(value)) }
    }

    init(value: Data, content: @escaping (Binding<Data>) -> Content) {
        makeContent = { content(.constant(value)) }
    }

    /// The group's view for the window's value.
    public var body: Content { makeContent() }
}
