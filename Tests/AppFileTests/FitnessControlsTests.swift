import Testing
import BackplateTestSupport
import Backplate
import BackplateSnapshotTesting
@testable import AppFiles

/// The fitness app's control files, rendered light and dark, checked by what a person sees.
@Suite(.backplateLook(.iOS18), .tags(.appFiles, .pixels)) struct FitnessControlsTests {
    typealias Pixel = RenderedImage.Pixel

    func list<V: View>(_ view: V, width: CGFloat? = 393, height: CGFloat? = nil, dark: Bool = false) -> [String] {
        let r = ImageRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        if dark { r.environment.colorScheme = .dark }
        return r.displayList().description.split(separator: "\n").map(String.init)
    }

    func texts(_ lines: [String], _ needle: String) -> [String] { lines.filter { $0.contains("text \"\(needle)\"") } }


    @Test func pressableWorkoutButtonStyle() throws {
        let images = try renderLightAndDark(StartWorkoutButtons(), name: "StartWorkoutButtons")
        #expect(images.light.width == 786)
        // The custom style's unpressed fill: system orange (light and dark values), full width.
        #expect(close(images.light.pixel(x: 60, y: 44), 255, 149, 0, .composited))
        #expect(close(images.dark.pixel(x: 60, y: 44), 255, 159, 10, .composited))
        #expect(close(images.light.pixel(x: 730, y: 44), 255, 149, 0, .composited))
        // Resume is disabled: the style reads isEnabled and fills with gray @0.4 (≈ 210,210,212 on white).
        #expect(close(images.light.pixel(x: 60, y: 190), 210, 210, 212, .composited))
        let lines = list(StartWorkoutButtons())
        #expect(texts(lines, "Start Run").first?.hasSuffix("#FFFFFF") == true)
        // Discard: a destructive bordered button, red label; Save: green capsule.
        #expect(texts(lines, "Discard").first?.hasSuffix("#FF3B30") == true)
        #expect(lines.contains { $0.hasPrefix("fill") && $0.hasSuffix("#34C759") })
    }

    @Test func fitnessProgressRing() throws {
        let ring = FitnessProgressRing(title: "Move", moveCalories: 450, moveGoal: 600)
        let images = try renderLightAndDark(ring, name: "FitnessProgressRing", width: nil)
        #expect(images.light.width == 376 && images.light.height == 376)   // 140 + 2 × 24, at 2x
        // 75 %: the ring is pink from 12 o'clock clockwise; the last quarter is the 20 % track.
        #expect(close(images.light.pixel(x: 200, y: 48), 255, 45, 85, .composited))
        #expect(close(images.light.pixel(x: 89, y: 89), 255, 213, 221, 4))
        #expect(close(images.dark.pixel(x: 200, y: 48), 255, 55, 95, .composited))
        #expect(!texts(list(ring, width: nil), "75%").isEmpty)
    }

    @Test func stepGoalStepper() throws {
        let images = try renderLightAndDark(StepGoalStepper(), name: "StepGoalStepper")
        #expect(images.light.width == 786)
        let lines = list(StepGoalStepper())
        // The stepper control: 94 × 32 at the trailing padding edge (393 − 16 − 94 = 283).
        #expect(lines.contains { $0.contains("RoundedRectangle (283, ") && $0.contains(", 94, 32) #7676801F") })
        // 6,500 of 10,000 steps: the green bar is 65 % of the 361-point width.
        let bar = lines.first { $0.contains("Capsule") && $0.hasSuffix("#34C759") } ?? ""
        #expect(bar.contains(", 234.5, 4)") || bar.contains(", 235, 4)"))
        // "Rest days" has no decrement action: its minus half is dimmed.
        #expect(lines.contains { $0.contains("opacity(0.3)") })
    }

    @Test func workoutTypePicker() throws {
        let images = try renderLightAndDark(WorkoutTypePicker(), name: "WorkoutTypePicker")
        #expect(images.light.width == 786)
        let lines = list(WorkoutTypePicker())
        // Segmented: every option, the selected one on the white thumb; menus: only the selection.
        #expect(texts(lines, "Run").count == 1 && texts(lines, "Swim").count == 1)
        #expect(texts(lines, "Cycle").count == 2)
        #expect(texts(lines, "Moderate").first?.hasSuffix("#007AFF") == true)
        #expect(texts(lines, "Easy").isEmpty && texts(lines, "Hard").isEmpty)
        // The segmented control's selected thumb is white in light, 99,99,102 in dark.
        #expect(lines.contains { $0.contains("RoundedRectangle") && $0.hasSuffix("#FFFFFF") })
        #expect(list(WorkoutTypePicker(), dark: true).contains { $0.contains("RoundedRectangle") && $0.hasSuffix("#636366") })
    }

    @Test func heartRateGaugeCard() throws {
        let images = try renderLightAndDark(HeartRateGaugeCard(), name: "HeartRateGaugeCard")
        // GroupBox fill: secondarySystemBackground.
        #expect(images.light.pixel(x: 40, y: 40) == Pixel(red: 242, green: 242, blue: 247, alpha: 255))
        #expect(images.dark.pixel(x: 40, y: 40) == Pixel(red: 28, green: 28, blue: 30, alpha: 255))
        let lines = list(HeartRateGaugeCard())
        #expect(!texts(lines, "128").isEmpty)
        #expect(texts(lines, "Cardio").first?.hasSuffix("#3C3C4399") == true)   // LabeledContent value
        #expect(texts(lines, "Heart Rate").first?.hasSuffix("#FF3B30") == true)
    }

    @Test func workoutHistoryEmptyState() throws {
        let images = try renderLightAndDark(WorkoutHistoryEmptyState(), name: "WorkoutHistoryEmptyState", height: 500)
        #expect(images.light.width == 786 && images.light.height == 1000)
        let lines = list(WorkoutHistoryEmptyState(), height: 500)
        #expect(texts(lines, "No Workouts").count == 1)
        #expect(lines.contains { $0.hasPrefix("fill") && $0.hasSuffix("#007AFF") })
        // The title sits near the vertical centre.
        let title = texts(lines, "No Workouts").first ?? ""
        #expect(title.contains("(") && !title.contains("(0, 0"))
        let search = list(WorkoutHistoryEmptyState(searchText: "intervals"), height: 500)
        #expect(!texts(search, "No Results for \u{201C}intervals\u{201D}").isEmpty)
        _ = try renderLightAndDark(WorkoutHistoryEmptyState(searchText: "intervals"), name: "WorkoutHistorySearchEmpty", height: 500)
    }

    @Test func activitySharingRow() throws {
        let row = ActivitySharingRow(summary: "5 km in 25:10")
        _ = try renderLightAndDark(row, name: "ActivitySharingRow")
        let lines = list(row)
        #expect(texts(lines, "Share").first?.hasSuffix("#007AFF") == true)
        #expect(texts(lines, "Training Plan").first?.hasSuffix("#007AFF") == true)
        #expect(texts(lines, "Rename").isEmpty)   // a closed menu shows only its label
        #expect(texts(lines, "1 km  5:02").isEmpty && !texts(lines, "Lap 1  1:58").isEmpty)
        #expect(texts(lines, "Map").first?.hasSuffix("#007AFF") == true)
    }

    @Test func fitnessAccountSignIn() throws {
        let images = try renderLightAndDark(FitnessAccountSignIn(), name: "FitnessAccountSignIn")
        #expect(images.light.width == 786)
        let lines = list(FitnessAccountSignIn())
        #expect(texts(lines, "you@example.com").first?.hasSuffix("#3C3C434D") == true)
        #expect(!texts(lines, "\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}").isEmpty)
        #expect(!texts(lines, "72.5").isEmpty)
        // Sign In is disabled while the email is empty: tertiary label on the tertiary fill.
        #expect(texts(lines, "Sign In").first?.hasSuffix("#3C3C434D") == true)
        #expect(lines.contains { $0.hasPrefix("fill") && $0.hasSuffix("#7676801F") })
        #expect(texts(list(FitnessAccountSignIn(), dark: true), "Sign In").first?.hasSuffix("#EBEBF54D") == true)
    }

    @Test func workoutSettingsForm() throws {
        let images = try renderLightAndDark(WorkoutSettingsForm(), name: "WorkoutSettingsForm")
        #expect(images.light.width == 786)
        let lines = list(WorkoutSettingsForm())
        // The tint reaches the switch (on) and the slider fill.
        #expect(lines.contains { $0.contains("Capsule") && $0.contains(", 51, 31)") && $0.hasSuffix("#FF9500") })
        #expect(lines.contains { $0.contains("Capsule") && $0.contains(", 4)") && $0.hasSuffix("#FF9500") })
        #expect(!texts(lines, "Kilometres").isEmpty && !texts(lines, "Miles").isEmpty)
        #expect(!texts(lines, "Rest: 60 s").isEmpty)
        #expect(images.dark.pixel(x: 40, y: 40) == Pixel(red: 28, green: 28, blue: 30, alpha: 255))
    }

    @Test func legacyWorkoutIntensityControls() throws {
        let images = try renderLightAndDark(LegacyWorkoutIntensityControls(), name: "LegacyWorkoutIntensityControls")
        #expect(images.light.width == 786)
        let lines = list(LegacyWorkoutIntensityControls())
        #expect(!texts(lines, "0").isEmpty && !texts(lines, "100").isEmpty)   // value labels at the slider's ends
        #expect(texts(lines, "Intensity").isEmpty)                              // the slider label is not drawn on iOS
        #expect(!texts(lines, "Laps: 4").isEmpty)
        // ForEach(1..<6) tags its rows 1...5: the picker shows "4".
        #expect(texts(lines, "4").first?.hasSuffix("#007AFF") == true)
    }
}

