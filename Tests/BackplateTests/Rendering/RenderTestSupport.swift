import Testing
import BackplateTestSupport
import Foundation
@testable import Backplate
import SnapshotTesting
import BackplateSnapshotTesting

/// Compares the image with its committed reference PNG (recorded when missing). With
/// `BACKPLATE_SNAPSHOT_DIR` set, also writes a copy there for looking at.
func assertReference(_ image: RenderedImage, named name: String, testName: String = #function,
                     filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line) {
    if let path = ProcessInfo.processInfo.environment["BACKPLATE_SNAPSHOT_DIR"] {
        let dir = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try? image.pngData().write(to: dir.appendingPathComponent("\(name).png"))
    }
    withSnapshotTesting(record: .missing) {
        assertSnapshot(of: image, as: .png(), named: name, fileID: fileID, file: filePath, testName: testName, line: line)
    }
}

