import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

private struct Genre: Identifiable, Hashable { let id: Int; let name: String }

private struct Bordered: ViewModifier {
    func body(content: Content) -> some View { content.padding(5).background(Color(red: 0, green: 0, blue: 1)) }
}

/// Issue 29's still-render API, areas N to Z: search tokens, shape styles (`windowBackground`,
/// `selection`, `in(_:)`, `blendMode(_:)`), `UnitCurve`'s numbers, symbol-effect and custom
/// transitions, projection effects, `NavigationSplitView(preferredCompactColumn:)`.
@MainActor
@Suite(.tags(.pixels)) struct SearchStyleTransitionAPITests {
    @Test func searchTokensDrawTheFieldAndNameTheTokensNotDrawn() throws {
        func screen<V: View>(_ modify: (Text) -> V) -> some View {
            NavigationStack { modify(Text("Books")).navigationTitle("Library") }.frame(width: 393, height: 200)
        }
        let plain = try renderImage(screen { $0.searchable(text: .constant(""), prompt: "Title") })
        let (empty, quiet) = try RuntimeWarning.collecting {
            try renderImage(screen { $0.searchable(text: .constant(""), tokens: .constant([Genre]()), prompt: "Title") { Text($0.name) } })
        }
        #expect(empty.rgba == plain.rgba)
        #expect(!quiet.contains { $0.contains("search token") })
        let (tokened, warnings) = try RuntimeWarning.collecting {
            try renderImage(screen {
                $0.searchable(text: .constant(""), tokens: .constant([Genre(id: 1, name: "Poetry")]),
                              suggestedTokens: .constant([Genre(id: 2, name: "Drama")]), placement: .automatic, prompt: "Title") {
                    Text($0.name)
                }
            })
        }
        #expect(tokened.rgba == plain.rgba)
        #expect(warnings.contains { $0.contains("1 search token(s)") }, "\(warnings)")
    }

    @Test func windowBackgroundAndSelectionStylesFillWithTheirSystemColours() throws {
        let light = try renderImage(Rectangle().fill(.windowBackground).frame(width: 4, height: 4).padding(2).background(Color.gray))
        let dark = try renderImage(Rectangle().fill(.windowBackground).frame(width: 4, height: 4).padding(2).background(Color.gray)
            .environment(\.colorScheme, .dark))
        #expect(rgba(light, 4, 4) == [255, 255, 255, 255])
        #expect(rgba(dark, 4, 4) == [0, 0, 0, 255])
        // `.selection` on iPhone: the emphasised selection colour, the tint.
        let selection = try renderImage(Rectangle().fill(.selection).frame(width: 4, height: 4))
        let tint = try renderImage(Rectangle().fill(.tint).frame(width: 4, height: 4))
        #expect(rgba(selection, 2, 2) == rgba(tint, 2, 2))
        let orange = try renderImage(Rectangle().fill(.selection).frame(width: 4, height: 4).tint(Color(red: 1, green: 0.5, blue: 0)))
        #expect(rgba(orange, 2, 2) == [255, 128, 0, 255])
    }

    @Test func aStyleMappedToARectSpansItInsteadOfTheShape() throws {
        let gradient = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                      startPoint: .leading, endPoint: .trailing)
        // Two 50-point halves sharing one gradient laid over 100 points: red fading to blue
        // across both, so the middle columns are purple; without `in`, each half runs red to blue.
        func halves(_ mapped: Bool) -> some View {
            HStack(spacing: 0) {
                Rectangle().fill(mapped ? AnyShapeStyle(gradient.in(CGRect(x: 0, y: 0, width: 100, height: 10))) : AnyShapeStyle(gradient))
                Rectangle().fill(mapped ? AnyShapeStyle(gradient.in(CGRect(x: -50, y: 0, width: 100, height: 10))) : AnyShapeStyle(gradient))
            }
            .frame(width: 100, height: 10)
        }
        let shared = try renderImage(halves(true))
        let separate = try renderImage(halves(false))
        let nearMiddle = rgba(shared, 49, 5), rightStart = rgba(shared, 51, 5)
        #expect((90...170).contains(nearMiddle[0]) && (90...170).contains(nearMiddle[2]), "\(nearMiddle)")
        #expect(abs(rightStart[0] - nearMiddle[0]) < 12 && abs(rightStart[2] - nearMiddle[2]) < 12, "\(rightStart)")
        #expect(rgba(shared, 1, 5)[0] > 240 && rgba(shared, 98, 5)[2] > 240)
        #expect(rgba(separate, 49, 5)[2] > 240 && rgba(separate, 51, 5)[0] > 240)
    }

    @Test func aBlendModeOnAStyleDrawsTheStyleAndSaysSo() throws {
        let plain = try renderImage(Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 4, height: 4))
        let (blended, warnings) = try RuntimeWarning.collecting {
            try renderImage(Rectangle().fill(Color(red: 1, green: 0, blue: 0).blendMode(.multiply)).frame(width: 4, height: 4))
        }
        #expect(blended.rgba == plain.rgba)
        #expect(warnings.contains { $0.contains("blendMode(.multiply)") })
        let (_, normal) = try RuntimeWarning.collecting {
            try renderImage(Rectangle().fill(.blendMode(.normal)).frame(width: 4, height: 4))
        }
        #expect(!normal.contains { $0.contains("blendMode") })
    }

    @Test func unitCurvesGiveSwiftUIsValuesAndVelocities() {
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
        #expect(UnitCurve.linear.velocity(at: 0.8) == 1)
        // Progress is clamped to [0,1].
        #expect(UnitCurve.easeIn.value(at: -2) == 0 && UnitCurve.easeIn.value(at: 1.5) == 1)
        // CSS's ease-in (0.42, 0, 1, 1) at half time: 0.3153; ease-in-out is symmetric.
        #expect(abs(UnitCurve.easeIn.value(at: 0.5) - 0.3153) < 0.0005)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(UnitCurve.easeOut.value(at: 0.5) - (1 - 0.3153)) < 0.0005)
        // Quarter circles: 1 - √(1 - x²) and √(1 - (x - 1)²).
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.5) - (1 - 0.75.squareRoot())) < 1e-12)
        #expect(abs(UnitCurve.circularEaseOut.value(at: 0.5) - 0.75.squareRoot()) < 1e-12)
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.6) - 0.75) < 1e-12)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.25) - 0.5 * (1 - 0.75.squareRoot())) < 1e-12)
        // The inverse swaps x and y: it maps an output back to its input.
        for curve in [UnitCurve.easeIn, .easeInOut, .circularEaseIn, .circularEaseInOut,
                      .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.3, y: 1))] {
            for x in [0.1, 0.37, 0.8] {
                #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-6, "\(curve) at \(x)")
            }
        }
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.easeIn.inverse == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) * UnitCurve.easeInOut.inverse.velocity(at: 0.5) - 1) < 1e-6)
    }

    @Test func symbolEffectTransitionsShowTheViewAtRest() throws {
        let plain = try renderImage(Image(systemName: "star.fill").foregroundStyle(Color(red: 1, green: 0, blue: 0)).padding(4))
        let transitioned = try renderImage(Image(systemName: "star.fill").foregroundStyle(Color(red: 1, green: 0, blue: 0)).padding(4)
            .transition(.symbolEffect(.appear, options: .speed(2))))
        #expect(transitioned.rgba == plain.rgba)
        let removed = try renderImage(SymbolEffectTransition(effect: .disappear, options: .default)
            .apply(content: Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4), phase: .didDisappear))
        #expect(rgba(removed, 2, 2)[3] == 0)
        let present = try renderImage(OpacityTransition().apply(content: Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4), phase: .identity))
        #expect(rgba(present, 2, 2) == [255, 0, 0, 255])
        #expect(!SymbolEffectTransition.properties.hasMotion && !OpacityTransition.properties.hasMotion)
        #expect(ScaleTransition.properties.hasMotion)
    }

    @Test func affineProjectionsDrawAndProjectiveTermsAreNamed() throws {
        let square = Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).padding(8)
        let offset = try renderImage(square.offset(x: 3, y: 2))
        let projected = try renderImage(square.projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 3, y: 2))))
        #expect(projected.rgba == offset.rgba)
        var tilt = ProjectionTransform(CGAffineTransform(translationX: 3, y: 2))
        tilt.m13 = 0.001
        let (tilted, warnings) = try RuntimeWarning.collecting { try renderImage(square.projectionEffect(tilt)) }
        #expect(tilted.rgba == offset.rgba)
        #expect(warnings.contains { $0.contains("projectionEffect: the projective terms") })
        let visual = try renderImage(square.visualEffect { content, _ in
            content.transformEffect(ProjectionTransform(CGAffineTransform(translationX: 3, y: 2)))
        })
        #expect(visual.rgba == offset.rgba)
        let rotated = try renderImage(square.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
        let visualRotated = try renderImage(square.visualEffect { content, _ in
            content.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        })
        #expect(visualRotated.rgba == rotated.rgba)
    }

    @Test func transactionBodiesAndModifierAnimationsDrawTheirFinalState() throws {
        let half = try renderImage(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).opacity(0.5))
        let body = try renderImage(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4)
            .transaction({ $0.animation = .default }) { $0.opacity(0.5) })
        #expect(body.rgba == half.rgba)
        let modified = try renderImage(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).modifier(Bordered()))
        let animated = try renderImage(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4).modifier(Bordered().animation(.spring)))
        let transacted = try renderImage(Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4)
            .modifier(Bordered().transaction { $0.disablesAnimations = true }))
        #expect(animated.rgba == modified.rgba && transacted.rgba == modified.rgba)
        #expect(rgba(modified, 1, 1) == [0, 0, 255, 255] && rgba(modified, 7, 7) == [255, 0, 0, 255])
    }

    @Test func splitViewsShowThePreferredCompactColumn() {
        func labels<V: View>(_ view: V) -> [String] { ImageRenderer(content: view).displayList().drawnTexts.map(\.0) }
        let detail = NavigationSplitView(preferredCompactColumn: .constant(.detail)) { Text("Sidebar") } detail: { Text("Detail") }
        let sidebar = NavigationSplitView(preferredCompactColumn: .constant(.sidebar)) { Text("Sidebar") } detail: { Text("Detail") }
        let content = NavigationSplitView(preferredCompactColumn: .constant(.content)) {
            Text("Sidebar")
        } content: { Text("Content") } detail: { Text("Detail") }
        #expect(labels(detail) == ["Detail"])
        #expect(labels(sidebar) == ["Sidebar"])
        #expect(labels(content) == ["Content"])
        #expect(labels(detail.navigationSplitViewStyle(.prominentDetail)) == ["Detail"])
    }

    @Test func itemPreviewShareLinksDrawTheirLabel() throws {
        let urls = [URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!]
        let plain = try renderImage(ShareLink("Share trails", items: urls))
        let previewed = try renderImage(ShareLink("Share trails", items: urls) { SharePreview($0.lastPathComponent) })
        #expect(previewed.rgba == plain.rgba)
        let labelled = try renderImage(ShareLink(items: urls, preview: { SharePreview($0.lastPathComponent) }) { Text("Send") })
        #expect(labelled.rgba == (try renderImage(ShareLink(items: urls) { Text("Send") })).rgba)
    }

    @Test func timerProgressViewsWithBothLabelsDrawTheFractionAtTheRenderDate() throws {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let timer = ProgressView(timerInterval: start...start.addingTimeInterval(100), countsDown: false) {
            Text("Brewing")
        } currentValueLabel: {
            Text("Half")
        }
        let value = ProgressView(value: 0.5) { Text("Brewing") } currentValueLabel: { Text("Half") }
        let drawn = try renderImage(timer.frame(width: 200).environment(\.renderDate, start.addingTimeInterval(50)))
        #expect(drawn.rgba == (try renderImage(value.frame(width: 200))).rgba)
        let atStart = try renderImage(timer.frame(width: 200).environment(\.renderDate, start))
        #expect(atStart.rgba == (try renderImage(ProgressView(value: 0.0) { Text("Brewing") } currentValueLabel: { Text("Half") }
            .frame(width: 200))).rgba)
        #expect(atStart.rgba != drawn.rgba)
    }
}
