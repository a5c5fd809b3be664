import Testing
import BackplateTestSupport
import Foundation
import SwiftUI

private struct Peak: Identifiable {
    let id: Int
    let name: String
    let height: Int
    let climbed: Bool?
    let date: Date
}

private let peaks = [Peak(id: 1, name: "Denali", height: 6190, climbed: true, date: Date(timeIntervalSince1970: 0)),
                     Peak(id: 2, name: "Logan", height: 5959, climbed: nil, date: Date(timeIntervalSince1970: 86_400))]

/// SwiftUI API added for issue 29's coverage: what draws is checked by value, the rest compiles
/// with SwiftUI's exact signatures.
@MainActor
@Suite(.tags(.appFiles, .layout, .pixels)) struct APISurfaceTests {
    func size<V: View>(_ view: V, width: CGFloat? = nil) -> CGSize {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: width, height: nil)
        return renderer.layout().size
    }

    @Test func partialRangeLineLimitsReserveAndLimitAsTheirClosedForms() {
        let short = Text("One line")
        let long = Text(String(repeating: "A line of words that wraps. ", count: 12))
        // `3...` reserves three lines for one line of text, as `lineLimit(3, reservesSpace: true)`.
        let reserved = size(short.lineLimit(3...), width: 200)
        #expect(reserved == size(short.lineLimit(3, reservesSpace: true), width: 200))
        #expect(reserved.height > 2.5 * size(short, width: 200).height)
        // `...2` limits to two lines and reserves nothing, as `lineLimit(2)`.
        #expect(size(long.lineLimit(...2), width: 200) == size(long.lineLimit(2), width: 200))
        #expect(size(short.lineLimit(...2), width: 200) == size(short, width: 200))
        // `3...` lifts the limit: a long text grows past three lines.
        #expect(size(long.lineLimit(3...), width: 200).height > reserved.height)
    }

    @Test func canvasFiltersDrawTheirViewEffects() throws {
        func canvas(_ filter: GraphicsContext.Filter?) -> some View {
            Canvas { context, _ in
                if let filter { context.addFilter(filter) }
                context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(Color(red: 1, green: 0, blue: 0)))
            }
            .frame(width: 40, height: 40)
        }
        #expect(rgba(try renderImage(canvas(nil)), 20, 20) == [255, 0, 0, 255])
        // Inverted red is cyan; fully grey red is its sRGB luma (0.2126·255 = 54).
        #expect(rgba(try renderImage(canvas(.colorInvert())), 20, 20) == [0, 255, 255, 255])
        let grey = rgba(try renderImage(canvas(.grayscale(1))), 20, 20)
        #expect(abs(grey[0] - 54) <= 2 && grey[0] == grey[1] && grey[1] == grey[2])
        // A blur spreads red past the square's edge and softens it inside.
        #expect(rgba(try renderImage(canvas(nil)), 8, 20)[3] == 0)
        #expect(rgba(try renderImage(canvas(.blur(radius: 4))), 8, 20)[3] > 0)
        // A shadow offset 6 points down draws under the square's bottom edge.
        let shadowed = try renderImage(canvas(.shadow(color: .black, radius: 0, x: 0, y: 6)))
        #expect(rgba(shadowed, 20, 33) == [0, 0, 0, 255])
        #expect(rgba(try renderImage(canvas(nil)), 20, 33)[3] == 0)
    }

    @Test func canvasBlendModesCompositeAndUnsupportedOnesWarn() throws {
        func canvas(_ mode: GraphicsContext.BlendMode) -> some View {
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 1, green: 1, blue: 0)))
                context.blendMode = mode
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 0, green: 1, blue: 1)))
            }
            .frame(width: 20, height: 20)
        }
        // Yellow multiplied by cyan is green.
        #expect(rgba(try renderImage(canvas(.multiply)), 10, 10) == [0, 255, 0, 255])
        #expect(GraphicsContext.BlendMode.xor.rawValue == 25 && GraphicsContext.BlendMode.plusLighter.rawValue == 27)
        let (image, warnings) = try RuntimeWarning.collecting { try renderImage(canvas(.xor)) }
        #expect(rgba(image, 10, 10) == [0, 255, 255, 255])
        #expect(warnings.contains { $0.contains("GraphicsContext.BlendMode.xor is not supported") })
    }

    @Test func tableColumnsOfEveryValueTypeDrawTheFirstColumnInACompactWidth() {
        // Sortable columns need a sort order, as in SwiftUI; a still render sorts nothing.
        let table = Table(peaks, sortOrder: .constant([KeyPathComparator(\Peak.name)])) {
            TableColumn("Name", value: \.name)
            TableColumn("Height", value: \.height) { Text("\($0.height) m") }
            TableColumn(Text("Climbed"), value: \.climbed) { Text($0.climbed == true ? "Yes" : "-") }
            TableColumn("Date", value: \.date) { Text($0.date, style: .date) }
        }
        .environment(\.horizontalSizeClass, .compact)
        let labels = ImageRenderer(content: table.frame(width: 393, height: 300)).layout().accessibilityElements.map(\.label)
        #expect(labels.contains("Denali") && labels.contains("Logan"))
        #expect(!labels.contains("6190 m"))
    }

    @Test func tableColumnAlignmentAndVisibilityShapeTheRegularTable() throws {
        func table(_ alignment: TableColumnAlignment) -> some View {
            Table(peaks) {
                TableColumn("Name") { (peak: Peak) in Text(peak.name).id("name-\(peak.id)") }
                TableColumn("Height") { (peak: Peak) in Text("\(peak.height)").id("height-\(peak.id)") }
                    .alignment(alignment)
                TableColumn("Hidden") { (peak: Peak) in Text("secret") }
                    .defaultVisibility(.hidden)
            }
            .environment(\.horizontalSizeClass, .regular)
            .frame(width: 600, height: 300)
        }
        let trailing = ImageRenderer(content: table(.trailing)).layout()
        let leading = ImageRenderer(content: table(.leading)).layout()
        let name = try #require(trailing.frame(of: "name-1"))
        let right = try #require(trailing.frame(of: "height-1"))
        let left = try #require(leading.frame(of: "height-1"))
        // Two shown columns share the row's width less 8 points between them: a leading cell
        // starts at the second column's edge, a trailing one ends at the row's trailing inset,
        // as far from the edge as the first column starts.
        let column = (600 - 2 * name.minX - 8) / 2
        #expect(abs(left.minX - (name.minX + column + 8)) <= 0.5)
        #expect(abs((600 - right.maxX) - name.minX) <= 0.5)
        #expect(right.width == left.width && right.minX > left.minX)
        #expect(!trailing.accessibilityElements.map(\.label).contains("secret"))
    }

    @Test func columnCustomizationRecordsVisibility() {
        var customization = TableColumnCustomization<Peak>()
        #expect(customization[visibility: "height"] == .automatic)
        customization[visibility: "height"] = .hidden
        #expect(customization[visibility: "height"] == .hidden)
        var behavior: TableColumnCustomizationBehavior = [.resize, .reorder]
        #expect(behavior.contains(.resize) && !behavior.contains(.visibility))
        behavior.formUnion(.visibility)
        #expect(behavior == .all.intersection([.resize, .reorder, .visibility]))
        #expect(behavior.remove(.resize) == .resize && !behavior.contains(.resize))
    }

    @Test func accessibilityAPIsDrawNothingAndKeepTheirValues() throws {
        struct Rotors: View {
            @AccessibilityFocusState var focused: Bool
            @AccessibilityFocusState(for: .voiceOver) var field: Int?
            @Namespace var namespace
            var body: some View {
                Text("Summit")
                    .accessibilityRotor("Peaks") {
                        AccessibilityRotorEntry("Denali", id: 1)
                        AccessibilityRotorEntry(Text("Logan"), id: 2, in: namespace)
                    }
                    .accessibilityRotor(.headings, entries: peaks, entryLabel: \.name)
                    .accessibilityFocused($focused)
                    .accessibilityFocused($field, equals: 1)
                    .accessibilityCustomContent("Height", "6190 m", importance: .high)
                    .accessibilityCustomContent(AccessibilityCustomContentKey("Range"), Text("Alaska"))
                    .accessibilityDirectTouch(options: [.silentOnTouch])
                    .accessibilityTextContentType(.narrative)
                    .accessibilityActivationPoint(.center)
                    .accessibilityShowsLargeContentViewer()
            }
        }
        struct FocusProbe: View {
            @AccessibilityFocusState var focused: Bool
            var body: some View { Text(focused ? "focused" : "unfocused") }
        }
        let plain = try renderImage(Text("Summit"))
        let decorated = try renderImage(Rotors())
        #expect(plain.width == decorated.width && plain.height == decorated.height && plain.rgba == decorated.rgba)
        #expect(ImageRenderer(content: FocusProbe()).layout().accessibilityElements.map(\.label) == ["unfocused"])
        var traits: AccessibilityTraits = [.isButton]
        traits.formUnion(.isHeader)
        #expect(traits.contains(.isHeader) && traits.union(.isLink).contains([.isButton, .isLink]))
        #expect(traits.symmetricDifference(.isButton) == .isHeader)
        #expect(EnvironmentValues().accessibilityVoiceOverEnabled == false)
        #expect(EnvironmentValues().accessibilityPlayAnimatedImages == true)
    }

    @Test func titleFormsCompileWithSwiftUIsSignatures() {
        let _: SharePreview<Never, Never> = SharePreview(Text("Summit"))
        let _ = SharePreview("Summit", image: Image(systemName: "mountain.2"))
        let _ = ControlGroup("Tools") { Button("A") {} }
        let _ = MultiDatePicker("Days", selection: .constant([]), in: Date()...)
        let _ = Text("x").confirmationDialog(Text("Delete?"), isPresented: .constant(false), presenting: 1) { _ in Button("OK") {} }
        let _ = Text("x").fileDialogMessage("Choose").fileDialogConfirmationLabel("Open").keyboardShortcut(nil as KeyboardShortcut?)
    }
}
