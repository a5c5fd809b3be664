import SwiftUI
import UIKit
import UniformTypeIdentifiers

// A plant-care app as iOS apps write it: a UICollectionView grid with a compositional layout
// and a diffable data source, a UISearchBar, a UIDocumentPickerViewController to import care
// sheets, and a UIKit toolbar menu built from UIMenu and UIAction.

struct Plant: Hashable, Identifiable {
    let id: Int
    let name: String
    let room: String
}

enum ShelfSection: Hashable {
    case thirsty, fine
}

struct PlantGrid: UIViewRepresentable {
    var plants: [Plant]

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(150)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "plant")
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = context.coordinator
        context.coordinator.dataSource = UICollectionViewDiffableDataSource<ShelfSection, Plant>(collectionView: collectionView) {
            collectionView, indexPath, plant in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "plant", for: indexPath)
            cell.contentConfiguration = UIHostingConfiguration {
                Label(plant.name, systemImage: "leaf")
            }
            return cell
        }
        return collectionView
    }

    func updateUIView(_ uiView: UICollectionView, context: Context) {
        var snapshot = NSDiffableDataSourceSnapshot<ShelfSection, Plant>()
        snapshot.appendSections([.thirsty, .fine])
        snapshot.appendItems(plants.filter { $0.room == "Kitchen" }, toSection: .thirsty)
        snapshot.appendItems(plants.filter { $0.room != "Kitchen" }, toSection: .fine)
        context.coordinator.dataSource?.apply(snapshot, animatingDifferences: false)
    }

    final class Coordinator: NSObject, UICollectionViewDelegate {
        var dataSource: UICollectionViewDiffableDataSource<ShelfSection, Plant>?

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            collectionView.deselectItem(at: indexPath, animated: true)
        }
    }
}

struct PlantSearchBar: UIViewRepresentable {
    @Binding var text: String

    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

    func makeUIView(context: Context) -> UISearchBar {
        let bar = UISearchBar()
        bar.placeholder = "Search plants"
        bar.searchBarStyle = .minimal
        bar.delegate = context.coordinator
        return bar
    }

    func updateUIView(_ uiView: UISearchBar, context: Context) { uiView.text = text }

    final class Coordinator: NSObject, UISearchBarDelegate {
        @Binding var text: String
        init(text: Binding<String>) { _text = text }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { text = searchText }
    }
}

struct CareSheetImporter: UIViewControllerRepresentable {
    var onPick: ([URL]) -> Void

    func makeCoordinator() -> Coordinator { Coordinator(onPick: onPick) }

    func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText], asCopy: true)
        picker.allowsMultipleSelection = true
        picker.delegate = context.coordinator
        return picker
    }

    func updateUIViewController(_ uiViewController: UIDocumentPickerViewController, context: Context) {}

    final class Coordinator: NSObject, UIDocumentPickerDelegate {
        let onPick: ([URL]) -> Void
        init(onPick: @escaping ([URL]) -> Void) { self.onPick = onPick }
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { onPick(urls) }
    }
}

enum ShelfMenu {
    static func sortMenu(onSort: @escaping (String) -> Void) -> UIMenu {
        let byName = UIAction(title: "Name", state: .on) { _ in onSort("name") }
        let byRoom = UIAction(title: "Room") { _ in onSort("room") }
        let remove = UIAction(title: "Remove All", attributes: .destructive) { _ in onSort("clear") }
        return UIMenu(title: "Sort", children: [UIMenu(title: "", options: .displayInline, children: [byName, byRoom]), remove])
    }
}

struct PlantShelfView: View {
    var plants: [Plant]
    @State private var query = ""
    @State private var importing = false
    @State private var imported: [URL] = []

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                PlantSearchBar(text: $query)
                    .frame(height: 56)
                Text("\(plants.count) plants, \(imported.count) care sheets")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal)
                PlantGrid(plants: plants)
                    .frame(height: 320)
                Spacer()
            }
            .navigationTitle("Shelf")
            .toolbar {
                Button("Import", systemImage: "square.and.arrow.down") { importing = true }
            }
            .sheet(isPresented: $importing) {
                CareSheetImporter { urls in imported = urls }
            }
        }
    }
}

enum PlantShelfPreviewData {
    static let plants = [
        Plant(id: 1, name: "Basil", room: "Kitchen"),
        Plant(id: 2, name: "Monstera", room: "Living Room"),
        Plant(id: 3, name: "Fern", room: "Bathroom"),
    ]
}

#Preview("Shelf") {
    PlantShelfView(plants: PlantShelfPreviewData.plants)
}

#Preview("Importer sheet") {
    CareSheetImporter { _ in }
}
