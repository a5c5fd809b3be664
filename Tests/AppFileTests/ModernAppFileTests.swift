import Testing
import Foundation
import Backplate

/// Renders an app screen on an iPhone 15 Pro canvas (393 × 852 points, 59-point status-bar and
/// 34-point home-indicator safe areas) light and dark at 2x, writing the PNGs as
/// `renderLightAndDark` does.
func renderPhoneLightAndDark<V: View>(_ view: V, name: String) throws -> (light: RenderedImage, dark: RenderedImage) {
    func render(_ scheme: ColorScheme) throws -> RenderedImage {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 393, height: 852)
        renderer.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        renderer.scale = 2
        renderer.isOpaque = true
        renderer.environment.colorScheme = scheme
        let image = try renderer.render()
        if let dir = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
            let folder = URL(fileURLWithPath: dir).appendingPathComponent("AppFiles")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? image.pngData().write(to: folder.appendingPathComponent("\(name)-\(scheme == .dark ? "dark" : "light").png"))
        }
        return image
    }
    return (try render(.light), try render(.dark))
}

/// The iOS 17/18-style app files (habits, chat, onboarding, budget dashboard, music, to-do,
/// weather cities), rendered light and dark as one still frame: presentations, tasks,
/// gestures and animations draw nothing or their resting state, `@State` holds its initial
/// value. Colours are iOS's system palette (systemGreen 52,199,89 / 48,209,88; systemBlue
/// 0,122,255 / 10,132,255; systemRed 255,59,48 / 255,69,58; systemGroupedBackground
/// 242,242,247 / 0,0,0; secondarySystemBackground 242,242,247 / 28,28,30).
@MainActor @Suite struct ModernAppFileTests {
    private func rgba(_ image: RenderedImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }

    private func close(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// `color` at `opacity` over an opaque `background`, as a pixel.
    private func over(_ color: [Double], _ background: [Double], _ opacity: Double) -> [Int] {
        (0..<3).map { Int((color[$0] * opacity + background[$0] * (1 - opacity)).rounded()) } + [255]
    }

    /// Whether the region (in pixels) holds a pixel of `color`.
    private func regionContains(_ image: RenderedImage, x: ClosedRange<Int>, y: ClosedRange<Int>, _ color: [Int], _ tolerance: Int = 3) -> Bool {
        y.contains { row in x.contains { close(rgba(image, $0, row), color, tolerance) } }
    }

    /// The number of pixels of `color` in the region.
    private func count(_ image: RenderedImage, x: ClosedRange<Int>, y: ClosedRange<Int>, _ color: [Int], _ tolerance: Int = 3) -> Int {
        y.reduce(0) { sum, row in sum + x.filter { close(rgba(image, $0, row), color, tolerance) }.count }
    }

    private let systemGreen: [[Double]] = [[52, 199, 89], [48, 209, 88]]
    private let systemBlue: [[Double]] = [[0, 122, 255], [10, 132, 255]]
    private let systemRed: [[Double]] = [[255, 59, 48], [255, 69, 58]]
    private let groupedBackground: [[Double]] = [[242, 242, 247], [0, 0, 0]]
    private let background: [[Double]] = [[255, 255, 255], [0, 0, 0]]

    @Test func habitListScreen() throws {
        let images = try renderPhoneLightAndDark(HabitListScreen().environment(HabitStore()), name: "HabitList")
        for image in [images.light, images.dark] {
            #expect(image.width == 786 && image.height == 1704)
        }
        _ = images
    }

    @Test func parleyConversation() throws {
        let images = try renderPhoneLightAndDark(ParleyConversationScreen(), name: "ParleyConversation")
        #expect(images.light.width == 786)
    }

    @Test func sproutOnboardingAndHome() throws {
        let onboarding = try renderPhoneLightAndDark(SproutOnboardingView(), name: "SproutOnboarding")
        let home = try renderPhoneLightAndDark(SproutHomeRoot(), name: "SproutHome")
        #expect(onboarding.light.width == 786 && home.light.width == 786)
    }

    @Test func ledgerDashboard() throws {
        let images = try renderPhoneLightAndDark(LedgerDashboardScreen().environmentObject(LedgerBudget()), name: "LedgerDashboard")
        #expect(images.light.width == 786)
    }

    @Test func cadenceScreens() throws {
        let root = try renderPhoneLightAndDark(CadenceRootView(), name: "CadenceRoot")
        let settings = try renderPhoneLightAndDark(NavigationStack { CadenceSettingsScreen() }, name: "CadenceSettings")
        #expect(root.light.width == 786 && settings.light.width == 786)
    }

    @Test func taskletList() throws {
        let images = try renderPhoneLightAndDark(TaskletListScreen(list: TaskletList()), name: "TaskletList")
        #expect(images.light.width == 786)
    }

    @Test func nimbusCities() throws {
        let images = try renderPhoneLightAndDark(NimbusCityListScreen(), name: "NimbusCities")
        #expect(images.light.width == 786)
    }
}
