import Testing
import BackplateTestSupport
import Foundation
import BackplateKit

/// Seed 000's `View.if(_:contentBuilder:)`: the builder's result when the condition holds,
/// the view itself otherwise.
@Suite(.tags(.layout, .pixels)) struct ConditionalModifierTests {
    @Test func trueConditionAppliesTheModifier() {
        let tree = layoutKit(Color.red.frame(width: 10, height: 10).id("core").if(true) { $0.padding(5) })
        #expect(tree.size == CGSize(width: 20, height: 20))
        #expect(tree.frame(of: "core") == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test func falseConditionLeavesTheViewUnchanged() {
        let tree = layoutKit(Color.red.frame(width: 10, height: 10).id("core").if(false) { $0.padding(5) })
        #expect(tree.size == CGSize(width: 10, height: 10))
        #expect(tree.frame(of: "core") == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func builderRunsOnlyWhenTheConditionHolds() {
        var calls = 0
        _ = Color.red.if(false) { view -> Color in calls += 1; return view }
        #expect(calls == 0)
        _ = Color.red.if(true) { view -> Color in calls += 1; return view }
        #expect(calls == 1)
    }

    @Test func appliedBackgroundIsDrawnAndSkippedOneIsNot() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let on = try renderImage(Color.clear.frame(width: 10, height: 10).if(true) { $0.background(blue) })
        let off = try renderImage(Color.clear.frame(width: 10, height: 10).if(false) { $0.background(blue) })
        #expect(rgba(on, 5, 5) == [0, 0, 255, 255])
        #expect(rgba(off, 5, 5)[3] == 0)
    }

    @Test func chainedConditionsPickOnePadding() {
        // rectangularBackground's own pattern: exactly one of two complementary paddings.
        for padding: CGFloat? in [nil, 4] {
            let tree = layoutKit(Color.red.frame(width: 10, height: 10)
                .if(padding == nil) { $0.padding() }
                .if(padding != nil) { $0.padding(padding!) })
            let side = 10 + 2 * (padding ?? 16)
            #expect(tree.size == CGSize(width: side, height: side))
        }
    }
}
