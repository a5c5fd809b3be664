import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting

/// Progress and status views drawn as iOS 17/18 draws them (controls.md §6, §7.5, §7.6,
/// swiftui.md §4.6): spinner sizes and spokes, the linear bar, GroupBox, DisclosureGroup,
/// ContentUnavailableView and Divider, light and dark.
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct ProgressFrameTests {
    @Test(arguments: [(ControlSize.mini, 20.0), (.small, 20.0), (.regular, 20.0), (.large, 37.0), (.extraLarge, 37.0)] as [(ControlSize, Double)])
    func spinnerIsFixedSizeAtEachControlSize(size: ControlSize, side: Double) {
        // UIActivityIndicatorView: medium 20 × 20, large 37 × 37; proposals change nothing.
        #expect(controlSize(ProgressView().controlSize(size), width: 300, height: 300) == CGSize(width: side, height: side))
        #expect(controlSize(ProgressView().controlSize(size), width: nil, height: nil) == CGSize(width: side, height: side))
    }

    @Test func spinnerGrowsWithDynamicTypeAboveLarge() {
        // iOS 18 draws the AX5 spinner 56.33 points square (RSSReader's tab view at 3x): 20
        // times `.body`'s leading ratio, 62 / 22.
        let ax5 = controlSize(ProgressView().dynamicTypeSize(.accessibility5), width: nil, height: nil)
        #expect(abs(ax5.width - 56.33) <= 0.1 && abs(ax5.height - 56.33) <= 0.1, "\(ax5)")
        #expect(controlSize(ProgressView().dynamicTypeSize(.large), width: nil, height: nil) == CGSize(width: 20, height: 20))
    }

    @Test func spinnerHasEightTwoPointSpokesFromAThirdOfTheRadius() {
        let spokes = controlShapes(ProgressView(), width: nil).filter { $0.source.contains("Spoke") }
        #expect(spokes.count == 8)
        // The head spoke points up from r/3 to r (r = 10): x 9…11, y 0…6.67 (controls.md §6).
        #expect(spokes.contains { sameFrame($0.path.boundingRect, CGRect(x: 9, y: 0, width: 2, height: 20.0 / 3), 0.05) })
        #expect(spokes.allSatisfy { sameFrame($0.frame, CGRect(x: 0, y: 0, width: 20, height: 20)) })
        #expect(spokes.allSatisfy { "\($0.paint)" == "#3C3C44" })
        #expect(controlShapes(ProgressView(), width: nil, dark: true).filter { $0.source.contains("Spoke") }.allSatisfy { "\($0.paint)" == "#EBEBF5" })
    }

    @Test(arguments: [false, true])
    func spinnerHeadSpokeIsTheSpokeColourAt147Alpha(dark: Bool) throws {
        let image = try controlImage(ProgressView(), width: nil, dark: dark)
        let expected = dark ? over([235, 235, 245], 147.0 / 255, on: [0, 0, 0]) : over([60, 60, 68], 147.0 / 255, on: [255, 255, 255])
        #expect(close(controlPixel(image, 10, 3), expected, 3), "\(controlPixel(image, 10, 3))")
        // The spoke behind the head (45° anticlockwise) is lighter: alpha 122.
        let behind = controlPixel(image, 10 - 5.2 * 0.7071, 10 - 5.2 * 0.7071)
        let expectedBehind = dark ? over([235, 235, 245], 122.0 / 255, on: [0, 0, 0]) : over([60, 60, 68], 122.0 / 255, on: [255, 255, 255])
        #expect(close(behind, expectedBehind, 6), "\(behind)")
    }

    @Test func tintedSpinnerUsesTheTint() {
        #expect(controlShapes(ProgressView().tint(.pink), width: nil).filter { $0.source.contains("Spoke") }.allSatisfy { "\($0.paint)" == "#FF2D55" })
    }

    @Test(arguments: [false, true])
    func linearBarIsGreedyFourPointsTrackInSystemFillFillInTint(dark: Bool) throws {
        let bar = ProgressView(value: 0.4)
        #expect(controlSize(bar, width: 300) == CGSize(width: 300, height: 4))
        let capsules = controlShapes(bar, width: 300, dark: dark).filter { $0.source.contains("Capsule") }
        let track = try #require(capsules.first { $0.frame.width == 300 })
        // systemFill 120,120,128 @0.20 light / @0.36 dark; the tint fill 40 % of 300.
        #expect(sameFrame(track.frame, CGRect(x: 0, y: 0, width: 300, height: 4)))
        #expect("\(track.paint)" == (dark ? "#7878805C" : "#78788033"))
        let fill = try #require(capsules.first { $0.frame.width < 300 })
        #expect(sameFrame(fill.frame, CGRect(x: 0, y: 0, width: 120, height: 4)))
        #expect("\(fill.paint)" == (dark ? "#0A84FF" : "#007AFF"))
        let image = try controlImage(bar, width: 300, dark: dark)
        #expect(close(controlPixel(image, 60, 2), dark ? [10, 132, 255] : [0, 122, 255], 2))
    }

    @Test func linearBarLabelsAndTint() throws {
        let bar = ProgressView(value: 0.7) { Text("Uploading") } currentValueLabel: { Text("70%") }
        let texts = controlTexts(bar, width: 300)
        let label = try #require(texts.first { $0.string == "Uploading" })
        let current = try #require(texts.first { $0.string == "70%" })
        let track = try #require(controlShapes(bar, width: 300).first { $0.frame.width == 300 })
        // Label above the bar, current value below in the secondary colour, leading-aligned.
        #expect(label.frame.maxY <= track.frame.minY && current.frame.minY >= track.frame.maxY)
        #expect(label.frame.minX == 0 && current.frame.minX == 0)
        #expect("\(current.paints[0])" == "#3C3C4399")
        #expect(controlShapes(ProgressView(value: 0.5).tint(.green), width: 300).contains { "\($0.paint)" == "#34C759" })
        // Values beyond the range clamp: a full bar, never wider.
        let over = controlShapes(ProgressView(value: 3.0), width: 300).filter { $0.source.contains("Capsule") }
        #expect(over.allSatisfy { $0.frame.width <= 300 })
    }

    @Test(arguments: [false, true])
    func groupBoxHugsItsContentPaddedSixteenOnSecondaryBackground(dark: Bool) throws {
        let box = GroupBox { Text("Tuesday 9:30") }
        let text = try #require(controlTexts(box, width: 300, dark: dark).first)
        let size = controlSize(box, width: 300)
        // Content + 2 × 16 in both axes (controls.md §9), content at (16, 16).
        #expect(abs(size.width - (text.frame.width + 32)) <= 0.5 && abs(size.height - (text.frame.height + 32)) <= 0.5)
        #expect(abs(text.frame.minX - 16) <= 0.5 && abs(text.frame.minY - 16) <= 0.5)
        let image = try controlImage(box, width: 300, dark: dark)
        #expect(close(controlPixel(image, 8, size.height / 2), dark ? [28, 28, 30] : [242, 242, 247], 1))
    }

    @Test func disclosureGroupIsAGreedyRowWithATintChevron() throws {
        let collapsed = DisclosureGroup("Insurance") { Text("Hidden") }
        #expect(controlSize(collapsed, width: 300).width == 300)
        #expect(!controlTexts(collapsed, width: 300).contains { $0.string == "Hidden" })
        let expanded = DisclosureGroup("Medications", isExpanded: .constant(true)) { Text("Ibuprofen") }
        let texts = controlTexts(expanded, width: 300)
        let label = try #require(texts.first { $0.string == "Medications" })
        let child = try #require(texts.first { $0.string == "Ibuprofen" })
        #expect(child.frame.minY >= label.frame.maxY && child.frame.minX > label.frame.minX)
        // The chevron at the trailing edge in the tint, pointing down when expanded.
        let chevron = try #require(texts.first { $0.string.hasPrefix("symbol chevron") })
        #expect(chevron.string == "symbol chevron.down" && "\(chevron.paints[0])" == "#007AFF")
        #expect(abs(chevron.frame.maxX - 300) <= 0.5)
        #expect(controlTexts(collapsed, width: 300).contains { $0.string == "symbol chevron.right" })
    }

    @Test func contentUnavailableViewIsGreedyAndCentred() throws {
        let view = ContentUnavailableView("No Appointments", systemImage: "calendar", description: Text("Booked visits appear here."))
        #expect(controlSize(view, width: 393, height: 500) == CGSize(width: 393, height: 500))
        let texts = controlTexts(view, width: 393, height: 500)
        let title = try #require(texts.first { $0.string == "No Appointments" })
        let description = try #require(texts.first { $0.string == "Booked visits appear here." })
        // title2 bold (22 pt) in the label colour; the description secondary, both centred.
        #expect(title.runs.first?.font.size == 22 && (title.runs.first?.font.weight ?? 0) > 0.3)
        #expect("\(description.paints[0])" == "#3C3C4399")
        #expect(abs(title.frame.midX - 196.5) <= 0.5 && abs(description.frame.midX - 196.5) <= 0.5)
    }

    @Test(arguments: [(1.0, 1.0), (2.0, 0.5), (3.0, 1.0 / 3.0)] as [(Double, Double)])
    func dividerIsOnePixelInTheSeparatorColour(scale: Double, thickness: Double) throws {
        // swiftui.md §4.6: pixelLength thick, greedy width; separator colour.
        let line = try #require(controlShapes(VStack(spacing: 0) { Divider() }, width: 300).first)
        #expect(line.frame.width == 300)
        #expect("\(line.paint)" == "#3C3C434A")
        let r = ImageRenderer(content: VStack(spacing: 0) { Color.clear.frame(height: 10); Divider(); Color.clear.frame(height: 10) })
        r.proposedSize = ProposedViewSize(width: 100, height: nil)
        r.scale = CGFloat(scale)
        #expect(abs(r.layout().size.height - (20 + thickness)) <= 0.01)
        #expect("\(try #require(controlShapes(Divider(), width: 300, dark: true).first).paint)" == "#54545899")
    }
}
