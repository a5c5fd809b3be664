import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// `Form` on iPhone: an inset-grouped list whatever the list style (controls.md §3), its rows
/// (`LabeledContent`, toggles, links) and a settings screen's reference images.
@Suite(.backplateLook(.iOS18), .tags(.layout, .pixels)) struct FormTests {
    /// The settings screen of a gardening app.
    struct GardenSettingsScreen: View {
        @State private var notifications = true
        @State private var sounds = false
        @State private var units = "Metric"
        @State private var name = ""
        @State private var reminders = 2

        var body: some View {
            NavigationStack {
                Form {
                    Section {
                        Toggle("Notifications", isOn: $notifications)
                        Toggle("Sounds", isOn: $sounds)
                        Picker("Units", selection: $units) {
                            Text("Metric").tag("Metric")
                            Text("Imperial").tag("Imperial")
                        }
                    } header: {
                        Text("General")
                    } footer: {
                        Text("Notifications remind you to water your plants.")
                    }
                    Section("Garden") {
                        TextField("Garden name", text: $name)
                        Stepper("Reminders: \(reminders)", value: $reminders, in: 0...10)
                        NavigationLink("Plants") { Text("Plants") }
                        LabeledContent("Version", value: "2.4")
                    }
                }
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
                }
            }
        }
    }

    @Test func settingsScreenReference() throws {
        assertReference(try renderContainer(GardenSettingsScreen(), scale: 2), named: "settings-light")
        assertReference(try renderContainer(GardenSettingsScreen(), scale: 2, dark: true), named: "settings-dark")
    }

    @Test func formIsInsetGroupedWhateverTheListStyle() {
        let form = Form { Section { Text("Row").id("row") } }.listStyle(.plain)
        let tree = phoneLayout(form, height: 300)
        // Card inset 20 + row inset 20; first card 35 below the top.
        #expect(near(tree.frame(of: "row")!.minX, 40))
        #expect(near(tree.frame(of: "row")!.minY, 35 + 11.83))
    }

    @Test func labeledContentRowPutsTheValueAtTheTrailingInset() throws {
        let form = Form {
            LabeledContent("Version") { Text("2.4").id("value") }
        }
        let tree = phoneLayout(form, height: 200)
        // The value ends at the card's trailing edge − 20 (373 − 20), on the row's text line.
        let value = tree.frame(of: "value")!
        #expect(near(value.maxX, 353))
        #expect(near(value.minY, 35 + 11.83))
        // Value in the secondary label colour: 138,138,142 on white (light), 152,152,159 on
        // 28,28,30 (dark).
        let light = try renderContainer(form, width: 393, height: 200, scale: 3)
        let dark = try renderContainer(form, width: 393, height: 200, scale: 3, dark: true)
        func darkest(_ image: RenderedImage) -> [Int] {
            var best = [255, 255, 255, 255]
            for y in Int(value.minY * 3)..<Int(value.maxY * 3) { for x in Int(value.minX * 3)..<Int(value.maxX * 3) {
                let p = rgba(image, x, y); if p[0] < best[0] { best = p }
            } }
            return best
        }
        func brightest(_ image: RenderedImage) -> [Int] {
            var best = [0, 0, 0, 255]
            for y in Int(value.minY * 3)..<Int(value.maxY * 3) { for x in Int(value.minX * 3)..<Int(value.maxX * 3) {
                let p = rgba(image, x, y); if p[0] > best[0] { best = p }
            } }
            return best
        }
        #expect(close(darkest(light), [138, 138, 142, 255], 6))
        #expect(close(brightest(dark), [152, 152, 159, 255], 6))
    }

    @Test func toggleRowsAreFortyFourPointsWithSeparators() throws {
        let form = Form {
            Toggle("Notifications", isOn: .constant(true)).id("t1")
            Toggle("Sounds", isOn: .constant(false)).id("t2")
        }
        let tree = phoneLayout(form, height: 200)
        let t1 = tree.frame(of: "t1")!, t2 = tree.frame(of: "t2")!
        // Each row 44 tall (a 31-pt switch inside 44), content from x 40 to 353.
        #expect(near(t2.minY - t1.minY, 44))
        #expect(near(t1.minX, 40))
        #expect(near(t1.maxX, 353))
        let image = try renderContainer(form, width: 393, height: 200, scale: 3)
        #expect(close(rgba(image, 45 * 3, (35 + 44) * 3 - 1), [198, 198, 200, 255], 4))
        // The switch on: system green track.
        #expect(close(rgba(image, 310 * 3, (35 + 22) * 3), [52, 199, 89, 255], 6))
    }

    @Test func twoTextLabelsAreATitleOverASecondarySubtitle() throws {
        // Apple's Toggle and LabeledContent documentation: the first Text is the title, the
        // second a subtitle under it (subheadline, secondary; font and 3-pt gap estimated).
        let form = Form {
            Toggle(isOn: .constant(true)) { Text("Reminders"); Text("Every day at 8") }
            LabeledContent { Text("2.4") } label: { Text("Version"); Text("Build 812") }
        }
        let drawn = phoneTexts(form)
        let title = try #require(frame(drawn, "Reminders")), subtitle = try #require(frame(drawn, "Every day at 8"))
        #expect(near(subtitle.minX, title.minX) && subtitle.minY >= title.maxY + 2.5, "\(title) \(subtitle)")
        // 17-pt body over a 15-pt subheadline: a shorter line box.
        #expect(subtitle.height < title.height - 1, "\(title) \(subtitle)")
        let version = try #require(frame(drawn, "Version")), build = try #require(frame(drawn, "Build 812"))
        #expect(near(build.minX, version.minX) && build.minY >= version.maxY + 2.5, "\(version) \(build)")
        // A single Text label is unchanged: one line beside the switch.
        let single = phoneTexts(Form { Toggle("Reminders", isOn: .constant(true)) })
        #expect(frame(single, "Reminders")?.height == title.height)
    }
}
