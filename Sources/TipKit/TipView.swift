import BackplateCore
import Foundation

/// An inline tip, as TipKit's `TipView`: a card that takes its place in the layout.
///
/// When the tip's status is `.available` the card draws as iOS 17/18 draws it: a rounded
/// rectangle in the secondary system background (242,242,247 light / 28,28,30 dark) with,
/// left to right, the tip's image in the tint, the title as a headline over the message in
/// the secondary style, and a close button (an `xmark` in the tertiary style) at the top
/// trailing corner; actions follow below a divider, as tinted buttons. With an `arrowEdge`
/// the card grows an arrow on that edge pointing away from it. When the tip may not show
/// (its rules do not hold, it was invalidated, or tips are hidden for testing) nothing is
/// drawn and the view takes no space.
///
/// **Estimated, not measured:** the 16-point padding, the 12-point gap between image and
/// text, the 35 × 35 image box, the 4-point gap between title and message, the 13-point
/// continuous corner radius and the 10 × 20 arrow.
@MainActor @preconcurrency
public struct TipView<Content: Tip>: View {
    let tip: Content
    let arrowEdge: Edge?
    let action: @MainActor @Sendable (Tips.Action) -> Void
    @Environment(\.tipViewStyleBox) private var style

    /// A tip view for a tip, with an optional arrow and an action handler (never called in a
    /// render).
    @preconcurrency
    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.arrowEdge = arrowEdge
        self.action = action
    }

    /// The card when the tip may show, else nothing.
    public var body: some View {
        if tip.shouldDisplay {
            let configuration = TipViewStyleConfiguration(tip: tip, arrowEdge: arrowEdge)
            if let style {
                style.makeBody(configuration)
            } else {
                DefaultTipViewCard(configuration: configuration)
            }
        }
    }
}

extension TipView where Content == AnyTip {
    /// A tip view for any tip, or for none (draws nothing).
    @preconcurrency
    public init(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) {
        self.init(AnyTip(existential: tip ?? NoTip()), arrowEdge: arrowEdge, action: action)
    }
}

/// What `TipView(nil)` holds: a tip that never shows.
struct NoTip: Tip {
    var title: Text { Text(verbatim: "") }
    var rules: [Rule] { Tips.Rule(Tips.Parameter(NoTip.self, "never", false)) { $0 } }
}

/// The parts of a tip a `TipViewStyle` arranges.
public struct TipViewStyleConfiguration {
    /// The tip.
    public let tip: any Tip
    let arrowEdge: Edge?

    init(tip: any Tip, arrowEdge: Edge?) {
        self.tip = tip
        self.arrowEdge = arrowEdge
    }

    /// The tip's title.
    @MainActor public var title: Text? { tip.title }
    /// The tip's message.
    @MainActor public var message: Text? { tip.message }
    /// The tip's image.
    @MainActor public var image: Image? { tip.image }
    /// The tip's actions.
    @MainActor public var actions: [Tips.Action] { tip.actions }
}

/// A custom look for every `TipView` below `.tipViewStyle(_:)`.
@MainActor @preconcurrency
public protocol TipViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The parts of the tip.
    typealias Configuration = TipViewStyleConfiguration
    /// Makes the tip's view.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

struct TipViewStyleBox {
    let makeBody: @MainActor (TipViewStyleConfiguration) -> AnyView
}

private struct TipViewStyleKey: EnvironmentKey {
    static var defaultValue: TipViewStyleBox? { nil }
}

/// The card's look, set by `tipBackground`, `tipCornerRadius`, `tipImageSize` and
/// `tipImageStyle`.
struct TipAppearance: Sendable {
    var background: AnyShapeStyle?
    var cornerRadius: CGFloat = 13
    var imageSize: CGSize?
    var imageStyle: AnyShapeStyle?
}

private struct TipAppearanceKey: EnvironmentKey {
    static var defaultValue: TipAppearance { TipAppearance() }
}

extension EnvironmentValues {
    var tipViewStyleBox: TipViewStyleBox? {
        get { self[TipViewStyleKey.self] }
        set { self[TipViewStyleKey.self] = newValue }
    }
    var tipAppearance: TipAppearance {
        get { self[TipAppearanceKey.self] }
        set { self[TipAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Draws `TipView`s inside this view with a custom style.
    public func tipViewStyle(_ style: some TipViewStyle) -> some View {
        environment(\.tipViewStyleBox, TipViewStyleBox { AnyView(style.makeBody(configuration: $0)) })
    }

    /// Fills inline tip cards inside this view with a style.
    public func tipBackground<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.tipAppearance) { $0.background = AnyShapeStyle(style) }
    }

    /// Rounds inline tip cards inside this view with a radius (default 13, estimated).
    public func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View {
        transformEnvironment(\.tipAppearance) { $0.cornerRadius = cornerRadius }
    }

    /// Sizes tip images inside this view (default 35 × 35, estimated), fitting the image.
    public func tipImageSize(_ size: CGSize) -> some View {
        transformEnvironment(\.tipAppearance) { $0.imageSize = size }
    }

    /// Paints tip images inside this view with a style (default the tint).
    public func tipImageStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.tipAppearance) { $0.imageStyle = AnyShapeStyle(style) }
    }

    /// Presents a tip as a popover anchored to this view when the tip becomes eligible. A
    /// popover needs presentation, which a still render never performs: the view draws as
    /// if the modifier were absent, and takes the same space; a runtime warning names a tip
    /// that iOS would present.
    @preconcurrency
    public func popoverTip(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping @MainActor @Sendable (Tips.Action) -> Void = { _ in }) -> some View {
        if let tip, tip.shouldDisplay {
            RuntimeWarning.emit("popoverTip: iOS would present the tip \"\(tip.id)\" as a popover here; a still render presents no popover")
        }
        return self
    }
}

/// The built-in card.
struct DefaultTipViewCard: View {
    let configuration: TipViewStyleConfiguration
    @Environment(\.tipAppearance) private var appearance

    static let padding: CGFloat = 16
    static let imageSize = CGSize(width: 35, height: 35)
    static let arrowDepth: CGFloat = 10
    static let arrowWidth: CGFloat = 20

    var body: some View {
        let shape = TipCardShape(cornerRadius: appearance.cornerRadius, arrowEdge: configuration.arrowEdge,
                                 arrowDepth: Self.arrowDepth, arrowWidth: Self.arrowWidth)
        card
            .padding(Self.padding)
            .padding(arrowInsets)
            .background(shape.fill(appearance.background ?? AnyShapeStyle(.background.secondary)))
    }

    var arrowInsets: EdgeInsets {
        guard let edge = configuration.arrowEdge else { return EdgeInsets() }
        let d = Self.arrowDepth
        switch edge {
        case .top: return EdgeInsets(top: d, leading: 0, bottom: 0, trailing: 0)
        case .bottom: return EdgeInsets(top: 0, leading: 0, bottom: d, trailing: 0)
        case .leading: return EdgeInsets(top: 0, leading: d, bottom: 0, trailing: 0)
        case .trailing: return EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: d)
        }
    }

    var card: some View {
        let actions = configuration.actions
        let imageSize = appearance.imageSize ?? Self.imageSize
        return VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: 12) {
                if let image = configuration.image {
                    image
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .foregroundStyle(appearance.imageStyle ?? AnyShapeStyle(.tint))
                        .frame(width: imageSize.width, height: imageSize.height)
                }
                VStack(alignment: .leading, spacing: 4) {
                    if let title = configuration.title {
                        title.font(.headline).foregroundStyle(.primary)
                    }
                    if let message = configuration.message {
                        message.font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "xmark")
                    .font(.system(size: 15, weight: .semibold))
                    .foregroundStyle(.tertiary)
            }
            if !actions.isEmpty {
                ForEach(actions) { action in
                    Divider().padding(.vertical, 10)
                    action.label().foregroundStyle(.tint)
                }
            }
        }
    }
}

/// The card's outline: a continuous rounded rectangle, with an isosceles arrow centred on
/// one edge when the tip view has an arrow edge.
struct TipCardShape: Shape {
    let cornerRadius: CGFloat
    let arrowEdge: Edge?
    let arrowDepth: CGFloat
    let arrowWidth: CGFloat

    func path(in rect: CGRect) -> Path {
        var body = rect
        var arrow = Path()
        let d = arrowDepth, half = arrowWidth / 2
        switch arrowEdge {
        case .top?:
            body = CGRect(x: rect.minX, y: rect.minY + d, width: rect.width, height: rect.height - d)
            arrow.move(to: CGPoint(x: rect.midX - half, y: body.minY))
            arrow.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
            arrow.addLine(to: CGPoint(x: rect.midX + half, y: body.minY))
        case .bottom?:
            body = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - d)
            arrow.move(to: CGPoint(x: rect.midX - half, y: body.maxY))
            arrow.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            arrow.addLine(to: CGPoint(x: rect.midX + half, y: body.maxY))
        case .leading?:
            body = CGRect(x: rect.minX + d, y: rect.minY, width: rect.width - d, height: rect.height)
            arrow.move(to: CGPoint(x: body.minX, y: rect.midY - half))
            arrow.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            arrow.addLine(to: CGPoint(x: body.minX, y: rect.midY + half))
        case .trailing?:
            body = CGRect(x: rect.minX, y: rect.minY, width: rect.width - d, height: rect.height)
            arrow.move(to: CGPoint(x: body.maxX, y: rect.midY - half))
            arrow.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            arrow.addLine(to: CGPoint(x: body.maxX, y: rect.midY + half))
        case nil:
            break
        }
        var path = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).path(in: body)
        if arrowEdge != nil {
            arrow.closeSubpath()
            path.addPath(arrow)
        }
        return path
    }
}
