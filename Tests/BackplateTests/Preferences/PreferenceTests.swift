import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

// MARK: Keys

private struct MaxHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct OrderKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

private struct FramesKey: PreferenceKey {
    static let defaultValue: [String: CGRect] = [:]
    static func reduce(value: inout [String: CGRect], nextValue: () -> [String: CGRect]) {
        value.merge(nextValue()) { $1 }
    }
}

/// Collects what actions receive (a render is a snapshot: one call per layout).
private final class Recorder<T> {
    var values: [T] = []
}

/// Lays out `view` and returns the tree (actions run once, after layout).
private func layout<V: View>(_ view: V) -> LayoutTree {
    ImageRenderer(content: view).layout()
}

// MARK: Anchors read by ancestors

@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct AnchorPreferenceTests {
    /// A blue target inside stacks and padding publishes its bounds; an ancestor's
    /// `overlayPreferenceValue` converts them with a `GeometryReader` and draws a red marker there.
    private var markedView: some View {
        VStack(spacing: 0) {
            Color.gray.frame(width: 100, height: 30)
            HStack(spacing: 0) {
                Color.clear.frame(width: 40, height: 20)
                Color.blue.frame(width: 50, height: 20)
                    .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                    .id("target")
            }
        }
        .padding(10)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    Color.red
                        .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .offset(x: proxy[anchor].minX, y: proxy[anchor].minY)
                        .id("marker")
                }
            }
        }
        .padding(20)
    }

    @Test func overlayMarkerSitsOnTheAnchoredBounds() throws {
        let tree = layout(markedView)
        // VStack 100 wide; the 90-wide HStack is centred (x + 5); padding 10 and 20.
        let target = try #require(tree.frame(of: "target"))
        #expect(target == CGRect(x: 20 + 10 + 5 + 40, y: 20 + 10 + 30, width: 50, height: 20))
        #expect(tree.frame(of: "marker") == target)
        // The overlay does not change the layout: 100 + 2·10 + 2·20 by 50 + 2·10 + 2·20.
        #expect(tree.size == CGSize(width: 160, height: 110))
    }

    @Test func overlayMarkerPixelsCoverTheTarget() throws {
        let image = try renderImage(markedView)
        #expect(close(rgba(image, 90, 70), [255, 59, 48, 255], 3))   // the red marker over the blue target
        #expect(close(rgba(image, 50, 70), [0, 0, 0, 0]))             // the clear spacer stays clear
        #expect(!close(rgba(image, 90, 45), [255, 59, 48, 255], 3))  // the gray bar is not covered
    }

    @Test func pointAnchorsConvertIntoTheReadersSpace() throws {
        let rec = Recorder<CGPoint>()
        struct PointKey: PreferenceKey {
            static let defaultValue: Anchor<CGPoint>? = nil
            static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
        }
        let view = HStack(spacing: 0) {
            Color.gray.frame(width: 30, height: 10)
            Color.blue.frame(width: 20, height: 40)
                .anchorPreference(key: PointKey.self, value: .bottomTrailing) { $0 }
        }
        .padding(5)
        .backgroundPreferenceValue(PointKey.self) { anchor in
            GeometryReader { proxy in
                let _ = anchor.map { rec.values.append(proxy[$0]) }
                Color.clear
            }
        }
        .padding(7)
        _ = layout(view)
        // The reader's space starts at the padded HStack's origin (7, 7): bottom trailing of the
        // blue view is at (5 + 30 + 20, 5 + 40) there.
        #expect(rec.values.last == CGPoint(x: 55, y: 45))
    }

    @Test func alignmentFormPlacesTheReaderLikeAnOverlay() throws {
        let view = Color.gray.frame(width: 80, height: 40)
            .preference(key: SumKey.self, value: 3)
            .overlayPreferenceValue(SumKey.self, alignment: .bottomTrailing) { n in
                Color.red.frame(width: CGFloat(n) * 10, height: 10).id("bar")
            }
        let tree = layout(view)
        #expect(tree.frame(of: "bar") == CGRect(x: 50, y: 30, width: 30, height: 10))
    }

    @Test func readerInsideAReadersContentReadsItsOwnPrimary() throws {
        // The outer reader's content has its own reader, resolved when the outer content is placed.
        let view = Color.gray.frame(width: 60, height: 20)
            .preference(key: SumKey.self, value: 2)
            .overlayPreferenceValue(SumKey.self, alignment: .leading) { n in
                Color.blue.frame(width: CGFloat(n) * 10, height: 10)
                    .preference(key: SumKey.self, value: 5)
                    .overlayPreferenceValue(SumKey.self, alignment: .topLeading) { m in
                        Color.red.frame(width: CGFloat(m), height: CGFloat(m)).id("inner")
                    }
                    .id("outer")
            }
        let tree = layout(view)
        #expect(tree.frame(of: "outer") == CGRect(x: 0, y: 5, width: 20, height: 10))
        #expect(tree.frame(of: "inner") == CGRect(x: 0, y: 5, width: 5, height: 5))
        // The root sees the read view's value and both readers' contents' values: 2 + 5.
        #expect(tree.preferenceValue(SumKey.self) == 7)
    }

    @Test func nestedReadersResolveInsideOut() throws {
        // An inner reader's content publishes a value an outer reader reads.
        let view = Color.gray.frame(width: 60, height: 20)
            .preference(key: SumKey.self, value: 2)
            .overlayPreferenceValue(SumKey.self) { n in
                Color.clear.preference(key: MaxHeightKey.self, value: CGFloat(n) * 7)
            }
            .backgroundPreferenceValue(MaxHeightKey.self, alignment: .topLeading) { h in
                Color.blue.frame(width: h, height: 5).id("outer")
            }
        let tree = layout(view)
        #expect(tree.frame(of: "outer") == CGRect(x: 0, y: 0, width: 14, height: 5))
    }
}

// MARK: Reduction and onPreferenceChange

@Suite(.tags(.layout, .pixels)) struct PreferenceReductionTests {
    @Test func maxOfMeasuredChildHeights() throws {
        let rec = Recorder<CGFloat>()
        let view = HStack(alignment: .top, spacing: 4) {
            ForEach([20, 45, 30] as [CGFloat], id: \.self) { h in
                Color.red.frame(width: 10, height: h)
                    .background(GeometryReader { p in Color.clear.preference(key: MaxHeightKey.self, value: p.size.height) })
            }
        }
        .onPreferenceChange(MaxHeightKey.self) { rec.values.append($0) }
        _ = layout(view)
        #expect(rec.values == [45])
    }

    @Test func sumKeyAddsEverySibling() throws {
        let rec = Recorder<Int>()
        let view = VStack {
            Color.red.preference(key: SumKey.self, value: 1)
            HStack {
                Color.green.preference(key: SumKey.self, value: 2)
                Color.blue                                   // sets nothing: no part in the sum
                Color.blue.preference(key: SumKey.self, value: 3)
            }
        }
        .frame(width: 50, height: 50)
        .onPreferenceChange(SumKey.self) { rec.values.append($0) }
        _ = layout(view)
        #expect(rec.values == [6])
    }

    @Test func reduceSeesSiblingsInViewTreeOrder() throws {
        let rec = Recorder<[String]>()
        let view = VStack {
            Color.red.preference(key: OrderKey.self, value: ["a"])
            HStack {
                Color.green.preference(key: OrderKey.self, value: ["b"])
                    .background(Color.clear.preference(key: OrderKey.self, value: ["b.background"]))
                    .overlay(Color.clear.preference(key: OrderKey.self, value: ["b.overlay"]))
                Color.blue.preference(key: OrderKey.self, value: ["c"]).hidden()
            }
            ZStack {
                Color.red.preference(key: OrderKey.self, value: ["d"])
                Color.red.preference(key: OrderKey.self, value: ["e"])
            }
        }
        .transformPreference(OrderKey.self) { $0.append("transformed") }
        .frame(width: 50, height: 90)
        .onPreferenceChange(OrderKey.self) { rec.values.append($0) }
        _ = layout(view)
        // A background is combined before its view and an overlay after (drawing order);
        // hidden views still produce values; a transform sees the combined value.
        #expect(rec.values == [["a", "b.background", "b", "b.overlay", "c", "d", "e", "transformed"]])
    }

    @Test func outerPreferenceReplacesTheContents() throws {
        let rec = Recorder<[String]>()
        let view = VStack {
            Color.red.preference(key: OrderKey.self, value: ["child1"])
            Color.red.preference(key: OrderKey.self, value: ["child2"])
        }
        .preference(key: OrderKey.self, value: ["parent"])
        .frame(width: 10, height: 10)
        .onPreferenceChange(OrderKey.self) { rec.values.append($0) }
        _ = layout(view)
        #expect(rec.values == [["parent"]])
    }

    @Test func modifiersOnAViewListTreatTheListAsAWhole() throws {
        let rec = Recorder<Int>(), listObserved = Recorder<Int>()
        let view = VStack {
            Group {
                Color.red.preference(key: SumKey.self, value: 10)
                Color.red.preference(key: SumKey.self, value: 20)
            }
            .onPreferenceChange(SumKey.self) { listObserved.values.append($0) }
            .preference(key: SumKey.self, value: 1)
            Color.red.preference(key: SumKey.self, value: 100)
        }
        .frame(width: 10, height: 30)
        .onPreferenceChange(SumKey.self) { rec.values.append($0) }
        _ = layout(view)
        // The observer on the list runs once with the list's sum; the outer preference
        // replaces the list's combined value once (not once per element).
        #expect(listObserved.values == [30])
        #expect(rec.values == [101])
    }

    @Test func observerSeesOnlyItsContentAndAncestorsSeeMore() throws {
        let inner = Recorder<Int>(), outer = Recorder<Int>()
        let view = VStack {
            Color.red.preference(key: SumKey.self, value: 4)
                .onPreferenceChange(SumKey.self) { inner.values.append($0) }
            Color.red.preference(key: SumKey.self, value: 5)
        }
        .frame(width: 10, height: 10)
        .onPreferenceChange(SumKey.self) { outer.values.append($0) }
        _ = layout(view)
        #expect(inner.values == [4])
        #expect(outer.values == [9])
    }

    @Test func unsetKeyDeliversTheDefaultOnce() throws {
        let rec = Recorder<CGFloat>()
        _ = layout(Color.red.frame(width: 5, height: 5).onPreferenceChange(MaxHeightKey.self) { rec.values.append($0) })
        #expect(rec.values == [0])
    }

    @Test func readerContentPreferencesFlowUpCombinedWithTheReadView() throws {
        let rec = Recorder<[String]>()
        let view = Color.red.frame(width: 10, height: 10)
            .preference(key: OrderKey.self, value: ["read"])
            .overlayPreferenceValue(OrderKey.self) { seen in
                Color.clear.preference(key: OrderKey.self, value: seen.map { "saw " + $0 })
            }
            .onPreferenceChange(OrderKey.self) { rec.values.append($0) }
        _ = layout(view)
        #expect(rec.values == [["read", "saw read"]])
    }
}

// MARK: Coordinate spaces

@Suite(.tags(.layout, .pixels)) struct CoordinateSpaceTests {
    /// A 40×25 reader 30 pt into an HStack under a 20 pt bar, inside padding 8, a space named
    /// "card", padding 12 and an offset of (100, 50).
    private func frames(_ view: (AnyView) -> AnyView = { $0 }) -> [String: CGRect] {
        let rec = Recorder<[String: CGRect]>()
        let reader = GeometryReader { p in
            Color.clear.preference(key: FramesKey.self, value: [
                "local": p.frame(in: .local),
                "global": p.frame(in: .global),
                "named": p.frame(in: .named("card")),
                "namedOld": p.frame(in: CoordinateSpace.named("card")),
                "unknown": p.frame(in: .named("nowhere")),
                "cardBounds": p.bounds(of: .named("card")) ?? .null,
                "size": CGRect(origin: .zero, size: p.size),
            ])
        }
        let card = VStack(spacing: 0) {
            Color.gray.frame(width: 70, height: 20)
            HStack(spacing: 0) {
                Color.clear.frame(width: 30, height: 25)
                reader.frame(width: 40, height: 25)
            }
        }
        .padding(8)
        .coordinateSpace(.named("card"))
        .padding(12)
        .offset(x: 100, y: 50)
        _ = layout(view(AnyView(card)).onPreferenceChange(FramesKey.self) { rec.values.append($0) })
        return rec.values.last ?? [:]
    }

    @Test func readerFrameInLocalGlobalAndNamedSpaces() throws {
        let f = frames()
        #expect(f["local"] == CGRect(x: 0, y: 0, width: 40, height: 25))
        #expect(f["size"] == CGRect(x: 0, y: 0, width: 40, height: 25))
        // Layout position (12 + 8 + 30, 12 + 8 + 20), moved by the offset effect.
        #expect(f["global"] == CGRect(x: 150, y: 90, width: 40, height: 25))
        #expect(f["named"] == CGRect(x: 38, y: 28, width: 40, height: 25))
        #expect(f["namedOld"] == f["named"])
        #expect(f["unknown"] == f["global"])
        // The card (70 + 16 by 45 + 16) seen from the reader.
        #expect(f["cardBounds"] == CGRect(x: -38, y: -28, width: 86, height: 61))
    }

    @Test func scaleEffectAboveScalesGlobalButNotNamedInside() throws {
        let f = frames { AnyView($0.scaleEffect(2, anchor: .topLeading)) }
        #expect(f["global"] == CGRect(x: 300, y: 180, width: 80, height: 50))
        // The named space is inside the scale: the reader's frame relative to it is unchanged.
        #expect(f["named"] == CGRect(x: 38, y: 28, width: 40, height: 25))
    }

    @Test func nearestAncestorWithTheNameWins() throws {
        let rec = Recorder<[String: CGRect]>()
        let view = VStack(spacing: 0) {
            Color.gray.frame(width: 10, height: 10)
            GeometryReader { p in
                Color.clear.preference(key: FramesKey.self, value: ["f": p.frame(in: .named("s"))])
            }
            .frame(width: 10, height: 10)
            .padding(3)
            .coordinateSpace(name: "s")
        }
        .padding(20)
        .coordinateSpace(name: "s")
        .onPreferenceChange(FramesKey.self) { rec.values.append($0) }
        _ = layout(view)
        #expect(rec.values == [["f": CGRect(x: 3, y: 3, width: 10, height: 10)]])
    }

    @Test func onGeometryChangeReportsTheFinalFrameOnce() throws {
        let rec = Recorder<CGRect>(), pairs = Recorder<CGSize>()
        let view = Color.red.frame(width: 30, height: 10)
            .padding(5)
            .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { rec.values.append($0) }
            .onGeometryChange(for: CGSize.self, of: { $0.size }) { old, new in pairs.values.append(new) }
            .padding(7)
        _ = layout(view)
        #expect(rec.values == [CGRect(x: 7, y: 7, width: 40, height: 20)])
        #expect(pairs.values == [CGSize(width: 40, height: 20)])
    }

    @Test func safeAreaInsetsAreZero() throws {
        let rec = Recorder<EdgeInsets>()
        _ = layout(GeometryReader { p in
            let _ = rec.values.append(p.safeAreaInsets)
            Color.clear
        }.frame(width: 10, height: 10))
        #expect(rec.values.last == EdgeInsets())
    }
}

// MARK: Common patterns

@Suite(.tags(.layout, .pixels)) struct PreferencePatternTests {
    private struct WidestKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    @Test func equalWidthBarsFollowTheWidestLabel() throws {
        let labels = ["Go", "Somewhere far", "Home"]
        let view = VStack(alignment: .leading, spacing: 12) {
            ForEach(labels, id: \.self) { label in
                Text(label).fixedSize()
                    .background(GeometryReader { Color.clear.preference(key: WidestKey.self, value: $0.size.width) })
                    .id(label)
            }
        }
        .overlayPreferenceValue(WidestKey.self, alignment: .topLeading) { width in
            VStack(spacing: 0) {
                ForEach(labels, id: \.self) { label in
                    Color.blue.frame(width: width, height: 2).id("bar-" + label)
                }
            }
        }
        let tree = layout(view)
        let widest = try #require(tree.frame(of: "Somewhere far")).width
        #expect(widest > (try #require(tree.frame(of: "Home")).width))
        for label in labels { #expect(tree.frame(of: "bar-" + label)?.width == widest) }
        // The reader never changes the stack's own width.
        #expect(tree.size.width == widest)
    }

    @Test func badgeSizedFromMeasuredText() throws {
        struct TextSizeKey: PreferenceKey {
            static let defaultValue: CGSize = .zero
            static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
        }
        let view = Text("128").fixedSize().id("count")
            .background(GeometryReader { Color.clear.preference(key: TextSizeKey.self, value: $0.size) })
            .backgroundPreferenceValue(TextSizeKey.self) { size in
                Capsule().fill(Color.red)
                    .frame(width: max(size.width + 12, size.height + 4), height: size.height + 4)
                    .id("badge")
            }
            .padding(10)
        let tree = layout(view)
        let text = try #require(tree.frame(of: "count"))
        let badge = try #require(tree.frame(of: "badge"))
        #expect(badge.width == text.width + 12)
        #expect(badge.height == text.height + 4)
        #expect(abs(badge.midX - text.midX) < 1e-9 && abs(badge.midY - text.midY) < 1e-9)
    }
}

/// For speed (Benchmarks/README.md): preference collection skips plain children without a call (a plain leaf, or a
/// plain node whose children are all plain leaves: a frame around a colour). Values set at
/// each depth of a grid of framed colours, beside such skipped children, must still arrive,
/// in drawing order, and a grid without any setter produces the default.
@Suite(.tags(.layout, .pixels)) struct PreferenceSkippingTests {
    @Test func valuesAtEveryDepthOfAGridOfFramesArrive() {
        // Row r, column c: a framed colour; the colour itself sets a value in (0, 1), the
        // frame in (1, 2), a layer of the frame (a background) in (2, 0); the rest are plain.
        let tree = layout(VStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { r in
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { c in
                        if (r, c) == (0, 1) {
                            Color.red.preference(key: OrderKey.self, value: ["leaf \(r)\(c)"]).frame(width: 10, height: 10)
                        } else if (r, c) == (1, 2) {
                            Color.red.frame(width: 10, height: 10).preference(key: OrderKey.self, value: ["frame \(r)\(c)"])
                        } else if (r, c) == (2, 0) {
                            Color.red.frame(width: 10, height: 10)
                                .background(Color.clear.preference(key: OrderKey.self, value: ["layer \(r)\(c)"]))
                        } else {
                            Color.red.frame(width: 10, height: 10)
                        }
                    }
                }
            }
        })
        #expect(tree.size == CGSize(width: 30, height: 30))
        #expect(tree.preferenceValue(OrderKey.self) == ["leaf 01", "frame 12", "layer 20"])
        let plain = layout(HStack(spacing: 0) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } })
        #expect(plain.preferenceValue(OrderKey.self) == [])
        #expect(plain.preferenceValue(SumKey.self) == 0)
    }
}
