import Foundation
import Testing
import BackplateCairo

/// Image snapshots are only worth comparing between machines that draw with the same fonts:
/// before each image snapshot, the fonts this process found are checked against Backplate's
/// pinned set (`FontManifest`, once per process), and a difference fails the test with the
/// files that differ and the command that installs the pinned ones.
///
/// `BACKPLATE_FONT_CHECK=warn` turns the failure into a runtime warning, for a team that
/// records and verifies its references on one other set of fonts (another distribution's
/// DejaVu, Material Icons or Noto Color Emoji packages).
package enum SnapshotFontCheck {
    /// The environment variable that relaxes the check (`warn`).
    package static let variable = "BACKPLATE_FONT_CHECK"

    /// The failure message for this process's fonts, or `nil` when they are the pinned set or
    /// the check is relaxed.
    package static func failure(problems: [FontManifest.Problem] = FontManifest.processProblems,
                                environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard environment[variable]?.lowercased() != "warn", let report = FontManifest.report(problems) else { return nil }
        return "Backplate: " + report + "\n(Set \(variable)=warn to record and compare with these fonts anyway.)"
    }

    /// Records a test issue when this process's fonts are not the pinned set.
    static func verify() {
        if let message = failure() { Issue.record(Comment(rawValue: message)) }
    }
}
