import Backplate
import PhotosUI
import UniformTypeIdentifiers

// A profile editor as an app developer writes it: a PhotosPicker for the avatar, a file
// importer for a résumé, a Transferable contact card shared with ShareLink, and a
// @FocusedObject reader for a menu command. Only `import SwiftUI` was changed.

extension UTType {
    static var keepsakeCard: UTType { UTType(exportedAs: "com.example.keepsake.card") }
}

struct KeepsakeCard: Codable, Transferable, Equatable {
    var name: String
    var role: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .keepsakeCard)
        ProxyRepresentation(exporting: \.name)
    }
}

final class KeepsakeDraft: ObservableObject {
    @Published var name = "Ada Lovelace"
    @Published var role = "Analyst"
    @Published var resumeName: String?
}

struct KeepsakeProfileView: View {
    @StateObject private var draft = KeepsakeDraft()
    @State private var avatarItem: PhotosPickerItem?
    @State private var avatarImage: Image?
    @State private var showingImporter = false
    @State private var importError: String?

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack {
                        Spacer()
                        (avatarImage ?? Image(systemName: "person.crop.circle.fill"))
                            .resizable()
                            .scaledToFit()
                            .frame(width: 96, height: 96)
                            .foregroundStyle(.gray)
                        Spacer()
                    }
                    PhotosPicker("Choose Photo", selection: $avatarItem, matching: .images)
                }
                Section("Details") {
                    TextField("Name", text: $draft.name)
                    TextField("Role", text: $draft.role)
                }
                Section("Documents") {
                    Button {
                        showingImporter = true
                    } label: {
                        Label("Import Résumé", systemImage: "doc.badge.plus")
                    }
                    if let resume = draft.resumeName {
                        Text(resume)
                    }
                }
                Section {
                    ShareLink(item: KeepsakeCard(name: draft.name, role: draft.role),
                              preview: SharePreview(draft.name))
                }
            }
            .navigationTitle("Edit Profile")
            .fileImporter(isPresented: $showingImporter, allowedContentTypes: [.pdf, .plainText]) { result in
                switch result {
                case .success(let url): draft.resumeName = url.lastPathComponent
                case .failure(let error): importError = error.localizedDescription
                }
            }
            .onChange(of: avatarItem) { _, item in
                Task {
                    if let data = try? await item?.loadTransferable(type: Data.self) {
                        avatarImage = Image(systemName: "photo")
                        _ = data
                    }
                }
            }
            .focusedSceneObject(draft)
        }
    }
}

struct KeepsakeRenameCommand: View {
    @FocusedObject private var draft: KeepsakeDraft?

    var body: some View {
        Button("Rename…") { draft?.name = "" }
            .disabled(draft == nil)
    }
}

#Preview {
    KeepsakeProfileView()
}
