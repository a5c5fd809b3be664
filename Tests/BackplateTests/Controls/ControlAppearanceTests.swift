import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting

/// Sizes, frames and colours of the controls' default appearance (reference controls.md,
/// swiftui.md §13), and the control-state modifiers.
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct ControlAppearanceTests {
    typealias Pixel = RenderedImage.Pixel

    func list<V: View>(_ view: V, dark: Bool = false) -> String {
        let r = ImageRenderer(content: view)
        if dark { r.environment.colorScheme = .dark }
        return r.displayList().description
    }

    func line(_ list: String, containing needle: String) -> String {
        list.split(separator: "\n").first { $0.contains(needle) }.map(String.init) ?? ""
    }

    /// The `(x, y, w, h)` of a display-list line.
    func frame(_ line: String) -> [Double] {
        guard let open = line.firstIndex(of: "("), let close = line[open...].firstIndex(of: ")") else { return [0, 0, 0, 0] }
        return line[line.index(after: open)..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }

    @Test func indeterminateProgressIsAFixed20PointSpinner() {
        #expect(ImageRenderer(content: ProgressView()).layout().size == CGSize(width: 20, height: 20))
        // Fixed size: a larger proposal changes nothing.
        let r = ImageRenderer(content: ProgressView())
        r.proposedSize = ProposedViewSize(width: 300, height: 300)
        #expect(r.layout().size == CGSize(width: 20, height: 20))
        // UIActivityIndicatorView .large: 37 × 37.
        #expect(ImageRenderer(content: ProgressView().controlSize(.large)).layout().size == CGSize(width: 37, height: 37))
        // Eight spokes.
        let spokes: [Substring] = list(ProgressView()).split(separator: "\n").filter { $0.contains("_SpinnerSpoke") }
        #expect(spokes.count == 8)
    }

    @Test func linearProgressIsGreedyFourPointsTallAndFilledToTheFraction() throws {
        let r = ImageRenderer(content: ProgressView(value: 25, total: 100))
        r.proposedSize = ProposedViewSize(width: 200, height: nil)
        #expect(r.layout().size == CGSize(width: 200, height: 4))
        let image = try r.render()
        #expect(image.pixel(x: 25, y: 2) == Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        let track = image.pixel(x: 150, y: 2)
        #expect(track.red == 120 && track.alpha > 45 && track.alpha < 58)   // systemFill 120,120,128 @0.20
        // Out-of-range values clamp; a zero total shows an empty bar rather than failing.
        let over = ImageRenderer(content: ProgressView(value: 3.0, total: 0).frame(width: 100))
        #expect(over.layout().size == CGSize(width: 100, height: 4))
    }

    @Test func stepperControlIs94By32AtTheTrailingEdge() {
        let r = ImageRenderer(content: Stepper("Steps", value: .constant(5), in: 0...10))
        r.proposedSize = ProposedViewSize(width: 300, height: nil)
        #expect(r.layout().size == CGSize(width: 300, height: 32))
        let l = r.displayList().description
        // tertiarySystemFill 118,118,128 @0.12, 94 × 32 at the trailing edge.
        #expect(line(l, containing: "RoundedRectangle").hasSuffix("(206, 0, 94, 32) #7676801F"))
        // The divider: 1 × 18, inset 7 from top and bottom, centred.
        #expect(line(l, containing: "fill Rectangle (").contains("(253, 7, 1, 18)"))
        #expect(!l.contains("opacity(0.3)"))
        // At its lower bound the minus half is dimmed to 30 %.
        #expect(list(Stepper("Steps", value: .constant(0), in: 0...10).frame(width: 300)).contains("opacity(0.3)"))
    }

    @Test func switchIs51By31AndDisabledTogglesFade() {
        let r = ImageRenderer(content: Toggle(isOn: .constant(true)) { Text("Rings") })
        r.proposedSize = ProposedViewSize(width: 300, height: nil)
        #expect(r.layout().size == CGSize(width: 300, height: 31))
        // Laid out 49 wide at the trailing edge (x 251) and drawn 51 wide from there, its track
        // running 2 points past the row, as iOS draws it (AirSettingsUI, TellTime).
        #expect(line(r.displayList().description, containing: "Capsule").contains("(251, 0, 51, 31) #34C759"))
        #expect(list(Toggle("Rings", isOn: .constant(true)).disabled(true).frame(width: 300)).contains("opacity(0.5)"))
    }

    @Test func segmentedPickerIsGreedy32TallWithTheSelectionOnAWhiteThumb() throws {
        let picker = Picker("Sport", selection: .constant("Swim")) {
            Text("Run").tag("Run"); Text("Swim").tag("Swim"); Text("Bike").tag("Bike")
        }.pickerStyle(.segmented)
        let r = ImageRenderer(content: picker)
        r.proposedSize = ProposedViewSize(width: 300, height: nil)
        r.isOpaque = true
        #expect(r.layout().size == CGSize(width: 300, height: 32))
        let image = try r.render()
        // Middle segment selected: white thumb at its top (inside the 2-point inset, above the title).
        #expect(image.pixel(x: 150, y: 5) == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        // Unselected segments show the track: tertiarySystemFill over white ≈ 239,239,240.
        let track = image.pixel(x: 20, y: 5)
        #expect(track.red >= 237 && track.red <= 241 && track.blue >= 238 && track.blue <= 241)
        let l = r.displayList().description
        #expect(line(l, containing: "\"Swim\"").contains("#000000") && l.contains("\"Run\"") && l.contains("\"Bike\""))
    }

    @Test func segmentSeparatorsStandOnlyBetweenUnselectedNeighbours() {
        func separators(_ selected: Int) -> [String] {
            let picker = Picker("Pace", selection: .constant(selected)) {
                Text("Easy").tag(0); Text("Steady").tag(1); Text("Fast").tag(2)
            }.pickerStyle(.segmented).frame(width: 304)
            // Separators that are not shown are placed with a zero size and draw nothing.
            return list(picker).split(separator: "\n").map(String.init)
                .filter { $0.contains("Rectangle (") && $0.hasSuffix("#8E8E934D") && frame($0)[2] > 0 }
        }
        // Segments are 100 wide inside the 2-point inset: the one separator sits at x = 202.
        #expect(separators(0).count == 1)
        #expect(separators(0).first.map { abs(frame($0)[0] - 201.5) <= 0.5 && frame($0)[1] == 6 && frame($0)[3] == 20 } == true)
        #expect(separators(1).isEmpty)
        #expect(separators(2).count == 1 && frame(separators(2)[0])[0] < 110)
    }

    @Test func menuPickerShowsTheSelectedOptionsLabel() {
        let explicit = list(Picker("Sport", selection: .constant(2)) {
            Text("Run").tag(1); Text("Swim").tag(2); Text("Bike").tag(3)
        })
        #expect(explicit.contains("\"Swim\"") && !explicit.contains("\"Run\"") && !explicit.contains("\"Bike\""))
        #expect(line(explicit, containing: "\"Swim\"").hasSuffix("#007AFF"))   // tinted, outside a list
        #expect(explicit.contains("_UpDownChevron"))
        // ForEach content is tagged with each element's identifier.
        let implicit = list(Picker("Sport", selection: .constant("Bike")) {
            ForEach(["Run", "Swim", "Bike"], id: \.self) { Text($0) }
        })
        #expect(implicit.contains("\"Bike\"") && !implicit.contains("\"Run\""))
        // An explicit tag inside a ForEach wins over the identifier; optional selections match.
        struct Sport: Identifiable { let id: Int; let name: String }
        let sports = [Sport(id: 10, name: "Run"), Sport(id: 20, name: "Row")]
        let tagged = list(Picker("Sport", selection: .constant(Optional("Row"))) {
            ForEach(sports) { Text($0.name).tag(Optional($0.name)) }
        })
        #expect(tagged.contains("\"Row\"") && !tagged.contains("\"Run\""))
        // A selection matching no tag shows no option.
        let none = list(Picker("Sport", selection: .constant(9)) { Text("Run").tag(1) })
        #expect(!none.contains("\"Run\""))
    }

    @Test func inlinePickerChecksTheSelectedRow() {
        let l = list(Picker("Unit", selection: .constant(1)) { Text("km").tag(0); Text("mi").tag(1) }.pickerStyle(.inline).frame(width: 300))
        #expect(l.contains("\"km\"") && l.contains("\"mi\""))
        // One checkmark, on the second 44-point row, in the tint colour.
        let marks = l.split(separator: "\n").filter { $0.contains("checkmark") }
        #expect(marks.count == 1)
        let mark = marks.first.map(String.init) ?? ""
        #expect(mark.hasSuffix("#007AFF"))
        let y = frame(mark)[1]
        #expect(y > 44 && y < 88)
    }

    @Test func wheelPickerIs216TallUnlessFramedSmaller() {
        let wheel = Picker("Reps", selection: .constant(3)) { ForEach(0..<10, id: \.self) { Text("\($0)") } }.pickerStyle(.wheel)
        let r = ImageRenderer(content: wheel)
        r.proposedSize = ProposedViewSize(width: 300, height: nil)
        #expect(r.layout().size == CGSize(width: 300, height: 216))
        #expect(ImageRenderer(content: wheel.frame(width: 300, height: 100)).layout().size == CGSize(width: 300, height: 100))
        // The selected row sits on the band, centred vertically: its text centre at 108.
        let l = r.displayList().description
        let three = line(l, containing: "\"3\"")
        #expect(abs(frame(three)[1] + frame(three)[3] / 2 - 108) < 1.5)
    }

    @Test func textFieldsAreGreedyOneLineWithAPlaceholder() {
        let r = ImageRenderer(content: TextField("Name", text: .constant("")))
        r.proposedSize = ProposedViewSize(width: 300, height: nil)
        #expect(r.layout().size == CGSize(width: 300, height: 21))   // one body line at 1x
        #expect(line(r.displayList().description, containing: "\"Name\"").hasSuffix("#3C3C434D"))   // placeholderText
        let prompt = list(TextField("Name", text: .constant(""), prompt: Text("Your name")).frame(width: 300))
        #expect(prompt.contains("\"Your name\"") && !prompt.contains("\"Name\""))
        let filled = list(TextField("Name", text: .constant("Sam")).frame(width: 300))
        #expect(line(filled, containing: "\"Sam\"").hasSuffix("#000000"))
        // .roundedBorder: 7 points of padding all round.
        let bordered = ImageRenderer(content: TextField("Name", text: .constant("Sam")).textFieldStyle(.roundedBorder))
        bordered.proposedSize = ProposedViewSize(width: 300, height: nil)
        #expect(bordered.layout().size == CGSize(width: 300, height: 35))
        // Trailing alignment puts the text at the field's trailing edge.
        let trailing = line(list(TextField("Reps", text: .constant("12")).multilineTextAlignment(.trailing).frame(width: 300)), containing: "\"12\"")
        #expect(frame(trailing)[0] + frame(trailing)[2] == 300)
        // Secure fields draw bullets; value fields draw the formatted value.
        #expect(list(SecureField("Password", text: .constant("abc")).frame(width: 200)).contains("\"•••\""))
        #expect(list(TextField("Weight", value: .constant(72), format: .number).frame(width: 200)).contains("\"72\""))
    }

    @Test func borderedButtonHeightsFollowTheControlSize() {
        func height(_ size: ControlSize) -> CGFloat {
            ImageRenderer(content: Button("Go") {}.buttonStyle(.borderedProminent).controlSize(size)).layout().size.height
        }
        // Text line at 1x: subheadline 18, body 21; vertical padding 3 / 5 / 7 / 15.
        #expect(height(.mini) == 24)
        #expect(height(.small) == 28)
        #expect(height(.regular) == 35)
        #expect(height(.large) == 51)
        // Mini and small use the subheadline font.
        #expect(ImageRenderer(content: Button("Go") {}.controlSize(.small)).layout().size.height == 18)
        // An explicit font wins over the control size's font.
        #expect(ImageRenderer(content: Button("Go") {}.font(.largeTitle)).layout().size.height == 41)
    }

    @Test func disabledButtonsTurnTertiaryGrey() throws {
        #expect(line(list(Button("Go") {}.disabled(true)), containing: "\"Go\"").hasSuffix("#3C3C434D"))
        #expect(line(list(Button("Go") {}.disabled(true), dark: true), containing: "\"Go\"").hasSuffix("#EBEBF54D"))
        // A prominent button loses its tint fill: tertiarySystemFill (≈ 239,239,240 on white).
        let image = try renderImage(Button("Go") {}.buttonStyle(.borderedProminent).disabled(true).background(Color.white))
        let p = image.pixel(x: 3, y: image.height / 2)
        #expect(p.red >= 237 && p.red <= 240 && p.blue >= 239 && p.blue <= 241)
        // Once disabled, a descendant cannot re-enable.
        #expect(line(list(Button("Go") {}.disabled(false).disabled(true)), containing: "\"Go\"").hasSuffix("#3C3C434D"))
        #expect(line(list(Button("Go") {}.disabled(false)), containing: "\"Go\"").hasSuffix("#007AFF"))
    }

    @Test func buttonBorderShapes() throws {
        func corner(_ shape: ButtonBorderShape) throws -> Pixel {
            try renderImage(Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(shape).background(Color.white)).pixel(x: 0, y: 0)
        }
        let white = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        #expect(try corner(.capsule) == white)
        #expect(try corner(.roundedRectangle(radius: 0)) == Pixel(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(try corner(.automatic) == white)
        #expect(EnvironmentValues().buttonBorderShape == .automatic)
        #expect(EnvironmentValues().controlSize == .regular)
    }

    @Test func labeledContentPutsTheSecondaryValueAtTheTrailingEdge() {
        let l = list(LabeledContent("Distance", value: "5 km").frame(width: 200))
        #expect(line(l, containing: "\"Distance\"").contains("(0, 0,"))
        let value = line(l, containing: "\"5 km\"")
        #expect(value.hasSuffix("#3C3C4399"))   // secondaryLabel 60,60,67 @0.6
        // Its frame ends at the trailing edge (200), whatever its width: "(x, 0, w, 21)".
        let numbers = value.split(separator: "(").last.map { $0.prefix(while: { $0 != ")" }).split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) } } ?? []
        #expect(numbers.count == 4 && numbers[0] + numbers[2] == 200 && numbers[1] == 0 && numbers[3] == 21)
        #expect(list(LabeledContent("Pace", value: 5.5, format: .number).frame(width: 200)).contains("\"5.5\""))
    }

    @Test func compactDatePickerShowsTheDateAndTime() {
        // 2026-11-18 11:06:40 UTC.
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        let l = list(DatePicker("Start", selection: .constant(date), displayedComponents: .date).frame(width: 350))
        #expect(l.contains("\"Nov 18, 2026\""))
        #expect(line(l, containing: "RoundedRectangle").hasSuffix("#7676801F"))
        let both = list(DatePicker("Start", selection: .constant(date)).frame(width: 350))
        let fields: [Substring] = both.split(separator: "\n").filter { $0.contains("RoundedRectangle") }
        #expect(fields.count == 2)
        // A selection before the range shows the range's start.
        let clamped = list(DatePicker("Start", selection: .constant(date), in: date.addingTimeInterval(86_400 * 2)..., displayedComponents: .date).frame(width: 350))
        #expect(clamped.contains("\"Nov 20, 2026\""))
    }

    @Test func groupBoxHugsItsContentOnTheSecondaryBackground() throws {
        let box = GroupBox { Color.red.frame(width: 50, height: 20) }
        #expect(ImageRenderer(content: box).layout().size == CGSize(width: 82, height: 52))
        #expect(try renderImage(box).pixel(x: 8, y: 26) == Pixel(red: 242, green: 242, blue: 247, alpha: 255))
        #expect(try renderImage(box, dark: true).pixel(x: 8, y: 26) == Pixel(red: 28, green: 28, blue: 30, alpha: 255))
    }

    @Test func groupBoxFillsWithTheBackgroundStyle() throws {
        // iOS 16's backgroundStyle(_:) replaces the group box's secondary background.
        let box = GroupBox { Color.red.frame(width: 50, height: 20) }.backgroundStyle(Color.green)
        #expect(try renderImage(box).pixel(x: 8, y: 26) == Pixel(red: 52, green: 199, blue: 89, alpha: 255))
        #expect(try renderImage(box, dark: true).pixel(x: 8, y: 26) == Pixel(red: 48, green: 209, blue: 88, alpha: 255))
    }

    @Test func contentUnavailableViewIsGreedyAndCentred() {
        let r = ImageRenderer(content: ContentUnavailableView.search)
        r.proposedSize = ProposedViewSize(width: 300, height: 500)
        #expect(r.layout().size == CGSize(width: 300, height: 500))
        let l = r.displayList().description
        #expect(l.contains("\"No Results\"") && l.contains("Check the spelling"))
        #expect(list(ContentUnavailableView.search(text: "yoga")).contains("No Results for \u{201C}yoga\u{201D}"))
        let custom = list(ContentUnavailableView("No Workouts", systemImage: "flame", description: Text("Start one today.")))
        #expect(custom.contains("\"No Workouts\"") && custom.contains("\"Start one today.\""))
    }

    @Test func disclosureGroupIsCollapsedByDefault() {
        let closed = list(DisclosureGroup("More") { Text("Inside") }.frame(width: 200))
        #expect(closed.contains("\"More\"") && !closed.contains("\"Inside\""))
        let open = list(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Inside") }.frame(width: 200))
        #expect(open.contains("\"Inside\""))
    }

    @Test func gaugeFillsItsBarToTheValue() throws {
        let gauge = Gauge(value: 30, in: 0...60) { Text("Minutes") }
        let r = ImageRenderer(content: gauge)
        r.proposedSize = ProposedViewSize(width: 200, height: nil)
        let l = r.displayList().description
        let fill = l.split(separator: "\n").filter { $0.contains("Capsule") }
        #expect(fill.count == 2)
        #expect(fill.last?.contains(", 100, 6) #007AFF") == true)   // half of 200, 6 tall
    }

    @Test func labelsHiddenLeavesOnlyTheControlSizedToFit() {
        #expect(ImageRenderer(content: Toggle("Rings", isOn: .constant(true)).labelsHidden().frame(width: 300)).displayList().description.contains("\"Rings\"") == false)
        let r = ImageRenderer(content: Toggle("Rings", isOn: .constant(true)).labelsHidden())
        r.proposedSize = ProposedViewSize(width: 300, height: nil)
        #expect(r.layout().size == CGSize(width: 49, height: 31))   // the switch's layout width (drawn 51)
        let stepper = ImageRenderer(content: Stepper("Reps", value: .constant(3)).labelsHidden())
        stepper.proposedSize = ProposedViewSize(width: 300, height: nil)
        #expect(stepper.layout().size == CGSize(width: 94, height: 32))
        #expect(!list(LabeledContent("Pace", value: "5:10").labelsHidden()).contains("\"Pace\""))
        #expect(line(list(EditButton()), containing: "\"Edit\"").hasSuffix("#007AFF"))
    }

    @Test func badValuesFallBackInsteadOfFailing() throws {
        // Non-finite and out-of-range values clamp; empty ranges show empty controls.
        let slider = ImageRenderer(content: Slider(value: .constant(Double.nan), in: 0...1).frame(width: 100))
        #expect(slider.layout().size == CGSize(width: 100, height: 31))
        let gauge = ImageRenderer(content: Gauge(value: 5.0, in: 5...5) { Text("G") }.frame(width: 100))
        #expect(gauge.layout().size.width == 100)
        let progress = ImageRenderer(content: ProgressView(value: Double.infinity).frame(width: 100))
        #expect(progress.layout().size == CGSize(width: 100, height: 4))
        #expect(try renderImage(ProgressView(value: -3.0, total: .nan).frame(width: 100)).width == 100)
        // A stepper whose value lies outside its range dims the half that cannot move.
        #expect(list(Stepper("Reps", value: .constant(50), in: 0...10).frame(width: 300)).contains("opacity(0.3)"))
        // A timer interval that has ended shows a full or empty bar, never a failure.
        let past = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 60)
        #expect(ImageRenderer(content: ProgressView(timerInterval: past).frame(width: 100)).layout().size.width == 100)
    }

    @Test func anExplicitForegroundStyleWinsOverTheTint() {
        #expect(line(list(Button("Sign Out") {}.foregroundColor(.red)), containing: "\"Sign Out\"").hasSuffix("#FF3B30"))
        // A prominent button keeps its tinted fill and takes the foreground for its label.
        let prominent = list(Button("Go") {}.buttonStyle(.borderedProminent).foregroundStyle(Color.black))
        #expect(line(prominent, containing: "\"Go\"").hasSuffix("#000000"))
        #expect(prominent.contains("#007AFF"))
        // Disabled still wins over both.
        #expect(line(list(Button("Go") {}.foregroundColor(.red).disabled(true)), containing: "\"Go\"").hasSuffix("#3C3C434D"))
    }
}

