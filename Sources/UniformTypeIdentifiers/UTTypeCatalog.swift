import Foundation

// The system-declared types apps name most, with their parents, filename extensions and MIME
// types as Apple's `UTType` documentation and the system type database give them.

extension UTType {
    private static func sys(_ id: String, _ parents: [String], _ ext: [String] = [], _ mime: [String] = [], name: String) -> UTType {
        UTType(system: id, parents: parents, extensions: ext, mimeTypes: mime, name: name)
    }

    /// The base type of everything in the file system or the pasteboard (`public.item`).
    public static let item = sys("public.item", [], name: "item")
    /// Content a person reads or views: documents, images, media (`public.content`).
    public static let content = sys("public.content", [], name: "content")
    /// Any stream of bytes (`public.data`).
    public static let data = sys("public.data", ["public.item"], name: "data")
    /// A base type for composite content such as a document package (`public.composite-content`).
    public static let compositeContent = sys("public.composite-content", ["public.content"], name: "composite content")
    /// Any text (`public.text`).
    public static let text = sys("public.text", ["public.data", "public.content"], name: "text")
    /// Text without markup (`public.plain-text`, .txt).
    public static let plainText = sys("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], name: "plain text document")
    /// Unicode text in UTF-8 (`public.utf8-plain-text`).
    public static let utf8PlainText = sys("public.utf8-plain-text", ["public.plain-text"], name: "Unicode text (UTF-8)")
    /// Unicode text in UTF-16 (`public.utf16-plain-text`).
    public static let utf16PlainText = sys("public.utf16-plain-text", ["public.plain-text"], name: "Unicode text (UTF-16)")
    /// Rich Text Format (`public.rtf`, .rtf).
    public static let rtf = sys("public.rtf", ["public.text"], ["rtf"], ["text/rtf"], name: "RTF document")
    /// HTML (`public.html`, .html).
    public static let html = sys("public.html", ["public.text"], ["html", "htm"], ["text/html"], name: "HTML text")
    /// XML (`public.xml`, .xml).
    public static let xml = sys("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], name: "XML text")
    /// JSON (`public.json`, .json).
    public static let json = sys("public.json", ["public.text"], ["json"], ["application/json"], name: "JSON")
    /// YAML (`public.yaml`, .yaml).
    public static let yaml = sys("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"], name: "YAML")
    /// Comma-separated values (`public.comma-separated-values-text`, .csv).
    public static let commaSeparatedText = sys("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv"], name: "comma-separated values")
    /// Tab-separated values (`public.tab-separated-values-text`, .tsv).
    public static let tabSeparatedText = sys("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], name: "tab-separated values")
    /// Delimited values (`public.delimited-values-text`).
    public static let delimitedText = sys("public.delimited-values-text", ["public.text"], name: "delimited values")
    /// Source code (`public.source-code`).
    public static let sourceCode = sys("public.source-code", ["public.plain-text"], name: "source code")
    /// Swift source (`public.swift-source`, .swift).
    public static let swiftSource = sys("public.swift-source", ["public.source-code"], ["swift"], name: "Swift source")
    /// A log file (`public.log`, .log).
    public static let log = sys("public.log", ["public.plain-text"], ["log"], name: "log file")
    /// A vCard (`public.vcard`, .vcf).
    public static let vCard = sys("public.vcard", ["public.text"], ["vcf", "vcard"], ["text/vcard", "text/x-vcard"], name: "vCard")
    /// A URL (`public.url`).
    public static let url = sys("public.url", ["public.data"], name: "URL")
    /// A file URL (`public.file-url`).
    public static let fileURL = sys("public.file-url", ["public.url"], name: "file URL")

    /// Any image (`public.image`).
    public static let image = sys("public.image", ["public.data", "public.content"], name: "image")
    /// PNG (`public.png`, .png).
    public static let png = sys("public.png", ["public.image"], ["png"], ["image/png"], name: "PNG image")
    /// JPEG (`public.jpeg`, .jpeg/.jpg).
    public static let jpeg = sys("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg", "image/jpg"], name: "JPEG image")
    /// GIF (`com.compuserve.gif`, .gif).
    public static let gif = sys("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], name: "GIF image")
    /// TIFF (`public.tiff`, .tiff).
    public static let tiff = sys("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], name: "TIFF image")
    /// BMP (`com.microsoft.bmp`, .bmp).
    public static let bmp = sys("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"], name: "Windows bitmap image")
    /// HEIF (`public.heif`, .heif).
    public static let heif = sys("public.heif", ["public.heif-standard"], ["heif"], ["image/heif"], name: "HEIF image")
    /// HEIC (`public.heic`, .heic).
    public static let heic = sys("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"], name: "HEIC image")
    /// The HEIF family (`public.heif-standard`).
    public static let heifStandard = sys("public.heif-standard", ["public.image"], name: "HEIF standard image")
    /// WebP (`org.webmproject.webp`, .webp).
    public static let webP = sys("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], name: "WebP image")
    /// SVG (`public.svg-image`, .svg).
    public static let svg = sys("public.svg-image", ["public.image", "public.xml"], ["svg"], ["image/svg+xml"], name: "SVG image")
    /// A camera raw image (`public.camera-raw-image`).
    public static let rawImage = sys("public.camera-raw-image", ["public.image"], name: "raw image")
    /// A Live Photo (`com.apple.live-photo`).
    public static let livePhoto = sys("com.apple.live-photo", ["public.content"], name: "Live Photo")
    /// An icon image (`com.microsoft.ico`, .ico).
    public static let ico = sys("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon"], name: "Windows icon image")

    /// Any audio or video (`public.audiovisual-content`).
    public static let audiovisualContent = sys("public.audiovisual-content", ["public.data", "public.content"], name: "audiovisual content")
    /// Any movie (`public.movie`).
    public static let movie = sys("public.movie", ["public.audiovisual-content"], name: "movie")
    /// Video without audio (`public.video`).
    public static let video = sys("public.video", ["public.movie"], name: "video")
    /// Audio without video (`public.audio`).
    public static let audio = sys("public.audio", ["public.audiovisual-content"], name: "audio")
    /// QuickTime movie (`com.apple.quicktime-movie`, .mov).
    public static let quickTimeMovie = sys("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], name: "QuickTime movie")
    /// MPEG-4 movie (`public.mpeg-4`, .mp4).
    public static let mpeg4Movie = sys("public.mpeg-4", ["public.movie"], ["mp4", "mpeg4"], ["video/mp4"], name: "MPEG-4 movie")
    /// MPEG-4 audio (`public.mpeg-4-audio`, .m4a).
    public static let mpeg4Audio = sys("public.mpeg-4-audio", ["public.audio"], ["m4a"], ["audio/mp4", "audio/m4a"], name: "MPEG-4 audio")
    /// MP3 audio (`public.mp3`, .mp3).
    public static let mp3 = sys("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg", "audio/mp3"], name: "MP3 audio")
    /// Waveform audio (`com.microsoft.waveform-audio`, .wav).
    public static let wav = sys("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/wav", "audio/x-wav"], name: "Waveform audio")
    /// AIFF audio (`public.aiff-audio`, .aiff).
    public static let aiff = sys("public.aiff-audio", ["public.audio"], ["aiff", "aif"], ["audio/aiff"], name: "AIFF-C audio")

    /// PDF (`com.adobe.pdf`, .pdf).
    public static let pdf = sys("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], name: "PDF document")
    /// EPUB (`org.idpf.epub-container`, .epub).
    public static let epub = sys("org.idpf.epub-container", ["public.zip-archive", "public.composite-content"], ["epub"], ["application/epub+zip"], name: "EPUB document")
    /// A spreadsheet (`public.spreadsheet`).
    public static let spreadsheet = sys("public.spreadsheet", ["public.content"], name: "spreadsheet")
    /// A presentation (`public.presentation`).
    public static let presentation = sys("public.presentation", ["public.composite-content"], name: "presentation")
    /// A calendar event (`public.calendar-event`, .ics).
    public static let calendarEvent = sys("public.calendar-event", ["public.item"], ["ics"], ["text/calendar"], name: "calendar event")
    /// A contact (`public.contact`).
    public static let contact = sys("public.contact", ["public.item"], name: "contact")
    /// An email message (`public.email-message`, .eml).
    public static let emailMessage = sys("public.email-message", ["public.data"], ["eml"], ["message/rfc822"], name: "email message")
    /// A font (`public.font`).
    public static let font = sys("public.font", ["public.data"], name: "font")
    /// A property list (`com.apple.property-list`, .plist).
    public static let propertyList = sys("com.apple.property-list", ["public.data"], ["plist"], name: "property list")
    /// A USDZ 3D model (`com.pixar.universal-scene-description-mobile`, .usdz).
    public static let usdz = sys("com.pixar.universal-scene-description-mobile", ["public.3d-content", "public.zip-archive"], ["usdz"], ["model/vnd.usdz+zip"], name: "USDZ")
    /// 3D content (`public.3d-content`).
    public static let threeDContent = sys("public.3d-content", ["public.content"], name: "3D content")

    /// Any archive (`public.archive`).
    public static let archive = sys("public.archive", ["public.data"], name: "archive")
    /// A zip archive (`public.zip-archive`, .zip).
    public static let zip = sys("public.zip-archive", ["public.archive"], ["zip"], ["application/zip"], name: "ZIP archive")
    /// A gzip archive (`org.gnu.gnu-zip-archive`, .gz).
    public static let gzip = sys("org.gnu.gnu-zip-archive", ["public.archive"], ["gz", "gzip"], ["application/gzip"], name: "gzip archive")

    /// A directory (`public.directory`).
    public static let directory = sys("public.directory", ["public.item"], name: "directory")
    /// A folder a person sees and opens (`public.folder`).
    public static let folder = sys("public.folder", ["public.directory"], name: "folder")
    /// A package: a directory shown as one file (`com.apple.package`).
    public static let package = sys("com.apple.package", ["public.directory"], name: "package")
    /// A bundle (`com.apple.bundle`).
    public static let bundle = sys("com.apple.bundle", ["public.directory"], name: "bundle")
    /// A symbolic link (`public.symlink`).
    public static let symbolicLink = sys("public.symlink", ["public.item"], name: "symbolic link")
    /// An executable (`public.executable`).
    public static let executable = sys("public.executable", ["public.item"], name: "executable")
    /// An application (`com.apple.application`).
    public static let application = sys("com.apple.application", ["public.executable"], name: "application")
}

/// Look-ups over the declared system types.
enum UTTypeCatalog {
    static let all: [UTType] = [
        .item, .content, .data, .compositeContent, .text, .plainText, .utf8PlainText, .utf16PlainText, .rtf, .html,
        .xml, .json, .yaml, .commaSeparatedText, .tabSeparatedText, .delimitedText, .sourceCode, .swiftSource, .log,
        .vCard, .url, .fileURL, .image, .png, .jpeg, .gif, .tiff, .bmp, .heif, .heic, .heifStandard, .webP, .svg,
        .rawImage, .livePhoto, .ico, .audiovisualContent, .movie, .video, .audio, .quickTimeMovie, .mpeg4Movie,
        .mpeg4Audio, .mp3, .wav, .aiff, .pdf, .epub, .spreadsheet, .presentation, .calendarEvent, .contact,
        .emailMessage, .font, .propertyList, .usdz, .threeDContent, .archive, .zip, .gzip, .directory, .folder,
        .package, .bundle, .symbolicLink, .executable, .application,
    ] + UTType.remainingSystemTypes
    static let byIdentifier: [String: UTType] = Dictionary(all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    static let byExtension = byTag(\.extensions)
    static let byMIMEType = byTag(\.mimeTypes)

    /// The first declared type for each of its tags, lower-cased (a tag's first declaration wins).
    private static func byTag(_ tags: KeyPath<UTType, [String]>) -> [String: UTType] {
        var table: [String: UTType] = [:]
        for type in all { for tag in type[keyPath: tags] where table[tag.lowercased()] == nil { table[tag.lowercased()] = type } }
        return table
    }
}
