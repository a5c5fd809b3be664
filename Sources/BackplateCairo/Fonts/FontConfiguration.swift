import Foundation
import BackplateCore
internal import CPangoCairo

/// The fontconfig configuration Backplate renders with: the system's, without the user's and
/// the administrator's own rules.
///
/// fontconfig's default configuration (`/etc/fonts/fonts.conf`) loads `50-user.conf`, which
/// reads `~/.config/fontconfig/fonts.conf`, and `51-local.conf`, which reads
/// `/etc/fonts/local.conf`. Rules there change every glyph drawn: a user's `embolden`,
/// `hintstyle` or `rgba` edit, or an alias preferring another family for `sans-serif`, changed
/// 28 of the gallery's 38 pictures. Backplate therefore makes its own configuration, once per
/// process before any font map: the same font folders as fontconfig's default (the system's
/// and the user's, so a family a view names is still found), the same caches, and every rule
/// file of the system's `conf.d` folder except those two. `FONTCONFIG_FILE` and
/// `FONTCONFIG_PATH` are not read.
enum FontConfiguration {
    /// The rule files left out: they read the user's and the administrator's configuration.
    static let excludedRuleFiles: Set<String> = ["50-user.conf", "51-local.conf"]

    /// The system's rule folder (Debian and most distributions).
    static let ruleFolder = "/etc/fonts/conf.d"

    /// The configuration's XML: font folders, caches and the system's rule files in name order.
    static func xml(ruleFiles: [String]) -> String {
        func escaped(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        let includes = ruleFiles.map { "  <include ignore_missing=\"yes\">\(escaped($0))</include>\n" }.joined()
        return """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>/usr/share/fonts</dir>
          <dir>/usr/local/share/fonts</dir>
          <dir prefix="xdg">fonts</dir>
          <dir>~/.fonts</dir>
          <cachedir>/var/cache/fontconfig</cachedir>
          <cachedir prefix="xdg">fontconfig</cachedir>
        \(includes)</fontconfig>

        """
    }

    /// The system's rule files Backplate loads, by full path in name order.
    static func ruleFiles(in folder: String = ruleFolder) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".conf") && !excludedRuleFiles.contains($0) }.sorted()
            .map { folder + "/" + $0 }
    }

    /// Makes Backplate's configuration fontconfig's current one, once per process (`false`
    /// when fontconfig could not parse it: its default configuration then stays).
    static let installed: Bool = {
        guard let config = FcConfigCreate() else { return false }
        let text = xml(ruleFiles: ruleFiles())
        let parsed = text.withCString {
            FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), 1)
        }
        guard parsed != 0, FcConfigBuildFonts(config) != 0, FcConfigSetCurrent(config) != 0 else {
            FcConfigDestroy(config)
            RuntimeWarning.emit("fontconfig did not accept Backplate's configuration; the user's font rules may change renders")
            return false
        }
        // Kept for the process's life (fontconfig before 2.13 took no reference of its own).
        return true
    }()
}
