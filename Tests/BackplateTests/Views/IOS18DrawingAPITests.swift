import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
@testable import BackplateCore

/// iOS 18 API that draws or reports geometry: `MeshGradient` with Bezier points and as a
/// `GraphicsContext` shading, `ScrollPosition`'s offsets, `onGeometryChange`'s old/new form,
/// and `PresentationSizing`'s proposals.
@MainActor
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct IOS18DrawingAPITests {
    private func render<V: View>(_ view: V, _ width: CGFloat, _ height: CGFloat) throws -> RenderedImage {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        return try r.render()
    }

    /// A corner point whose handles sit on the straight lines to its neighbours (no bulge).
    private func straight(_ x: Float, _ y: Float) -> MeshGradient.BezierPoint {
        MeshGradient.BezierPoint(position: [x, y], leadingControlPoint: [x, y], topControlPoint: [x, y],
                                 trailingControlPoint: [x, y], bottomControlPoint: [x, y])
    }

    @Test func bezierHandlesBendThePatchEdges() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        // The top edge's handles pull it down to y = 0.375 at its middle: the cubic through
        // 0, 0.5, 0.5, 0 at t = 0.5. Above the curve only the black background shows.
        var topLeft = straight(0, 0), topRight = straight(1, 0)
        topLeft.trailingControlPoint = [1.0 / 3, 0.5]
        topRight.leadingControlPoint = [2.0 / 3, 0.5]
        let bent = MeshGradient(width: 2, height: 2, bezierPoints: [topLeft, topRight, straight(0, 1), straight(1, 1)],
                                colors: [red, red, red, red], background: .black)
        let image = try render(bent, 200, 200)
        #expect(close(rgba(image, 100, 30), [0, 0, 0, 255], 6))
        #expect(close(rgba(image, 100, 70), [0, 0, 0, 255], 6))
        #expect(close(rgba(image, 100, 85), [255, 0, 0, 255], 6))
        // Near the left corner the edge is at y = 7.3 (u = 0.025): black above, red below.
        #expect(close(rgba(image, 5, 3), [0, 0, 0, 255], 6))
        #expect(close(rgba(image, 5, 20), [255, 0, 0, 255], 6))
        // The same mesh from plain points covers its whole frame.
        let flat = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [red, red, red, red], background: .black)
        #expect(close(rgba(try render(flat, 200, 200), 100, 30), [255, 0, 0, 255], 6))
        // Resolved colours draw the same as colours.
        let resolved = MeshGradient(width: 2, height: 2, bezierPoints: [topLeft, topRight, straight(0, 1), straight(1, 1)],
                                    resolvedColors: Array(repeating: Color.Resolved(red: 1, green: 0, blue: 0), count: 4),
                                    background: .black)
        #expect(try render(resolved, 200, 200).pngData() == image.pngData())
        guard case .resolvedColors(let colors) = resolved.colors else { Issue.record("not resolved colours"); return }
        #expect(colors.count == 4)
    }

    @Test func meshShadingFillsThePathsBoundingRectangle() throws {
        let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
                                         Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 1)])
        let canvas = Canvas { context, _ in
            context.fill(Path(ellipseIn: CGRect(x: 50, y: 50, width: 100, height: 100)), with: .meshGradient(mesh))
        }
        let image = try render(canvas, 200, 200)
        // The circle's centre is the mesh's centre: the mean of the four corners.
        #expect(close(rgba(image, 100, 100), [128, 128, 128, 255], 12))
        // Near its left edge (u = 0.1 of the bounding square, halfway down): red and blue
        // mixed evenly, a little green and white (smoothstep(0.1) = 0.028).
        #expect(close(rgba(image, 60, 100), [128, 7, 128, 255], 12))
        // Outside the circle, inside its bounding square: nothing drawn.
        #expect(rgba(image, 53, 53)[3] < 10)
    }

    @Test func scrollPositionOffsetsAndIdentity() {
        #expect(ScrollPosition(idType: Int.self, x: 40).point == CGPoint(x: 40, y: 0))
        #expect(ScrollPosition(y: 120).point == CGPoint(x: 0, y: 120))
        #expect(ScrollPosition(idType: String.self, x: 3, y: 4).point == CGPoint(x: 3, y: 4))
        #expect(ScrollPosition(edge: .bottom).edge == .bottom)
        let byID = ScrollPosition(id: "row-7")
        #expect(byID.viewID as? String == "row-7")
        #expect(byID.viewID(type: String.self) == "row-7" && byID.viewID(type: Int.self) == nil)
        #expect(byID == ScrollPosition(id: "row-7") && byID != ScrollPosition(id: 7))
        #expect(Set([byID, ScrollPosition(id: "row-7"), ScrollPosition(y: 1)]).count == 2)
    }

    @Test func geometryChangeWithOldAndNewValuesFiresOnceWithTheFinalValue() throws {
        final class Box { var calls: [[CGFloat]] = [] }
        let box = Box()
        let view = Color.red.frame(width: 120, height: 30)
            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in box.calls.append([old, new]) }
        _ = try render(view, 200, 100)
        #expect(box.calls == [[120, 120]])
    }

    @Test func presentationSizingProposals() {
        let root = PresentationSizingRoot { proposal in proposal.replacingUnspecifiedDimensions() }
        let context = PresentationSizingContext(containerSize: CGSize(width: 393, height: 852))
        #expect(PagePresentationSizing().proposedSize(for: root, context: context) == ProposedViewSize(width: 393, height: 852))
        #expect(FittedPresentationSizing().proposedSize(for: root, context: context) == .unspecified)
        let formFittedVertically = FormPresentationSizing().fitted(horizontal: false, vertical: true)
        #expect(formFittedVertically.proposedSize(for: root, context: context) == ProposedViewSize(width: 393, height: nil))
        #expect(root.sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        // A sheet's sizing changes nothing the content draws.
        let content = Text("Sheet").frame(width: 100, height: 40)
        #expect(ImageRenderer(content: content.presentationSizing(.page.sticky(vertical: true))).displayList()
                == ImageRenderer(content: content).displayList())
    }

    @Test func removingTheTitleWarnsThatTheTitleIsStillDrawn() throws {
        let screen = NavigationStack { Text("Body").navigationTitle("Inbox").toolbar(removing: .title) }
        let renderer = ImageRenderer(content: screen)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        let (_, warnings) = try RuntimeWarning.collecting { try renderer.render() }
        #expect(warnings.contains { $0.contains("toolbar(removing: .title) is not applied") }, "\(warnings)")
        let sidebar = ImageRenderer(content: Text("Body").toolbar(removing: .sidebarToggle))
        let (_, none) = try RuntimeWarning.collecting { try sidebar.render() }
        #expect(!none.contains { $0.contains("toolbar(removing:") })
    }
}
