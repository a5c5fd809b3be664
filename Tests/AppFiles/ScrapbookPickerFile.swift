import SwiftUI
import PhotosUI

// A scrapbook composer that picks photos the ways iOS apps do: a cover picker with a custom
// label, an ordered multi-picker of pages, an inline compact picker with its capabilities
// trimmed, and a UIKit-era PHPickerViewController wrapped for SwiftUI.

struct ScrapbookComposer: View {
    @State private var cover: PhotosPickerItem?
    @State private var pages: [PhotosPickerItem] = []
    @State private var recent: [PhotosPickerItem] = []
    @State private var coverImage: Image?

    var body: some View {
        NavigationStack {
            Form {
                Section("Cover") {
                    PhotosPicker(selection: $cover, matching: .images, photoLibrary: .shared()) {
                        Label("Choose Cover", systemImage: "photo.on.rectangle")
                    }
                    if let coverImage {
                        coverImage
                            .resizable()
                            .scaledToFill()
                            .frame(height: 160)
                    }
                }
                Section("Pages") {
                    PhotosPicker("Add Pages", selection: $pages, maxSelectionCount: 12, selectionBehavior: .ordered,
                                 matching: .any(of: [.images, .livePhotos]), photoLibrary: .shared())
                    Text(pages.isEmpty ? "No pages yet" : "\(pages.count) pages")
                        .foregroundStyle(.secondary)
                }
                Section("Recent") {
                    PhotosPicker(selection: $recent, maxSelectionCount: 4, matching: .not(.screenshots)) {
                        Text("Recent photos")
                    }
                    .photosPickerStyle(.compact)
                    .photosPickerDisabledCapabilities([.search, .collectionNavigation])
                    .photosPickerAccessoryVisibility(.hidden, edges: .all)
                }
            }
            .navigationTitle("New Scrapbook")
            .onChange(of: cover) { _, item in
                Task {
                    if let data = try? await item?.loadTransferable(type: Data.self), let image = UIImage(data: data) {
                        coverImage = Image(uiImage: image)
                    }
                }
            }
        }
    }
}

struct LegacyPhotoPicker: UIViewControllerRepresentable {
    @Binding var results: [PHPickerResult]

    func makeUIViewController(context: Context) -> PHPickerViewController {
        var configuration = PHPickerConfiguration(photoLibrary: .shared())
        configuration.filter = .images
        configuration.selectionLimit = 0
        configuration.selection = .ordered
        configuration.preferredAssetRepresentationMode = .current
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
        let parent: LegacyPhotoPicker

        init(_ parent: LegacyPhotoPicker) { self.parent = parent }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            parent.results = results
        }
    }
}

#Preview("Composer") {
    ScrapbookComposer()
}
