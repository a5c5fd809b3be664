import Testing
import Foundation
import SwiftUI

/// A modifier that pads by 10 points in a compact horizontal size class and 30 in a regular one.
private struct AdaptivePadding: EnvironmentalModifier {
    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        _PaddingBy(amount: environment.horizontalSizeClass == .regular ? 30 : 10)
    }
}

private struct _PaddingBy: ViewModifier {
    let amount: CGFloat
    func body(content: Content) -> some View { content.padding(amount) }
}

/// Issue 29's API of areas A to M (docs/api-coverage.md): grid layouts, environmental modifiers,
/// raw values, resolved colours, bindings as collections, transition properties, small caps.
@MainActor
@Suite struct APIAreasAToMTests {
    func tree<V: View>(_ view: V, width: CGFloat? = nil) -> LayoutTree {
        let renderer = ImageRenderer(content: view)
        if let width { renderer.proposedSize = ProposedViewSize(width: width, height: nil) }
        return renderer.layout()
    }

    func cell(_ w: CGFloat, _ h: CGFloat, _ id: String) -> some View {
        Color.red.frame(width: w, height: h).id(id)
    }

    // The frames of ContainerLayoutTests.gridColumnsAreAsWideAsTheirWidestCell: columns of 60
    // and 50 points, 8 apart; cells centred in their slots.
    @Test func gridLayoutPlacesCellsAsGridDoes() {
        func rows() -> some View {
            Group {
                GridRow { cell(30, 10, "a"); cell(50, 10, "b") }
                GridRow { cell(60, 10, "c"); cell(20, 10, "d") }
            }
        }
        for t in [tree(GridLayout() { rows() }), tree(AnyLayout(GridLayout()) { rows() }), tree(Grid { rows() })] {
            #expect(t.size == CGSize(width: 60 + 8 + 50, height: 10 + 8 + 10))
            #expect(t.frame(of: "a") == CGRect(x: 15, y: 0, width: 30, height: 10))
            #expect(t.frame(of: "b") == CGRect(x: 68, y: 0, width: 50, height: 10))
            #expect(t.frame(of: "d") == CGRect(x: 68 + 15, y: 18, width: 20, height: 10))
        }
    }

    @Test func gridLayoutKeepsItsAlignmentAndSpacing() {
        let layout = GridLayout(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4)
        #expect(layout.alignment == .leading && layout.horizontalSpacing == 10 && layout.verticalSpacing == 4)
        let t = tree(layout {
            GridRow { cell(30, 10, "a").gridColumnAlignment(.trailing); cell(50, 10, "b") }
            GridRow { cell(60, 10, "c"); cell(20, 10, "d") }
            GridRow { cell(100, 10, "wide").gridCellColumns(2) }
        })
        #expect(t.frame(of: "a") == CGRect(x: 30, y: 0, width: 30, height: 10))
        #expect(t.frame(of: "d") == CGRect(x: 70, y: 14, width: 20, height: 10))
        #expect(t.frame(of: "wide") == CGRect(x: 0, y: 28, width: 100, height: 10))
        #expect(t.size == CGSize(width: 120, height: 38))
        #expect(GridLayout().horizontalSpacing == nil && GridLayout().alignment == .center)
    }

    @Test func environmentalModifiersResolveInTheirEnvironment() {
        let compact = tree(Color.red.frame(width: 20, height: 20).id("c").modifier(AdaptivePadding())
            .environment(\.horizontalSizeClass, .compact))
        #expect(compact.size == CGSize(width: 40, height: 40))
        #expect(compact.frame(of: "c") == CGRect(x: 10, y: 10, width: 20, height: 20))
        let regular = tree(Color.red.frame(width: 20, height: 20).modifier(AdaptivePadding())
            .environment(\.horizontalSizeClass, .regular))
        #expect(regular.size == CGSize(width: 80, height: 80))
    }

    @Test func frozenEnumsHaveSwiftUIsRawValues() {
        #expect(Axis.horizontal.rawValue == 0 && Axis.vertical.rawValue == 1)
        #expect(Axis.vertical.description == "vertical" && "\(Axis.horizontal)" == "horizontal")
        #expect(Edge.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(Edge(rawValue: 2) == .bottom && Edge.Set(.trailing).rawValue == 8)
        #expect(HorizontalEdge.trailing.rawValue == 1)
        #expect(AccessibilityHeadingLevel.unspecified.rawValue == 0 && AccessibilityHeadingLevel.h6.rawValue == 6)
    }

    @Test func resolvedColorsTakeAColorSpaceAndDescribeThemselves() {
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.2140, green: 0, blue: 1)
        #expect(linear.linearRed == 0.2140)
        #expect(abs(linear.red - 0.5) < 0.001)                       // 0.214 linear is 0.5 encoded
        let orange = Color.Resolved(red: 1, green: 0.6, blue: 0, opacity: 0.5)
        #expect(orange.description == "#FF990080")
        #expect(Color.Resolved(red: 0, green: 0, blue: 0).description == "#000000FF")
        var moved = orange
        moved.animatableData = orange.animatableData + orange.animatableData
        #expect(moved.opacity == 1 && moved.linearRed == 2)
    }

    @Test func bindingsToCollectionsIndexAsSwiftUIsDo() {
        var storage = [1, 2, 3]
        let binding = Binding(get: { storage }, set: { storage = $0 })
        let index: Binding<[Int]>.Index = binding.index(after: binding.startIndex)
        let element: Binding<[Int]>.Element = binding[index]
        element.wrappedValue = 20
        #expect(storage == [1, 20, 3] && binding.endIndex == 3 && binding.index(before: binding.endIndex) == 2)
    }

    @Test func transitionsReportTheirMotion() {
        #expect(IdentityTransition.properties.hasMotion == false)
        #expect(AsymmetricTransition<IdentityTransition, IdentityTransition>.properties.hasMotion == false)
        #expect(AsymmetricTransition<IdentityTransition, MoveTransition>.properties.hasMotion)
    }

    @Test func typeErasedLayoutsAndShapesHaveNoAnimatableData() {
        var layout = AnyLayout(GridLayout())
        layout.animatableData = EmptyAnimatableData()
        var shape = AnyShape(Circle())
        shape.animatableData = .zero
        #expect(layout.animatableData == EmptyAnimatableData() && shape.animatableData == EmptyAnimatableData())
    }

    @Test func smallCapsWarnThatTheSystemFontHasNone() {
        let (_, warnings) = RuntimeWarning.collecting {
            _ = ImageRenderer(content: Text("Trail Log").font(.body.smallCaps())).layout()
        }
        #expect(warnings.contains { $0.contains("Font.smallCaps()") })
        #expect(Font.body.lowercaseSmallCaps() != Font.body && Font.body.uppercaseSmallCaps() != Font.body.lowercaseSmallCaps())
    }
}
