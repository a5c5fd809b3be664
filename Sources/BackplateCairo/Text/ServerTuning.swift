import Foundation

/// Cache bounds a server operator can set with environment variables, read once per process
/// (docs/memory.md lists them with what each costs and saves).
enum ServerTuning {
    /// The integer in environment variable `name`, at least `minimum`; `default` when unset
    /// or not a number.
    static func value(_ name: String, default fallback: Int, minimum: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name], let n = Int(text) else { return fallback }
        return max(n, minimum)
    }
}
