// The type identifiers of CoreServices' `UTCoreTypes.h` (deprecated on iOS 15 for `UTType`'s
// properties, still in code that predates them): `kUTTypeImage as String` is "public.image".
import CoreGraphics

/// The identifier of the base of every type (`public.item`).
public let kUTTypeItem: CFString = "public.item"
/// The identifier of document content (`public.content`).
public let kUTTypeContent: CFString = "public.content"
/// The identifier of content of several kinds (a PDF) (`public.composite-content`).
public let kUTTypeCompositeContent: CFString = "public.composite-content"
/// The identifier of a stream of bytes (`public.data`).
public let kUTTypeData: CFString = "public.data"
/// The identifier of a database (`public.database`).
public let kUTTypeDatabase: CFString = "public.database"
/// The identifier of a calendar event (`public.calendar-event`).
public let kUTTypeCalendarEvent: CFString = "public.calendar-event"
/// The identifier of a message (`public.message`).
public let kUTTypeMessage: CFString = "public.message"
/// The identifier of a presentation (`public.presentation`).
public let kUTTypePresentation: CFString = "public.presentation"
/// The identifier of a contact (`public.contact`).
public let kUTTypeContact: CFString = "public.contact"
/// The identifier of an archive (`public.archive`).
public let kUTTypeArchive: CFString = "public.archive"
/// The identifier of a disk image (`public.disk-image`).
public let kUTTypeDiskImage: CFString = "public.disk-image"
/// The identifier of text (`public.text`).
public let kUTTypeText: CFString = "public.text"
/// The identifier of text with no markup (`public.plain-text`).
public let kUTTypePlainText: CFString = "public.plain-text"
/// The identifier of UTF-8 text (`public.utf8-plain-text`).
public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
/// The identifier of UTF-16 text with a byte-order mark (`public.utf16-external-plain-text`).
public let kUTTypeUTF16ExternalPlainText: CFString = "public.utf16-external-plain-text"
/// The identifier of UTF-16 text (`public.utf16-plain-text`).
public let kUTTypeUTF16PlainText: CFString = "public.utf16-plain-text"
/// The identifier of text of delimited values (`public.delimited-values-text`).
public let kUTTypeDelimitedText: CFString = "public.delimited-values-text"
/// The identifier of comma-separated values (`public.comma-separated-values-text`).
public let kUTTypeCommaSeparatedText: CFString = "public.comma-separated-values-text"
/// The identifier of tab-separated values (`public.tab-separated-values-text`).
public let kUTTypeTabSeparatedText: CFString = "public.tab-separated-values-text"
/// The identifier of UTF-8 tab-separated values (`public.utf8-tab-separated-values-text`).
public let kUTTypeUTF8TabSeparatedText: CFString = "public.utf8-tab-separated-values-text"
/// The identifier of Rich Text Format (`public.rtf`).
public let kUTTypeRTF: CFString = "public.rtf"
/// The identifier of HTML (`public.html`).
public let kUTTypeHTML: CFString = "public.html"
/// The identifier of XML (`public.xml`).
public let kUTTypeXML: CFString = "public.xml"
/// The identifier of JSON (`public.json`).
public let kUTTypeJSON: CFString = "public.json"
/// The identifier of source code (`public.source-code`).
public let kUTTypeSourceCode: CFString = "public.source-code"
/// The identifier of assembly source (`public.assembly-source`).
public let kUTTypeAssemblyLanguageSource: CFString = "public.assembly-source"
/// The identifier of C source (`public.c-source`).
public let kUTTypeCSource: CFString = "public.c-source"
/// The identifier of Objective-C source (`public.objective-c-source`).
public let kUTTypeObjectiveCSource: CFString = "public.objective-c-source"
/// The identifier of Swift source (`public.swift-source`).
public let kUTTypeSwiftSource: CFString = "public.swift-source"
/// The identifier of C++ source (`public.c-plus-plus-source`).
public let kUTTypeCPlusPlusSource: CFString = "public.c-plus-plus-source"
/// The identifier of a C header (`public.c-header`).
public let kUTTypeCHeader: CFString = "public.c-header"
/// The identifier of a script (`public.script`).
public let kUTTypeScript: CFString = "public.script"
/// The identifier of JavaScript (`com.netscape.javascript-source`).
public let kUTTypeJavaScript: CFString = "com.netscape.javascript-source"
/// The identifier of a shell script (`public.shell-script`).
public let kUTTypeShellScript: CFString = "public.shell-script"
/// The identifier of a Python script (`public.python-script`).
public let kUTTypePythonScript: CFString = "public.python-script"
/// The identifier of PDF (`com.adobe.pdf`).
public let kUTTypePDF: CFString = "com.adobe.pdf"
/// The identifier of Rich Text Format with attachments (`com.apple.rtfd`).
public let kUTTypeRTFD: CFString = "com.apple.rtfd"
/// The identifier of flattened RTFD (`com.apple.flat-rtfd`).
public let kUTTypeFlatRTFD: CFString = "com.apple.flat-rtfd"
/// The identifier of a URL (`public.url`).
public let kUTTypeURL: CFString = "public.url"
/// The identifier of a file URL (`public.file-url`).
public let kUTTypeFileURL: CFString = "public.file-url"
/// The identifier of a vCard (`public.vcard`).
public let kUTTypeVCard: CFString = "public.vcard"
/// The identifier of an image (`public.image`).
public let kUTTypeImage: CFString = "public.image"
/// The identifier of a JPEG image (`public.jpeg`).
public let kUTTypeJPEG: CFString = "public.jpeg"
/// The identifier of a JPEG 2000 image (`public.jpeg-2000`).
public let kUTTypeJPEG2000: CFString = "public.jpeg-2000"
/// The identifier of a TIFF image (`public.tiff`).
public let kUTTypeTIFF: CFString = "public.tiff"
/// The identifier of a GIF image (`com.compuserve.gif`).
public let kUTTypeGIF: CFString = "com.compuserve.gif"
/// The identifier of a PNG image (`public.png`).
public let kUTTypePNG: CFString = "public.png"
/// The identifier of a BMP image (`com.microsoft.bmp`).
public let kUTTypeBMP: CFString = "com.microsoft.bmp"
/// The identifier of a Windows icon (`com.microsoft.ico`).
public let kUTTypeICO: CFString = "com.microsoft.ico"
/// The identifier of an Apple icon (`com.apple.icns`).
public let kUTTypeAppleICNS: CFString = "com.apple.icns"
/// The identifier of a camera raw image (`public.camera-raw-image`).
public let kUTTypeRawImage: CFString = "public.camera-raw-image"
/// The identifier of an SVG image (`public.svg-image`).
public let kUTTypeScalableVectorGraphics: CFString = "public.svg-image"
/// The identifier of a Live Photo (`com.apple.live-photo`).
public let kUTTypeLivePhoto: CFString = "com.apple.live-photo"
/// The identifier of audio or video content (`public.audiovisual-content`).
public let kUTTypeAudiovisualContent: CFString = "public.audiovisual-content"
/// The identifier of a movie (`public.movie`).
public let kUTTypeMovie: CFString = "public.movie"
/// The identifier of video with no audio (`public.video`).
public let kUTTypeVideo: CFString = "public.video"
/// The identifier of audio with no video (`public.audio`).
public let kUTTypeAudio: CFString = "public.audio"
/// The identifier of a QuickTime movie (`com.apple.quicktime-movie`).
public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie"
/// The identifier of an MPEG-1 or MPEG-2 movie (`public.mpeg`).
public let kUTTypeMPEG: CFString = "public.mpeg"
/// The identifier of an MPEG-2 video (`public.mpeg-2-video`).
public let kUTTypeMPEG2Video: CFString = "public.mpeg-2-video"
/// The identifier of an MPEG-4 movie (`public.mpeg-4`).
public let kUTTypeMPEG4: CFString = "public.mpeg-4"
/// The identifier of MP3 audio (`public.mp3`).
public let kUTTypeMP3: CFString = "public.mp3"
/// The identifier of MPEG-4 audio (`public.mpeg-4-audio`).
public let kUTTypeMPEG4Audio: CFString = "public.mpeg-4-audio"
/// The identifier of an AVI movie (`public.avi`).
public let kUTTypeAVIMovie: CFString = "public.avi"
/// The identifier of AIFF audio (`public.aiff-audio`).
public let kUTTypeAudioInterchangeFileFormat: CFString = "public.aiff-audio"
/// The identifier of WAV audio (`com.microsoft.waveform-audio`).
public let kUTTypeWaveformAudio: CFString = "com.microsoft.waveform-audio"
/// The identifier of MIDI (`public.midi-audio`).
public let kUTTypeMIDIAudio: CFString = "public.midi-audio"
/// The identifier of a playlist (`public.playlist`).
public let kUTTypePlaylist: CFString = "public.playlist"
/// The identifier of an M3U playlist (`public.m3u-playlist`).
public let kUTTypeM3UPlaylist: CFString = "public.m3u-playlist"
/// The identifier of a folder (`public.folder`).
public let kUTTypeFolder: CFString = "public.folder"
/// The identifier of a directory (`public.directory`).
public let kUTTypeDirectory: CFString = "public.directory"
/// The identifier of a volume (`public.volume`).
public let kUTTypeVolume: CFString = "public.volume"
/// The identifier of a symbolic link (`public.symlink`).
public let kUTTypeSymLink: CFString = "public.symlink"
/// The identifier of an executable (`public.executable`).
public let kUTTypeExecutable: CFString = "public.executable"
/// The identifier of an application (`com.apple.application`).
public let kUTTypeApplication: CFString = "com.apple.application"
/// The identifier of a bookmark (`public.bookmark`).
public let kUTTypeBookmark: CFString = "public.bookmark"
/// The identifier of a property list (`com.apple.property-list`).
public let kUTTypePropertyList: CFString = "com.apple.property-list"
/// The identifier of an XML property list (`com.apple.xml-property-list`).
public let kUTTypeXMLPropertyList: CFString = "com.apple.xml-property-list"
/// The identifier of a binary property list (`com.apple.binary-property-list`).
public let kUTTypeBinaryPropertyList: CFString = "com.apple.binary-property-list"
/// The identifier of a zip archive (`public.zip-archive`).
public let kUTTypeZipArchive: CFString = "public.zip-archive"
/// The identifier of a gzip archive (`org.gnu.gnu-zip-archive`).
public let kUTTypeGNUZipArchive: CFString = "org.gnu.gnu-zip-archive"
/// The identifier of a bzip2 archive (`public.bzip2-archive`).
public let kUTTypeBzipArchive: CFString = "public.bzip2-archive"
/// The identifier of a spreadsheet (`public.spreadsheet`).
public let kUTTypeSpreadsheet: CFString = "public.spreadsheet"
/// The identifier of an email message (`public.email-message`).
public let kUTTypeEmailMessage: CFString = "public.email-message"
/// The identifier of a to-do item (`public.to-do-item`).
public let kUTTypeToDoItem: CFString = "public.to-do-item"
/// The identifier of a log (`public.log`).
public let kUTTypeLog: CFString = "public.log"
/// The identifier of an EPUB book (`org.idpf.epub-container`).
public let kUTTypeElectronicPublication: CFString = "org.idpf.epub-container"
