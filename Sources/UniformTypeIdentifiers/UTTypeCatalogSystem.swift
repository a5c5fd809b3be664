import Foundation

// The rest of the system-declared types `UTType` names (source code, scripts, property lists,
// bundles, media, archives, certificates...): identifiers, parents, filename extensions and MIME
// types as Apple's `UTType` documentation and the system type database give them. Their
// `localizedDescription` is `nil`: Backplate's table has no localized names for them.

extension UTType {
    private static func sys(_ id: String, _ parents: [String], _ ext: [String] = [], _ mime: [String] = []) -> UTType {
        UTType(system: id, parents: parents, extensions: ext, mimeTypes: mime, name: nil)
    }

    /// A type that resolves to another item (`com.apple.resolvable`).
    public static let resolvable = sys("com.apple.resolvable", [])
    /// A disk image (`public.disk-image`).
    public static let diskImage = sys("public.disk-image", ["public.archive"])
    /// A volume's mount point (`com.apple.mount-point`).
    public static let mountPoint = sys("com.apple.mount-point", ["public.folder", "com.apple.resolvable"])
    /// A Finder alias file (`com.apple.alias-file`).
    public static let aliasFile = sys("com.apple.alias-file", ["public.data", "com.apple.resolvable"])
    /// URL bookmark data (`com.apple.bookmark`).
    public static let urlBookmarkData = sys("com.apple.bookmark", ["public.data", "com.apple.resolvable"])
    /// UTF-16 text without a byte-order mark (`public.utf16-external-plain-text`).
    public static let utf16ExternalPlainText = sys("public.utf16-external-plain-text", ["public.plain-text"])
    /// UTF-8 tab-separated values (`public.utf8-tab-separated-values-text`).
    public static let utf8TabSeparatedText = sys("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"])
    /// Assembly language source (`public.assembly-source`).
    public static let assemblyLanguageSource = sys("public.assembly-source", ["public.source-code"], ["s"])
    /// C source (`public.c-source`).
    public static let cSource = sys("public.c-source", ["public.source-code"], ["c"])
    /// Objective-C source (`public.objective-c-source`).
    public static let objectiveCSource = sys("public.objective-c-source", ["public.source-code"], ["m"])
    /// C++ source (`public.c-plus-plus-source`).
    public static let cPlusPlusSource = sys("public.c-plus-plus-source", ["public.source-code"], ["cp", "cpp", "c++", "cc", "cxx"])
    /// Objective-C++ source (`public.objective-c-plus-plus-source`).
    public static let objectiveCPlusPlusSource = sys("public.objective-c-plus-plus-source", ["public.source-code"], ["mm"])
    /// A C header (`public.c-header`).
    public static let cHeader = sys("public.c-header", ["public.source-code"], ["h"])
    /// A C++ header (`public.c-plus-plus-header`).
    public static let cPlusPlusHeader = sys("public.c-plus-plus-header", ["public.source-code"], ["hpp", "hxx", "hh"])
    /// A script (`public.script`).
    public static let script = sys("public.script", ["public.source-code"])
    /// AppleScript text (`com.apple.applescript.text`).
    public static let appleScript = sys("com.apple.applescript.text", ["public.script"], ["applescript"])
    /// A compiled Open Scripting Architecture script (`com.apple.applescript.script`).
    public static let osaScript = sys("com.apple.applescript.script", ["public.data", "public.script"], ["scpt"])
    /// A bundled Open Scripting Architecture script (`com.apple.applescript.script-bundle`).
    public static let osaScriptBundle = sys("com.apple.applescript.script-bundle", ["com.apple.package", "public.script"], ["scptd"])
    /// JavaScript source (`com.netscape.javascript-source`).
    public static let javaScript = sys("com.netscape.javascript-source", ["public.script"], ["js", "jscript", "javascript"],
                                       ["text/javascript"])
    /// A shell script (`public.shell-script`).
    public static let shellScript = sys("public.shell-script", ["public.script"], ["sh", "command"])
    /// A Perl script (`public.perl-script`).
    public static let perlScript = sys("public.perl-script", ["public.shell-script"], ["pl", "pm"], ["text/x-perl-script"])
    /// A Python script (`public.python-script`).
    public static let pythonScript = sys("public.python-script", ["public.shell-script"], ["py"], ["text/x-python-script"])
    /// A Ruby script (`public.ruby-script`).
    public static let rubyScript = sys("public.ruby-script", ["public.shell-script"], ["rb", "rbw"], ["text/ruby-script"])
    /// A PHP script (`public.php-script`).
    public static let phpScript = sys("public.php-script", ["public.shell-script"], ["php", "php3", "php4", "ph3", "ph4", "phtml"],
                                      ["text/php", "text/x-php-script", "application/php"])
    /// A makefile (`public.make-source`).
    public static let makefile = sys("public.make-source", ["public.script"])
    /// An XML property list (`com.apple.xml-property-list`).
    public static let xmlPropertyList = sys("com.apple.xml-property-list", ["public.xml", "com.apple.property-list"])
    /// A binary property list (`com.apple.binary-property-list`).
    public static let binaryPropertyList = sys("com.apple.binary-property-list", ["com.apple.property-list"])
    /// Rich text with attachments, as a package (`com.apple.rtfd`).
    public static let rtfd = sys("com.apple.rtfd", ["com.apple.package", "public.composite-content"], ["rtfd"])
    /// Rich text with attachments, flattened into one file (`com.apple.flat-rtfd`).
    public static let flatRTFD = sys("com.apple.flat-rtfd", ["public.data", "public.composite-content"])
    /// A web archive (`com.apple.webarchive`).
    public static let webArchive = sys("com.apple.webarchive", ["public.data", "public.composite-content"], ["webarchive"],
                                       ["application/x-webarchive"])
    /// An Apple icon image (`com.apple.icns`).
    public static let icns = sys("com.apple.icns", ["public.image"], ["icns"])
    /// A Universal Scene Description file (`com.pixar.universal-scene-description`).
    public static let usd = sys("com.pixar.universal-scene-description", ["public.3d-content", "public.data"], ["usd", "usda", "usdc"])
    /// A Reality Composer file (`com.apple.reality`).
    public static let realityFile = sys("com.apple.reality", ["public.data"], ["reality"])
    /// A SceneKit scene (`com.apple.scenekit.scene`).
    public static let sceneKitScene = sys("com.apple.scenekit.scene", ["public.3d-content", "public.data"], ["scn"])
    /// An ARKit reference object (`com.apple.arobject`).
    public static let arReferenceObject = sys("com.apple.arobject", ["public.data"], ["arobject"])
    /// MPEG-1 or MPEG-2 content (`public.mpeg`).
    public static let mpeg = sys("public.mpeg", ["public.movie"], ["mpg", "mpeg"], ["video/mpeg"])
    /// MPEG-2 video (`public.mpeg-2-video`).
    public static let mpeg2Video = sys("public.mpeg-2-video", ["public.movie"], ["m2v"], ["video/mpeg2"])
    /// An MPEG-2 transport stream (`public.mpeg-2-transport-stream`).
    public static let mpeg2TransportStream = sys("public.mpeg-2-transport-stream", ["public.movie"], ["ts"], ["video/mp2t"])
    /// Protected MPEG-4 audio from the iTunes Store (`com.apple.protected-mpeg-4-audio`).
    public static let appleProtectedMPEG4Audio = sys("com.apple.protected-mpeg-4-audio", ["public.audio"], ["m4p"])
    /// Protected MPEG-4 video from the iTunes Store (`com.apple.protected-mpeg-4-video`).
    public static let appleProtectedMPEG4Video = sys("com.apple.protected-mpeg-4-video", ["public.movie"])
    /// AVI movie (`public.avi`).
    public static let avi = sys("public.avi", ["public.movie"], ["avi", "vfw"], ["video/avi", "video/msvideo", "video/x-msvideo"])
    /// MIDI audio (`public.midi-audio`).
    public static let midi = sys("public.midi-audio", ["public.audio"], ["mid", "midi", "smf", "kar"], ["audio/midi", "audio/x-midi"])
    /// A playlist (`public.playlist`).
    public static let playlist = sys("public.playlist", ["public.content"])
    /// An M3U or M3U8 playlist (`public.m3u-playlist`).
    public static let m3uPlaylist = sys("public.m3u-playlist", ["public.text", "public.playlist"], ["m3u", "m3u8"],
                                        ["audio/mpegurl", "audio/x-mpegurl"])
    /// A volume (`public.volume`).
    public static let volume = sys("public.volume", ["public.folder"])
    /// A plug-in bundle (`com.apple.plugin`).
    public static let pluginBundle = sys("com.apple.plugin", ["com.apple.bundle", "com.apple.package"], ["plugin"])
    /// A Spotlight importer (`com.apple.metadata-importer`).
    public static let spotlightImporter = sys("com.apple.metadata-importer", ["com.apple.plugin"], ["mdimporter"])
    /// A Quick Look generator (`com.apple.quicklook-generator`).
    public static let quickLookGenerator = sys("com.apple.quicklook-generator", ["com.apple.plugin"], ["qlgenerator"])
    /// An XPC service bundle (`com.apple.xpc-service`).
    public static let xpcService = sys("com.apple.xpc-service", ["com.apple.bundle", "com.apple.package"], ["xpc"])
    /// A framework bundle (`com.apple.framework`).
    public static let framework = sys("com.apple.framework", ["com.apple.bundle"], ["framework"])
    /// An application bundle (`com.apple.application-bundle`).
    public static let applicationBundle = sys("com.apple.application-bundle", ["com.apple.application", "com.apple.bundle", "com.apple.package"], ["app"])
    /// An app extension (`com.apple.application-and-system-extension`).
    public static let applicationExtension = sys("com.apple.application-and-system-extension", ["com.apple.xpc-service"], ["appex"])
    /// A UNIX executable (`public.unix-executable`).
    public static let unixExecutable = sys("public.unix-executable", ["public.data", "public.executable"])
    /// A Windows executable (`com.microsoft.windows-executable`).
    public static let exe = sys("com.microsoft.windows-executable", ["public.data", "public.executable"], ["exe"])
    /// A System Settings pane (`com.apple.systempreference.prefpane`).
    public static let systemPreferencesPane = sys("com.apple.systempreference.prefpane", ["com.apple.package", "com.apple.bundle"], ["prefPane"])
    /// A bzip2 archive (`public.bzip2-archive`).
    public static let bz2 = sys("public.bzip2-archive", ["public.archive"], ["bz2", "bzip2"], ["application/x-bzip2"])
    /// An Apple Archive (`com.apple.archive`).
    public static let appleArchive = sys("com.apple.archive", ["public.archive"], ["aar"])
    /// A database store (`public.database`).
    public static let database = sys("public.database", ["public.item"])
    /// A message (`public.message`).
    public static let message = sys("public.message", ["public.item"])
    /// A to-do item (`public.to-do-item`).
    public static let toDoItem = sys("public.to-do-item", ["public.item"])
    /// An internet location file (`com.apple.internet-location`).
    public static let internetLocation = sys("com.apple.internet-location", ["public.data"])
    /// A Windows internet shortcut (`com.microsoft.internet-shortcut`).
    public static let internetShortcut = sys("com.microsoft.internet-shortcut", ["public.data"], ["url"])
    /// A bookmark (`public.bookmark`).
    public static let bookmark = sys("public.bookmark", ["public.item"])
    /// A PKCS #12 archive (`com.rsa.pkcs-12`).
    public static let pkcs12 = sys("com.rsa.pkcs-12", ["public.data"], ["p12", "pfx"], ["application/x-pkcs12"])
    /// An X.509 certificate (`public.x509-certificate`).
    public static let x509Certificate = sys("public.x509-certificate", ["public.data"], ["cer", "der", "crt"],
                                            ["application/x-x509-ca-cert"])
    /// An Apple Haptic and Audio Pattern file (`com.apple.haptics.ahap`).
    public static let ahap = sys("com.apple.haptics.ahap", ["public.json"], ["ahap"])

    /// The types of this file, for the catalog's look-ups (after the most-used ones).
    static let remainingSystemTypes: [UTType] = [
        .resolvable, .diskImage, .mountPoint, .aliasFile, .urlBookmarkData, .utf16ExternalPlainText, .utf8TabSeparatedText,
        .assemblyLanguageSource, .cSource, .objectiveCSource, .cPlusPlusSource, .objectiveCPlusPlusSource, .cHeader,
        .cPlusPlusHeader, .script, .appleScript, .osaScript, .osaScriptBundle, .javaScript, .shellScript, .perlScript,
        .pythonScript, .rubyScript, .phpScript, .makefile, .xmlPropertyList, .binaryPropertyList, .rtfd, .flatRTFD,
        .webArchive, .icns, .usd, .realityFile, .sceneKitScene, .arReferenceObject, .mpeg, .mpeg2Video,
        .mpeg2TransportStream, .appleProtectedMPEG4Audio, .appleProtectedMPEG4Video, .avi, .midi, .playlist, .m3uPlaylist,
        .volume, .pluginBundle, .spotlightImporter, .quickLookGenerator, .xpcService, .framework, .applicationBundle,
        .applicationExtension, .unixExecutable, .exe, .systemPreferencesPane, .bz2, .appleArchive, .database, .message,
        .toDoItem, .internetLocation, .internetShortcut, .bookmark, .pkcs12, .x509Certificate, .ahap,
    ]
}
