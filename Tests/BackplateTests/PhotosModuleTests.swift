import Testing
import Foundation
import Synchronization
import BackplateCore
import Photos

/// Photos on Linux, in Swift 6 mode: a render is an iPhone whose person never answered the
/// photo-library prompt. The status reads `.notDetermined`, requests answer `.denied` once,
/// fetches are empty, image requests end once with nil and an error, change blocks fail with
/// `PHPhotosError.accessUserDenied` without running, and each of those warns, naming the call.
@Suite struct PhotosModuleTests {
    /// Values a `@Sendable` handler hands over, in order.
    private final class Recorder<Value: Sendable>: Sendable {
        private let values = Mutex<[Value]>([])
        func record(_ value: Value) { values.withLock { $0.append(value) } }
        var all: [Value] { values.withLock { $0 } }
    }

    /// Whether a warning starting with `prefix` was emitted while `body` ran.
    private func warns(_ prefix: String, _ body: () throws -> Void) rethrows -> Bool {
        try RuntimeWarning.collecting(body).warnings.contains { $0.hasPrefix(prefix) }
    }

    @Test func statusIsNotDeterminedForEveryAccessLevel() {
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .notDetermined)
        #expect(PHPhotoLibrary.authorizationStatus() == .notDetermined)
        #expect(PHAuthorizationStatus.notDetermined.rawValue == 0)
        #expect(PHAuthorizationStatus.denied.rawValue == 2)
        #expect(PHAuthorizationStatus.limited.rawValue == 4)
        #expect(PHAccessLevel.addOnly.rawValue == 1 && PHAccessLevel.readWrite.rawValue == 2)
    }

    @Test func requestAuthorizationAnswersDeniedExactlyOnceAndWarns() {
        let answers = Recorder<PHAuthorizationStatus>()
        let warned = warns("Photos: PHPhotoLibrary.requestAuthorization(for:handler:) has no photo library") {
            PHPhotoLibrary.requestAuthorization(for: .readWrite) { answers.record($0) }
        }
        #expect(answers.all == [.denied])
        #expect(warned)
        // Nothing was granted: the status still reads as unanswered.
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)

        let legacy = Recorder<PHAuthorizationStatus>()
        PHPhotoLibrary.requestAuthorization { legacy.record($0) }
        #expect(legacy.all == [.denied])
    }

    @Test func asyncRequestAuthorizationReturnsDenied() async {
        #expect(await PHPhotoLibrary.requestAuthorization(for: .addOnly) == .denied)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .denied)
    }

    @Test func assetFetchesAreEmpty() {
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        options.fetchLimit = 60
        options.includeHiddenAssets = true
        var result = PHFetchResult<PHAsset>()
        #expect(warns("Photos: PHAsset.fetchAssets(with:) has no photo library") {
            result = PHAsset.fetchAssets(with: options)
        })
        #expect(result.count == 0)
        #expect(result.firstObject == nil)
        #expect(result.lastObject == nil)
        #expect(result.objects(at: IndexSet()).isEmpty)
        #expect(result.countOfAssets(with: .image) == 0)
        #expect(result.index(of: PHAsset()) == NSNotFound)
        #expect(!result.contains(PHAsset()))
        var visits = 0
        result.enumerateObjects { _, _, _ in visits += 1 }
        result.enumerateObjects(options: .reverse) { _, _, _ in visits += 1 }
        #expect(visits == 0)

        #expect(PHAsset.fetchAssets(with: .image, options: nil).count == 0)
        #expect(PHAsset.fetchAssets(withLocalIdentifiers: ["A1B2/L0/001"], options: nil).firstObject == nil)
        #expect(PHFetchResult<PHAsset>().count == 0)
    }

    @Test func collectionFetchesAreEmpty() {
        let albums = PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumUserLibrary, options: nil)
        #expect(albums.count == 0 && albums.firstObject == nil)
        #expect(PHCollection.fetchTopLevelUserCollections(with: nil).count == 0)
        #expect(PHAsset.fetchAssets(in: PHAssetCollection(), options: nil).count == 0)
        #expect(PHAssetCollectionSubtype.smartAlbumUserLibrary.rawValue == 209)
        #expect(PHAssetCollectionSubtype.any.rawValue == Int.max)
        #expect(PHAssetCollectionType.album.rawValue == 1)
    }

    @Test func imageRequestCallsItsHandlerOnceWithNilAndAnError() {
        let manager = PHImageManager.default()
        let options = PHImageRequestOptions()
        options.deliveryMode = .opportunistic
        options.isNetworkAccessAllowed = true
        var calls: [(UIImage?, [AnyHashable: Any]?)] = []
        var id = PHInvalidImageRequestID
        #expect(warns("Photos: PHImageManager.requestImage(for:targetSize:contentMode:options:resultHandler:)") {
            id = manager.requestImage(for: PHAsset(), targetSize: CGSize(width: 200, height: 200),
                                      contentMode: .aspectFill, options: options) { image, info in
                calls.append((image, info))
            }
        })
        #expect(calls.count == 1)
        #expect(id != PHInvalidImageRequestID)
        let (image, info) = try! #require(calls.first)
        #expect(image == nil)
        let error = info?[PHImageErrorKey] as? NSError
        #expect(error?.domain == PHPhotosErrorDomain)
        #expect(error?.code == PHPhotosError.Code.accessUserDenied.rawValue)
        #expect(info?[PHImageResultIsDegradedKey] as? Bool == false)
        #expect(info?[PHImageResultIsInCloudKey] as? Bool == false)
        #expect((info?[PHImageResultRequestIDKey] as? NSNumber)?.int32Value == id)
        #expect(info?[PHImageCancelledKey] == nil)
        manager.cancelImageRequest(id)
        #expect(calls.count == 1)

        let caching = PHCachingImageManager()
        caching.startCachingImages(for: [PHAsset()], targetSize: PHImageManagerMaximumSize, contentMode: .default, options: nil)
        var cachedCalls = 0
        let second = caching.requestImage(for: PHAsset(), targetSize: PHImageManagerMaximumSize, contentMode: .aspectFit,
                                          options: nil) { image, _ in
            #expect(image == nil)
            cachedCalls += 1
        }
        #expect(cachedCalls == 1)
        #expect(second != id)
        caching.stopCachingImagesForAllAssets()
    }

    @Test func imageDataRequestEndsOnceWithNoData() {
        var calls = 0
        PHImageManager.default().requestImageDataAndOrientation(for: PHAsset(), options: nil) { data, type, orientation, info in
            calls += 1
            #expect(data == nil && type == nil)
            #expect(orientation == .up)
            #expect((info?[PHImageErrorKey] as? NSError)?.code == 3311)
        }
        #expect(calls == 1)
    }

    @Test func maximumSizeIsMinusOneByMinusOne() {
        #expect(PHImageManagerMaximumSize == CGSize(width: -1, height: -1))
        #expect(PHImageContentMode.default == .aspectFit)
        #expect(PHImageRequestOptions().resizeMode == .fast)
        #expect(PHImageRequestOptions().deliveryMode == .opportunistic)
        #expect(!PHImageRequestOptions().isSynchronous)
    }

    @Test func performChangesFailsWithoutRunningTheChangeBlock() {
        let outcomes = Recorder<Bool>()
        let codes = Recorder<Int>()
        var ran = false
        #expect(warns("Photos: PHPhotoLibrary.performChanges(_:completionHandler:) has no photo library") {
            PHPhotoLibrary.shared().performChanges({
                ran = true
                PHAssetChangeRequest.creationRequestForAsset(from: UIImage())
            }, completionHandler: { success, error in
                outcomes.record(success)
                codes.record((error as? PHPhotosError)?.code.rawValue ?? 0)
            })
        })
        #expect(!ran)
        #expect(outcomes.all == [false])
        #expect(codes.all == [PHPhotosError.Code.accessUserDenied.rawValue])

        #expect(throws: PHPhotosError(.accessUserDenied)) {
            try PHPhotoLibrary.shared().performChangesAndWait { ran = true }
        }
        #expect(!ran)
    }

    @Test func asyncPerformChangesThrowsAccessUserDenied() async {
        await #expect(throws: PHPhotosError(.accessUserDenied)) {
            try await PHPhotoLibrary.shared().performChanges {
                PHAssetChangeRequest.deleteAssets([PHAsset()] as NSArray)
            }
        }
        do {
            try await PHPhotoLibrary.shared().performChanges {}
            Issue.record("performChanges should have thrown")
        } catch {
            let bridged = error as NSError
            #expect(bridged.domain == "PHPhotosErrorDomain")
            #expect(bridged.code == 3311)
        }
    }

    @Test func changeRequestsOutsideABlockAreInert() {
        var request: PHAssetChangeRequest?
        #expect(warns("Photos: PHAssetChangeRequest.creationRequestForAsset(from:) works only inside a performChanges block") {
            request = PHAssetChangeRequest.creationRequestForAsset(from: UIImage())
        })
        #expect(request?.placeholderForCreatedAsset != nil)
        let creation = PHAssetCreationRequest.forAsset()
        creation.addResource(with: .photo, data: Data([0xFF, 0xD8]), options: PHAssetResourceCreationOptions())
        #expect(creation.placeholderForCreatedAsset != nil)
        #expect(PHAssetCollectionChangeRequest(for: PHAssetCollection()) == nil)
        #expect(PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: "Trips").title == "Trips")
        #expect(PHAssetResourceType.pairedVideo.rawValue == 9)
    }

    @Test func changesReportNothing() {
        let result = PHFetchResult<PHAsset>()
        let resultDetails: PHFetchResultChangeDetails<PHAsset>? = PHChange().changeDetails(for: result)
        let assetDetails: PHObjectChangeDetails<PHAsset>? = PHChange().changeDetails(for: PHAsset())
        #expect(resultDetails == nil && assetDetails == nil)
        let details = PHFetchResultChangeDetails(from: result, to: PHFetchResult<PHAsset>(), changedObjects: [])
        #expect(details.removedIndexes == nil && details.insertedIndexes == nil && details.changedIndexes == nil)
        #expect(details.fetchResultAfterChanges.count == 0)
    }

    @Test func blankAssetsAndErrors() {
        let asset = PHAsset()
        #expect(asset.mediaType == .unknown && asset.pixelWidth == 0 && asset.creationDate == nil)
        #expect(asset.isEqual(asset) && !asset.isEqual(PHAsset()))
        #expect(!asset.canPerform(.delete))
        #expect(PHAssetMediaSubtype.photoLive.rawValue == 8)
        #expect(PHAssetMediaSubtype.videoCinematic.rawValue == 1 << 21)
        #expect(PHPhotosError.errorDomain == "PHPhotosErrorDomain")
        #expect(PHPhotosError(.accessUserDenied).errorCode == 3311)
        #expect(PHPhotosError.accessUserDenied == .accessUserDenied)
    }
}
