import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate

/// `Group` around toolbar items, scenes and rotor entries, as in SwiftUI: the group adds
/// nothing, its content is read as if written in its place.
@MainActor @Suite struct GroupedToolbarAndSceneTests {
    @Test func groupedToolbarItemsAreDrawnWhereUngroupedOnesAre() throws {
        let grouped = NavigationStack {
            Text("Body").toolbar {
                Group {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                }
            }
        }
        let plain = NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
            }
        }
        let drawn = phoneTexts(grouped)
        let edit = try #require(frame(drawn, "Edit")), add = try #require(frame(drawn, "Add"))
        #expect(edit.midX < 100 && add.midX > 293, "\(edit) \(add)")
        #expect(drawn.map(\.0) == phoneTexts(plain).map(\.0))
        #expect(drawn.map(\.1) == phoneTexts(plain).map(\.1))
    }

    @Test func groupedScenesGiveEachWindowsRootView() {
        let scenes = Group {
            WindowGroup { Text("Main") }
            WindowGroup { Text("Second") }
        }
        let roots = SceneRoots.views(in: scenes)
        #expect(roots.count == 2)
        #expect(phoneTexts(roots[1]).map(\.0) == ["Second"])
    }

    @Test func contentSizeCategoriesCompareBothWays() {
        #expect(ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(!(ContentSizeCategory.small > .medium))
        #expect(ContentSizeCategory.large >= .large && ContentSizeCategory.extraLarge >= .large)
        #expect(!(ContentSizeCategory.extraSmall >= .small))
    }

    @Test func customDetentsAreEqualByTheirType() {
        struct Third: CustomPresentationDetent {
            static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 3 }
        }
        struct Quarter: CustomPresentationDetent {
            static func height(in context: Context) -> CGFloat? { context.maxDetentValue / 4 }
        }
        #expect(PresentationDetent.custom(Third.self) == .custom(Third.self))
        #expect(PresentationDetent.custom(Third.self) != .custom(Quarter.self))
        #expect(PresentationDetent.custom(Third.self) != .medium)
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xLarge
        let context = PresentationDetent.Context(maxDetentValue: 780, environment: environment)
        #expect(Third.height(in: context) == 260)
        #expect(context.dynamicTypeSize == .xLarge)
    }
}
