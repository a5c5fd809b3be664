import Foundation

/// One node of the resolved view tree: a layout behaviour over its children, optional
/// secondary layers (backgrounds drawn below, overlays above), something it draws itself,
/// and at most one render effect applied to everything it contains.
///
/// Its mutable fields are `@exclusivity(unchecked)` for speed (Benchmarks/README.md): a render
/// lays out one tree on one thread through short, non-overlapping accesses, and static
/// exclusivity checking still applies.
final class ViewNode {
    /// The declaration this node came from, for printed trees (`HStack`, `padding`, `Color`).
    let label: String
    /// How the node sizes itself and places its children (set once more only when a fixed
    /// frame folds the node into itself: `foldIntoFilledFrame`).
    @exclusivity(unchecked) private(set) var layout: any NodeLayout
    /// Layout children, in declaration order.
    @exclusivity(unchecked) var children: [ViewNode] {
        // Children replaced after resolution (a geometry reader's, a preference reader's
        // layer) are asked about afresh.
        didSet { childrenFixedWithEqualPriority = 0 }
    }
    /// What the node draws itself (a shape, text, an image), or `nil`.
    var content: (any NodeContent)? {
        get { hasContent ? storedContent : nil }
        set {
            if let newValue { storedContent = newValue; hasContent = true }
            else { storedContent = NoContent(); hasContent = false }
        }
    }
    /// `content`'s storage: a plain existential (`NoContent` when there is none) and a flag
    /// rather than an optional existential (measured in Benchmarks/README.md): an optional existential field was
    /// destroyed through the runtime's generic optional witnesses when the node was made
    /// (its implicit `nil`), tested and freed, about 50 to 90 instructions each time.
    @exclusivity(unchecked) private var storedContent: any NodeContent
    /// Whether the node draws content of its own.
    @exclusivity(unchecked) private(set) var hasContent: Bool
    /// The render effect wrapping this node's drawing (offset, opacity, shadow, clip...).
    /// Kept in the side object (measured in Benchmarks/README.md): an optional existential field is initialised and
    /// destroyed through the runtime's value witnesses in every node, with or without an effect.
    var effect: (any RenderEffect)? {
        get { hasEffect ? extras.unsafelyUnwrapped.effect : nil }
        set {
            if newValue == nil && !hasEffect { return }
            (extras ?? makeExtras()).effect = newValue
            hasEffect = newValue != nil
        }
    }
    /// Whether `effect` is set (placement reads it per node without unwrapping the effect).
    @exclusivity(unchecked) private(set) var hasEffect = false
    /// The fields few nodes set (effect, layers, ids, z-index, layout values, preference
    /// actions, coordinate-space names), kept apart so a plain node is small to make and to
    /// free (measured in Benchmarks/README.md): each reads as its default until set.
    @exclusivity(unchecked) private var extras: Extras?
    /// Secondary layers drawn behind the node's content and children, back to front.
    var backgrounds: [ViewNode] {
        get { extras?.backgrounds ?? [] }
        set { (extras ?? makeExtras()).backgrounds = newValue }
        _modify { yield &(extras ?? makeExtras()).backgrounds }
    }
    /// Secondary layers drawn in front of the node's children, back to front.
    var overlays: [ViewNode] {
        get { extras?.overlays ?? [] }
        set { (extras ?? makeExtras()).overlays = newValue }
        _modify { yield &(extras ?? makeExtras()).overlays }
    }
    /// How a secondary layer (overlay, background, mask) aligns with its primary.
    var secondaryAlignment: Alignment {
        get { extras?.secondaryAlignment ?? .center }
        set { (extras ?? makeExtras()).secondaryAlignment = newValue }
        _modify { yield &(extras ?? makeExtras()).secondaryAlignment }
    }
    /// The identity given by `.id(_:)`.
    var id: AnyHashable? {
        get { extras?.id ?? nil }
        set { (extras ?? makeExtras()).id = newValue }
        _modify { yield &(extras ?? makeExtras()).id }
    }
    /// The stacking order among siblings in a `ZStack`.
    var zIndex: Double {
        get { extras?.zIndex ?? 0 }
        set { (extras ?? makeExtras()).zIndex = newValue }
        _modify { yield &(extras ?? makeExtras()).zIndex }
    }
    /// Values set with `layoutValue(key:value:)`, read by custom layouts.
    var layoutValues: [ObjectIdentifier: Any] {
        get { extras?.layoutValues ?? [:] }
        set { (extras ?? makeExtras()).layoutValues = newValue }
        _modify { yield &(extras ?? makeExtras()).layoutValues }
    }
    /// What the node does to its subtree's preferences (write, transform, observe), in the order its modifiers were applied, innermost first.
    var preferenceActions: [PreferenceAction] {
        get { extras?.preferenceActions ?? [] }
        set { (extras ?? makeExtras()).preferenceActions = newValue }
        _modify { yield &(extras ?? makeExtras()).preferenceActions }
    }
    /// The name given by `coordinateSpace(_:)`.
    var coordinateSpaceName: AnyHashable? {
        get { extras?.coordinateSpaceName ?? nil }
        set { (extras ?? makeExtras()).coordinateSpaceName = newValue }
        _modify { yield &(extras ?? makeExtras()).coordinateSpaceName }
    }

    /// What accessibility modifiers and controls said about the node (read by `AccessibilityTreeBuilder`).
    var accessibility: AccessibilityAttributes? {
        get { extras?.accessibility }
        set {
            if newValue == nil && extras == nil { return }
            (extras ?? makeExtras()).accessibility = newValue
        }
    }

    /// Whether any of the rarely set fields was ever written (otherwise they all read as
    /// their defaults: no effect, no layers, no preference actions, no id).
    var hasRareFields: Bool { extras != nil }

    /// Whether `coordinateSpace(_:)` named this node.
    var hasCoordinateSpaceName: Bool {
        guard let extras else { return false }
        return extras.coordinateSpaceName != nil
    }

    /// The rarely set fields of a node.
    private final class Extras {
        @exclusivity(unchecked) var effect: (any RenderEffect)?
        @exclusivity(unchecked) var backgrounds: [ViewNode] = []
        @exclusivity(unchecked) var overlays: [ViewNode] = []
        @exclusivity(unchecked) var secondaryAlignment: Alignment = .center
        @exclusivity(unchecked) var id: AnyHashable?
        @exclusivity(unchecked) var zIndex: Double = 0
        @exclusivity(unchecked) var layoutValues: [ObjectIdentifier: Any] = [:]
        @exclusivity(unchecked) var preferenceActions: [PreferenceAction] = []
        @exclusivity(unchecked) var coordinateSpaceName: AnyHashable?
        @exclusivity(unchecked) var geometry: PlacedGeometry?
        @exclusivity(unchecked) var accessibility: AccessibilityAttributes?
    }

    private func makeExtras() -> Extras {
        let made = Extras()
        extras = made
        return made
    }

    /// The layout direction of the environment the node was made in (`nil`: its parent's);
    /// a right-to-left node mirrors its children's placement (Engine/Layout/RightToLeftPlacement.swift).
    @exclusivity(unchecked) var layoutDirection: LayoutDirection?

    // MARK: Layout state

    /// The node's size whatever it is proposed (`NodeLayout.proposalIndependentSize`, e.g. a
    /// `frame(width:height:)` with both lengths), decided once when the node is made: such a
    /// node answers every proposal without consulting or filling its cache.
    @exclusivity(unchecked) private(set) var fixedSize: CGSize?
    /// Whether the node is a leaf folded into its fixed frame (`foldIntoFilledFrame`): its
    /// layout places nothing but secondary layers, so placing a folded leaf without rare
    /// fields (no layers) ends once its frame is recorded.
    @exclusivity(unchecked) private(set) var isFilledFrame = false
    /// Whether the node's layout can give explicit guide values (`NodeLayout.hasExplicitAlignments`),
    /// decided once when the node is made.
    @exclusivity(unchecked) private(set) var hasExplicitAlignments: Bool
    /// For a stack's node: whether all its children have a fixed size and one layout
    /// priority (`StackAlgorithm.allFixedWithEqualPriority`), remembered when first asked
    /// (0: not asked yet, 1: yes, 2: no). Both facts are settled once the tree is resolved.
    @exclusivity(unchecked) var childrenFixedWithEqualPriority: UInt8 = 0
    /// Sizes already computed, per proposal (nested stacks ask a node about 13 distinct
    /// proposals at most; 32 are kept so none is measured twice).
    @exclusivity(unchecked) var sizeCache = ProposalSizeCache()
    /// Cached spacing preferences.
    @exclusivity(unchecked) var spacingCache: ViewSpacing?
    /// The frame the node was placed at, in root coordinates (before render effects).
    @exclusivity(unchecked) var frame: CGRect = .zero
    /// The proposal the node was placed with.
    @exclusivity(unchecked) var placedProposal: ProposedViewSize = .unspecified
    /// Whether the current placement pass has placed this node.
    @exclusivity(unchecked) var isPlaced = false
    /// Where real placement put the node: its local → global transform and the named spaces
    /// around it (for `GeometryReader`, anchors and `onGeometryChange`). Recorded only for the
    /// nodes that read it (`recordsPlacedGeometry`), in the side object of rare fields: a plain
    /// node carries no geometry (Benchmarks/README.md: about a hundred bytes and the transform's
    /// computation per placed node).
    var placedGeometry: PlacedGeometry? {
        get { extras?.geometry }
        set {
            if newValue == nil && extras == nil { return }
            (extras ?? makeExtras()).geometry = newValue
        }
    }
    /// Whether the node's layout reads its placed geometry (`NodeLayout.readsPlacedGeometry`).
    @exclusivity(unchecked) private var layoutReadsGeometry: Bool
    /// Whether placement records the node's geometry: its layout reads it (`GeometryReader`,
    /// visual effects), or the node has rare fields (preference actions resolve anchors and
    /// report geometry from it; effects and named spaces enter the placement scope).
    var recordsPlacedGeometry: Bool { layoutReadsGeometry || extras != nil }

    /// Frees the subtree without recursion: children are moved into a work list and released
    /// one at a time, so a tree of any depth (10^5 nested modifiers) is freed without
    /// overflowing the stack (a recursive release chain needs one stack frame per level).
    deinit {
        // A plain leaf (most nodes) has nothing to take apart: decided from two fields, without
        // reading its layer lists (each read made and released an empty array, Benchmarks/README.md).
        if extras == nil && children.isEmpty { return }
        guard !children.isEmpty || !backgrounds.isEmpty || !overlays.isEmpty else { return }
        // Children that are leaves free themselves without recursing further: no work list
        // (an allocation per node with children) is needed.
        if backgrounds.isEmpty && overlays.isEmpty && Self.allLeaves(children) { return }
        var work: [ViewNode] = children + backgrounds + overlays
        children = []; extras?.backgrounds = []; extras?.overlays = []
        while var node = work.popLast() {
            // Only a node this list holds the last reference to is taken apart here; one still
            // referenced elsewhere keeps its children.
            if isKnownUniquelyReferenced(&node) {
                work += node.children
                node.children = []
                if let extras = node.extras {
                    work += extras.backgrounds; work += extras.overlays
                    extras.backgrounds = []; extras.overlays = []
                }
            }
        }
    }

    /// Whether no node of `nodes` has children or secondary layers (a plain loop: the
    /// closure of `allSatisfy` costs retains per element when a tree is freed).
    private static func allLeaves(_ nodes: [ViewNode]) -> Bool {
        for i in nodes.indices {
            let node = nodes[i]
            guard node.children.isEmpty else { return false }
            if node.extras != nil && !(node.backgrounds.isEmpty && node.overlays.isEmpty) { return false }
        }
        return true
    }

    /// A node that draws nothing itself.
    init(_ label: String, layout: any NodeLayout, children: [ViewNode] = []) {
        self.label = label
        self.layout = layout
        self.fixedSize = layout.proposalIndependentSize
        self.hasExplicitAlignments = layout.hasExplicitAlignments
        self.layoutReadsGeometry = layout.readsPlacedGeometry
        self.children = children
        self.storedContent = NoContent()
        self.hasContent = false
    }

    /// A node that draws `content`. (Two initialisers rather than an optional parameter:
    /// an optional existential argument was copied into the field through the runtime's
    /// generic optional witnesses, about 100 instructions per node, Benchmarks/README.md.)
    init(_ label: String, layout: any NodeLayout, children: [ViewNode] = [], content: any NodeContent) {
        self.label = label
        self.layout = layout
        self.fixedSize = layout.proposalIndependentSize
        self.hasExplicitAlignments = layout.hasExplicitAlignments
        self.layoutReadsGeometry = layout.readsPlacedGeometry
        self.children = children
        self.storedContent = content
        self.hasContent = true
    }

    /// Makes this node, a plain leaf just resolved, the node of a `frame(width:height:)` of
    /// `size` around it, when the leaf answers that size's proposal with exactly that size
    /// (a colour, a rectangle...): the frame then proposes `size`, the leaf fills it at the
    /// frame's origin whatever the alignment, and one node gives the same frames, drawing and
    /// preferences as two (Benchmarks/README.md: a node, its children array and a placement less per box).
    /// The node keeps its label and content; printed trees show both entries
    /// (`FilledFrameLayout`). Returns `false`, changing nothing, when the leaf is not plain
    /// (children, layers, effect, ids, preference actions...) or does not fill `size`.
    func foldIntoFilledFrame(of size: CGSize) -> Bool {
        guard extras == nil, children.isEmpty, hasContent, sizeCache.cachedCount == 0,
              layout.fillsExactly(size) else { return false }
        layout = FilledFrameLayout(size: size)
        isFilledFrame = true
        fixedSize = size
        hasExplicitAlignments = false
        layoutReadsGeometry = false
        return true
    }

    /// A node that wraps one child without changing its layout (effects, ids, z-index).
    static func passthrough(_ label: String, _ child: ViewNode, effect: (any RenderEffect)? = nil) -> ViewNode {
        let node = ViewNode(label, layout: PassthroughLayout(), children: [child])
        node.effect = effect
        return node
    }

    /// Every node of the subtree, depth first, including secondary layers.
    func forEachNode(_ body: (ViewNode) -> Void) {
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            body(node)
            stack.append(contentsOf: node.overlays.reversed())
            stack.append(contentsOf: node.children.reversed())
            stack.append(contentsOf: node.backgrounds.reversed())
        }
    }
}

/// What a node draws itself. The display stage turns each kind into display-list items.
protocol NodeContent {}

/// The content of a node that draws nothing itself (never drawn: `ViewNode.hasContent` is false).
struct NoContent: NodeContent {}
