import SwiftUI
import CloudKit

// An app file of the shape iCloud settings take: a sync status row read from the account
// status, and a backup that saves a record and explains why it could not.

enum SyncState: Equatable {
    case checking, ready, signedOut, unavailable(String)

    var title: String {
        switch self {
        case .checking: return "Checking iCloud…"
        case .ready: return "Syncing with iCloud"
        case .signedOut: return "Sign in to iCloud to sync"
        case .unavailable(let reason): return reason
        }
    }

    var symbol: String {
        switch self {
        case .ready: return "checkmark.icloud"
        case .signedOut: return "icloud.slash"
        default: return "exclamationmark.icloud"
        }
    }
}

@MainActor final class SyncStatusModel: ObservableObject {
    @Published var state = SyncState.checking
    @Published var lastBackupError: String?
    private let container = CKContainer(identifier: "iCloud.com.example.pantry")

    func refresh() async {
        do {
            switch try await container.accountStatus() {
            case .available: state = .ready
            case .noAccount: state = .signedOut
            case .restricted: state = .unavailable("iCloud is restricted on this device")
            case .temporarilyUnavailable, .couldNotDetermine: state = .unavailable("iCloud is temporarily unavailable")
            @unknown default: state = .unavailable("Unknown iCloud status")
            }
        } catch {
            state = .unavailable(error.localizedDescription)
        }
    }

    func backUp(items: [String]) async {
        let record = CKRecord(recordType: "PantryBackup", recordID: CKRecord.ID(recordName: "latest"))
        record["items"] = items
        record["count"] = items.count
        record["createdAt"] = Date()
        do {
            _ = try await container.privateCloudDatabase.save(record)
            lastBackupError = nil
        } catch CKError.notAuthenticated {
            lastBackupError = "Backups need an iCloud account."
        } catch {
            lastBackupError = error.localizedDescription
        }
    }
}

struct SyncSettingsView: View {
    @ObservedObject var model: SyncStatusModel

    var body: some View {
        Form {
            Section("iCloud") {
                Label(model.state.title, systemImage: model.state.symbol)
                if let error = model.lastBackupError {
                    Text(error)
                        .font(.footnote)
                        .foregroundStyle(.red)
                }
            }
        }
    }
}

#Preview("Signed out") {
    SyncSettingsView(model: SyncStatusModel())
}
