import Foundation
import Testing
import BackplateTestSupport
@testable import Backplate
import BackplateSnapshotTesting

/// Pickers, steppers and the small row controls drawn as iOS 17/18 draws them (controls.md §5):
/// segment and thumb frames, the selected segment's colours light and dark, menu rows in a
/// form, inline pickers as rows with the checkmark, the wheel's band, the stepper's parts.
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct PickerFrameTests {
    func segmented(selected: Int) -> some View {
        Picker("Slot", selection: .constant(selected)) {
            Text("Morning").tag(0)
            Text("Afternoon").tag(1)
            Text("Evening").tag(2)
        }
        .pickerStyle(.segmented)
    }

    @Test(arguments: [false, true])
    func segmentedTrackIsGreedy32TallInTheTertiaryFill(dark: Bool) throws {
        #expect(controlSize(segmented(selected: 1), width: 300) == CGSize(width: 300, height: 32))
        let shapes = controlShapes(segmented(selected: 1), width: 300, dark: dark)
        let track = try #require(shapes.first { sameFrame($0.frame, CGRect(x: 0, y: 0, width: 300, height: 32)) })
        // tertiarySystemFill 118,118,128 @0.12 light / @0.24 dark.
        #expect("\(track.paint)" == (dark ? "#7676803D" : "#7676801F"))
        let image = try controlImage(segmented(selected: 1), width: 300, dark: dark)
        let expected = dark ? over([118, 118, 128], 0.24, on: [0, 0, 0]) : over([118, 118, 128], 0.12, on: [255, 255, 255])
        #expect(close(controlPixel(image, 20, 4), expected, 2), "\(controlPixel(image, 20, 4))")
    }

    @Test(arguments: [0, 1, 2])
    func selectedThumbIsInsetTwoPointsAnd28Tall(selected: Int) throws {
        // Segments share the 300 points equally, as UISegmentedControl's (87 in 261 on iOS 26.2);
        // the thumb is the selected one inset 2 (controls.md §5.2).
        let width = 300 / 3.0
        let thumb = try #require(controlShapes(segmented(selected: selected), width: 300).first { "\($0.paint)" == "#FFFFFF" })
        #expect(sameFrame(thumb.frame, CGRect(x: 2 + Double(selected) * width, y: 2, width: width - 4, height: 28)), "\(thumb.frame)")
    }

    @Test(arguments: [false, true])
    func selectedThumbColourAndSemiboldTitle(dark: Bool) throws {
        // White light, 99,99,102 dark; the thumb's centre below the title is its flat colour.
        let image = try controlImage(segmented(selected: 1), width: 300, dark: dark)
        #expect(close(controlPixel(image, 150, 27), dark ? [99, 99, 102] : [255, 255, 255], 2), "\(controlPixel(image, 150, 27))")
        let texts = controlTexts(segmented(selected: 1), width: 300, dark: dark)
        let selected = try #require(texts.first { $0.string == "Afternoon" })
        let other = try #require(texts.first { $0.string == "Morning" })
        // 13-point titles in the label colour; the selected one semibold (wider than regular).
        #expect("\(selected.paints[0])" == (dark ? "#FFFFFF" : "#000000"))
        #expect((selected.runs.first?.font.weight ?? 0) > 0.2 && other.runs.first?.font.weight == 0)
        #expect(selected.runs.first?.font.size == 13 && other.runs.first?.font.size == 13)
        // Titles centred in their segments.
        #expect(abs(selected.frame.midX - 150) <= 0.5)
    }

    @Test func separatorsAreOneBy20BetweenUnselectedNeighboursOnly() throws {
        let width = 300 / 3.0
        let separators = controlShapes(segmented(selected: 0), width: 300).filter { $0.frame.width == 1 }
        // Selected first: only the boundary between segments 2 and 3 shows, 6 points in from top and bottom.
        #expect(separators.count == 1)
        #expect(sameFrame(separators[0].frame, CGRect(x: 2 * width - 0.5, y: 6, width: 1, height: 20)), "\(separators[0].frame)")
        #expect(controlShapes(segmented(selected: 1), width: 300).filter { $0.frame.width == 1 }.isEmpty)
    }

    @Test(arguments: [false, true])
    func menuPickerInAFormIsALabelledRowWithTheSecondaryValue(dark: Bool) throws {
        let form = Form {
            Picker("Doctor", selection: .constant("Dr. Rivera")) {
                ForEach(["Dr. Rivera", "Dr. Chen"], id: \.self) { Text($0) }
            }
        }
        let texts = controlTexts(form, width: 393, height: 200, dark: dark)
        let label = try #require(texts.first { $0.string == "Doctor" })
        let value = try #require(texts.first { $0.string == "Dr. Rivera" })
        #expect(abs(label.frame.minX - 40) <= 0.5)
        #expect("\(label.paints[0])" == (dark ? "#FFFFFF" : "#000000"))
        // The value in secondaryLabel (60,60,67 @0.6 / 235,235,245 @0.6), not the tint.
        #expect("\(value.paints[0])" == (dark ? "#EBEBF599" : "#3C3C4399"))
        #expect(!texts.contains { $0.string == "Dr. Chen" })
        // The up-down chevron (8.3 × 12), its ink ending 21.67 points inside the card's edge (373).
        let chevron = try #require(controlShapes(form, width: 393, height: 200, dark: dark).first { $0.source.contains("_UpDownChevron") })
        let inkMaxX = chevron.frame.maxX + (chevron.stroke?.lineWidth ?? 0) / 2
        #expect(abs(inkMaxX - (373 - 21.67)) <= 0.5, "\(chevron.frame)")
        #expect(abs(chevron.frame.width - 8.3) <= 0.5 && abs(chevron.frame.height - 12) <= 0.5)
        #expect(value.frame.maxX < chevron.frame.minX)
    }

    @Test func menuPickerOutsideAListIsATintedButtonSizedToFit() throws {
        let picker = Picker("Visit", selection: .constant("Check-up")) {
            ForEach(["Check-up", "Vaccine"], id: \.self) { Text($0) }
        }
        #expect(controlSize(picker, width: 393).width < 150)
        let value = try #require(controlTexts(picker).first)
        #expect(value.string == "Check-up" && "\(value.paints[0])" == "#007AFF")
        #expect("\(try #require(controlTexts(picker, dark: true).first).paints[0])" == "#0A84FF")
        #expect("\(try #require(controlTexts(picker.tint(.pink)).first).paints[0])" == "#FF2D55")
        // Disabled: tertiary-label grey, like a disabled borderless button (controls.md §7.3).
        #expect("\(try #require(controlTexts(picker.disabled(true)).first).paints[0])" == "#3C3C434D")
        #expect("\(try #require(controlTexts(picker.disabled(true), dark: true).first).paints[0])" == "#EBEBF54D")
    }

    @Test func inlinePickerInAFormIsASectionOfRowsWithTheTintCheckmark() throws {
        let form = Form {
            Picker("Reminder", selection: .constant(1)) {
                Text("None").tag(0)
                Text("1 hour before").tag(1)
                Text("1 day before").tag(2)
            }
            .pickerStyle(.inline)
        }
        let texts = controlTexts(form, width: 393, height: 400)
        // The label is the section header: uppercased footnote in the secondary colour.
        let header = try #require(texts.first { $0.string == "REMINDER" })
        #expect(abs(header.frame.minX - 40) <= 0.5)
        // One 44-point row per option: consecutive option texts 44 points apart.
        let rows = ["None", "1 hour before", "1 day before"].compactMap { s in texts.first { $0.string == s } }
        #expect(rows.count == 3)
        #expect(abs(rows[1].frame.minY - rows[0].frame.minY - 44) <= 0.5 && abs(rows[2].frame.minY - rows[1].frame.minY - 44) <= 0.5)
        #expect(rows.allSatisfy { abs($0.frame.minX - 40) <= 0.5 && "\($0.paints[0])" == "#000000" })
        // Separators between the rows (two), hairlines from x = 40.
        let shapes = controlShapes(form, width: 393, height: 400)
        #expect(shapes.filter { $0.frame.height < 1 && abs($0.frame.minX - 40) <= 0.5 }.count == 2)
        // The checkmark: only on the selected row, in the tint, trailing at the card edge − 22.
        let checks = texts.filter { $0.string == "symbol checkmark" }.map(\.frame)
        #expect(texts.filter { $0.string == "symbol checkmark" }.allSatisfy { "\($0.paints[0])" == "#007AFF" })
        #expect(checks.count == 1)
        if let check = checks.first {
            #expect(abs(check.midY - rows[1].frame.midY) <= 1)
            #expect(abs(check.maxX - (373 - 22)) <= 1, "\(check)")
        }
    }

    @Test func inlinePickerInsideASectionAddsItsRowsToThatSection() {
        let form = Form {
            Section("Alerts") {
                Toggle("Sound", isOn: .constant(true))
                Picker("Reminder", selection: .constant(0)) {
                    Text("None").tag(0)
                    Text("Daily").tag(1)
                }
                .pickerStyle(.inline)
            }
        }
        let texts = controlTexts(form, width: 393, height: 400)
        let sound = texts.first { $0.string == "Sound" }, none = texts.first { $0.string == "None" }, daily = texts.first { $0.string == "Daily" }
        #expect(sound != nil && none != nil && daily != nil)
        if let sound, let none, let daily {
            #expect(none.frame.minY > sound.frame.minY + 40 && daily.frame.minY - none.frame.minY >= 43.5)
        }
        #expect(!texts.contains { $0.string == "REMINDER" })
    }

    @Test(arguments: [false, true])
    func wheelIs216TallWithA32PointBandInsetNine(dark: Bool) throws {
        let wheel = Picker("Duration", selection: .constant(30)) {
            ForEach([10, 20, 30, 40, 50], id: \.self) { Text("\($0) min").tag($0) }
        }
        .pickerStyle(.wheel)
        #expect(controlSize(wheel, width: 300) == CGSize(width: 300, height: 216))
        let band = try #require(controlShapes(wheel, width: 300, dark: dark).first { abs($0.frame.height - 32) < 0.01 })
        #expect(sameFrame(band.frame, CGRect(x: 9, y: 92, width: 282, height: 32)))
        #expect("\(band.paint)" == (dark ? "#7676803D" : "#7676801F"))
        // The selected row is centred on the band.
        let selected = try #require(controlTexts(wheel, width: 300, dark: dark).first { $0.string == "30 min" })
        #expect(abs(selected.frame.midY - 108) <= 0.5 && abs(selected.frame.midX - 150) <= 0.5)
    }

    @Test(arguments: [false, true])
    func stepperIs94By32WithAnInsetDivider(dark: Bool) throws {
        let stepper = Stepper("Guests: 1", value: .constant(1), in: 0...3)
        #expect(controlSize(stepper, width: 300).height == 32)
        let shapes = controlShapes(stepper, width: 300, dark: dark)
        let body = try #require(shapes.first { abs($0.frame.width - 94) < 0.01 })
        #expect(sameFrame(body.frame, CGRect(x: 206, y: 0, width: 94, height: 32)))
        #expect("\(body.paint)" == (dark ? "#7676803D" : "#7676801F"))
        // The divider: 1 wide, 18 tall, 7 from top and bottom, centred (controls.md §5.4).
        let divider = try #require(shapes.first { abs($0.frame.height - 18) < 0.01 && abs($0.frame.width - 1) < 0.01 })
        #expect(sameFrame(divider.frame, CGRect(x: 252.5, y: 7, width: 1, height: 18)))
        // The fill composited: ≈ 239 on white (controls.md §5.4).
        let image = try controlImage(stepper, width: 300, dark: dark)
        let expected = dark ? over([118, 118, 128], 0.24, on: [0, 0, 0]) : over([118, 118, 128], 0.12, on: [255, 255, 255])
        #expect(close(controlPixel(image, 212, 4), expected, 2))
        // The − and + bars are 13.7 points long, centred in the 47-point halves.
        let bars = shapes.filter { abs($0.frame.width - 13.7) < 0.1 }
        #expect(bars.count == 2)
        let centres: [CGFloat] = bars.map { $0.frame.midX }.sorted()
        #expect(centres.count == 2 && abs(centres[0] - 229.5) <= 0.5 && abs(centres[1] - 276.5) <= 0.5)
    }

    @Test func stepperAtItsLimitDimsThatHalf() {
        let r = ImageRenderer(content: Stepper("Guests: 0", value: .constant(0), in: 0...3))
        r.proposedSize = ProposedViewSize(width: 300, height: nil)
        #expect(r.displayList().description.contains("opacity(0.3)"))
        let free = ImageRenderer(content: Stepper("Guests: 1", value: .constant(1), in: 0...3))
        free.proposedSize = ProposedViewSize(width: 300, height: nil)
        #expect(!free.displayList().description.contains("opacity(0.3)"))
    }

    @Test func compactDatePickerAndColorPickerAreGreedyRows() throws {
        let day = Date(timeIntervalSince1970: 1_795_000_000)
        let date = DatePicker("Date", selection: .constant(day), displayedComponents: .date)
        #expect(controlSize(date, width: 300).width == 300)
        let capsule = try #require(controlShapes(date, width: 300).first { $0.source.contains("RoundedRectangle") })
        // A tertiary-fill capsule 34 tall at the trailing edge.
        #expect(abs(capsule.frame.height - 34) <= 0.5 && abs(capsule.frame.maxX - 300) <= 0.5)
        #expect("\(capsule.paint)" == "#7676801F")
        let color = ColorPicker("Colour", selection: .constant(.red))
        #expect(controlSize(color, width: 300).width == 300)
        #expect(controlShapes(color, width: 300).contains { abs($0.frame.maxX - 300) <= 0.5 && abs($0.frame.width - 28) <= 0.5 })
    }

    @Test func menuAndLinkAreTintedBodyLabelsSizedToFit() throws {
        let menu = Menu("Actions") { Button("Call") {} }
        let link = Link("Website", destination: URL(string: "https://example.com")!)
        for view in [AnyView(menu), AnyView(link)] {
            #expect(controlSize(view, width: 393).width < 100)
            let text = try #require(controlTexts(view).first)
            #expect("\(text.paints[0])" == "#007AFF")
            #expect(text.runs.first?.font.size == 17)
        }
        #expect(controlTexts(menu).map(\.string) == ["Actions"])
    }
}
