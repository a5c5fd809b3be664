import Foundation
import BackplateCore
import BackplateCairo

/// A content configuration for a UIKit cell that hosts a SwiftUI view (iOS 16): the view,
/// inset by the cell's margins, at least `minSize`, over an optional background. A table draws
/// such a cell as a `List` row showing the view in the row's insets (the margins set here are
/// added to them); the configuration's content view answers `sizeThatFits(_:)` with the SwiftUI
/// layout of what the cell would show.
nonisolated public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let background: Background
    /// The margins set by `margins(_:_:)`, per edge (`nil`: the cell's layout margins, which
    /// a view outside a cell does not have: none).
    var margins: [Edge: CGFloat] = [:]
    var minWidth: CGFloat?
    var minHeight: CGFloat?

    /// The view the cell shows: the content inset by the margins, at least the minimum size,
    /// over the background.
    package var hostedView: some View {
        content
            .padding(EdgeInsets(top: margins[.top] ?? 0, leading: margins[.leading] ?? 0,
                                bottom: margins[.bottom] ?? 0, trailing: margins[.trailing] ?? 0))
            .frame(minWidth: minWidth, minHeight: minHeight)
            .background { background }
    }

    /// A copy with its background replaced.
    func with<B: View>(background: B) -> UIHostingConfiguration<Content, B> {
        var copy = UIHostingConfiguration<Content, B>(content: content, background: background)
        copy.margins = margins
        copy.minWidth = minWidth
        copy.minHeight = minHeight
        return copy
    }

    /// The cell's background: a shape style filling the cell behind the margins.
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> {
        with(background: _UIHostingConfigurationBackgroundView(style: style))
    }

    /// The cell's background: a view filling the cell behind the margins.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        with(background: content())
    }

    /// Sets the margins of `edges` to `length` points.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// Sets the margins of `edges` to the matching lengths of `insets`.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        if edges.contains(.top) { copy.margins[.top] = insets.top }
        if edges.contains(.leading) { copy.margins[.leading] = insets.leading }
        if edges.contains(.bottom) { copy.margins[.bottom] = insets.bottom }
        if edges.contains(.trailing) { copy.margins[.trailing] = insets.trailing }
        return copy
    }

    /// Sets the cell's minimum width and height (`nil` keeps the current one).
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> {
        var copy = self
        if let width { copy.minWidth = width }
        if let height { copy.minHeight = height }
        return copy
    }

    /// A content view showing this configuration.
    @MainActor public func makeContentView() -> UIView & UIContentView { _UIHostingContentView(configuration: self) }

    /// The same configuration: SwiftUI content reads a cell's state from the environment, and
    /// a render has no selected or highlighted cells.
    public func updated(for state: UIConfigurationState) -> UIHostingConfiguration<Content, Background> { self }
}

extension UIHostingConfiguration where Background == EmptyView {
    /// A configuration hosting `content`, with no background and the cell's margins.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), background: EmptyView())
    }
}

/// A shape style filling a hosted cell's background.
nonisolated public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle>: View {
    let style: S
    /// A rectangle filled with the style.
    public var body: some View { Rectangle().fill(style) }
}

/// The UIKit view a `UIHostingConfiguration` makes: it sizes and draws its SwiftUI view.
final class _UIHostingContentView<Content: View, Background: View>: UIView, UIContentView, UIKitDrawnView {
    var hosting: UIHostingConfiguration<Content, Background>

    init(configuration: UIHostingConfiguration<Content, Background>) {
        hosting = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    var configuration: UIContentConfiguration {
        get { hosting }
        set { if let new = newValue as? UIHostingConfiguration<Content, Background> { hosting = new } }
    }

    /// The hosted view's size for a width and height (infinite: unconstrained).
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        UIHostingController(rootView: hosting.hostedView).sizeThatFits(in: size)
    }

    func swiftUIDrawing() -> AnyView { AnyView(hosting.hostedView) }
}
