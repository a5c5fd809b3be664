import Testing
import BackplateTestSupport
import Foundation
import BackplateKit

/// Seed 000's `RoundedCorner` shape (per-corner radii through `UIBezierPath`) and
/// `cornerRadius(_:corners:)`.
@Suite(.tags(.layout, .pixels)) struct RoundedCornerTests {
    @Test func onlyTheChosenCornersAreRounded() throws {
        // 40×40, radius 10 on the top-left only: the pixel in that corner is outside the
        // shape; the three square corners are filled.
        let image = try renderImage(RoundedCorner(radius: 10, corners: [.topLeft]).fill(Color.black).frame(width: 40, height: 40))
        #expect(rgba(image, 0, 0)[3] == 0)
        #expect(rgba(image, 39, 0) == [0, 0, 0, 255])
        #expect(rgba(image, 0, 39) == [0, 0, 0, 255])
        #expect(rgba(image, 39, 39) == [0, 0, 0, 255])
        // On the arc's diagonal: (10, 10) − 10/√2 ≈ (2.9, 2.9); (1, 1) is outside, (5, 5) inside.
        #expect(rgba(image, 1, 1)[3] == 0)
        #expect(rgba(image, 5, 5) == [0, 0, 0, 255])
    }

    @Test func defaultRadiusClampsToHalfTheShorterSide() throws {
        // radius .infinity on all corners of a square: a circle of diameter 40.
        let image = try renderImage(RoundedCorner().fill(Color.black).frame(width: 40, height: 40))
        #expect(rgba(image, 3, 3)[3] == 0)       // distance ≈ 23.3 from the centre
        #expect(rgba(image, 20, 20) == [0, 0, 0, 255])
        #expect(rgba(image, 20, 1) == [0, 0, 0, 255])
        #expect(rgba(image, 1, 20) == [0, 0, 0, 255])
    }

    @Test func pathFillsTheRectWhenNoCornerIsRounded() {
        let path = RoundedCorner(radius: 12, corners: []).path(in: CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(path.contains(CGPoint(x: 0.5, y: 0.5)))
    }

    @Test func pathBoundsAreTheRectAndCornersExcludeTheirTip() {
        let rect = CGRect(x: 5, y: 5, width: 60, height: 30)
        let path = RoundedCorner(radius: 10, corners: [.topRight, .bottomLeft]).path(in: rect)
        #expect(path.boundingRect == rect)
        #expect(!path.contains(CGPoint(x: 64.5, y: 5.5)))   // top-right: rounded
        #expect(!path.contains(CGPoint(x: 5.5, y: 34.5)))   // bottom-left: rounded
        #expect(path.contains(CGPoint(x: 5.5, y: 5.5)))     // top-left: square
        #expect(path.contains(CGPoint(x: 64.5, y: 34.5)))   // bottom-right: square
    }

    @Test func cornerRadiusClipsTheViewWithoutChangingItsSize() throws {
        let view = Color(red: 0, green: 0, blue: 1).frame(width: 50, height: 30).cornerRadius(15, corners: [.bottomRight])
        #expect(layoutKit(view).size == CGSize(width: 50, height: 30))
        let image = try renderImage(view)
        #expect(rgba(image, 49, 29)[3] == 0)
        #expect(rgba(image, 0, 0) == [0, 0, 255, 255])
        #expect(rgba(image, 49, 0) == [0, 0, 255, 255])
        #expect(rgba(image, 0, 29) == [0, 0, 255, 255])
    }
}
