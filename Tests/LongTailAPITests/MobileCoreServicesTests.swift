import Testing
import Foundation
import UIKit
import MobileCoreServices

/// An upload helper in the pre-iOS 15 style: a MIME type from a file's extension through
/// CoreServices' functions, and a camera picker limited to photos and movies.
enum UploadMIMEType {
    static func mimeType(forPath path: String) -> String {
        let pathExtension = (path as NSString).pathExtension
        if let uti = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, pathExtension as NSString, nil)?.takeRetainedValue(),
           let mimetype = UTTypeCopyPreferredTagWithClass(uti, kUTTagClassMIMEType)?.takeRetainedValue() {
            return mimetype as String
        }
        return "application/octet-stream"
    }

    static func isImage(_ uti: String) -> Bool { UTTypeConformsTo(uti as CFString, kUTTypeImage) }
}

/// MobileCoreServices' type identifiers and functions, answered from UniformTypeIdentifiers'
/// table with iOS's values.
@Suite struct MobileCoreServicesTests {
    @Test func theConstantsAreIOSsIdentifiers() {
        #expect(kUTTypeImage as String == "public.image")
        #expect(kUTTypeMovie as String == "public.movie")
        #expect(kUTTypePDF as String == "com.adobe.pdf")
        #expect(kUTTypeGIF as String == "com.compuserve.gif")
        #expect(kUTTagClassFilenameExtension as String == "public.filename-extension")
        #expect(kUTTagClassMIMEType as String == "public.mime-type")
        #expect(kUTTypePNG as String == UTType.png.identifier && kUTTypePlainText as String == UTType.plainText.identifier)
    }

    @Test func extensionsBecomeMIMETypes() {
        #expect(UploadMIMEType.mimeType(forPath: "/tmp/cover.png") == "image/png")
        #expect(UploadMIMEType.mimeType(forPath: "/tmp/cover.jpg") == "image/jpeg")
        #expect(UploadMIMEType.mimeType(forPath: "/tmp/notes.json") == "application/json")
        // An unknown extension gets a dynamic type, which has no MIME type.
        let dynamic = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "zzqx" as CFString, nil)?.takeRetainedValue()
        #expect(dynamic?.hasPrefix("dyn.") == true && UTTypeIsDynamic(dynamic ?? ""))
        #expect(UploadMIMEType.mimeType(forPath: "/tmp/blob.zzqx") == "application/octet-stream")
        #expect(UTTypeCopyPreferredTagWithClass(kUTTypeJPEG, kUTTagClassFilenameExtension)?.takeRetainedValue() == "jpeg")
    }

    @Test func conformanceFollowsTheTypeTree() {
        #expect(UploadMIMEType.isImage("public.jpeg"))
        #expect(UploadMIMEType.isImage("public.png"))
        #expect(!UploadMIMEType.isImage("com.adobe.pdf"))
        #expect(UTTypeConformsTo(kUTTypeMPEG4, kUTTypeMovie))
        #expect(!UTTypeConformsTo("com.example.unknown", kUTTypeData))
        #expect(UTTypeEqual(kUTTypePNG, "public.png"))
    }

    @MainActor @Test func aPickerTakesTheIdentifiersAsStrings() {
        let picker = UIImagePickerController()
        picker.mediaTypes = [kUTTypeImage as String, kUTTypeMovie as String]
        #expect(picker.mediaTypes == ["public.image", "public.movie"])
    }
}
