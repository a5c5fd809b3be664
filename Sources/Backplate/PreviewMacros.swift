import ActivityKit
import BackplateCore
import WidgetKit

/// Declares a preview of a view, as SwiftUI's `#Preview`: the macro expands to a type that
/// `PreviewCatalog` finds at run time, so a program can list and render every preview.
/// In a still render the body is built once, in its initial state.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "BackplateMacros", type: "PreviewMacro")

/// Declares a preview with traits (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
/// `.landscapeLeft`...), as SwiftUI's `#Preview(_:traits:_:body:)`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "BackplateMacros", type: "PreviewMacro")

/// Declares a preview of a widget in a family, as WidgetKit's `#Preview(_:as:widget:timeline:)`:
/// `#Preview(as: .systemSmall) { StepsWidget() } timeline: { StepsEntry(date: .now, steps: 8_204) }`.
/// The preview draws the first entry as the home screen draws the widget (`WidgetPreview`);
/// the canvas is the widget's size.
@freestanding(declaration)
public macro Preview<W: Widget>(_ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
                                @PreviewTimelineBuilder timeline: @escaping () async -> [any TimelineEntry]) =
    #externalMacro(module: "BackplateMacros", type: "PreviewMacro")

/// Declares a preview of a widget whose entries come from a timeline provider: the provider's
/// placeholder entry is drawn.
@freestanding(declaration)
public macro Preview<W: Widget, P: TimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                     widget: @escaping @MainActor () -> W,
                                                     timelineProvider: @escaping () -> P) =
    #externalMacro(module: "BackplateMacros", type: "PreviewMacro")

/// Declares a preview of a configurable widget whose entries come from an app-intent timeline
/// provider, configured by `intent`: the provider's placeholder entry is drawn (its snapshot and
/// timeline are async and not awaited).
@freestanding(declaration)
public macro Preview<W: Widget, P: AppIntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                              using intent: P.Intent,
                                                              widget: @escaping @MainActor () -> W,
                                                              timelineProvider: @escaping () -> P) =
    #externalMacro(module: "BackplateMacros", type: "PreviewMacro")

/// Declares a preview of a widget configured by a SiriKit intent, whose entries come from an
/// intent timeline provider: the provider's placeholder entry is drawn.
@freestanding(declaration)
public macro Preview<W: Widget, P: IntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily,
                                                           using intent: P.Intent,
                                                           widget: @escaping @MainActor () -> W,
                                                           timelineProvider: @escaping () -> P) =
    #externalMacro(module: "BackplateMacros", type: "PreviewMacro")

/// Declares a preview of a Live Activity, as WidgetKit's `#Preview(_:as:using:widget:contentStates:)`:
/// `#Preview("Banner", as: .content, using: Attributes.preview) { DeliveryActivity() } contentStates: { ... }`.
/// The first state is drawn in the presentation `viewKind` names (`ActivityPreview`).
@freestanding(declaration)
public macro Preview<Attributes: ActivityAttributes, W: Widget>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind,
                                                               using attributes: Attributes,
                                                               widget: @escaping @MainActor () -> W,
                                                               @PreviewActivityBuilder<Attributes> contentStates: @escaping () async -> [Attributes.ContentState]) =
    #externalMacro(module: "BackplateMacros", type: "PreviewMacro")

/// Marks a variable in a `#Preview` body (`@Previewable @State var isOn = false`) as the
/// preview's own dynamic state: `#Preview` moves it into a generated view that owns it.
@attached(peer)
public macro Previewable() = #externalMacro(module: "BackplateMacros", type: "PreviewableMacro")

/// Declares an environment value in one line: in `extension EnvironmentValues`,
/// `@Entry var accent: Color = .orange` creates the key with its default value and the
/// property reading and writing it (also in `Transaction`, `ContainerValues` and
/// `FocusedValues` extensions where those types exist).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "BackplateMacros", type: "EntryMacro")
