import CoreLocation
import Foundation

/// A group of assets: an album, a smart album or a moment. A render's library has none, so
/// every fetch returns an empty result after a runtime warning; a collection made in code is an
/// empty regular album.
open class PHAssetCollection: PHCollection {
    /// The collection's kind: `.album` for one made in code.
    open private(set) var assetCollectionType: PHAssetCollectionType = .album
    /// The collection's subkind: `.albumRegular` for one made in code.
    open private(set) var assetCollectionSubtype: PHAssetCollectionSubtype = .albumRegular
    /// About how many assets it holds (`NSNotFound` when unknown): 0 in a render.
    open private(set) var estimatedAssetCount = 0
    /// The earliest creation date of its assets: nil in a render.
    open private(set) var startDate: Date?
    /// The latest creation date of its assets: nil in a render.
    open private(set) var endDate: Date?
    /// The location at the centre of its assets: nil in a render.
    open private(set) var approximateLocation: CLLocation?
    /// The names of the places its assets were taken: none in a render.
    open private(set) var localizedLocationNames: [String] = []

    /// An asset collection holds assets.
    open override var canContainAssets: Bool { true }

    /// The collections with these identifiers: empty in a render, after a runtime warning.
    open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        PHFetchResult.empty("PHAssetCollection.fetchAssetCollections(withLocalIdentifiers:options:)")
    }

    /// The collections of `type` and `subtype` (albums, smart albums): empty in a render (count
    /// 0), after a runtime warning.
    open class func fetchAssetCollections(with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype,
                                          options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        PHFetchResult.empty("PHAssetCollection.fetchAssetCollections(with:subtype:options:)")
    }

    /// The collections of `type` holding `asset`: empty in a render, after a runtime warning.
    open class func fetchAssetCollectionsContaining(_ asset: PHAsset, with type: PHAssetCollectionType,
                                                    options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        PHFetchResult.empty("PHAssetCollection.fetchAssetCollectionsContaining(_:with:options:)")
    }
}

/// The major kinds of asset collections, with Apple's raw values.
public enum PHAssetCollectionType: Int, Sendable {
    /// An album the person (or an app) made, or one synced.
    case album = 1
    /// A smart album whose contents Photos keeps up to date.
    case smartAlbum = 2
    /// A moment (deprecated by Apple).
    @available(iOS, introduced: 8, deprecated: 13, message: "Will be removed in a future release")
    case moment = 3
}

/// The minor kinds of asset collections, with Apple's raw values; `.any` matches every kind.
public enum PHAssetCollectionSubtype: Int, Sendable {
    /// An album made in Photos.
    case albumRegular = 2
    /// An event synced from a Mac.
    case albumSyncedEvent = 3
    /// A faces group synced from a Mac.
    case albumSyncedFaces = 4
    /// An album synced from a Mac.
    case albumSyncedAlbum = 5
    /// An album imported from a camera or storage.
    case albumImported = 6
    /// The person's Photo Stream.
    case albumMyPhotoStream = 100
    /// An iCloud Shared Album.
    case albumCloudShared = 101
    /// A smart album of no particular kind.
    case smartAlbumGeneric = 200
    /// Panoramas.
    case smartAlbumPanoramas = 201
    /// Videos.
    case smartAlbumVideos = 202
    /// Favorites.
    case smartAlbumFavorites = 203
    /// Time-lapse videos.
    case smartAlbumTimelapses = 204
    /// Hidden assets.
    case smartAlbumAllHidden = 205
    /// Recently added assets.
    case smartAlbumRecentlyAdded = 206
    /// Bursts.
    case smartAlbumBursts = 207
    /// Slow-motion videos.
    case smartAlbumSlomoVideos = 208
    /// The person's whole library (Recents).
    case smartAlbumUserLibrary = 209
    /// Selfies.
    case smartAlbumSelfPortraits = 210
    /// Screenshots.
    case smartAlbumScreenshots = 211
    /// Portrait (depth effect) photos.
    case smartAlbumDepthEffect = 212
    /// Live Photos.
    case smartAlbumLivePhotos = 213
    /// Animated images.
    case smartAlbumAnimated = 214
    /// Long exposures.
    case smartAlbumLongExposures = 215
    /// Assets that could not be uploaded to iCloud.
    case smartAlbumUnableToUpload = 216
    /// RAW photos.
    case smartAlbumRAW = 217
    /// Cinematic videos.
    case smartAlbumCinematic = 218
    /// Spatial media.
    case smartAlbumSpatial = 219
    /// Screen recordings.
    case smartAlbumScreenRecordings = 220
    /// Any subtype.
    case any = 9_223_372_036_854_775_807
}
