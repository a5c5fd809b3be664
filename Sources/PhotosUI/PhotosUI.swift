// On iOS `import PhotosUI` brings the Photos framework with it (PHPhotoLibrary, PHAsset, the
// authorization API), so a picker file needs no second import; Backplate's PhotosUI does the same.
@_exported import Photos
