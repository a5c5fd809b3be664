import ActivityKit
import BackplateCore
import Foundation

/// Which presentation of a Live Activity a preview draws (`#Preview(as: .content, using:)`).
public enum ActivityPreviewViewKind: Hashable, Sendable {
    /// The Lock Screen banner.
    case content
    /// A Dynamic Island presentation.
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// The Dynamic Island's presentations.
    public enum DynamicIslandPreviewViewState: Hashable, Sendable {
        /// The compact leading and trailing views beside the camera.
        case compact
        /// The expanded regions.
        case expanded
        /// The minimal view.
        case minimal
    }
}

/// A Live Activity drawn as an iPhone 15 Pro shows it, for the first state listed.
/// **Estimated** (no measured iOS figures): the Lock Screen banner 361 points wide (the 393-point
/// screen less 16 on each side), as tall as its content up to 160, corners of 24, on the
/// `activityBackgroundTint` or else the regular material; the island black, 36.67 points tall
/// with a 126-point camera between the compact views, a 36.67-point circle when minimal, and
/// 371 points wide with corners of 44 when expanded (leading and trailing beside the camera,
/// center below it, bottom under all, 16-point margins), its content in the dark scheme.
nonisolated public struct ActivityPreview: View {
    let content: AnyView

    static let bannerWidth: CGFloat = 361
    static let bannerMaxHeight: CGFloat = 160
    static let islandHeight: CGFloat = 36.67
    static let cameraWidth: CGFloat = 126
    static let expandedWidth: CGFloat = 371

    /// The widget's activity for `attributes` and the first of `states`, in `kind`'s presentation.
    public init<W: Widget, Attributes: ActivityAttributes>(_ widget: W, kind: ActivityPreviewViewKind, attributes: Attributes,
                                                           states: [Attributes.ContentState]) {
        guard let configuration = ViewIsolation.evaluate(passing: widget, { $0.body }) as? ActivityConfiguration<Attributes>, let state = states.first else {
            RuntimeWarning.emit("ActivityPreview: \(W.self) has no ActivityConfiguration for \(Attributes.self), or no state was given; nothing is drawn")
            content = AnyView(EmptyView())
            return
        }
        let context = ActivityViewContext(attributes: attributes, state: state)
        switch kind {
        case .content: content = AnyView(Self.banner(configuration.makeContent(context)))
        case .dynamicIsland(let state): content = AnyView(Self.island(configuration.makeIsland(context), state))
        }
    }

    /// The presentation.
    public var body: some View { content }

    static func banner(_ view: AnyView) -> some View {
        view
            .frame(width: bannerWidth)
            .frame(maxHeight: bannerMaxHeight)
            .fixedSize(horizontal: false, vertical: true)
            .backgroundPreferenceValue(ActivityBackgroundTintKey.self) { tint in
                if let tint {
                    Rectangle().fill(tint)
                } else {
                    Rectangle().fill(.regularMaterial)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
    }

    @ViewBuilder static func island(_ island: DynamicIsland, _ state: ActivityPreviewViewKind.DynamicIslandPreviewViewState) -> some View {
        switch state {
        case .minimal:
            island.minimal
                .frame(width: islandHeight, height: islandHeight)
                .background(Circle().fill(Color.black))
                .environment(\.colorScheme, .dark)
        case .compact:
            HStack(spacing: 0) {
                island.compactLeading.padding(.leading, 12).padding(.trailing, 6)
                Color.clear.frame(width: cameraWidth - islandHeight)
                island.compactTrailing.padding(.leading, 6).padding(.trailing, 12)
            }
            .frame(height: islandHeight)
            .background(Capsule().fill(Color.black))
            .environment(\.colorScheme, .dark)
        case .expanded:
            expanded(island.expanded)
                .padding(16)
                .frame(width: expandedWidth)
                .frame(minHeight: 84, maxHeight: bannerMaxHeight)
                .fixedSize(horizontal: false, vertical: true)
                .background(RoundedRectangle(cornerRadius: 44, style: .continuous).fill(Color.black))
                .environment(\.colorScheme, .dark)
        }
    }

    static func expanded(_ regions: [DynamicIslandRegionContent]) -> some View {
        func region(_ position: DynamicIslandExpandedRegionPosition) -> AnyView? {
            regions.first { $0.position == position }?.view
        }
        return VStack(spacing: 4) {
            HStack(alignment: .top, spacing: 0) {
                (region(.leading) ?? AnyView(EmptyView())).frame(maxWidth: .infinity, alignment: .leading)
                Color.clear.frame(width: cameraWidth - 32, height: 1)
                (region(.trailing) ?? AnyView(EmptyView())).frame(maxWidth: .infinity, alignment: .trailing)
            }
            if let center = region(.center) { center }
            if let bottom = region(.bottom) { bottom.frame(maxWidth: .infinity) }
        }
    }
}

/// Builds the states a Live Activity preview's `contentStates:` closure lists, for the
/// activity attributes `A`.
@resultBuilder
public struct PreviewActivityBuilder<A: ActivityAttributes> {
    /// One state.
    public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] { [contentState] }
    /// The first statement's states.
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    /// The states so far, then the next statement's.
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] {
        accumulated + next
    }
    /// States from a `for` loop.
    public static func buildArray(_ parts: [[A.ContentState]]) -> [A.ContentState] { parts.flatMap { $0 } }
}

extension ActivityPreview {
    /// What `#Preview(_:as:using:) { widget } contentStates: { ... }` draws.
    public init<W: Widget, Attributes: ActivityAttributes>(_ widget: W, kind: ActivityPreviewViewKind, attributes: Attributes,
                                                           @PreviewActivityBuilder<Attributes> contentStates: () -> [Attributes.ContentState]) {
        self.init(widget, kind: kind, attributes: attributes, states: contentStates())
    }
}

extension ActivityPreview {
    /// A `contentStates:` closure that awaits: nothing is drawn, with a runtime warning, as a
    /// still render cannot await.
    @_disfavoredOverload
    public init<W: Widget, Attributes: ActivityAttributes>(_ widget: W, kind: ActivityPreviewViewKind, attributes: Attributes,
                                                           @PreviewActivityBuilder<Attributes> contentStates: @escaping () async -> [Attributes.ContentState]) {
        RuntimeWarning.emit("#Preview(as:using:widget:contentStates:): states that await are not run; nothing is drawn")
        self.init(widget, kind: kind, attributes: attributes, states: [])
    }
}

extension Preview {
    /// A preview of a Live Activity with the states `contentStates` lists. The closure is
    /// async and a still render cannot await it: nothing is drawn, with a runtime warning
    /// (`#Preview(as:using:widget:contentStates:)` draws the first state of a closure that does not await).
    public init<Attributes: ActivityAttributes, W: Widget>(_ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
                                                           widget: @escaping @MainActor () -> W,
                                                           @PreviewActivityBuilder<Attributes> contentStates: @escaping () async -> [Attributes.ContentState]) {
        self.init(name, _traitList: [.sizeThatFitsLayout]) {
            RuntimeWarning.emit("Preview(as:using:widget:contentStates:): \(W.self)'s async states are not awaited; nothing is drawn")
            return EmptyView()
        }
    }
}

extension ActivityAttributes {
    /// The Live Activity of the program's widget whose `ActivityConfiguration` is for these
    /// attributes, in `contentState` and `viewKind`'s presentation (`ActivityPreview`); nothing,
    /// with a runtime warning, when no widget has one. `isStale` is recorded, not drawn.
    public func previewContext(_ contentState: ContentState, isStale: Bool = false, viewKind: ActivityPreviewViewKind) -> some View {
        func activity<W: Widget>(_ type: W.Type) -> AnyView? {
            let widget = ViewIsolation.evaluate { W() }
            guard ViewIsolation.evaluate(passing: widget, { $0.body }) is ActivityConfiguration<Self> else { return nil }
            return AnyView(ActivityPreview(widget, kind: viewKind, attributes: self, states: [contentState]))
        }
        let widgets = PreviewCatalog.conformingTypes("Widget", in: "WidgetKit").compactMap { $0 as? any Widget.Type }
        if let view = widgets.lazy.compactMap({ activity($0) }).first { return view }
        RuntimeWarning.emit("previewContext(_:isStale:viewKind:): no widget has an ActivityConfiguration for \(Self.self); nothing is drawn")
        return AnyView(EmptyView())
    }
}
