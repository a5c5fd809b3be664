import Foundation

/// A container view that you can use to add hierarchy within certain views.
///
/// In a `List` or `Form` a section is one card: its header (footnote, secondary colour in the
/// grouped styles, uppercased with `BackplateLook.iOS18` only), its rows, its footer (footnote with tight leading, secondary). Elsewhere
/// (a `VStack`, `LazyVStack`, `LazyVGrid`) its header, content and footer are siblings in the
/// enclosing container, the header spanning a grid's full width.
nonisolated public struct Section<Parent, Content, Footer> {
    let header: Parent?
    let content: Content
    let footer: Footer?
    let isExpanded: Bool

    /// A section of the given parts, as drawn (a table's sections in a compact width).
    init(header: Parent?, content: Content, footer: Footer?, isExpanded: Bool) {
        self.header = header; self.content = content; self.footer = footer; self.isExpanded = isExpanded
    }
}

nonisolated extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
    /// A primitive view has no body.
    public var body: Never { primitiveBody(Self.self) }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let resolver = context.resolver
        guard let kind = context.environment.listContentKind else {
            var headerNodes = header.map { resolver.resolve($0, context) } ?? []
            for n in headerNodes { n.layoutValues[ContainerTraits.fullWidthCell] = true }
            let rows = isExpanded ? resolver.resolve(content, context) : []
            let footerNodes = footer.map { resolver.resolve($0, context) } ?? []
            for n in footerNodes { n.layoutValues[ContainerTraits.fullWidthCell] = true }
            // `Group(sections:)` and `ForEach(sections:)` find the section's parts by these marks.
            SectionMembership.mark(header: headerNodes, content: rows, footer: footerNodes)
            headerNodes += rows
            return headerNodes + footerNodes
        }
        let env = context.environment
        let dark = env.colorScheme == .dark
        var headerContext = context.insideContainer
        headerContext.environment.listContentKind = nil
        headerContext.environment.isListRow = false
        var footerContext = headerContext
        let prominent = env.headerProminence == .increased || kind == .sidebar || kind == .plain
        headerContext.environment.font = prominent ? .headline : ListCardMetrics(env.backplateLook).headerFont
        if !prominent && ListCardMetrics(env.backplateLook).uppercasesHeaders { headerContext.environment.textCase = .uppercase }
        headerContext.environment.setForegroundStyles([AnyShapeStyle(prominent ? Color.primary : SystemColors.secondaryLabel(dark))])
        // Footers wrap with tight leading: 14 points apart at `.medium` on iOS 26.4 (Home
        // Assistant's form), 2 less than `.footnote`'s 16; iOS 18 is assumed to match.
        footerContext.environment.font = Font.footnote.leading(.tight)
        footerContext.environment.setForegroundStyles([AnyShapeStyle(SystemColors.secondaryLabel(dark))])
        var rowContext = context.insideContainer
        rowContext.environment.listContentKind = nil
        rowContext.environment.isListRow = true
        let parts = ListSectionParts(
            header: header.map { resolver.resolve($0, headerContext) } ?? [],
            // In a `List(selection:)`, a `ForEach` of rows is tagged with its identifiers.
            rows: !isExpanded ? [] : env._selectionOptionRole == nil ? resolver.resolve(content, rowContext)
                : resolver.resolve(_implicitlyTagged(content), rowContext),
            footer: footer.map { resolver.resolve($0, footerContext) } ?? [],
            collapsible: kind == .sidebar,
            expanded: isExpanded,
            margins: env.listSectionMargins)
        let marker = ViewNode("Section", layout: PassthroughLayout())
        marker.layoutValues[ContainerTraits.sectionParts] = parts
        return [marker]
    }
}

/// A section of a list, resolved: what the list draws as one card.
struct ListSectionParts {
    var header: [ViewNode]
    var rows: [ViewNode]
    var footer: [ViewNode]
    var collapsible: Bool
    /// Whether a collapsible section shows its rows (`Section(isExpanded:)`).
    var expanded = true
    /// The margins `listSectionMargins(_:_:)` set where the section was written.
    var margins = ListSectionMargins()
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// Creates a section with content only.
    public init(@ViewBuilder content: () -> Content) {
        header = nil; self.content = content(); footer = nil; isExpanded = true
    }
}

extension Section where Parent: View, Content: View, Footer: View {
    /// Creates a section with a header, content and footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer(); isExpanded = true
    }

    /// Creates a section with a header, content and footer views (deprecated form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); self.footer = footer; isExpanded = true
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Creates a section with a header and content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header(); self.content = content(); footer = nil; isExpanded = true
    }

    /// Creates a section with a header view (deprecated form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); footer = nil; isExpanded = true
    }

    /// Creates a collapsible section; a collapsed one shows only its header.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header(); self.content = content(); footer = nil; self.isExpanded = isExpanded.wrappedValue
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// Creates a section with content and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil; self.content = content(); self.footer = footer(); isExpanded = true
    }

    /// Creates a section with a footer view (deprecated form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        header = nil; self.content = content(); self.footer = footer; isExpanded = true
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// Creates a section with a localized title as its header.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        header = Text(titleKey); self.content = content(); footer = nil; isExpanded = true
    }

    /// Creates a section with a string title as its header.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        header = Text(title); self.content = content(); footer = nil; isExpanded = true
    }

    /// Creates a section whose header is a localized string resource, such as a symbol Xcode
    /// generates from a String Catalog (`Section(.generalInformation)`): drawn in its default value.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        header = Text(titleResource); self.content = content(); footer = nil; isExpanded = true
    }

    /// Creates a collapsible section with a localized title.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        header = Text(titleKey); self.content = content(); footer = nil; self.isExpanded = isExpanded.wrappedValue
    }

    /// Creates a collapsible section with a string title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        header = Text(title); self.content = content(); footer = nil; self.isExpanded = isExpanded.wrappedValue
    }
}
