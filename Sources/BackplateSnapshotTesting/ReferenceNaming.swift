import Foundation

/// How reference files are named. By default exactly as swift-snapshot-testing names them
/// (`__Snapshots__/<test file>/<test>.<n>.png`, or `<test>.<name>.png` with `named:`), so a
/// reference recorded on Linux replaces one recorded on a simulator.
///
/// To keep separate references per platform without touching the test source, set
/// `BACKPLATE_SNAPSHOT_REFERENCE_SUFFIX` (for example to `linux`) in the environment of the
/// Linux test run: Backplate's strategies then read and write `<test>.<n>.linux.png`
/// (and `.linux.txt` for layout trees) beside the Apple platforms' `<test>.<n>.png`.
public enum ReferenceNaming {
    /// The environment variable that adds a platform suffix to reference names.
    public static let suffixVariable = "BACKPLATE_SNAPSHOT_REFERENCE_SUFFIX"

    /// The path extension a strategy stores its references under: `base`, or
    /// `<suffix>.<base>` when the environment names a suffix (letters, digits, `-` and `_`
    /// only; anything else in it is dropped).
    public static func pathExtension(_ base: String,
                                     environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let raw = environment[suffixVariable] ?? ""
        let suffix = String(raw.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }.prefix(32))
        return suffix.isEmpty ? base : "\(suffix).\(base)"
    }
}
