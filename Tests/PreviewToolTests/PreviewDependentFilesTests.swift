import Foundation
import Testing
@testable import BackplatePreviewTool

/// Files that name a type only left-out files declare are left out with them, in the same
/// round: PayslipMax (unseen37, 910 files) ran out of its ten compiles one dependency layer at
/// a time and rendered nothing.
@Suite struct PreviewDependentFilesTests {
    static let sources: [String: String] = [
        "/app/Payslip.swift": "import SwiftUI\nstruct Payslip { var credits: Double }\nenum PayslipStatus { case draft }\n",
        "/app/PayslipRow.swift": "import SwiftUI\n\nstruct PayslipRow: View {\n    let item: Payslip\n    var body: some View { Text(\"x\") }\n}\n",
        "/app/Summary.swift": "struct Summary {\n    let rows: [PayslipRow]\n}\n",
        "/app/Notes.swift": "// Payslip rows are drawn elsewhere.\nlet note = \"Payslip \\(String(\"PayslipStatus\")) ready\"\nlet raw = #\"Payslip\"#\n/* PayslipStatus /* nested */ Payslip */\nstruct Notes {}\n",
        "/app/Shadow.swift": "struct Holder {\n    struct PayslipStatus {}\n    let status: PayslipStatus\n}\n",
    ]

    /// The sources as the preview scanner reads them.
    static func scanned() throws -> [ScannedFile] {
        try PreviewToolSupport.scanner.scan(sources.map { PreviewScanRules.Source(path: $0.key, text: $0.value) })
    }

    @Test func theScannerReadsTypeNamesFromCodeNotCommentsOrStrings() throws {
        let files = Dictionary(uniqueKeysWithValues: try Self.scanned().map { ($0.path, $0) })
        let notes = try #require(files["/app/Notes.swift"])
        #expect(notes.declaredTypeNames == ["Notes"])
        // `String` is code inside the interpolation; every Payslip is in a comment or string text.
        #expect(notes.namedTypeNames.map(\.name) == ["String"])
        let payslip = try #require(files["/app/Payslip.swift"])
        #expect(payslip.declaredTypeNames == ["Payslip", "PayslipStatus"])
        #expect(payslip.namedTypeNames.map(\.name) == ["SwiftUI", "Double"])
        let shadow = try #require(files["/app/Shadow.swift"])
        #expect(shadow.declaredTypeNames == ["Holder", "PayslipStatus"])
        #expect(shadow.namedTypeNames == [ScannedFile.NameUse(name: "PayslipStatus", line: 3, column: 17)])
    }

    @Test func usersOfALeftOutFilesTypesAreLeftOutInTheSameRound() throws {
        let files = Self.sources.keys.sorted()
        let found = PreviewDependentFiles(scanned: try Self.scanned()).dependents(dropped: ["/app/Payslip.swift"], included: files)
        // The row names Payslip; the summary names the row, so it goes too; the notes only
        // mention it in comments and strings; the holder declares its own PayslipStatus.
        #expect(Set(found.keys) == ["/app/PayslipRow.swift", "/app/Summary.swift"])
        let row = try #require(found["/app/PayslipRow.swift"])
        #expect(row.line == 4 && row.column == 15 && row.severity == "error")
        #expect(row.message == "cannot find 'Payslip' in scope (only Payslip.swift, left out, declares it)")
        #expect(found["/app/Summary.swift"]?.message.contains("'PayslipRow'") == true)
        #expect(PreviewDependentFiles(scanned: try Self.scanned()).dependents(dropped: ["/app/Notes.swift"], included: files).isEmpty)
    }
}
