import Foundation

/// A view that displays a root view and enables you to present additional views over it.
///
/// A still render shows one screen: the root, or, when the path is non-empty, the destination
/// registered with `navigationDestination(for:)` for the path's last value (or a destination
/// presented with `navigationDestination(isPresented:)`), with a back button titled after the
/// previous screen. Above the screen it draws the navigation bar with the screen's title
/// (large by default: 34-point bold below a 44-point bar, 96 points in all) and its toolbar
/// items. The bar is transparent, as iOS draws it with content at its scroll edge: the
/// content's background (a list's grouped grey) shows through. The bar is the screen's top
/// safe-area inset, as on iOS: content that ignores the safe area (a header image under
/// `toolbarBackground(.hidden, for: .navigationBar)`) reaches under it. A bottom toolbar
/// (`ToolbarItem(placement: .bottomBar)`) sits above the bottom safe area and draws the bar
/// material only when the screen's list or scroll view continues beneath it. Greedy in both axes.
nonisolated public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let pathValues: [AnyHashable]
    let root: Root

    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        NavigationResolution.make(root: AnyView(root), path: pathValues, context)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state (the root shows).
    public init(@ViewBuilder root: () -> Root) {
        pathValues = []
        self.root = root()
    }

    /// Creates a navigation stack showing the destination of the last value of `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        pathValues = path.wrappedValue.elements
        self.root = root()
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection,
                                Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// Creates a navigation stack whose path is a collection of one data type.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        pathValues = path.wrappedValue.map { AnyHashable($0) }
        self.root = root()
    }
}

/// Builds one navigation screen: resolves the root (and pushed destinations), reads the
/// navigation preferences their nodes produce, then builds the bar from them.
enum NavigationResolution {
    struct Screen {
        let values: PreferenceValues
        let nodes: [ViewNode]

        func value<K: PreferenceKey>(_ key: K.Type) -> K.Value { values.value(key) }
    }

    static func resolveScreen(_ view: AnyView, _ context: ResolveContext, firstNodeOnly: Bool = false,
                              observer: ScrollEdgeObserver? = nil) -> Screen {
        var inner = context.insideContainer
        inner.environment.isInNavigationScreen = true
        if let observer { inner.environment.scrollEdgeObserver = observer }
        inner.environment.isListRow = false
        var nodes = context.resolver.resolve(view, inner)
        // Every resolved view of the screen takes part, the ones a `NavigationView` drops too.
        let values = PreferenceCollector.resolvedValues(of: nodes, stack: context.resolver.stack)
        if firstNodeOnly, nodes.count > 1 { nodes = [nodes[0]] }
        return Screen(values: values, nodes: nodes)
    }

    static func make(root: AnyView, path: [AnyHashable], _ context: ResolveContext, firstNodeOnly: Bool = false) -> [ViewNode] {
        // The screens' scroll views report whether their content reaches under the bottom toolbar.
        let observer = ScrollEdgeObserver(parent: context.environment.scrollEdgeObserver)
        var screens = [resolveScreen(root, context, firstNodeOnly: firstNodeOnly, observer: observer)]
        var destinations = screens[0].value(NavigationDestinationsKey.self)
        for value in path.prefix(64) {
            let base = value.base
            guard let make = destinations[ObjectIdentifier(type(of: base))], let view = make(base) else {
                RuntimeWarning.emit("NavigationStack: no navigationDestination for a path value of type \(type(of: base))")
                break
            }
            let screen = resolveScreen(view, context, observer: observer)
            screens.append(screen)
            NavigationDestinationsKey.reduce(value: &destinations) { screen.value(NavigationDestinationsKey.self) }
        }
        while screens.count < 64, let next = screens[screens.count - 1].value(PresentedDestinationsKey.self).first {
            screens.append(resolveScreen(next, context, observer: observer))
        }

        // Title display mode: explicit, else inherited from the previous screen, large at the root.
        var mode = NavigationBarItem.TitleDisplayMode.large
        var inlineLarge = false
        for s in screens {
            if let m = s.value(NavigationTitleModeKey.self), m.mode != .automatic { mode = m.mode; inlineLarge = m.inlineLarge }
        }
        let top = screens[screens.count - 1]
        let title = top.value(NavigationTitleKey.self)
        var back: Text?
        if screens.count > 1, !top.value(NavigationBackButtonHiddenKey.self) {
            back = screens[screens.count - 2].value(NavigationTitleKey.self) ?? Text("Back")
        }
        let items = top.value(ToolbarItemsKey.self)
        let trailing = items.filter { $0.placement.slot == .trailing }.map { item in
            // A confirming action is drawn semibold (docs/controls.md §1.3).
            var entry = item
            if entry.placement == .confirmationAction { entry.view = AnyView(entry.view.font(.body.weight(.semibold))) }
            return entry
        }
        let backgroundVisibility = top.value(BarBackgroundVisibilityKey.self)[.navigationBar]
        let bar = NavigationBarConfiguration(
            title: title,
            large: mode == .large && (title != nil || items.contains { $0.placement.slot == .largeTitle }),
            backTitle: back,
            leading: items.filter { $0.placement.slot == .leading }.map(\.view),
            trailing: trailing.map(\.view),
            confirmationTrailing: items.filter { $0.placement == .confirmationAction }.count,
            principal: items.last { $0.placement.slot == .principal }?.view,
            bottom: items.filter { $0.placement.slot == .bottom || $0.placement.slot == .status },
            hidden: top.value(BarVisibilityKey.self)[.navigationBar] == .hidden,
            // Visible: always; automatic: while content is scrolled beneath the bar (iOS 15+
            // scroll-edge appearance, docs/controls.md §1.4); hidden: never.
            background: backgroundVisibility == .hidden
                ? nil : (top.value(BarBackgroundKey.self)[.navigationBar] ?? AnyShapeStyle(_BarMaterialStyle())),
            scrollEdge: backgroundVisibility == nil || backgroundVisibility == .automatic ? observer : nil,
            colorScheme: top.value(BarColorSchemeKey.self)[.navigationBar],
            search: top.value(NavigationSearchKey.self),
            inlineLarge: inlineLarge && title != nil && back == nil,
            titleMenu: top.value(NavigationTitleMenuKey.self) || items.contains { $0.placement.slot == .titleMenu },
            subtitle: top.value(NavigationSubtitleKey.self),
            titleView: items.last { $0.placement.slot == .title }?.view,
            largeTitleView: items.last { $0.placement.slot == .largeTitle }?.view,
            subtitleView: items.last { $0.placement.slot == .subtitle }?.view,
            largeSubtitleView: items.last { $0.placement.slot == .largeSubtitle }?.view,
            leadingGroups: ToolbarGlassGroup.groups(of: items.filter { $0.placement.slot == .leading }),
            trailingGroups: ToolbarGlassGroup.groups(of: trailing))
        var view = _NavigationScreen(bar: bar, content: top.nodes,
                                     contentBackground: top.value(NavigationContentBackgroundKey.self), observer: observer)
        let containerBackground = top.value(NavigationContainerBackgroundKey.self)
        view.containerBackground = containerBackground?.style
        view.containerBackgroundView = containerBackground?.view
        // The container consumes its screens' navigation values: an enclosing stack sees none.
        return PreferenceAction.attach(.combine(NavigationPreferences.consume),
                                       to: context.resolver.resolve(view, context.insideContainer))
    }
}

/// The bar material as an opaque approximation in the current colour scheme.
struct _BarMaterialStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        SystemColors.barMaterial(environment.colorScheme == .dark).resolve(in: environment)
    }
}

/// A navigation screen: the bar, the content below it, an optional bottom toolbar. The bottom
/// toolbar is a bottom safe-area inset of the content (its scroll views reach under it) and,
/// as iOS 15+ draws it, transparent at the scroll edge: it draws the bar material and hairline
/// only when a list or scroll view of the screen continues beneath it.
nonisolated struct _NavigationScreen: View {
    let bar: NavigationBarConfiguration
    let content: [ViewNode]
    let contentBackground: Color?
    var observer: ScrollEdgeObserver? = nil
    /// `containerBackground(_:for: .navigation)`: drawn over the screen's default background,
    /// under the content (a grouped list still draws its own grey unless its scroll content
    /// background is hidden).
    var containerBackground: AnyShapeStyle? = nil
    var containerBackgroundView: (AnyView, Alignment)? = nil
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.backplateLook) private var look

    var body: some View {
        // The bar is a top safe-area inset of the screen, as on iOS: content that ignores the
        // safe area (a stretchy header under a hidden bar background) reaches under it.
        Group {
            if bar.hidden {
                contentAndBottomBar
            } else if bar.large, let observer {
                contentAndBottomBar.modifier(_CollapsingNavigationBarModifier(large: bar, observer: observer))
            } else {
                contentAndBottomBar.safeAreaInset(edge: .top, spacing: 0) { _NavigationBarView(configuration: bar) }
            }
        }
        .modifier(_ContainerBackgroundLayer(style: containerBackground, view: containerBackgroundView))
        .background(contentBackground ?? SystemColors.background(colorScheme == .dark))
    }

    @ViewBuilder private var contentAndBottomBar: some View {
        if bar.bottom.isEmpty {
            screenContent
        } else {
            screenContent.safeAreaInset(edge: .bottom, spacing: 0) {
                if look == .iOS26 {
                    // iOS 26: the items float on glass capsules; no bar material, no hairline.
                    _GlassBottomToolbarView(items: bar.bottom)
                } else {
                    _BottomToolbarView(items: bar.bottom)
                        .modifier(_BarBackground(style: AnyShapeStyle(_BarMaterialStyle()), edge: .top, scrollEdge: observer))
                }
            }
        }
    }

    private var screenContent: some View {
        VStack(spacing: 0) { _ResolvedNodes(nodes: content) }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
