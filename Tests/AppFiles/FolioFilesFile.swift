import Backplate

// Folio: a cloud-drive file browser. A folder tree shown with `OutlineGroup` inside a List
// section (folders are disclosure groups, files are leaves), sizes summed recursively and
// written by `ByteCountFormatter`, uploads with `ProgressView(value:)` and a percent
// format, `Label` with a custom icon closure, `.truncationMode(.middle)` file names, a
// toolbar `Menu` holding a sort `Picker`, `.searchable`, and a footer in a
// `Section(content:footer:)`; renaming through `OutlineGroup($tree, children:) { $item in ... }`.

struct FolioItem: Identifiable, Hashable {
    var id: String { path }
    var name: String
    let path: String
    var bytes: Int64 = 0
    var children: [FolioItem]? = nil

    var isFolder: Bool { children != nil }

    var totalBytes: Int64 {
        children?.reduce(0) { $0 + $1.totalBytes } ?? bytes
    }

    var iconName: String {
        if isFolder { return "folder" }
        switch (name as NSString).pathExtension.lowercased() {
        case "pdf": return "doc.richtext"
        case "jpg", "png", "heic": return "photo"
        default: return "doc.text"
        }
    }

    static func file(_ name: String, in folder: String = "", bytes: Int64) -> FolioItem {
        FolioItem(name: name, path: folder + "/" + name, bytes: bytes)
    }

    static func folder(_ name: String, in folder: String = "", _ children: [FolioItem]) -> FolioItem {
        FolioItem(name: name, path: folder + "/" + name, children: children)
    }
}

struct FolioUpload: Identifiable {
    let id = UUID()
    let name: String
    var fractionCompleted: Double
}

enum FolioSortOrder: String, CaseIterable, Identifiable {
    case name = "Name", size = "Size"
    var id: String { rawValue }
}

enum FolioSample {
    static let tree: [FolioItem] = [
        .folder("Documents", [
            .file("Invoice March.pdf", in: "/Documents", bytes: 482_000),
            .file("Lease agreement (signed, final version).pdf", in: "/Documents", bytes: 1_930_000),
            .folder("Taxes", in: "/Documents", [.file("2024 return.pdf", in: "/Documents/Taxes", bytes: 2_400_000)]),
        ]),
        .folder("Photos", [
            .file("Harbour at dusk.heic", in: "/Photos", bytes: 3_100_000),
            .file("Lighthouse.jpg", in: "/Photos", bytes: 2_250_000),
        ]),
        .folder("Shared", []),
        .file("Packing list.txt", bytes: 4_200),
    ]

    static let uploads = [
        FolioUpload(name: "Boat survey.pdf", fractionCompleted: 0.42),
    ]
}

struct FolioRow: View {
    let item: FolioItem

    private var detail: String {
        let size = ByteCountFormatter.string(fromByteCount: item.totalBytes, countStyle: .file)
        guard let children = item.children else { return size }
        return children.count == 1 ? "1 item, \(size)" : "\(children.count) items, \(size)"
    }

    var body: some View {
        Label {
            VStack(alignment: .leading, spacing: 2) {
                Text(item.name)
                    .lineLimit(1)
                    .truncationMode(.middle)
                Text(detail)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        } icon: {
            Image(systemName: item.iconName)
                .symbolVariant(item.isFolder ? .fill : .none)
                .foregroundColor(item.isFolder ? .blue : .gray)
                .frame(width: 28)
        }
    }
}

struct FolioUploadRow: View {
    let upload: FolioUpload

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Label(upload.name, systemImage: "arrow.up.circle")
                Spacer()
                Text(upload.fractionCompleted, format: .percent.precision(.fractionLength(0)))
                    .monospacedDigit()
                    .foregroundStyle(.secondary)
            }
            ProgressView(value: upload.fractionCompleted)
                .tint(.green)
        }
        .padding(.vertical, 4)
    }
}

struct FolioBrowserView: View {
    var tree: [FolioItem] = FolioSample.tree
    var uploads: [FolioUpload] = FolioSample.uploads
    @State private var query = ""
    @State private var sortOrder = FolioSortOrder.name

    private var sortedTree: [FolioItem] {
        switch sortOrder {
        case .name: return tree.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        case .size: return tree.sorted { $0.totalBytes > $1.totalBytes }
        }
    }

    private var usedBytes: Int64 { tree.reduce(0) { $0 + $1.totalBytes } }

    var body: some View {
        NavigationStack {
            List {
                if !uploads.isEmpty {
                    Section("Uploading") {
                        ForEach(uploads) { upload in
                            FolioUploadRow(upload: upload)
                        }
                    }
                }

                Section("iCloud Drive") {
                    OutlineGroup(sortedTree, children: \.children) { item in
                        FolioRow(item: item)
                    }
                }

                Section {
                    LabeledContent("Used", value: ByteCountFormatter.string(fromByteCount: usedBytes, countStyle: .file))
                } footer: {
                    Text("Files upload when you're on Wi-Fi.")
                }
            }
            .navigationTitle("Files")
            .searchable(text: $query, prompt: "Search files")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu {
                        Picker("Sort By", selection: $sortOrder) {
                            ForEach(FolioSortOrder.allCases) { order in
                                Text(order.rawValue).tag(order)
                            }
                        }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
        }
    }
}

/// Renaming in place: an outline of bindings, each row a text field.
struct FolioRenameView: View {
    @State var tree = FolioSample.tree

    var body: some View {
        NavigationStack {
            List {
                OutlineGroup($tree, children: \.children) { $item in
                    TextField("Name", text: $item.name)
                }
            }
            .navigationTitle("Rename")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview("Browser") {
    FolioBrowserView()
}

#Preview("Outline alone") {
    List {
        OutlineGroup(FolioSample.tree[0], children: \.children) { item in
            Text(item.name)
        }
    }
}

#Preview("Rename") {
    FolioRenameView()
}
