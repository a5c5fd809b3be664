import Foundation
import Testing
import BackplateTestSupport
import Backplate
@testable import BackplatePreviewTool

/// An app that makes `String` an `Error` (`extension String: LocalizedError`, to throw strings)
/// and logs strings with `Logger` (unseen42's WeatherKitDemo): the interpolation
/// `"\(message, privacy: .public)"` must still pick the string form, as on iOS, not stop as
/// ambiguous between the string and error forms.
@Suite struct PreviewStringErrorLoggingTests {
    @Test func aStringThatIsAlsoAnErrorLogsAsAString() throws {
        let folder = PreviewToolSupport.temporaryFolder("string-error").appendingPathComponent("Forecast")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import Foundation

            extension String: LocalizedError {
                public var errorDescription: String? { self }
            }
            """.write(to: folder.appendingPathComponent("StringExtension.swift"), atomically: true, encoding: .utf8)
        try """
            import Foundation
            import os

            enum Log {
                private static let logger = Logger(subsystem: "com.example.forecast", category: "")
                static func log(_ message: String, type: OSLogType) -> Bool {
                    switch type {
                    case .debug: logger.debug("\\(message, privacy: .public)")
                    case .error: logger.error("\\(message, privacy: .public)")
                    default: logger.log("\\(message, privacy: .public)")
                    }
                    return true
                }
            }
            """.write(to: folder.appendingPathComponent("Log.swift"), atomically: true, encoding: .utf8)
        try """
            import SwiftUI

            #Preview("Logged", traits: .fixedLayout(width: 40, height: 40)) {
                Log.log("Fetched forecast", type: .debug) ? Color.green : Color.red
            }
            """.write(to: folder.appendingPathComponent("LoggedPreview.swift"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (report, rendered) = try PreviewToolSupport.renderFirstPreview(folder.path)
        let logged = try #require(report.results.first)
        #expect(logged.rendered && report.leftOutFiles.isEmpty, "\(logged.errors) \(report.leftOutFiles)")
        let image = try #require(rendered)
        #expect(image.pixel(x: image.width / 2, y: image.height / 2) == .init(red: 52, green: 199, blue: 89, alpha: 255))
    }
}
