import Foundation
import Testing
@testable import BackplatePreviewTool

/// Names qualified by an Apple UI module (`SwiftUI.Animation.spring(...)`, `SwiftUI.Font.Weight`,
/// `UIKit.UIColor`), as design-token files write them to step around their own types, are looked
/// up in the Backplate module standing in for it (focusmate's `DS` tokens, unseen28).
@Suite struct PreviewQualifiedModuleNamesTests {
    static let source = """
        import SwiftUI
        enum DS {
            static let quick = SwiftUI.Animation.spring(duration: 0.2, bounce: 0.1)
            static let weight: SwiftUI.Font.Weight = .semibold
            static let tint = UIKit.UIColor.systemRed
            static let note = "SwiftUI.Color stays in a string"
            static let own = SwiftUIStyle.Color.red
            static let generic: Array<SwiftUI.Color> = []
        }
        """

    @Test func moduleQualifiersBecomeTheirStandIns() throws {
        let scanned = try PreviewToolSupport.scanner.scan(source: Self.source, path: "/tmp/DS.swift")
        let prepared = try #require(scanned.preparedSource(Self.source))
        let lines = prepared.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("import Backplate; import CoreData"))
        #expect(lines[2] == "    static let quick = Backplate.Animation.spring(duration: 0.2, bounce: 0.1)")
        #expect(lines[3] == "    static let weight: Backplate.Font.Weight = .semibold")
        #expect(lines[4] == "    static let tint = BackplateUIKit.UIColor.systemRed")
        #expect(lines[5] == "    static let note = \"SwiftUI.Color stays in a string\"")
        #expect(lines[6] == "    static let own = SwiftUIStyle.Color.red")
        #expect(lines[7] == "    static let generic: Array<Backplate.Color> = []")
    }
}
