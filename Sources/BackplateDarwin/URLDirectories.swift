// The standard folders as `URL` statics (iOS 16: `URL.documentsDirectory`...), which Linux's
// Foundation lacks. Each is FileManager's answer for the user domain, as on iOS, where the app's
// container holds them; on Linux those are the XDG folders (`~/Documents`, `~/.cache`...).
import Foundation

extension URL {
    /// The folder for the user's documents (`~/Documents`).
    public static var documentsDirectory: URL { folder(.documentDirectory, else: "Documents") }
    /// The library folder (iOS: the container's `Library`; Linux has none: `~/Library`).
    public static var libraryDirectory: URL { folder(.libraryDirectory, else: "Library") }
    /// The folder for an app's support files (on Linux `~/.local/share`, where Core Data's stores go too).
    public static var applicationSupportDirectory: URL { folder(.applicationSupportDirectory, else: "Library/Application Support") }
    /// The folder for discardable caches (`~/.cache`).
    public static var cachesDirectory: URL { folder(.cachesDirectory, else: "Library/Caches") }
    /// The folder for downloads (`~/Downloads`).
    public static var downloadsDirectory: URL { folder(.downloadsDirectory, else: "Downloads") }
    /// The desktop folder (`~/Desktop`).
    public static var desktopDirectory: URL { folder(.desktopDirectory, else: "Desktop") }
    /// The movies folder (`~/Videos` on Linux).
    public static var moviesDirectory: URL { folder(.moviesDirectory, else: "Movies") }
    /// The music folder (`~/Music`).
    public static var musicDirectory: URL { folder(.musicDirectory, else: "Music") }
    /// The pictures folder (`~/Pictures`).
    public static var picturesDirectory: URL { folder(.picturesDirectory, else: "Pictures") }
    /// The shared public folder (`~/Public`).
    public static var sharedPublicDirectory: URL { folder(.sharedPublicDirectory, else: "Public") }
    /// The trash folder (`~/.Trash`).
    public static var trashDirectory: URL { folder(.trashDirectory, else: ".Trash") }
    /// The applications folder (Linux has none: `~/Applications`).
    public static var applicationDirectory: URL { folder(.applicationDirectory, else: "Applications") }

    /// FileManager's folder for the user domain, else `relative` inside the home folder.
    private static func folder(_ directory: FileManager.SearchPathDirectory, else relative: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? homeDirectory.appendingPathComponent(relative, isDirectory: true)
    }
}
