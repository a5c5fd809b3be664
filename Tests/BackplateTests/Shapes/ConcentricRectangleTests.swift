import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// `ConcentricRectangle` (iOS 26): a concentric corner's radius is the container shape's corner
/// radius minus the distance between the corners (Apple's documentation of
/// `Edge.Corner.Style.concentric`), never below its minimum; fixed corners keep their radius.
@Suite(.tags(.layout, .pixels))
struct ConcentricRectangleTests {
    /// The one shape drawn by `view`, proposed `size`.
    func drawnPath<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 100) throws -> Path {
        try #require(controlShapes(view, width: width, height: height).first).path
    }

    /// A continuous rounded rectangle drawn at the origin and moved to `rect`, as shapes are.
    func rounded(_ rect: CGRect, _ tl: CGFloat, _ tr: CGFloat, _ bl: CGFloat, _ br: CGFloat) -> Path {
        let radii = RectangleCornerRadii(topLeading: tl, bottomLeading: bl, bottomTrailing: br, topTrailing: tr)
        return Path(roundedRect: CGRect(origin: .zero, size: rect.size), cornerRadii: radii, style: .continuous)
            .offsetBy(dx: rect.minX, dy: rect.minY)
    }

    @Test func concentricCornersAreTheContainerRadiusLessTheInset() throws {
        // Padded 12 inside a RoundedRectangle(cornerRadius: 30) container: every corner 30 − 12 = 18.
        let view = ConcentricRectangle().fill(Color.blue).padding(12)
            .frame(width: 200, height: 100).containerShape(RoundedRectangle(cornerRadius: 30))
        #expect(try drawnPath(view) == rounded(CGRect(x: 12, y: 12, width: 176, height: 76), 18, 18, 18, 18))
        // In pixels: the frame's corner stays clear, the middle of the top edge is blue.
        let image = try controlImage(view, width: 200, height: 100, scale: 1)
        #expect(close(rgba(image, 13, 13), [255, 255, 255, 255], 8))
        #expect(close(rgba(image, 100, 13), [0, 136, 255, 255], 8))
    }

    @Test func eachCornerFollowsItsOwnDistanceUnlessUniform() throws {
        // Inset 4 from the leading edge and 20 from the top: the top-leading corner is 30 − 20 = 10,
        // the bottom-trailing one (4 from the bottom, 4 from the trailing edge) 26.
        let insets = EdgeInsets(top: 20, leading: 4, bottom: 4, trailing: 4)
        let individual = ConcentricRectangle().fill(Color.blue).padding(insets)
            .frame(width: 200, height: 100).containerShape(RoundedRectangle(cornerRadius: 30))
        let rect = CGRect(x: 4, y: 20, width: 192, height: 76)
        #expect(try drawnPath(individual) == rounded(rect, 10, 10, 26, 26))
        // isUniform: every corner takes the largest, 26.
        let uniform = ConcentricRectangle(corners: .concentric, isUniform: true).fill(Color.blue).padding(insets)
            .frame(width: 200, height: 100).containerShape(RoundedRectangle(cornerRadius: 30))
        #expect(try drawnPath(uniform) == rounded(rect, 26, 26, 26, 26))
        // Uniform leading corners (10 and 26 → 26), fixed trailing ones.
        let mixed = ConcentricRectangle(uniformLeadingCorners: .concentric, topTrailingCorner: .fixed(3),
                                        bottomTrailingCorner: .fixed(0))
            .fill(Color.blue).padding(insets).frame(width: 200, height: 100).containerShape(RoundedRectangle(cornerRadius: 30))
        #expect(try drawnPath(mixed) == rounded(rect, 26, 3, 26, 0))
    }

    @Test func theMinimumHoldsWhereTheContainerLeavesLess() throws {
        // Padded 24 in a radius-30 container leaves 6; a minimum of 10 wins. With no container
        // shape at all, the minimum is the radius; plain `.concentric` is square.
        let floor = Edge.Corner.Style.concentric(minimum: .fixed(10))
        let inset = ConcentricRectangle(corners: floor).fill(Color.blue).padding(24)
            .frame(width: 200, height: 100).containerShape(RoundedRectangle(cornerRadius: 30))
        #expect(try drawnPath(inset) == rounded(CGRect(x: 24, y: 24, width: 152, height: 52), 10, 10, 10, 10))
        let bare = Color.clear.background(Color.blue, in: .rect(corners: floor)).padding(24).frame(width: 200, height: 100)
        #expect(try drawnPath(bare) == rounded(CGRect(x: 24, y: 24, width: 152, height: 52), 10, 10, 10, 10))
        let square = ConcentricRectangle().fill(Color.blue).padding(24).frame(width: 200, height: 100)
        #expect(try drawnPath(square) == Path(CGRect(x: 24, y: 24, width: 152, height: 52)))
        // Deeper than the container's radius: zero, a square corner.
        let deep = ConcentricRectangle().fill(Color.blue).padding(40)
            .frame(width: 200, height: 100).containerShape(RoundedRectangle(cornerRadius: 30))
        #expect(try drawnPath(deep) == Path(CGRect(x: 40, y: 40, width: 120, height: 20)))
    }

    @Test func aCapsuleContainersCornersAreHalfItsHeight() throws {
        // A 200 × 60 capsule has corners of radius 30; padded 6 inside it: 24.
        let view = ConcentricRectangle().fill(Color.blue).padding(6)
            .frame(width: 200, height: 60).containerShape(Capsule())
        #expect(try drawnPath(view, height: 60) == rounded(CGRect(x: 6, y: 6, width: 188, height: 48), 24, 24, 24, 24))
    }

    @Test func clipShapeAndBackgroundResolveAgainstTheContainer() throws {
        // The same 18-pt corners as the filled shape, for background(_:in:) and clipShape.
        let background = Color.clear.background(Color.blue, in: ConcentricRectangle()).padding(12)
            .frame(width: 200, height: 100).containerShape(RoundedRectangle(cornerRadius: 30))
        #expect(try drawnPath(background) == rounded(CGRect(x: 12, y: 12, width: 176, height: 76), 18, 18, 18, 18))
        let clipped = Color.blue.clipShape(ConcentricRectangle()).padding(12)
            .frame(width: 200, height: 100).containerShape(RoundedRectangle(cornerRadius: 30))
        let image = try controlImage(clipped, width: 200, height: 100, scale: 1)
        #expect(close(rgba(image, 13, 13), [255, 255, 255, 255], 8))
        #expect(close(rgba(image, 100, 13), [0, 136, 255, 255], 8))
        #expect(close(rgba(image, 13, 50), [0, 136, 255, 255], 8))
    }

    @Test func edgeCornerStyleRadiiOfBadValues() {
        // Negative and non-finite radii are square corners, as zero is.
        #expect(Edge.Corner.Style.fixed(-5).radius(concentric: nil) == 0)
        #expect(Edge.Corner.Style.fixed(.nan).radius(concentric: nil) == 0)
        #expect(Edge.Corner.Style.concentric.radius(concentric: .infinity) == 0)
        #expect(Edge.Corner.Style.concentric(minimum: .fixed(4)).radius(concentric: 12) == 12)
        // Literals are `.fixed` (iOS 26's shorthand): `.concentric(minimum: 10)` floors at 10.
        let literal: Edge.Corner.Style = 7.5, integer: Edge.Corner.Style = 10
        #expect(literal == .fixed(7.5) && integer == .fixed(10))
        #expect(Edge.Corner.Style.concentric(minimum: 10).radius(concentric: 6) == 10)
        #expect(Edge.Corner.allCases == [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing])
    }
}
