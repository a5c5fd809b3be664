import Testing
import Foundation
@testable import Backplate

@Test func smoke() throws {
    let view = ZStack(alignment: .topTrailing) {
        Rectangle().foregroundStyle(.blue).frame(width: 200, height: 200)
        Circle().foregroundStyle(.yellow).frame(width: 60, height: 60)
            .alignmentGuide(.top) { $0[.top] + $0.height / 2 }
            .alignmentGuide(.trailing) { $0[.trailing] - $0.width / 2 }
            .id("circle")
    }
    let r = ImageRenderer(content: VStack { view; Text("Hello, Backplate!").font(.title) })
    let tree = r.layout()
    print(tree)
    print(r.displayList())
    try r.pngData().write(to: URL(fileURLWithPath: "/tmp/smoke/a.png"))
}

import SnapshotTesting
import BackplateTesting

@Test func snapshotSmoke() throws {
    let r = ImageRenderer(content: HStack { Color.red.frame(width: 20, height: 20); Circle().fill(.blue).frame(width: 20, height: 20) })
    r.scale = 2
    withSnapshotTesting(record: .missing) {
        assertSnapshot(of: try! r.render(), as: .png(), named: "smoke")
    }
}
