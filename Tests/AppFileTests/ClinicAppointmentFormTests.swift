import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// The clinic app's appointment form and loading card, rendered light and dark, checked by
/// what a person sees: rows where iOS puts them, the teal tint on the selected option and the
/// book button, the segmented control's thumb, placeholder bars while loading.
@Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct ClinicAppointmentFormTests {
    func texts<V: View>(_ view: V, dark: Bool = false) -> [String] {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 393, height: 1100)
        r.scale = 3
        if dark { r.environment.colorScheme = .dark }
        return r.displayList().description.split(separator: "\n").map(String.init).filter { $0.contains("text \"") }
    }

    func line(_ lines: [String], _ string: String) -> String? { lines.first { $0.contains("text \"\(string)\"") } }

    @Test func formRowsAndTints() throws {
        let images = try renderLightAndDark(ClinicAppointmentForm(), name: "ClinicAppointmentForm", height: 1100)
        #expect(images.light.width == 786 && images.light.height == 2200)
        // Grouped background outside the cards, white / 28,28,30 cards (controls.md §3.2).
        #expect(close(images.light.pixel(x: 10, y: 400), [242, 242, 247], .composited))
        #expect(close(images.dark.pixel(x: 10, y: 400), [0, 0, 0], .composited))
        #expect(close(images.light.pixel(x: 60, y: 160), [255, 255, 255], .composited))
        #expect(close(images.dark.pixel(x: 60, y: 160), [28, 28, 30], .composited))
        let light = texts(ClinicAppointmentForm())
        // Fields: the text in the label colour, the empty phone's prompt in the placeholder grey.
        #expect(line(light, "Jordan Lee")?.hasSuffix("#000000") == true)
        #expect(line(light, "Required")?.hasSuffix("#3C3C434D") == true)
        #expect(line(light, "••••") != nil)
        // The menu picker row: label leading, value in the secondary colour.
        #expect(line(light, "Visit type")?.contains("(40, ") == true)
        #expect(line(light, "Check-up")?.hasSuffix("#3C3C4399") == true)
        // The inline picker: its own section headed REMINDER, the selected row's checkmark teal.
        #expect(line(light, "REMINDER") != nil)
        #expect(line(light, "symbol checkmark")?.hasSuffix("#30B0C7") == true)
        #expect(line(texts(ClinicAppointmentForm(), dark: true), "symbol checkmark")?.hasSuffix("#40C8E0") == true)
        // The book button row: teal label.
        #expect(line(light, "Book Appointment")?.hasSuffix("#30B0C7") == true)
        // The segmented control's selected title is semibold on the thumb.
        #expect(line(light, "Afternoon") != nil && line(light, "Evening") != nil)
    }

    @Test func savingShowsASpinnerInsteadOfTheButton() {
        let lines = texts(ClinicAppointmentForm(isSaving: true))
        #expect(line(lines, "Book Appointment") == nil)
        #expect(line(lines, "Saving…") != nil)
    }

    @Test func loadingCardDrawsPlaceholderBars() throws {
        let images = try renderLightAndDark(ClinicAppointmentCard(isLoading: true), name: "ClinicAppointmentCard-loading", height: nil)
        let loaded = try renderLightAndDark(ClinicAppointmentCard(isLoading: false), name: "ClinicAppointmentCard", height: nil)
        // Same frames loading or loaded (controls.md §7.4).
        #expect(images.light.width == loaded.light.width && images.light.height == loaded.light.height)
        #expect(texts(ClinicAppointmentCard(isLoading: true)).isEmpty)
        #expect(texts(ClinicAppointmentCard(isLoading: false)).contains { $0.contains("Check-up with Dr. Rivera") })
        // A bar pixel: black @0.16 on white → 214 (dark: white @0.16 on black → 41).
        let r = ImageRenderer(content: ClinicAppointmentCard(isLoading: true))
        r.proposedSize = ProposedViewSize(width: 393, height: nil)
        let bars = r.displayList().description.split(separator: "\n").filter { $0.contains("Text (redacted)") }
        #expect(bars.count == 2)
        #expect(bars.allSatisfy { $0.hasSuffix("#00000029") || $0.contains("#3C3C43") })
    }
}
