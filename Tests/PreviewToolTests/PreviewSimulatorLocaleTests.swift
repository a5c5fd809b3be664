import Foundation
import Testing
import BackplateTestSupport
import Backplate
@testable import BackplatePreviewTool

/// Foundation on Linux formats in `en_001` whatever the environment says; an iPhone simulator
/// set to US English formats in `en_US`. Preview builds compile app files as if on that simulator.
@Suite struct PreviewSimulatorLocaleTests {
    static let source = """
        let short = DateFormatter()
        let money: NumberFormatter = NumberFormatter()
        let week = Calendar.current.firstWeekday
        if Calendar.current.isDateInToday(date) { print(1) }
        let day = date.formatted(.dateTime.day().month(.wide))
        let price = (12.5).formatted(.currency(code: "USD"))
        let french = date.formatted(.dateTime.locale(Locale(identifier: "fr_FR")))
        let long = date.formatted(Date.FormatStyle(date: .long))
        let mine = weight.formatted(.kilos)
        let plain = date.formatted()
        let typed = NumberFormatter(coder: coder)
        """

    @Test func formattersCalendarsAndFormatStylesGetTheSimulatorsLocale() throws {
        let scanned = try PreviewToolSupport.scanner.scan(source: Self.source, path: "/tmp/Formats.swift")
        let prepared = try #require(scanned.preparedSource(Self.source))
        let lines = prepared.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let us = #"Locale(identifier: "en_US")"#
        #expect(lines == [
            "let short = ({ () -> DateFormatter in let formatter = DateFormatter(); formatter.locale = \(us); return formatter }())",
            "let money: NumberFormatter = ({ () -> NumberFormatter in let formatter = NumberFormatter(); formatter.locale = \(us); return formatter }())",
            "let week = ({ () -> Calendar in var calendar = Calendar.current; calendar.locale = \(us); return calendar }()).firstWeekday",
            "if ({ () -> Calendar in var calendar = Calendar.current; calendar.locale = \(us); return calendar }()).isDateInToday(date) { print(1) }",
            "let day = date.formatted(.dateTime.day().month(.wide).locale(\(us)))",
            "let price = (12.5).formatted(.currency(code: \"USD\").locale(\(us)))",
            "let french = date.formatted(.dateTime.locale(Locale(identifier: \"fr_FR\")))",
            "let long = date.formatted(Date.FormatStyle(date: .long).locale(\(us)))",
            "let mine = weight.formatted(.kilos)",
            "let plain = date.formatted()",
            "let typed = NumberFormatter(coder: coder)",
        ])
    }

    /// Each check fills its cell green when the app's own formatting writes what an en_US
    /// iPhone writes (Foundation's patterns for en_US), red when it writes Linux's `en_001`.
    @Test func anAppsOwnFormattingWritesWhatAUSIPhoneWrites() throws {
        let folder = PreviewToolSupport.temporaryFolder("locale").appendingPathComponent("Ledger")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
            import SwiftUI

            struct LedgerChecks {
                static let date = Date(timeIntervalSince1970: 1_800_000_000)   // 2027-01-15 08:00 UTC
                static let dayFormatter: DateFormatter = {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    formatter.timeZone = TimeZone(identifier: "UTC")
                    return formatter
                }()
                static var weekStartsOnSunday: Bool {
                    if Calendar.current.firstWeekday == 1 { return true }
                    return false
                }
                static var results: [Bool] {
                    let money = NumberFormatter()
                    money.numberStyle = .currency
                    var utc = Calendar.current
                    utc.timeZone = TimeZone(identifier: "UTC")!
                    return [
                        dayFormatter.string(from: date) == "Jan 15, 2027",
                        money.string(from: 12.5) == "$12.50",
                        (12.5).formatted(.currency(code: "USD")) == "$12.50",
                        date.formatted(.dateTime.month(.wide).day().year()) == "January 15, 2027",
                        date.formatted(date: .abbreviated, time: .omitted).hasSuffix(", 2027"),
                        date.formatted().hasPrefix("1/1"),
                        weekStartsOnSunday && utc.component(.weekday, from: date) == 6,
                        DateFormatter.localizedString(from: date, dateStyle: .medium, timeStyle: .none).hasPrefix("Jan 1"),
                    ]
                }
            }

            #Preview("Ledger", traits: .fixedLayout(width: 80, height: 10)) {
                HStack(spacing: 0) {
                    ForEach(Array(LedgerChecks.results.enumerated()), id: \\.offset) { check in
                        (check.element ? Color.green : Color.red).frame(width: 10)
                    }
                }
            }
            """.write(to: folder.appendingPathComponent("LedgerChecks.swift"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (report, rendered) = try PreviewToolSupport.renderFirstPreview(folder.path)
        let ledger = try #require(report.results.first)
        #expect(ledger.rendered, "\(ledger.errors) \(report.otherErrors) \(report.leftOutFiles)")
        let image = try #require(rendered)
        let scale = image.width / 80
        let cells = (0..<8).map { image.pixel(x: (10 * $0 + 5) * scale, y: 5 * scale) }
        #expect(cells == Array(repeating: .init(red: 52, green: 199, blue: 89, alpha: 255), count: 8))
    }

    /// A local package's own `date.formatted(date:time:)` writes what the app's does.
    @Test func aLocalPackageFormatsAsTheAppDoes() throws {
        let repo = PreviewToolSupport.temporaryFolder("locale-package").appendingPathComponent("Repo")
        let files: [String: String] = [
            "App/DueCard.swift": """
                import SwiftUI
                import DueKit

                #Preview("Due", traits: .fixedLayout(width: 40, height: 40)) {
                    Due.label(Date(timeIntervalSince1970: 1_800_000_000)).hasPrefix("Jan 1") ? Color.green : Color.red
                }
                """,
            "App/DueKit/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(name: "DueKit", targets: [.target(name: "DueKit")])
                """,
            "App/DueKit/Sources/DueKit/Due.swift": """
                import Foundation

                public enum Due {
                    public static func label(_ date: Date) -> String { date.formatted(date: .abbreviated, time: .omitted) }
                }
                """,
        ]
        try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (path, text) in files {
            let url = repo.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        defer { try? FileManager.default.removeItem(at: repo.deletingLastPathComponent()) }
        let (report, rendered) = try PreviewToolSupport.renderFirstPreview(repo.appendingPathComponent("App").path)
        let due = try #require(report.results.first)
        #expect(due.rendered, "\(due.errors) \(report.otherErrors)")
        let image = try #require(rendered)
        #expect(image.pixel(x: image.width / 2, y: image.height / 2) == .init(red: 52, green: 199, blue: 89, alpha: 255))
    }
}
