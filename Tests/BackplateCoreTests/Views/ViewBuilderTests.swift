import Foundation
import Testing
import BackplateTestSupport
@testable import BackplateCore

/// `@ViewBuilder` constructs resolve to SwiftUI's view lists (docs/layout-rules.md §10.4).
@Suite(.tags(.layout)) struct ViewBuilderTests {
    struct Conditional: View {
        let width: CGFloat?
        let kind: Int
        var body: some View {
            HStack(spacing: 0) {
                if let width {
                    C(width, 10)
                }
                switch kind {
                case 0: C(1, 1)
                case 1: C(2, 2); C(3, 3)
                default: EmptyView()
                }
                if #available(macOS 10.15, *) {
                    C(5, 5)
                } else {
                    C(500, 500)
                }
            }
        }
    }

    @Test func ifLetSwitchAndAvailability() {
        expectSize(layout(Conditional(width: 20, kind: 0)).size, 26, 10)
        expectSize(layout(Conditional(width: nil, kind: 1)).size, 10, 5)
        expectSize(layout(Conditional(width: nil, kind: 2)).size, 5, 5)
    }

    @Test func tupleOfTenAndMore() {
        let t = layout(HStack(spacing: 0) {
            C(1, 1); C(1, 1); C(1, 1); C(1, 1); C(1, 1); C(1, 1); C(1, 1); C(1, 1); C(1, 1); C(1, 1); C(1, 1); C(1, 1)
        })
        expectSize(t.size, 12, 1)
    }

    @Test func anyViewAndOptionalViews() {
        let maybe: Color? = nil
        expectSize(layout(HStack(spacing: 0) { AnyView(C(3, 3)); maybe; Optional(C(4, 4)) }).size, 7, 4)
        #expect(AnyView(erasing: 42) == nil)
    }

    @Test func emptyBuilderIsAnEmptyView() {
        let t = layout(VStack {})
        expectSize(t.size, 0, 0)
    }
}
