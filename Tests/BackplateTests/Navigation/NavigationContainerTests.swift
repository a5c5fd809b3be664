import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import BackplateSnapshotTesting

/// A settings screen: NavigationStack + Form with sections, toolbar and title.
struct ContainerSettingsScreen: View {
    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text("Wi-Fi")
                    NavigationLink("Bluetooth") { Text("Detail") }
                }
                Section("General") {
                    Text("About")
                    Text("Software Update").badge(2)
                }
                Section {
                    Text("Privacy")
                } footer: {
                    Text("Choose what apps can see.")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
            }
        }
    }
}

func renderContainer<V: View>(_ view: V, width: CGFloat = 393, height: CGFloat = 852, scale: CGFloat = 1,
                              dark: Bool = false, name: String? = nil) throws -> RenderedImage {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: width, height: height)
    r.scale = scale
    r.isOpaque = true
    if dark { r.environment.colorScheme = .dark }
    let image = try r.render()
    if let name, let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try? image.pngData().write(to: URL(fileURLWithPath: dir).appendingPathComponent("\(name)\(dark ? "-dark" : "").png"))
    }
    return image
}

@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct NavigationContainerTests {
    @Test func settingsScreenRenders() throws {
        let light = try renderContainer(ContainerSettingsScreen(), scale: 2, name: "settings")
        let dark = try renderContainer(ContainerSettingsScreen(), scale: 2, dark: true, name: "settings")
        #expect(light.width == 786 && light.height == 1704)
        // "Done" in the tint (light 0,122,255; dark 10,132,255) at the bar's trailing margin.
        func tinted(_ image: RenderedImage, _ tint: [Int]) -> Bool {
            for y in 20..<68 { for x in 640..<746 where close(rgba(image, x, y), tint, 12) { return true } }
            return false
        }
        #expect(tinted(light, [0, 122, 255, 255]))
        #expect(tinted(dark, [10, 132, 255, 255]))
    }
}
