import Testing
import BackplateTestSupport
import Foundation
import SwiftUI
import UIKit

private struct RowCard: ViewModifier {
    func body(content: Content) -> some View { content.padding(8) }
}

/// UIKit's `NSDirectionalEdgeInsets` and SwiftUI's conversions both ways (issue 29), and a
/// modified `ForEach` keeping its data, as `ModifiedContent: DynamicViewContent` does in SwiftUI.
@MainActor
@Suite struct DirectionalInsetsTests {
    @Test func directionalInsetsConvertToEdgeInsetsEdgeForEdge() {
        let ns = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(EdgeInsets(ns) == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(NSDirectionalEdgeInsets(EdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
                == NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets())
        // Padding by the converted insets places the content where the same EdgeInsets do.
        let padded = Color.red.frame(width: 10, height: 10).padding(EdgeInsets(ns))
        #expect(UIHostingController(rootView: padded).sizeThatFits(in: CGSize(width: 300, height: 300)) == CGSize(width: 16, height: 14))
    }

    @Test func aModifiedForEachKeepsItsData() {
        let rows = ModifiedContent(content: ForEach(["a", "b", "c"], id: \.self) { Text($0) }, modifier: RowCard())
        let data: [String] = Array(rows.data)
        #expect(data == ["a", "b", "c"])
    }
}
