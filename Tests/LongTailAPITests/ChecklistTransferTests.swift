import Foundation
import Testing

/// `import CoreTransferable` (issue 29): `ChecklistTransferFile.swift` compiles with its imports
/// unchanged, and its representations export and import as iOS's do.
@Suite struct ChecklistTransferTests {
    @Test func aCodableEntryTravelsAsJSONAndAsItsName() async throws {
        let entry = ChecklistEntry(id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, name: "Buy basil", order: 2)
        let json = try await entry.exported(as: .json)
        let decoded = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        #expect(decoded?["name"] as? String == "Buy basil" && decoded?["order"] as? Int == 2)
        #expect(decoded?["id"] as? String == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(try await ChecklistEntry(importing: json, contentType: .json) == entry)
        // The proxy: the name as plain text, as a drop into a text field receives it.
        #expect(String(decoding: try await entry.exported(as: .utf8PlainText), as: UTF8.self) == "Buy basil")
    }
}
