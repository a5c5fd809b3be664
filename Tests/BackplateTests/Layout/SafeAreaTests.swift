import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

// Safe areas (docs/layout-rules.md §12): an iPhone 15 Pro canvas is 393 × 852 pt with insets top 59 and
// bottom 34 (§12.5), so its safe rectangle is (0, 59, 393, 759) and the root is proposed
// 393 × 759 (§12.5 example, appendix A1).

private let phone = CGSize(width: 393, height: 852)
private let phoneInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
private let pureRed = Color(red: 1, green: 0, blue: 0)
private let pureBlue = Color(red: 0, green: 0, blue: 1)
private let red = RenderedImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
private let blue = RenderedImage.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
private let white = RenderedImage.Pixel(red: 255, green: 255, blue: 255, alpha: 255)
private let clear = RenderedImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0)

/// A renderer for `view` on the iPhone 15 Pro canvas at 1×.
private func phoneRenderer<V: View>(_ view: V) -> ImageRenderer<V> {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(phone)
    r.safeAreaInsets = phoneInsets
    return r
}

/// With `BACKPLATE_SNAPSHOT_DIR` set, writes the image there for looking at.
private func keep(_ image: RenderedImage, _ name: String) {
    guard let path = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] else { return }
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    try? image.pngData().write(to: URL(fileURLWithPath: path).appendingPathComponent("\(name).png"))
}

/// Receives values a view reports during layout (a `GeometryReader`'s proxy).
private final class Captured: @unchecked Sendable {
    var insets: [String: EdgeInsets] = [:]
    var sizes: [String: CGSize] = [:]
}

/// A reader that records its proxy's safe-area insets and size under `name`.
private func reader(_ name: String, into box: Captured) -> some View {
    GeometryReader { proxy in
        let _ = { box.insets[name] = proxy.safeAreaInsets; box.sizes[name] = proxy.size }()
        Color.clear
    }
}

@Suite("Safe area: the root host and ImageRenderer.safeAreaInsets", .tags(.layout, .pixels))
struct SafeAreaRootTests {
    @Test func rootIsProposedTheSafeAreaAndCentredInIt() {
        // Appendix A1 and A2.
        let filled = phoneRenderer(pureRed.id("r")).layout()
        #expect(filled.size == phone)
        #expect(filled.frame(of: "r") == CGRect(x: 0, y: 59, width: 393, height: 759))
        let small = phoneRenderer(pureRed.frame(width: 100, height: 50).id("r")).layout()
        #expect(small.frame(of: "r") == CGRect(x: 146.5, y: 413.5, width: 100, height: 50))
    }

    @Test func theImageCoversTheWholeCanvas() throws {
        let image = try phoneRenderer(pureRed).render()
        #expect(image.width == 393 && image.height == 852)
        #expect(image.pixel(x: 196, y: 58) == clear)
        #expect(image.pixel(x: 196, y: 59) == red)
        #expect(image.pixel(x: 196, y: 817) == red)
        #expect(image.pixel(x: 196, y: 818) == clear)
    }

    @Test func unspecifiedProposalGivesTheRootSizePlusTheInsets() {
        let r = ImageRenderer(content: pureRed.frame(width: 100, height: 50).id("r"))
        r.safeAreaInsets = EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let tree = r.layout()
        #expect(tree.size == CGSize(width: 160, height: 90))
        #expect(tree.frame(of: "r") == CGRect(x: 20, y: 10, width: 100, height: 50))
    }

    @Test func zeroInsetsLayOutAsBefore() {
        let r = ImageRenderer(content: pureRed.frame(width: 10, height: 10).id("r"))
        r.proposedSize = ProposedViewSize(width: 100, height: 100)
        let tree = r.layout()
        #expect(tree.size == CGSize(width: 10, height: 10))
        #expect(tree.frame(of: "r") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!tree.description.contains("safeAreaHost"))
    }

    @Test func badInsetsCountAsZero() {
        let r = ImageRenderer(content: pureRed.frame(width: 10, height: 10).id("r"))
        r.safeAreaInsets = EdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 0)
        let tree = r.layout()
        #expect(tree.size == CGSize(width: 10, height: 10))
        #expect(tree.frame(of: "r") == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

@Suite("Safe area: ignoresSafeArea", .tags(.layout, .pixels))
struct SafeAreaIgnoringTests {
    @Test func fullScreenViewExtendsOverBothInsets() throws {
        // Appendix A33: laid out in the safe area, drawn over the whole screen.
        let tree = phoneRenderer(pureRed.id("r").ignoresSafeArea().id("m")).layout()
        #expect(tree.frame(of: "m") == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(tree.frame(of: "r") == CGRect(x: 0, y: 0, width: 393, height: 852))
        let image = try phoneRenderer(pureRed.ignoresSafeArea()).render()
        #expect(image.pixel(x: 196, y: 0) == red)
        #expect(image.pixel(x: 196, y: 851) == red)
    }

    @Test func aViewAwayFromTheSafeEdgesDoesNotMove() {
        // Appendix A34: centred at y 388.5, touches no safe edge.
        let tree = phoneRenderer(pureRed.frame(height: 100).id("r").ignoresSafeArea()).layout()
        #expect(tree.frame(of: "r") == CGRect(x: 0, y: 388.5, width: 393, height: 100))
    }

    @Test func onlyTheListedEdgesExtend() {
        let top = phoneRenderer(pureRed.id("r").ignoresSafeArea(edges: .top)).layout()
        #expect(top.frame(of: "r") == CGRect(x: 0, y: 0, width: 393, height: 818))
        let bottom = phoneRenderer(pureRed.id("r").edgesIgnoringSafeArea(.bottom)).layout()
        #expect(bottom.frame(of: "r") == CGRect(x: 0, y: 59, width: 393, height: 793))
    }

    @Test func theKeyboardRegionHasNoInsets() {
        let tree = phoneRenderer(pureRed.id("r").ignoresSafeArea(.keyboard)).layout()
        #expect(tree.frame(of: "r") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func withoutASafeAreaNothingMoves() {
        let r = ImageRenderer(content: pureRed.id("r").ignoresSafeArea())
        r.proposedSize = ProposedViewSize(width: 100, height: 80)
        #expect(r.layout().frame(of: "r") == CGRect(x: 0, y: 0, width: 100, height: 80))
    }

    @Test func landscapeInsetsExtendLeadingAndTrailing() {
        // iPhone 15 landscape: 852 × 393 with insets leading/trailing 59, bottom 21.
        let r = ImageRenderer(content: pureRed.id("r").ignoresSafeArea(edges: .horizontal))
        r.proposedSize = ProposedViewSize(width: 852, height: 393)
        r.safeAreaInsets = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
        #expect(r.layout().frame(of: "r") == CGRect(x: 0, y: 0, width: 852, height: 372))
    }
}

@Suite("Safe area: backgrounds (seed 003)", .tags(.layout, .pixels))
struct SafeAreaBackgroundTests {
    @Test func shapeStyleBackgroundFillsBothInsetsByDefault() throws {
        // Appendix A31 and A32.
        let all = try phoneRenderer(Color.clear.background(pureRed)).render()
        #expect(all.pixel(x: 196, y: 0) == red)
        #expect(all.pixel(x: 196, y: 851) == red)
        let none = try phoneRenderer(Color.clear.background(pureRed, ignoresSafeAreaEdges: [])).render()
        #expect(none.pixel(x: 196, y: 58) == clear)
        #expect(none.pixel(x: 196, y: 59) == red)
        #expect(none.pixel(x: 196, y: 817) == red)
        #expect(none.pixel(x: 196, y: 818) == clear)
    }

    @Test func seedSafeAreaViewExtendsOnlyIntoTheListedTopInset() throws {
        // Seed 003's `.background(.indigo, ignoresSafeAreaEdges: [.top])` on a full-screen VStack.
        // The seed's comment says "Excluding the top safe area", but `edges` lists the edges on
        // which the background ignores the safe area (Apple's documentation: "The set of edges
        // for which to ignore safe area insets"; `[]` respects all of them): the fill reaches
        // the top of the screen and stops at the safe area's bottom.
        let view = VStack { Text("Hello World") }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(pureBlue, ignoresSafeAreaEdges: [.top])
        let image = try phoneRenderer(view).render()
        keep(image, "seed003-safe-area-view")
        #expect(image.pixel(x: 5, y: 0) == blue)
        #expect(image.pixel(x: 5, y: 817) == blue)
        #expect(image.pixel(x: 5, y: 818) == clear)
        #expect(image.pixel(x: 5, y: 851) == clear)
    }

    @Test func seedBottomBarBackgroundFillsTheBottomInset() throws {
        // Seed 003: `Color.white.safeAreaInset(edge: .bottom, spacing: 0) { bar }` where the bar is
        // a 40 pt text frame padded by 16: 72 pt tall, sitting on the safe area's bottom (818),
        // its `.background(.green.opacity(0.6))` reaching the screen's bottom (852).
        let view = Color.white.id("content")
            .safeAreaInset(edge: .bottom, spacing: 0) {
                Text("Bottom Bar")
                    .font(.title3)
                    .foregroundColor(.indigo)
                    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 0, maxHeight: 40)
                    .padding()
                    .id("bar")
                    .background(Color.green.opacity(0.6))
            }
        let r = phoneRenderer(view)
        let tree = r.layout()
        #expect(tree.frame(of: "content") == CGRect(x: 0, y: 59, width: 393, height: 687))
        #expect(tree.frame(of: "bar") == CGRect(x: 0, y: 746, width: 393, height: 72))
        r.isOpaque = false
        let image = try r.render()
        keep(image, "seed003-bottom-bar-iphone15pro")
        #expect(image.pixel(x: 5, y: 745) == white)
        for y in [746, 800, 830, 851] {
            let p = image.pixel(x: 5, y: y)
            #expect(p.alpha == 153, "y \(y): \(p)")   // 0.6 opacity over nothing
            #expect(p.green > p.red && p.green > p.blue, "y \(y): \(p)")
        }
        #expect(image.pixel(x: 5, y: 58) == clear)   // Color.white stays inside the safe area
    }

    @Test func barBuiltFromPublicModifiersFillsTheTopInset() throws {
        // A navigation-bar-like container: a 44 pt bar on top whose background ignores the top
        // safe area, so it paints the status-bar area too (0 ..< 59 + 44).
        let view = VStack(spacing: 0) {
            Color.clear.frame(height: 44).frame(maxWidth: .infinity).background(pureBlue, ignoresSafeAreaEdges: .top)
            pureRed
        }
        let image = try phoneRenderer(view).render()
        keep(image, "bar-from-public-modifiers")
        #expect(image.pixel(x: 196, y: 0) == blue)
        #expect(image.pixel(x: 196, y: 102) == blue)
        #expect(image.pixel(x: 196, y: 103) == red)
        #expect(image.pixel(x: 196, y: 817) == red)
        #expect(image.pixel(x: 196, y: 818) == clear)
    }

    @Test func gradientStaysAnchoredToTheViewsBounds() throws {
        // §5.4: the fill extends into the insets but the gradient spans the view's own bounds
        // (59 ..< 818): its end colours continue, unmixed, into the status-bar and
        // home-indicator areas.
        let gradient = LinearGradient(colors: [pureRed, pureBlue], startPoint: .top, endPoint: .bottom)
        let image = try phoneRenderer(Color.clear.background(gradient)).render()
        keep(image, "gradient-background-anchored")
        #expect(image.pixel(x: 196, y: 0) == red)
        #expect(image.pixel(x: 196, y: 58) == red)
        #expect(image.pixel(x: 196, y: 820) == blue)
        #expect(image.pixel(x: 196, y: 851) == blue)
        let middle = image.pixel(x: 196, y: 438)
        #expect(middle.red > 100 && middle.blue > 100, "\(middle)")
    }

    @Test func overlayStyleExtendsLikeTheBackground() throws {
        let image = try phoneRenderer(Color.clear.overlay(pureRed)).render()
        #expect(image.pixel(x: 196, y: 0) == red)
        #expect(image.pixel(x: 196, y: 851) == red)
    }
}

@Suite("Safe area: safeAreaInset and safeAreaPadding", .tags(.layout, .pixels))
struct SafeAreaInsetTests {
    @Test func insetShrinksTheContentAndSitsOnTheEdge() {
        // Appendix A30.
        let tree = phoneRenderer(pureRed.id("r").safeAreaInset(edge: .bottom, spacing: 0) {
            pureBlue.frame(height: 50).id("b")
        }).layout()
        #expect(tree.frame(of: "r") == CGRect(x: 0, y: 59, width: 393, height: 709))
        #expect(tree.frame(of: "b") == CGRect(x: 0, y: 768, width: 393, height: 50))
    }

    @Test func contentThatIgnoresTheSafeAreaExtendsUnderTheInset() {
        // The primary's safe area gains the inset's 50 pt: a full-screen background goes under it.
        let tree = phoneRenderer(pureRed.id("r").ignoresSafeArea().safeAreaInset(edge: .bottom, spacing: 0) {
            pureBlue.frame(height: 50)
        }).layout()
        #expect(tree.frame(of: "r") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func insetWithoutADeviceSafeAreaStillAddsToTheContents() {
        let r = ImageRenderer(content: pureRed.id("r").ignoresSafeArea().safeAreaInset(edge: .top, spacing: 10) {
            pureBlue.frame(height: 20)
        })
        r.proposedSize = ProposedViewSize(width: 100, height: 100)
        // Content laid out in 100 − 30 at y 30, drawn from the modifier's top.
        #expect(r.layout().frame(of: "r") == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func safeAreaPaddingPadsLikePadding() {
        let r = ImageRenderer(content: pureRed.frame(width: 50, height: 50).id("r").safeAreaPadding(10))
        let tree = r.layout()
        #expect(tree.size == CGSize(width: 70, height: 70))
        #expect(tree.frame(of: "r") == CGRect(x: 10, y: 10, width: 50, height: 50))
        let horizontal = ImageRenderer(content: pureRed.frame(width: 50, height: 50).safeAreaPadding(.horizontal)).layout()
        #expect(horizontal.size == CGSize(width: 82, height: 50))
        let insets = ImageRenderer(content: pureRed.frame(width: 50, height: 50)
            .safeAreaPadding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))).layout()
        #expect(insets.size == CGSize(width: 56, height: 54))
    }

    @Test func safeAreaPaddingIsSafeAreaThatIgnoringViewsFill() throws {
        let r = ImageRenderer(content: pureRed.id("r").ignoresSafeArea().safeAreaPadding(20))
        r.proposedSize = ProposedViewSize(width: 100, height: 100)
        #expect(r.layout().frame(of: "r") == CGRect(x: 0, y: 0, width: 100, height: 100))
        let padded = ImageRenderer(content: pureRed.id("r").padding(20))
        padded.proposedSize = ProposedViewSize(width: 100, height: 100)
        #expect(padded.layout().frame(of: "r") == CGRect(x: 20, y: 20, width: 60, height: 60))
        // A background (ignoring the safe area by default) fills the padding.
        let bg = ImageRenderer(content: Color.clear.background(pureRed).safeAreaPadding(20))
        bg.proposedSize = ProposedViewSize(width: 100, height: 100)
        let image = try bg.render()
        #expect(image.pixel(x: 0, y: 0) == red)
        #expect(image.pixel(x: 99, y: 99) == red)
    }
}

@Suite("Safe area: GeometryProxy.safeAreaInsets", .tags(.layout, .pixels))
struct SafeAreaGeometryProxyTests {
    @Test func rootReaderReportsTheDeviceInsets() {
        let box = Captured()
        _ = phoneRenderer(reader("root", into: box)).layout()
        #expect(box.sizes["root"] == CGSize(width: 393, height: 759))
        #expect(box.insets["root"] == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func readerIgnoringTheSafeAreaReportsTheInsetsOverItsFullSize() {
        let box = Captured()
        _ = phoneRenderer(reader("full", into: box).ignoresSafeArea()).layout()
        #expect(box.sizes["full"] == CGSize(width: 393, height: 852))
        #expect(box.insets["full"] == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func readerInsideTheSafeAreaReportsZero() {
        let box = Captured()
        _ = phoneRenderer(reader("inner", into: box).padding(20)).layout()
        #expect(box.insets["inner"] == EdgeInsets())
        let plain = Captured()
        let r = ImageRenderer(content: reader("plain", into: plain))
        r.proposedSize = ProposedViewSize(width: 100, height: 100)
        _ = r.layout()
        #expect(plain.insets["plain"] == EdgeInsets())
    }

    @Test func onGeometryChangeSeesTheSameInsets() {
        let box = Captured()
        _ = phoneRenderer(Color.clear.onGeometryChange(for: EdgeInsets.self, of: { $0.safeAreaInsets }) { box.insets["g"] = $0 }).layout()
        #expect(box.insets["g"] == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    @Test func insetAndPaddingAddToTheReadersInsets() {
        let box = Captured()
        _ = phoneRenderer(reader("inset", into: box).safeAreaInset(edge: .bottom, spacing: 0) {
            pureBlue.frame(height: 50)
        }).layout()
        #expect(box.insets["inset"] == EdgeInsets(top: 59, leading: 0, bottom: 84, trailing: 0))
        let padded = Captured()
        let r = ImageRenderer(content: reader("padded", into: padded).safeAreaPadding(10))
        r.proposedSize = ProposedViewSize(width: 200, height: 100)
        _ = r.layout()
        #expect(padded.sizes["padded"] == CGSize(width: 180, height: 80))
        #expect(padded.insets["padded"] == EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
    }
}
