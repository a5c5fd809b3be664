import Testing
import BackplateTestSupport
import Foundation
import Backplate
import BackplateSnapshotTesting

/// An app declared as apps declare theirs (only `@main` is left out: a test target has its
/// own entry point).
struct RecipeBookTestApp: App {
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            Color.orange.frame(width: 30, height: 20)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { print("saving") }
        }
        WindowGroup("Shopping list", id: "shopping") {
            Text("Shopping")
        }
        #if os(macOS)
        Settings { Text("Settings") }
        #endif
    }
}

@MainActor
@Suite(.backplateLook(.iOS18), .tags(.pixels)) struct AppStructureTests {
    @Test func mainReturnsWithoutRunningAnything() {
        RecipeBookTestApp.main()
    }

    @Test func windowGroupRootViewsRender() throws {
        let roots = SceneRoots.views(of: RecipeBookTestApp.self)
        #expect(roots.count == 2)
        let image = try ImageRenderer(content: roots[0]).render()
        #expect(image.width == 30 && image.height == 20)
        #expect(image.pixel(x: 15, y: 10) == RenderedImage.Pixel(red: 255, green: 149, blue: 0, alpha: 255))
    }

    @Test func scenePhaseIsActiveInARender() {
        #expect(EnvironmentValues().scenePhase == .active)
        let settings = Settings { Color.red.frame(width: 5, height: 5) }
        #expect(SceneRoots.views(in: settings).count == 1)
    }
}
