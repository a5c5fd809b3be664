import Foundation
import CoreTransferable

// An app's checklist model written as Planzo writes its own (unseen27): a file that imports only
// Foundation and CoreTransferable, dragged between lists as JSON or as its plain-text name.

struct ChecklistEntry: Identifiable, Equatable, Codable, Transferable {
    var id = UUID()
    var name: String
    var completed: Bool = false
    var order: Int

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .json)
        ProxyRepresentation(exporting: \.name)
    }
}
