import Foundation
import BackplateCore

/// A standard accessory a list cell shows at its leading or trailing edge (iOS 14). A list
/// layout draws those displayed when not editing (a render never edits): the disclosure chevron
/// as a `NavigationLink`'s, the checkmark, outline chevron and info button in the tint colour, a
/// label in the secondary label colour, a custom view at its size; editing controls are hidden.
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// Always.
        case always
        /// Only while the list edits (never in a render).
        case whenEditing
        /// Only while it does not (always in a render).
        case whenNotEditing
    }

    /// The width reserved for an accessory.
    public enum LayoutDimension: Equatable, Sendable {
        /// The system's standard width.
        case standard
        /// The accessory's own width.
        case actual
        /// A width in points.
        case custom(CGFloat)
    }

    /// Where among the other accessories a custom one goes: an index from the accessories there.
    public typealias PlacementPosition = ([UICellAccessory]) -> Int
    /// What an accessory's button does when tapped (never, in a render).
    public typealias ActionHandler = () -> Void

    /// The edge a custom accessory sits at.
    public enum Placement {
        /// The leading edge.
        case leading(displayed: DisplayedState = .always, at: PlacementPosition = { _ in 0 })
        /// The trailing edge.
        case trailing(displayed: DisplayedState = .always, at: PlacementPosition = { _ in 0 })
    }

    /// A custom accessory's view and where it goes.
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: UIView
        /// The edge, and when it shows.
        public var placement: Placement
        /// Whether it is hidden (`nil`: no).
        public var isHidden: Bool?
        /// The width reserved for it.
        public var reservedLayoutWidth: LayoutDimension
        /// Its tint (`nil`: the cell's).
        public var tintColor: UIColor?
        /// Whether it keeps its own size (`false`).
        public var maintainsFixedSize: Bool

        /// A custom accessory showing `customView` at `placement`.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// The look of a standard accessory: hidden or not, its reserved width and tint.
    public struct Options {
        /// Whether it is hidden (`nil`: no).
        public var isHidden: Bool?
        /// The width reserved for it (`nil`: the standard one).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint (`nil`: the standard one).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }
    /// The disclosure indicator's options.
    public typealias DisclosureIndicatorOptions = Options
    /// The checkmark's options.
    public typealias CheckmarkOptions = Options
    /// The delete control's options.
    public typealias DeleteOptions = Options
    /// The insert control's options.
    public typealias InsertOptions = Options
    /// The reorder control's options.
    public typealias ReorderOptions = Options
    /// The multiple-selection control's options.
    public typealias MultiselectOptions = Options
    /// The detail button's options.
    public typealias DetailOptions = Options

    /// An outline disclosure's look: its style and the standard options.
    public struct OutlineDisclosureOptions {
        /// How the disclosure behaves.
        public enum Style: Int, Sendable {
            /// As a header when the cell is configured as one, else as a cell.
            case automatic
            /// A header: a tap anywhere toggles the children.
            case header
            /// A selectable cell: only the chevron toggles.
            case cell
        }
        /// The style (`.automatic`).
        public var style: Style
        /// Whether it is hidden (`nil`: no).
        public var isHidden: Bool?
        /// The width reserved for it (`nil`: the standard one).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint (`nil`: the standard one).
        public var tintColor: UIColor?
        /// Options with the given values.
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A label accessory's look: the standard options and its font.
    public struct LabelOptions {
        /// Whether it is hidden (`nil`: no).
        public var isHidden: Bool?
        /// The width reserved for it (`nil`: the standard one).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its colour (`nil`: the secondary label colour).
        public var tintColor: UIColor?
        /// Its font (`nil`: `.body`).
        public var font: UIFont?
        /// Whether the font follows Dynamic Type (`true`).
        public var adjustsFontForContentSizeCategory: Bool
        /// Options with the given values.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, detail
        case label(String, UIFont?)
        case custom(CustomViewConfiguration)
    }
    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    let tintColor: UIColor?

    private init(_ kind: Kind, _ displayed: DisplayedState, _ options: Options) {
        self.kind = kind
        self.displayed = displayed
        isHidden = options.isHidden ?? false
        tintColor = options.tintColor
    }

    /// A chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed, options)
    }
    /// A checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed, options)
    }
    /// A delete control (while editing).
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete, displayed, options)
    }
    /// An insert control (while editing).
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert, displayed, options)
    }
    /// A reorder grip (while editing).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed, options)
    }
    /// A selection circle (while editing).
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed, options)
    }
    /// The chevron that expands and collapses an outline's children.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed,
                        Options(isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor))
    }
    /// An info button (iOS 15.4).
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail, displayed, options)
    }
    /// A text, in the secondary label colour.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label(text, options.font), displayed,
                        Options(isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor))
    }
    /// A view of the app's own.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(.custom(configuration), displayed,
                               Options(isHidden: configuration.isHidden, tintColor: configuration.tintColor))
    }

    /// Whether a render shows it: displayed when not editing, and not hidden.
    var isShown: Bool { displayed != .whenEditing && !isHidden }
}

extension UICellAccessory {
    /// The accessory's drawing (`nil` for the disclosure indicator, drawn as a link's chevron).
    @MainActor var drawing: AnyView? {
        let tint = tintColor.map { AnyShapeStyle(Color(uiColor: $0)) }
        switch kind {
        case .disclosureIndicator: return nil
        case .checkmark: return AnyView(Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(tint ?? AnyShapeStyle(.tint)))
        case .outlineDisclosure:
            return AnyView(Image(systemName: "chevron.right").font(.system(size: 13, weight: .semibold)).foregroundStyle(tint ?? AnyShapeStyle(.tint)))
        case .detail: return AnyView(Image(systemName: "info.circle").foregroundStyle(tint ?? AnyShapeStyle(.tint)))
        case .delete: return AnyView(Image(systemName: "minus.circle.fill").foregroundStyle(tint ?? AnyShapeStyle(Color(uiColor: .systemRed))))
        case .insert: return AnyView(Image(systemName: "plus.circle.fill").foregroundStyle(tint ?? AnyShapeStyle(Color(uiColor: .systemGreen))))
        case .reorder: return AnyView(Image(systemName: "line.3.horizontal").foregroundStyle(tint ?? AnyShapeStyle(Color(uiColor: .tertiaryLabel))))
        case .multiselect: return AnyView(Image(systemName: "circle").foregroundStyle(tint ?? AnyShapeStyle(Color(uiColor: .tertiaryLabel))))
        case .label(let text, let font):
            return AnyView(Text(verbatim: text).font(font.map { Font($0) } ?? .body)
                .foregroundStyle(tint ?? AnyShapeStyle(Color(uiColor: .secondaryLabel))))
        case .custom(let configuration):
            let view = configuration.customView
            if view.bounds.size == .zero { view.sizeToFit() }
            return AnyView(UIViewHierarchyDrawing.drawing(of: view, owner: "UICellAccessory.customView").view
                .frame(width: view.bounds.width, height: view.bounds.height))
        }
    }

    /// About how wide it draws, for sizing a cell's content view beside it (estimates: a
    /// chevron's ink 7 points, a checkmark 15, a symbol button 22; a label or view its own width).
    @MainActor var estimatedWidth: CGFloat {
        switch kind {
        case .disclosureIndicator: return 7
        case .checkmark: return 15
        case .outlineDisclosure: return 11
        case .detail, .delete, .insert, .reorder, .multiselect: return 22
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            if let font { label.font = font }
            return label.intrinsicContentSize.width
        case .custom(let configuration):
            let view = configuration.customView
            if view.bounds.size == .zero { view.sizeToFit() }
            return view.bounds.width
        }
    }

    /// Whether it sits at the leading edge (a custom view placed there, or an editing control).
    var isLeading: Bool {
        switch kind {
        case .custom(let configuration):
            if case .leading = configuration.placement { return true }
            return false
        case .delete, .insert, .multiselect: return true
        default: return false
        }
    }
}

extension UICollectionViewListCell {
    /// About how wide the trailing accessories draw, 8 points apart (`nil`: none shown).
    @MainActor var trailingAccessoryWidth: CGFloat? {
        let trailing = accessories.filter { $0.isShown && !$0.isLeading }
        return trailing.isEmpty ? nil : trailing.reduce(CGFloat(8 * (trailing.count - 1))) { $0 + $1.estimatedWidth }
    }

    /// The row content with the accessories a render shows: leading ones before it, trailing
    /// ones after it, a disclosure indicator as a `NavigationLink`'s chevron.
    @MainActor func withAccessories(_ content: AnyView) -> AnyView {
        let shown = accessories.filter(\.isShown)
        let leading = shown.filter(\.isLeading).compactMap(\.drawing)
        let trailing = shown.filter { !$0.isLeading }.compactMap(\.drawing)
        var row = content
        if !leading.isEmpty || !trailing.isEmpty {
            row = AnyView(HStack {
                ForEach(leading.indices, id: \.self) { leading[$0] }
                content
                ForEach(trailing.indices, id: \.self) { trailing[$0] }
            })
        }
        guard shown.contains(where: { if case .disclosureIndicator = $0.kind { return true } else { return false } }) else { return row }
        return AnyView(NavigationLink(destination: EmptyView()) { row })
    }
}
