import SwiftUI
import Photos

/// Recent photos from the library, once the person allows access.
@MainActor @Observable
final class RecentPhotosModel {
    private(set) var status = PHPhotoLibrary.authorizationStatus(for: .readWrite)
    private(set) var assets: [PHAsset] = []
    private let imageManager = PHCachingImageManager()

    var canBrowse: Bool { status == .authorized || status == .limited }

    func requestAccess() async {
        status = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
        if canBrowse { loadRecent() }
    }

    func loadRecent(limit: Int = 90) {
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.predicate = NSPredicate(format: "mediaType == %d", PHAssetMediaType.image.rawValue)
        options.fetchLimit = limit
        let result = PHAsset.fetchAssets(with: options)
        var found: [PHAsset] = []
        found.reserveCapacity(result.count)
        result.enumerateObjects { asset, _, _ in found.append(asset) }
        assets = found
        imageManager.startCachingImages(for: found, targetSize: Self.thumbnailSize, contentMode: .aspectFill, options: nil)
    }

    static let thumbnailSize = CGSize(width: 240, height: 240)

    func thumbnail(for asset: PHAsset) async -> UIImage? {
        let options = PHImageRequestOptions()
        options.deliveryMode = .highQualityFormat
        options.resizeMode = .fast
        options.isNetworkAccessAllowed = true
        return await withCheckedContinuation { continuation in
            imageManager.requestImage(for: asset, targetSize: Self.thumbnailSize, contentMode: .aspectFill,
                                      options: options) { image, _ in
                continuation.resume(returning: image)
            }
        }
    }
}

struct RecentPhotosView: View {
    @State private var model = RecentPhotosModel()
    private let columns = [GridItem(.adaptive(minimum: 96), spacing: 2)]

    var body: some View {
        NavigationStack {
            Group {
                if model.canBrowse {
                    grid
                } else {
                    PhotoAccessPrompt(status: model.status) {
                        Task { await model.requestAccess() }
                    }
                }
            }
            .navigationTitle("Recents")
        }
        .task {
            if model.canBrowse { model.loadRecent() }
        }
    }

    private var grid: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(model.assets, id: \.localIdentifier) { asset in
                    AssetThumbnail(asset: asset, model: model)
                }
            }
        }
        .overlay {
            if model.assets.isEmpty {
                ContentUnavailableView("No Photos", systemImage: "photo.on.rectangle",
                                       description: Text("Photos you take will appear here."))
            }
        }
    }
}

struct AssetThumbnail: View {
    let asset: PHAsset
    let model: RecentPhotosModel
    @State private var image: UIImage?

    var body: some View {
        Rectangle()
            .fill(.quaternary)
            .aspectRatio(1, contentMode: .fit)
            .overlay {
                if let image {
                    Image(uiImage: image)
                        .resizable()
                        .scaledToFill()
                }
            }
            .clipped()
            .overlay(alignment: .bottomTrailing) {
                if asset.isFavorite {
                    Image(systemName: "heart.fill")
                        .font(.caption2)
                        .foregroundStyle(.white)
                        .padding(4)
                }
            }
            .task(id: asset.localIdentifier) {
                image = await model.thumbnail(for: asset)
            }
    }
}

struct PhotoAccessPrompt: View {
    let status: PHAuthorizationStatus
    let onRequest: @MainActor () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("Show Your Photos", systemImage: "photo.stack")
        } description: {
            Text(status == .notDetermined
                 ? "Allow access to browse your most recent photos."
                 : "Photo access is turned off. You can turn it on in Settings.")
        } actions: {
            if status == .notDetermined {
                Button("Allow Access", action: onRequest)
                    .buttonStyle(.borderedProminent)
            } else if let settings = URL(string: UIApplication.openSettingsURLString) {
                Link("Open Settings", destination: settings)
            }
        }
    }
}

#Preview("Recents") {
    RecentPhotosView()
}

#Preview("Access denied") {
    PhotoAccessPrompt(status: .denied) {}
}
