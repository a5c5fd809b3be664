import Foundation

/// How a `ToolbarSpacer` sizes itself (iOS 26).
public struct SpacerSizing: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case flexible, fixed }
    let kind: Kind

    /// The spacer takes as much space as its bar gives it, pushing the items around it apart.
    public static let flexible = SpacerSizing(kind: .flexible)
    /// The spacer takes a small system-defined space (8 points in Backplate, an approximation),
    /// which on iOS 26 separates the items on either side into their own glass groups.
    public static let fixed = SpacerSizing(kind: .fixed)
}

/// A standard space item in toolbars (iOS 26).
///
/// In the bottom toolbar a flexible spacer pushes the items after it to the trailing edge (and
/// the ones before it to the leading edge); a fixed spacer adds 8 points between items. In the
/// navigation bar's leading and trailing groups, which have no free space on an iPhone, a
/// flexible spacer takes none and a fixed one adds 8 points. In the iOS 26 look either kind
/// also splits the items on either side into separate glass capsules.
nonisolated public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// Creates a toolbar spacer with the given sizing, at the given placement.
    ///
    /// - Parameters:
    ///   - sizing: `.flexible` (the default) or `.fixed`.
    ///   - placement: Where the spacer goes, `.automatic` (the trailing end of the navigation
    ///     bar on an iPhone) by default.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    /// A primitive toolbar content has no body.
    public var body: Never { fatalError("ToolbarSpacer has no body") }

    func entries(_ resolver: Resolver, _ environment: EnvironmentValues) -> [ToolbarEntry] {
        let view: AnyView = sizing == .fixed
            ? AnyView(Color.clear.frame(width: 8, height: 0))
            : AnyView(Spacer(minLength: 0))
        return [ToolbarEntry(placement: placement, view: view, spacer: sizing)]
    }
}
