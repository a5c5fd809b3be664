import BackplateCore
import Foundation
import Intents

private struct WidgetFamilyKey: EnvironmentKey {
    static let defaultValue = WidgetFamily.systemSmall
}

private struct WidgetContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
}

extension EnvironmentValues {
    /// The family of the widget being drawn (`.systemSmall` outside a widget).
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }
    /// The widget's content margins: 16 points on every side for home-screen widgets on an
    /// iPhone (estimated from iOS 17 renders; Apple does not publish the figure).
    public var widgetContentMargins: EdgeInsets {
        get { self[WidgetContentMarginsKey.self] }
        set { self[WidgetContentMarginsKey.self] = newValue }
    }
    /// Whether the widget's container background is shown (always, on the home screen).
    public var showsWidgetContainerBackground: Bool { true }
}

nonisolated extension View {
    /// The URL the widget opens when tapped (recorded: nothing is tapped in a render).
    public func widgetURL(_ url: URL?) -> some View { modifier(EmptyModifier()) }
    /// Marks the view for the accent colour in tinted widget modes (a full-colour render
    /// draws it as is).
    public func widgetAccentable(_ accentable: Bool = true) -> some View { modifier(EmptyModifier()) }
}

/// A widget drawn as iOS draws it on the home screen: the family's size (170 × 170 for a small
/// widget on an iPhone 15 Pro), the container background filling it, the content inside the
/// 16-point margins (unless the configuration disables them), clipped to a continuous rounded
/// rectangle of radius 21.67 (estimated). With no entries, the provider's placeholder is drawn.
///
///     ImageRenderer(content: WidgetPreview(WeatherWidget(), family: .systemMedium, entries: [entry]))
///
/// This is what `#Preview(as: .systemSmall) { WeatherWidget() } timeline: { ... }` draws.
nonisolated public struct WidgetPreview: View {
    let content: AnyView
    let size: CGSize
    let margins: Bool
    let family: WidgetFamily

    /// A widget's first entry (or its placeholder) in a family.
    public init<W: Widget>(_ widget: W, family: WidgetFamily = .systemSmall, entries: [any TimelineEntry] = []) {
        self.family = family
        size = family.size
        let configuration = drawable(ViewIsolation.evaluate(passing: widget) { $0.body })
        margins = !(configuration?.settings.contentMarginsDisabled ?? false)
        let context = TimelineProviderContext(family: family)
        content = entries.first.flatMap { configuration?.view(for: $0) }
            ?? configuration?.placeholderView(in: context)
            ?? AnyView(EmptyView())
    }

    /// A view drawn as a widget's entry view in a family's container.
    init(entryView: AnyView, family: WidgetFamily) {
        self.family = family
        size = family.size
        margins = true
        content = entryView
    }

    /// The widget in its container.
    public var body: some View {
        content
            .padding(margins && family.isSystem ? 16 : 0)
            .frame(width: size.width, height: size.height)
            .backgroundPreferenceValue(WidgetContainerBackgroundKey.self) { background in
                if let view = background?.view {
                    view.0.frame(width: size.width, height: size.height, alignment: view.1)
                } else if let style = background?.style {
                    Rectangle().fill(style)
                } else {
                    Rectangle().fill(.background)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: family.isSystem ? 21.67 : 0, style: .continuous))
            .environment(\.widgetFamily, family)
    }
}

/// The context of a widget preview (WidgetKit's `WidgetPreviewContext`): the view is drawn as
/// the entry view of a widget of `family`, in its home-screen container.
public struct WidgetPreviewContext: PreviewContext, PreviewContextPresenting {
    /// The family the preview is drawn in.
    public var family: WidgetFamily

    /// A widget preview context of `family`.
    public init(family: WidgetFamily) { self.family = family }

    /// The context's value for `key`: the key's default, as a widget preview sets none.
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }

    package func present(_ content: AnyView) -> AnyView {
        AnyView(WidgetPreview(entryView: content, family: family))
    }
}

extension Preview {
    /// A preview of a widget with the entries `timeline` lists. The closure is async and a
    /// still render cannot await it, so the placeholder is drawn, with a runtime warning
    /// (`#Preview(as:widget:timeline:)` draws the first entry of a closure that does not await).
    public init<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                           @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) {
        self.init(name, _traitList: [.sizeThatFitsLayout]) {
            RuntimeWarning.emit("Preview(as:widget:timeline:): the async timeline is not awaited; \(W.self)'s placeholder is drawn")
            return WidgetPreview(widget(), family: family)
        }
    }

    /// A preview of a SiriKit-configured widget whose entries come from `timelineProvider`: the
    /// widget's placeholder is drawn in `family`'s home-screen container.
    public init<W: Widget, Provider: IntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
                                                             widget: @escaping @MainActor () -> W,
                                                             timelineProvider: @escaping () -> Provider) {
        self.init(name, _traitList: [.sizeThatFitsLayout]) { WidgetPreview(widget(), family: family) }
    }

    /// A preview of a widget whose entries come from `timelineProvider`: the widget's
    /// placeholder is drawn in `family`'s home-screen container, at the container's size.
    public init<W: Widget, Provider: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                            widget: @escaping @MainActor () -> W,
                                            timelineProvider: @escaping () -> Provider) {
        self.init(name, _traitList: [.sizeThatFitsLayout]) { WidgetPreview(widget(), family: family) }
    }

    /// A preview of a configurable widget whose entries come from an app-intent provider
    /// configured by `intent`: the widget's placeholder is drawn (the provider's timeline is
    /// async and not awaited).
    public init<W: Widget, Provider: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
                                                     widget: @escaping @MainActor () -> W,
                                                     timelineProvider: @escaping () -> Provider) {
        self.init(name, _traitList: [.sizeThatFitsLayout]) { WidgetPreview(widget(), family: family) }
    }
}
