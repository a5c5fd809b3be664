import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import Charts
import SwiftData
import WidgetKit

/// Each of these once failed to compile on Linux (issue 29). The app files compile now; these
/// tests check that what they draw is what iOS draws.
@MainActor
@Suite(.tags(.appFiles, .layout, .pixels)) struct LongTailAPITests {
    init() throws {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SummitAssets.xcassets")
        try AssetCatalog.register(catalog)
    }

    func render<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil, dark: Bool = false) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: width, height: height)
        renderer.scale = 2
        renderer.environment.colorScheme = dark ? .dark : .light
        return try renderer.render()
    }

    func rgb(_ image: RenderedImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue)]
    }

    func contains(_ image: RenderedImage, _ color: [Int], tolerance: ColorTolerance = .pixel) -> Bool {
        for y in 0..<image.height {
            for x in 0..<image.width where close(rgb(image, x, y), color, tolerance) {
                return true
            }
        }
        return false
    }

    @Test func assetSymbolsLoadTheCatalogsImageAndColour() throws {
        // The image set's 48 × 32 pixel @2x file: 24 × 16 points.
        let badge = try render(Image(.summitBadge))
        #expect(badge.width == 48 && badge.height == 32)
        #expect(rgb(badge, 24, 16) == [200, 40, 120])
        #expect(UIImage(resource: .summitBadge).size == CGSize(width: 24, height: 16))
        // The colour set's light and dark values.
        let swatch = Color(.summitTeal).frame(width: 10, height: 10)
        #expect(rgb(try render(swatch), 10, 10) == [11, 122, 136])
        #expect(rgb(try render(swatch, dark: true), 10, 10) == [46, 180, 196])
    }

    @Test func aMissingImageResourceDrawsNothingAndWarns() throws {
        let image = try render(Image(ImageResource(name: "NoSuchSummit", bundle: .main)).frame(width: 10, height: 10))
        #expect(image.pixel(x: 10, y: 10).alpha == 0)
        #expect(RuntimeWarning.emitted.contains { $0.contains("'NoSuchSummit'") })
    }

    @Test func theTrailCardDrawsItsBadgeAndTealBarLightAndDark() throws {
        let card = SummitTrailCard(name: "Half Dome", notes: "**Permit** required")
        let light = try render(card, width: 393)
        let dark = try render(card, width: 393, dark: true)
        // The badge is present (a transition never hides a present view) and the bar is teal.
        #expect(contains(light, [200, 40, 120]))
        #expect(contains(light, [11, 122, 136]))
        #expect(contains(dark, [46, 180, 196]))
        // The optional preference needs no defaultValue: nil unless set, 12 from the bar.
        #expect(SummitHeightKey.defaultValue == nil)
        #expect(ImageRenderer(content: card).layout().preferenceValue(SummitHeightKey.self) == 12)
        #expect(ImageRenderer(content: Text("x")).layout().preferenceValue(SummitHeightKey.self) == nil)
    }

    @Test func transitionsLeaveAPresentViewAsItIs() throws {
        let plain = try render(Color.red.frame(width: 20, height: 20))
        let transitioned = try render(Color.red.frame(width: 20, height: 20).transition(.scale(0.5).combined(with: .opacity)))
        #expect(plain.width == transitioned.width && plain.rgba == transitioned.rgba)
        let erased = AnyTransition(.scale(0.5).combined(with: .opacity))
        #expect(!erased.description.isEmpty)
    }

    @Test func angleArithmetic() {
        var heading = Angle.degrees(30)
        heading += .degrees(15)
        heading -= .degrees(5)
        #expect(abs((heading * 2).degrees - 80) < 1e-9)
        #expect(abs((Angle.degrees(90) / 2).degrees - 45) < 1e-9)
        heading *= 0.5
        #expect(abs(heading.degrees - 20) < 1e-9)
        #expect(heading.animatableData == heading.radians)
    }

    @Test func sizeCategoryIsDynamicTypeSize() {
        var environment = EnvironmentValues()
        #expect(environment.sizeCategory == .large)
        environment.sizeCategory = .accessibilityMedium
        #expect(environment.dynamicTypeSize == .accessibility1)
    }

    @Test func symbolEffectOptionsChainAsInstances() {
        #expect(SymbolEffectOptions.speed(3).repeating == SymbolEffectOptions.speed(3).repeating)
        #expect(SymbolEffectOptions.speed(3).repeating != SymbolEffectOptions.speed(3))
    }

    @Test func markdownAttributedStringCarriesInlineIntentsAndDrawsAsMarkdownText() throws {
        let parsed = try AttributedString(markdown: "**Permit** required, *cables* up")
        #expect(String(parsed.characters) == "Permit required, cables up")
        let intents = parsed.runs.map { $0[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] }
        #expect(intents == [.stronglyEmphasized, nil, .emphasized, nil])
        let link = try AttributedString(markdown: "[Park](https://www.nps.gov)")
        #expect(link.runs.first?.link == URL(string: "https://www.nps.gov"))
        // Drawn like the same Markdown in a Text literal (bold and italic runs).
        let fromAttributed = ImageRenderer(content: Text(parsed)).layout().size
        let fromKey = ImageRenderer(content: Text("**Permit** required, *cables* up")).layout().size
        let plain = ImageRenderer(content: Text(verbatim: "Permit required, cables up")).layout().size
        #expect(fromAttributed == fromKey)
        #expect(fromAttributed.width > plain.width)
    }

    @Test func strokedCircleSymbolIsARing() throws {
        let chart = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 1))
                .symbol(Circle().strokeBorder(lineWidth: 3))
                .symbolSize(400)
        }
        .chartXScale(domain: 0...2)
        .chartYScale(domain: 0...2)
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .frame(width: 100, height: 100)
        let image = try render(chart)
        // A 20-point symbol centred at (50, 50): a 3-point ring around a clear hole.
        #expect(image.pixel(x: 100, y: 100).alpha == 0)
        #expect(image.pixel(x: 100 + 17, y: 100).alpha == 255)
        #expect(image.pixel(x: 100 + 24, y: 100).alpha == 0)
        #expect(InterpolationMethod.catmullRom.description == "catmullRom")
    }

    @Test func clipShapeRoundsBarEnds() throws {
        let image = try render(SummitWeeklyBars())
        // The tallest bar's top row: a capsule's top is a single point, not the bar's width.
        var firstRow: [Int] = []
        for y in 0..<image.height {
            let xs = (0..<image.width).filter { let p = image.pixel(x: $0, y: y); return p.alpha > 200 && p.blue > 200 && p.red < 60 }
            if !xs.isEmpty { firstRow = xs; break }
        }
        var widest = 0
        for y in 0..<image.height {
            widest = max(widest, (0..<image.width).filter { let p = image.pixel(x: $0, y: y); return p.alpha > 200 && p.blue > 200 && p.red < 60 }.count)
        }
        #expect(widest > 20)
        #expect(firstRow.count < widest / 2)
    }

    @Test func chartDescriptorDescribesTheSeries() {
        let descriptor = SummitElevationChart(samples: SummitSample.profile).makeChartDescriptor()
        #expect(descriptor.series.first?.dataPoints.count == 5)
        #expect(descriptor.yAxis?.valueDescriptionProvider(6000) == "6000 feet")
        #expect((descriptor.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder == ["0", "2", "4", "6", "8"])
    }

    @Test func widgetPreviewContextDrawsTheSmallWidgetContainer() throws {
        let preview = SummitWidgetView_Previews.previews
        let image = try render(preview)
        // A small widget: 170 × 170 points, rounded corners clear, the background inside.
        #expect(image.width == 340 && image.height == 340)
        #expect(image.pixel(x: 1, y: 1).alpha == 0)
        #expect(rgb(image, 170, 330) == [255, 255, 255])
    }

    @Test func queryViewKeepsItsMemberwiseInitializer() throws {
        let container = try ModelContainer(for: SummitClimb.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(SummitClimb(peak: "Whitney", feet: 14505))
        container.mainContext.insert(SummitClimb(peak: "Shasta", feet: 14179))
        let renderer = ImageRenderer(content: SummitLogbookScreen().modelContainer(container))
        renderer.proposedSize = ProposedViewSize(width: 393, height: nil)
        let drawn = renderer.displayList().drawnTexts.map(\.0)
        #expect(drawn == ["Climbs", "Whitney", "14,505 ft", "Shasta", "14,179 ft"])
    }
}
