import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting
@testable import BackplateCore

/// For speed (Benchmarks/README.md): each shortcut gives exactly what the general path gives. A stack of
/// `frame(width:height:)` boxes (fixed size: the stack's fast path) is compared with the same
/// boxes written as `frame(width:).frame(height:)` (the same sizes under every proposal, but
/// not known to be fixed: the general path), frame by frame and proposal by proposal.
@MainActor @Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct LayoutShortcutEquivalenceTests {
    private let engine = FixedMetricsTextEngine()

    /// Widths and heights of the boxes compared.
    private let sides: [(CGFloat, CGFloat)] = [(10, 10), (25, 4), (7, 30), (12, 12), (40, 18)]

    /// The boxes as fixed frames.
    private func fixedBoxes() -> some View {
        ForEach(0..<5) { i in Color.red.frame(width: sides[i].0, height: sides[i].1) }
    }

    /// The same boxes through two one-length frames.
    private func generalBoxes() -> some View {
        ForEach(0..<5) { i in Color.red.frame(width: sides[i].0).frame(height: sides[i].1) }
    }

    /// The stack node of a tree whose root is the stack, or a frame around it.
    private func stack(_ tree: LayoutTree) -> ViewNode {
        tree.root.label.hasSuffix("Stack") ? tree.root : tree.root.children[0]
    }

    /// The stack's children's frames and proposals, and each colour's frame (the innermost node).
    private func placements(_ tree: LayoutTree) -> [String] {
        stack(tree).children.map { child in
            var leaf = child
            while let next = leaf.children.first { leaf = next }
            return "\(child.frame) \(child.placedProposal) \(leaf.frame)"
        }
    }

    private func compare<A: View, B: View>(_ fast: A, _ general: B, proposal: ProposedViewSize = .unspecified) {
        let ra = ImageRenderer(content: fast), rb = ImageRenderer(content: general)
        ra.proposedSize = proposal
        rb.proposedSize = proposal
        let a = ra.layout(textEngine: engine), b = rb.layout(textEngine: engine)
        #expect(stack(a).children.allSatisfy { $0.fixedSize != nil })
        #expect(stack(b).children.allSatisfy { $0.fixedSize == nil })
        #expect(a.size == b.size)
        #expect(stack(a).frame == stack(b).frame)
        #expect(placements(a) == placements(b))
    }

    @Test func fixedBoxesInStacksMatchTheGeneralPathUnderEveryProposal() {
        let proposals: [ProposedViewSize] = [.unspecified, .zero, .infinity, ProposedViewSize(width: 60, height: 20),
                                             ProposedViewSize(width: 300, height: nil), ProposedViewSize(width: nil, height: 45)]
        for proposal in proposals {
            compare(HStack(spacing: 0) { fixedBoxes() }, HStack(spacing: 0) { generalBoxes() }, proposal: proposal)
            compare(HStack(alignment: .top, spacing: 3) { fixedBoxes() }, HStack(alignment: .top, spacing: 3) { generalBoxes() },
                    proposal: proposal)
            compare(HStack(alignment: .bottom) { fixedBoxes() }, HStack(alignment: .bottom) { generalBoxes() }, proposal: proposal)
            compare(VStack(spacing: 2) { fixedBoxes() }, VStack(spacing: 2) { generalBoxes() }, proposal: proposal)
            compare(VStack(alignment: .leading) { fixedBoxes() }, VStack(alignment: .leading) { generalBoxes() }, proposal: proposal)
            compare(VStack(alignment: .trailing, spacing: 0) { fixedBoxes() },
                    VStack(alignment: .trailing, spacing: 0) { generalBoxes() }, proposal: proposal)
        }
        // Inside a frame that proposes the stack a width (the branch that shares the length).
        compare(HStack(spacing: 1) { fixedBoxes() }.frame(width: 50, height: 50),
                HStack(spacing: 1) { generalBoxes() }.frame(width: 50, height: 50))
    }

    @Test func fixedBoxesAskedForAnotherGuideMatchTheGeneralPath() {
        // A stack of fixed boxes asked for a guide that is not a frame guide (the first text
        // baseline of an outer stack) places its children into a recording sink: the path
        // that works out each child's proposal from the one arrangement (measured in Benchmarks/README.md) gives the
        // general path's frames and proposals, and the same outer layout.
        let proposals: [ProposedViewSize] = [.unspecified, ProposedViewSize(width: 80, height: 30), .zero]
        for proposal in proposals {
            let fast = ImageRenderer(content: HStack(alignment: .firstTextBaseline) {
                Text("Ab")
                VStack(spacing: 1) { fixedBoxes() }
                HStack(alignment: .bottom) { fixedBoxes() }
            })
            let general = ImageRenderer(content: HStack(alignment: .firstTextBaseline) {
                Text("Ab")
                VStack(spacing: 1) { generalBoxes() }
                HStack(alignment: .bottom) { generalBoxes() }
            })
            fast.proposedSize = proposal
            general.proposedSize = proposal
            let a = fast.layout(textEngine: engine), b = general.layout(textEngine: engine)
            #expect(a.size == b.size)
            #expect(a.root.children.map(\.frame) == b.root.children.map(\.frame))
            for i in 1...2 {
                let fixedStack = a.root.children[i], generalStack = b.root.children[i]
                #expect(fixedStack.children.allSatisfy { $0.fixedSize != nil })
                #expect(fixedStack.children.map { "\($0.frame) \($0.placedProposal)" }
                        == generalStack.children.map { "\($0.frame) \($0.placedProposal)" })
            }
        }
    }

    @Test func topAlignedFixedBoxesLineUpTheirTops() {
        // SwiftUI: an HStack aligned `.top` puts every child's top at the stack's top, children
        // side by side with the spacing between; the stack is as tall as the tallest child.
        let tree = ImageRenderer(content: HStack(alignment: .top, spacing: 2) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 30)
        }).layout(textEngine: engine)
        #expect(tree.size == CGSize(width: 32, height: 30))
        #expect(tree.root.children.map(\.frame) == [CGRect(x: 0, y: 0, width: 10, height: 10),
                                                     CGRect(x: 12, y: 0, width: 20, height: 30)])
        // Centred (the default): the 10-point box sits 10 points down.
        let centred = ImageRenderer(content: HStack(spacing: 2) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 30)
        }).layout(textEngine: engine)
        #expect(centred.root.children[0].frame == CGRect(x: 0, y: 10, width: 10, height: 10))
    }

    @Test func aFlexibleFrameAmongFixedBoxesTakesWhatIsLeftUpToItsMaximum() {
        // 100 points for a 10-point box, a frame(minWidth: 5, maxWidth: 30) and a 20-point box:
        // the flexible frame is offered the 70 left and keeps its maximum, 30; the 60-point
        // stack is centred in the 100-point frame (SwiftUI's stack and flexible frame rules).
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(minWidth: 5, maxWidth: 30)
            Color.blue.frame(width: 20, height: 10)
        }.frame(width: 100, height: 40)
        let tree = ImageRenderer(content: view).layout(textEngine: engine)
        let stack = tree.root.children[0]
        #expect(stack.frame == CGRect(x: 20, y: 0, width: 60, height: 40))
        #expect(stack.children.map(\.frame) == [CGRect(x: 20, y: 15, width: 10, height: 10),
                                                 CGRect(x: 30, y: 0, width: 30, height: 40),
                                                 CGRect(x: 60, y: 15, width: 20, height: 10)])
        // Below its minimum the flexible frame keeps 5 and the stack overflows its 30 points.
        let narrow = ImageRenderer(content: HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(minWidth: 5, maxWidth: 30)
            Color.blue.frame(width: 20, height: 10)
        }.frame(width: 30, height: 10)).layout(textEngine: engine)
        let widths: [CGFloat] = narrow.root.children[0].children.map(\.frame.width)
        #expect(widths == [10, 5, 20])
    }

    @Test func aHigherPriorityChildIsSizedFirst() {
        // 50 points, a greedy colour of priority 1 before a fixed box: the box keeps its 10,
        // the colour gets the 40 left (SwiftUI sizes higher priorities first, with what the
        // lower ones need at minimum set aside).
        let tree = ImageRenderer(content: HStack(spacing: 0) {
            Color.green.layoutPriority(1)
            Color.blue.frame(width: 10, height: 10)
        }.frame(width: 50, height: 10)).layout(textEngine: engine)
        let widths: [CGFloat] = tree.root.children[0].children.map(\.frame.width)
        #expect(widths == [40, 10])
    }

    @Test func baselineAlignedFixedBoxesAlignTheirBottoms() {
        // A baseline guide is not a frame guide (no shortcut): a box without text has its
        // baseline at its bottom, so the bottoms line up.
        let tree = ImageRenderer(content: HStack(alignment: .firstTextBaseline, spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 30)
        }).layout(textEngine: engine)
        #expect(tree.root.children.map(\.frame) == [CGRect(x: 0, y: 20, width: 10, height: 10),
                                                     CGRect(x: 10, y: 0, width: 10, height: 30)])
    }

    @Test func aFixedFrameKeepsItsLengthsAndAlignmentInThreeWords() {
        // Held inline by an `any NodeLayout` (no heap box per frame).
        #expect(MemoryLayout<FixedFrameLayout>.size <= 3 * MemoryLayout<Int>.size)
        let f = FixedFrameLayout(width: nil, height: 5, alignment: .bottomTrailing)
        #expect(f.width == nil && f.height == 5 && f.alignment == .bottomTrailing)
        let custom = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
        #expect(FixedFrameLayout(width: 0, height: nil, alignment: custom).alignment == custom)
        #expect(FixedFrameLayout(width: 0, height: nil, alignment: custom).width == 0)
        // An ordinary NaN stays a given (NaN) length, distinct from "not given".
        #expect(FixedFrameLayout(width: .nan, height: nil, alignment: .center).width?.isNaN == true)
        // Alignment inside the frame still applies: a 10×10 colour bottom-trailing in 30×20.
        let tree = ImageRenderer(content: Color.red.frame(width: 10, height: 10).frame(width: 30, height: 20, alignment: .bottomTrailing))
            .layout(textEngine: engine)
        #expect(tree.root.children[0].frame == CGRect(x: 20, y: 10, width: 10, height: 10))
    }

    @Test func positionsEndingInPlainStepsAndContentRunsAreCanonical() {
        // The same path built twice is the same position (equal and equally hashed); a
        // different count of content steps, or a different last step, is another.
        let root = ViewPosition.root
        let a = root.appending(.child(1)).appending(.integerElement(3)).appending(.content).appending(.content)
        let b = root.appending(.child(1)).appending(.integerElement(3)).appending(.content).appending(.content)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a.steps == [.child(1), .integerElement(3), .content, .content])
        #expect(a != root.appending(.child(1)).appending(.integerElement(3)).appending(.content))
        #expect(a != root.appending(.child(1)).appending(.integerElement(4)).appending(.content).appending(.content))
        // Steps after a content run keep their order.
        let c = root.appending(.content).appending(.child(2)).appending(.content).appending(.element("k")).appending(.branch(true))
        #expect(c.steps == [.content, .child(2), .content, .element("k"), .branch(true)])
        #expect(c != root.appending(.child(2)).appending(.content).appending(.content).appending(.element("k")).appending(.branch(true)))
        let type = ObjectIdentifier(Color.self)
        let d = root.appending(.body(type)).appending(.erased(type))
        #expect(d.steps == [.body(type), .erased(type)])
        #expect(Set([a, b, c, d, root]).count == 4)
    }

    @Test func stateUnderModifiersInAForEachStaysPerElement() throws {
        // Each element's state is keyed by its own position (integer id, then the modifiers'
        // content steps), so three counters start at their own values and do not share.
        let tree = ImageRenderer(content: HStack(spacing: 0) {
            ForEach(0..<3) { i in LayoutShortcutCounter(start: CGFloat(i + 1)).padding(1).frame(height: 20) }
        }).layout(textEngine: engine)
        #expect(tree.size == CGSize(width: 2 + 10 + 2 + 20 + 2 + 30, height: 20))
    }

    @Test func equalColoursShareTheirContentAndStillDrawTheirOwnColour() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
            Color.red.frame(width: 10, height: 10).environment(\.colorScheme, .dark)
        }
        let tree = ImageRenderer(content: view).layout(textEngine: engine)
        // Each colour is folded into its frame (one node, `ViewNode.foldIntoFilledFrame`).
        #expect(tree.root.children.allSatisfy { $0.children.isEmpty })
        let contents = tree.root.children.map { $0.content as? ShapeContent }
        #expect(contents.allSatisfy { $0 != nil })
        #expect(contents[0] === contents[1])
        #expect(contents[1] !== contents[2])
        #expect(contents[1] !== contents[3])
        let image = try renderImage(view)
        #expect(rgba(image, 5, 5) == [255, 59, 48, 255])     // red, light
        #expect(rgba(image, 15, 5) == [255, 59, 48, 255])
        #expect(rgba(image, 25, 5) == [0, 122, 255, 255])    // blue, light
        #expect(rgba(image, 35, 5) == [255, 69, 58, 255])    // red, dark
    }
}

/// glibc's `malloc_usable_size` (not in the Glibc module's headers): the bytes an allocation holds.
@_silgen_name("malloc_usable_size") private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int

/// A view whose width comes from its own `@State`, initialised from `start` (× 10 points).
private struct LayoutShortcutCounter: View {
    @State private var width: CGFloat
    init(start: CGFloat) { _width = State(initialValue: start * 10) }
    var body: some View { Color.orange.frame(width: width, height: 5) }
}

/// For speed (Benchmarks/README.md): the rarely set node fields live in a side object made on first write; a node
/// that never sets them reads their defaults, and writes (assignment or in place) read back.
@MainActor @Suite(.tags(.layout, .pixels)) struct ViewNodeRareFieldTests {
    @Test func unsetFieldsReadTheirDefaultsAndWritesReadBack() {
        let node = ViewNode("Color", layout: GreedyLeafLayout())
        #expect(node.backgrounds.isEmpty && node.overlays.isEmpty)
        #expect(node.id == nil && node.coordinateSpaceName == nil && !node.hasCoordinateSpaceName)
        #expect(node.zIndex == 0 && node.secondaryAlignment == .center)
        #expect(node.layoutValues.isEmpty && node.preferenceActions.isEmpty)
        let layer = ViewNode("Color", layout: GreedyLeafLayout())
        node.overlays.append(layer)                       // in place
        node.backgrounds = [layer, layer]                 // assignment
        node.id = AnyHashable("box")
        node.zIndex = 2
        node.secondaryAlignment = .topLeading
        node.coordinateSpaceName = AnyHashable("space")
        node.layoutValues[ObjectIdentifier(Int.self)] = 7
        #expect(node.overlays.count == 1 && node.overlays[0] === layer && node.backgrounds.count == 2)
        #expect(node.id == AnyHashable("box") && node.zIndex == 2 && node.secondaryAlignment == .topLeading)
        #expect(node.hasCoordinateSpaceName && node.layoutValues[ObjectIdentifier(Int.self)] as? Int == 7)
    }

    @Test func effectFlagAndPlacedGeometryFollowTheirValues() {
        let faded = ImageRenderer(content: Color.red.frame(width: 20, height: 20).opacity(0.5)).layout(textEngine: FixedMetricsTextEngine())
        #expect(faded.root.effect != nil && faded.root.hasEffect)
        #expect(faded.root.children[0].effect == nil && !faded.root.children[0].hasEffect)
        faded.root.effect = nil
        #expect(!faded.root.hasEffect)
        #expect(ViewNode("Color", layout: GreedyLeafLayout()).placedGeometry == nil)
        // Placed: the geometry is the frame's, offset by the parent's origin (a 10-point
        // padding puts the reader at (10, 10) in root coordinates). Only nodes that read it (a
        // geometry reader) or have rare fields record it; a plain colour records none.
        let tree = ImageRenderer(content: GeometryReader { _ in Color.red }.frame(width: 20, height: 20).padding(10))
            .layout(textEngine: FixedMetricsTextEngine())
        let reader = tree.root.children[0].children[0]
        #expect(reader.label == "GeometryReader")
        #expect(reader.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(reader.placedGeometry?.size == CGSize(width: 20, height: 20))
        #expect(reader.placedGeometry?.toGlobal == CGAffineTransform(translationX: 10, y: 10))
        #expect(reader.children[0].frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(reader.children[0].placedGeometry == nil)
        reader.placedGeometry = nil
        #expect(reader.placedGeometry == nil)
    }

    @Test func aPlainNodeIsSmallerThanItsGeometry() {
        // For speed (Benchmarks/README.md): the placed geometry (about a hundred bytes) is not stored in
        // a plain node. The allocation a node takes, as malloc sees it:
        let node = ViewNode("Color", layout: GreedyLeafLayout())
        let bytes = mallocUsableSize(Unmanaged.passUnretained(node).toOpaque())
        print("ViewNode: \(bytes) bytes (malloc_usable_size); PlacedGeometry \(MemoryLayout<PlacedGeometry>.stride)")
        #expect(bytes <= 360)
    }

    @Test func nodesWithLayersFreeWithoutRecursion() {
        // A chain of 50,000 overlays (each node's only layer is the next) frees iteratively:
        // a recursive release would need a stack frame per level.
        var top: ViewNode? = ViewNode("Color", layout: GreedyLeafLayout())
        weak let watched = top
        for _ in 0..<50_000 {
            let next = ViewNode("Color", layout: GreedyLeafLayout())
            next.overlays = [top!]
            top = next
        }
        #expect(watched != nil)
        top = nil
        #expect(watched == nil)
    }
}

/// For speed (Benchmarks/README.md): a `ForEach` element resolves by appending its nodes to the list
/// (`Resolver.resolve(_:_:appendingTo:)`: a colour appends its one node, a unary layout
/// modifier wraps the appended nodes in place), without an array per element. It must make the
/// same nodes as the array path (`Resolver.resolve(_:_:)`): labels, layouts, contents, effects,
/// layout directions, and after layout the same frames and proposals node by node.
@MainActor @Suite(.tags(.layout, .pixels)) struct AppendingResolutionTests {
    private let engine = FixedMetricsTextEngine()

    /// One line per node, depth first: what resolution decided (no layout yet).
    private func resolved(_ nodes: [ViewNode]) -> [String] {
        var lines: [String] = []
        func visit(_ node: ViewNode, _ depth: Int) {
            lines.append("\(depth) \(node.label) \(type(of: node.layout)) \(node.content.map { "\(type(of: $0))" } ?? "-")"
                         + " \(node.effect.map { "\(type(of: $0))" } ?? "-") \(String(describing: node.layoutDirection))"
                         + " \(node.fixedSize.map { "\($0)" } ?? "-") \(node.children.count)")
            for child in node.children { visit(child, depth + 1) }
        }
        for node in nodes { visit(node, 0) }
        return lines
    }

    /// The nodes of `view` through the array path and through the appending path.
    private func bothPaths<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues(),
                                    foldsFilledFrames: Bool = true) -> ([ViewNode], [ViewNode]) {
        let viaArray: [ViewNode] = {
            let resolver = Resolver(foldsFilledFrames: foldsFilledFrames)
            return resolver.resolve(view, ResolveContext(environment: environment, stackOrientation: nil, modifierContent: nil, resolver: resolver))
        }()
        let viaAppend: [ViewNode] = {
            let resolver = Resolver(foldsFilledFrames: foldsFilledFrames)
            var nodes: [ViewNode] = []
            resolver.resolve(view, ResolveContext(environment: environment, stackOrientation: nil, modifierContent: nil, resolver: resolver),
                             appendingTo: &nodes)
            return nodes
        }()
        return (viaArray, viaAppend)
    }

    /// Frames and proposals, node by node, after laying both out under `proposal` in a VStack.
    private func placed(_ nodes: [ViewNode], _ proposal: ProposedViewSize) -> [String] {
        let root = ViewNode("VStack", layout: LayoutAdapter(VStackLayout(spacing: 0)), children: nodes)
        let pass = LayoutPass(textEngine: engine, displayScale: 2)
        pass.place(root, at: .zero, proposal: proposal)
        var lines: [String] = []
        root.forEachNode { lines.append("\($0.label) \($0.frame) \($0.placedProposal)") }
        return lines
    }

    private func compare<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) {
        for folds in [true, false] {
            let (a, b) = bothPaths(view, environment: environment, foldsFilledFrames: folds)
            #expect(!a.isEmpty)
            #expect(resolved(a) == resolved(b))
            for proposal in [ProposedViewSize.unspecified, .zero, ProposedViewSize(width: 120, height: 80)] {
                #expect(placed(a, proposal) == placed(b, proposal))
            }
        }
    }

    @Test func framedColoursAppendTheSameNodes() {
        compare(ForEach(0..<4, id: \.self) { i in Color.red.frame(width: CGFloat(10 + i), height: 10) })
        compare(Color.blue.frame(width: 20, height: 5))
        compare(Color.blue)
    }

    @Test func otherModifiersAndListsAppendTheSameNodes() {
        // A unary layout over an element of two nodes wraps each; an effect modifier, a flexible
        // frame, padding and an environment modifier go through the default path.
        compare(ForEach(0..<3, id: \.self) { _ in Group { Color.red; Color.blue }.frame(width: 8, height: 8) })
        compare(ForEach(0..<3, id: \.self) { i in Color.red.frame(width: 8, height: 8).opacity(0.5).padding(CGFloat(i)) })
        compare(ForEach(0..<3, id: \.self) { _ in Color.red.frame(maxWidth: .infinity).frame(height: 4) })
        compare(ForEach(["a", "b"], id: \.self) { _ in Color.green.frame(width: 3, height: 3).environment(\.colorScheme, .dark) })
        compare(ForEach(0..<2, id: \.self) { _ in Text("Hi").frame(width: 30) })
    }

    @Test func rightToLeftIsStampedOnEveryAppendedNode() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        compare(ForEach(0..<3, id: \.self) { _ in Color.red.frame(width: 8, height: 8) }, environment: environment)
        compare(ForEach(0..<2, id: \.self) { _ in Color.red.frame(width: 8, height: 8).environment(\.layoutDirection, .leftToRight) },
                environment: environment)
        let (_, nodes) = bothPaths(ForEach(0..<2, id: \.self) { _ in Color.red.frame(width: 8, height: 8) }, environment: environment)
        // Each framed colour is one node (folded), stamped right-to-left.
        #expect(nodes.allSatisfy { $0.layoutDirection == .rightToLeft && $0.children.isEmpty && $0.content != nil })
        let (_, unfolded) = bothPaths(ForEach(0..<2, id: \.self) { _ in Color.red.frame(width: 8, height: 8) }, environment: environment,
                                      foldsFilledFrames: false)
        #expect(unfolded.allSatisfy { $0.layoutDirection == .rightToLeft && $0.children[0].layoutDirection == .rightToLeft })
    }

    @Test func aGridLaysOutAsSwiftUIDoes() {
        // A column of 3 rows of 4 boxes of 10x10 (the benchmark's tree): 40x30, box (r, c) at (10c, 10r).
        let tree = ImageRenderer(content: VStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { _ in
                HStack(spacing: 0) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } }
            }
        }).layout(textEngine: engine)
        #expect(tree.size == CGSize(width: 40, height: 30))
        for (r, row) in tree.root.children.enumerated() {
            let boxes: [CGRect] = (0..<4).map { (c: Int) -> CGRect in CGRect(x: CGFloat(c) * 10, y: CGFloat(r) * 10, width: 10, height: 10) }
            #expect(row.children.map(\.frame) == boxes)
            // Each box is one node: the colour folded into its frame.
            #expect(row.children.allSatisfy { $0.children.isEmpty && $0.content != nil })
        }
    }
}
